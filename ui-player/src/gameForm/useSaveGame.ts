import type { Cover, GameDetails } from '@sports/contracts';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../api/http';
import { fetchGame } from '../games/api';
import { saveGameToast } from '../games/toasts';
import { toast } from '../ui/toast/store';
import { bulkCreateGames, mapSlotToGame, removeGameCover, saveGameDetails, setGameCover } from './api';
import { sameCover } from './coverRules';
import { plainProblemText } from '../forms/fieldErrors';
import type { VenuePick } from './formState';

/** The read model follows the event log a moment later: wait (briefly) until the new game can be read. */
async function untilReadable(activityId: string, tries = 20, pauseMs = 250): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      await fetchGame(activityId);
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) return;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/**
 * Create or update a game with the spec's toasts ('Game created/updated successfully' when the reply
 * is 'success', else 'Something went wrong'), then map a picked booked or blocked slot to it and
 * open the game.
 */
export function useSaveGame(activityId?: string) {
  const navigate = useNavigate();
  const router = useRouter();
  const [saving, setSaving] = useState(false);

  /**
   * `moreDates`: a new game repeated on these days too ("PUT bulk create games"). `cover`: on an
   * edit, a changed cover goes through "cover add and remove" (spec section 7) after the update.
   */
  const save = async (
    details: GameDetails,
    pick: VenuePick,
    alreadyMapped: readonly string[] = [],
    moreDates: readonly string[] = [],
    cover?: { before: Cover | null; after: Cover | null },
  ) => {
    setSaving(true);
    // Spec section 8 'Game created/updated successfully': the branch that happened.
    const texts = saveGameToast(activityId !== undefined);
    try {
      const reply =
        !activityId && moreDates.length > 0
          ? await bulkCreateGames(details, [details.date, ...moreDates])
          : await saveGameDetails(details, activityId);
      if (reply.message !== texts.when) {
        toast('error', texts.failure);
        return;
      }
      toast('success', texts.success);
      if ((pick.kind === 'booked' || pick.kind === 'blocked') && !alreadyMapped.includes(pick.slot.slotId)) {
        await mapSlotToGame(reply.activityId, pick.slot).catch((error: unknown) =>
          toast('error', texts.failure, `The slot was not added to the game: ${plainProblemText(error)}`),
        );
      }
      if (activityId && cover && !sameCover(cover.before, cover.after)) {
        const change = cover.after ? setGameCover(activityId, cover.after) : removeGameCover(activityId);
        await change.catch(() => toast('error', 'The cover was not changed', 'The game was saved. Open Edit and try the cover again.'));
      }
      if (!activityId) await untilReadable(reply.activityId);
      await router.invalidate();
      await navigate({ to: '/games/$activityId', params: { activityId: reply.activityId } });
    } catch (error) {
      toast('error', texts.failure, plainProblemText(error));
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}

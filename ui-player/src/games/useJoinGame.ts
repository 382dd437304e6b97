import type { GameDocument } from '@sports/contracts';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { plainProblemText } from '../forms/fieldErrors';
import { useSession } from '../session/store';
import { offerPush } from '../push/offer';
import { toast } from '../ui/toast/store';
import { joinGame, type JoinResult } from './api';
import { JOIN_SUCCESS_TEXT, joinFailureText } from './rules';
import { payAtVenueNote, usePayToJoin, type PayableGame } from './payToJoin';
import { namesGiven } from './together/friends';
import { useInviteLink } from './inviteLink';
import type { FriendsValue } from './together/FriendsStepper';

/**
 * Join (or request to join) a game, with the spec's toasts; reloads route data after success. A public
 * pay-before game with a price is bought instead, through the cart and checkout (payToJoin.ts); a
 * game paid at the venue joins at once and the toast says what to pay there.
 */
export function useJoinGame(
  game: Pick<GameDocument, 'activityId' | 'privacy'> & PayableGame,
  friends: FriendsValue = { members: 1, names: [] },
) {
  const router = useRouter();
  const signedIn = useSession((s) => s.user !== null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<JoinResult['status'] | null>(null);
  const payToJoin = usePayToJoin(game, friends.members);
  const invite = useInviteLink();

  const join = async () => {
    if (!signedIn) {
      toast('info', 'Sign in to join a game');
      return;
    }
    if (payToJoin) return payToJoin.start(friends);
    setPending(true);
    try {
      // Paying together on a free or pay-at-venue game: the places are taken at once.
      const names = namesGiven(friends.names, friends.members);
      // Opened through an invitation link: the link lets the newcomer into a private game.
      const together = friends.members > 1 ? { membersCount: friends.members, ...(names.length > 0 ? { bookedFor: names } : {}) } : {};
      const reply = await joinGame(game.activityId, { ...together, ...(invite ? { invite } : {}) });
      setResult(reply.status);
      toast('success', JOIN_SUCCESS_TEXT[reply.status], reply.status === 'joined' ? payAtVenueNote(game, friends.members) : undefined);
      void router.invalidate();
      // In, or asked to be: a buzz when the game changes or the host answers (docs/adr/0099-web-push.md).
      offerPush(reply.status === 'joined' ? 'changes' : 'answer');
    } catch (error) {
      // The refusal in words, never a schema message.
      toast('error', joinFailureText(game), plainProblemText(error));
    } finally {
      setPending(false);
    }
  };

  return { join, pending: pending || (payToJoin?.pending ?? false), result, payLabel: payToJoin?.label ?? null };
}

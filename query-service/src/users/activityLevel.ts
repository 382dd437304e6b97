import { ACTIVITY_WINDOW_MS, ACTIVITY_WINDOW_WEEKS, activityLevelOf } from '@sports/shared-rules';
import type { ActivityLevel } from '@sports/contracts';
import { countPlayedGamesOf, type DocumentStore } from '@sports/projections';
import { countNotHappenedFor } from '../ratings/notHappened';

/**
 * Spec section 4 activity level: sessions are the past games the user was a joined participant
 * of at the end, ended within the last 13 weeks. The user's joined games (participants by user),
 * counted on the played-games read model by end time, less the games marked as not having happened.
 */
export const activityLevelFor = async (store: DocumentStore, userId: string, nowMs: number): Promise<ActivityLevel> => {
  const after = nowMs - ACTIVITY_WINDOW_MS;
  const played = await countPlayedGamesOf(store, userId, { endAt: { $gt: after, $lte: nowMs } });
  // A game most raters say did not happen is no session (docs/ratings.md).
  return activityLevelOf(played - (await countNotHappenedFor(store, userId, after, nowMs)), ACTIVITY_WINDOW_WEEKS);
};

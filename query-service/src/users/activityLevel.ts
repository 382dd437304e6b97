import { ACTIVITY_WINDOW_MS, ACTIVITY_WINDOW_WEEKS, activityLevelOf, type ActivityLevel } from '@sports/contracts';
import { PLAYED_GAMES_COLLECTION, type DocumentStore } from '@sports/projections';

/**
 * Spec section 4 activity level: sessions are the past games the user was a joined participant
 * of at the end, ended within the last 13 weeks. One count on the played-games read model
 * (multikey `players`, then endAt), bounded by the user's own games.
 */
export const activityLevelFor = async (store: DocumentStore, userId: string, nowMs: number): Promise<ActivityLevel> => {
  const sessions = await store.count(PLAYED_GAMES_COLLECTION, { players: userId, endAt: { $gt: nowMs - ACTIVITY_WINDOW_MS, $lte: nowMs } });
  return activityLevelOf(sessions, ACTIVITY_WINDOW_WEEKS);
};

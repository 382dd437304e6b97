import type { RatingEvent, RecordedEvent } from '@sports/contracts';

/**
 * Per-person read models keep what a person received game by game, so that a game marked as not
 * having happened can be set aside (and restored) exactly: `aside` marks such a game.
 */
export type PerGame<T> = Record<string, T & { aside?: true }>;

/** The person a set-aside or restore event is about, or null for other events. */
export const setAsideTarget = (event: RecordedEvent): { activityId: string; userId: string; aside: boolean } | null => {
  const e = event as unknown as RatingEvent;
  if (e.type !== 'RatingsSetAside' && e.type !== 'RatingsRestored') return null;
  return { activityId: e.data.activityId, userId: e.data.userId, aside: e.type === 'RatingsSetAside' };
};

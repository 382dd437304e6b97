import type { RatingEvent, RecordedEvent } from '@sports/contracts';

/**
 * Per-person read models keep what a person received game by game, so that a game marked as not
 * having happened can be set aside (and restored) exactly: `aside` marks such a game.
 */
export type PerGame<T> = Record<string, T & { aside?: true }>;

/** The entries of the games that count. */
export const countingGames = <T>(games: PerGame<T>): T[] => Object.values(games).filter((g) => !g.aside);

/** RatingsSetAside / RatingsRestored on one game's entry; a person with no entry for that game is left as is. */
export const withAside = <T>(games: PerGame<T>, activityId: string, aside: boolean): PerGame<T> => {
  const entry = games[activityId];
  if (!entry) return games;
  const { aside: _was, ...rest } = entry;
  return { ...games, [activityId]: (aside ? { ...rest, aside: true } : rest) as T & { aside?: true } };
};

/** The person a set-aside or restore event is about, or null for other events. */
export const setAsideTarget = (event: RecordedEvent): { activityId: string; userId: string; aside: boolean } | null => {
  const e = event as unknown as RatingEvent;
  if (e.type !== 'RatingsSetAside' && e.type !== 'RatingsRestored') return null;
  return { activityId: e.data.activityId, userId: e.data.userId, aside: e.type === 'RatingsSetAside' };
};

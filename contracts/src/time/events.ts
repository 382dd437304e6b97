import { z } from 'zod';
import { idSchema } from '../core/primitives';

/**
 * Time as events (ARCHITECTURE.md "Write side"). A game's end and the close of
 * its leaderboard window are not anyone's request: the game clock scheduler appends them, once per
 * game, on the game's clock stream, so read models (the leaderboards) never read a clock.
 * Each carries what the read models need to apply it alone: the board (listing, region) and the
 * players who were joined at the end.
 */
const boardGame = {
  activityId: idSchema,
  listingId: idSchema,
  /** The lower-cased city (the game list's region key); null for a game with no city, on no board. */
  region: z.string().nullable(),
  endAt: z.string(),
  /** Registered users joined at the end (offline participants have no account). */
  players: z.array(idSchema),
};

export const timeEvents = {
  /** The game's end passed (spec section 4: a game is over once endAt <= now). */
  GameEnded: { version: 1, schema: z.object(boardGame) },
  /**
   * The game left the rating rules' leaderboard window (LEADERBOARD_WINDOW_DAYS after its end):
   * its games played stop counting on the board. `players` repeats those of GameEnded.
   */
  RatingWindowClosed: { version: 1, schema: z.object({ ...boardGame, closedAt: z.string(), windowDays: z.number().int() }) },
} as const;

type Defs = typeof timeEvents;
export type TimeEventType = keyof Defs;
export type TimeEventData<T extends TimeEventType> = z.infer<Defs[T]['schema']>;
export type TimeEvent = { [T in TimeEventType]: { type: T; data: TimeEventData<T> } }[TimeEventType];

/** One stream per game for what time does to it; category `gameclock` (nothing else writes there). */
export const gameClockStream = (activityId: string) => `gameclock-${activityId}`;

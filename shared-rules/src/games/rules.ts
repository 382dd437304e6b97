import { GAME_PAGE_SIZE, type GameStatusFilter } from '@sports/contracts/games/listing';
import type { Duration } from '@sports/contracts/games/shapes';

/** Spec section 4 and 9: with no end time a game ends 4 hours after it starts. */
export const GAME_DEFAULT_LENGTH_MS = 4 * 60 * 60 * 1000;

export const gameStartMs = (duration: readonly Duration[]): number => Math.min(...duration.map((d) => Date.parse(d.from)));

/** Spec section 4: a game is over when its last duration end has passed, or start plus 4 hours if no end exists. */
export const gameEndMs = (duration: readonly Duration[]): number =>
  Math.max(...duration.map((d) => (d.to ? Date.parse(d.to) : Date.parse(d.from) + GAME_DEFAULT_LENGTH_MS)));

export const isGameOver = (duration: readonly Duration[], nowMs: number): boolean => gameEndMs(duration) <= nowMs;

/**
 * Spec section 4: which status tab a game belongs in at `nowMs`. Over beats everything (a held
 * game that has ended is past); otherwise a hold beats the clock. The list query's filters
 * (query-service gameQueries.ts) express the same rule for the index; a test checks they agree.
 */
export const gameStatusAt = (game: { startAt: number; endAt: number; isOnHold: boolean }, nowMs: number): GameStatusFilter => {
  if (game.endAt <= nowMs) return 'past';
  if (game.isOnHold) return 'hold';
  return game.startAt > nowMs ? 'upcoming' : 'ongoing';
};

/** Spec section 9: loading stops when a page returns zero or a count that is not a multiple of 9. */
export const shouldStopLoading = (returned: number, pageSize = GAME_PAGE_SIZE): boolean => returned === 0 || returned % pageSize !== 0;

/** Spec section 2: the count/max on an upcoming card, each padded to two digits. */
export const participantsLabel = (count: number, max: number): string =>
  `${String(count).padStart(2, '0')}/${String(max).padStart(2, '0')}`;

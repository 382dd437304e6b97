import { gameEndMs, gameStartMs } from '@sports/shared-rules';
import type { Duration } from '@sports/contracts';

/**
 * When the "Run the game" panel is open (docs/ratings.md "Running the game"):
 * the server takes attendance, skill and the reputation flags from the host and co-hosts from the
 * game's start (GAME_NOT_STARTED before: nobody has shown up yet) until its end (GAME_OVER after,
 * spec sections 5 and 6). Before the start the panel says when it opens; after the end it is gone.
 */
export type RunWindow = { state: 'before'; opensAtMs: number } | { state: 'open'; closesAtMs: number } | { state: 'over' };

export const runWindowOf = (duration: readonly Duration[], nowMs: number): RunWindow => {
  const start = gameStartMs(duration);
  const end = gameEndMs(duration);
  if (nowMs >= end) return { state: 'over' };
  if (nowMs < start) return { state: 'before', opensAtMs: start };
  return { state: 'open', closesAtMs: end };
};

/** The panel's anchor on the game page: the manage page links there while the game is on. */
export const RUN_GAME_ANCHOR = 'run-game';

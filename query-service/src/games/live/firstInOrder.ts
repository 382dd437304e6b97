import type { LiveGame } from './liveGame';
import { countBelow } from './sortedNumbers';

/**
 * The first `capacity` games in list order (by start, then id: liveGame.ts byStart) among those
 * offered, kept sorted as they come. A page needs only the games up to its end, and each cell's
 * walk already comes in order, so most offers are settled by one comparison with the last game
 * kept, instead of sorting every candidate. The starts kept sit beside the games, so finding a
 * place compares numbers and reads ids only between games starting at the same time.
 */
export class FirstInOrder {
  readonly games: LiveGame[] = [];
  private readonly starts: number[] = [];

  constructor(private readonly capacity: number) {}

  /**
   * Keeps the game if it is among the first so far; false when it sorts after all of them (so
   * does anything after it). Given the game's start, a refusal by start alone never reads the game.
   */
  offer(game: LiveGame, startAt = game.startAt): boolean {
    const { games, starts } = this;
    const full = games.length >= this.capacity;
    if (full) {
      const last = starts.length - 1;
      if (last < 0 || startAt > starts[last]! || (startAt === starts[last] && game.id >= games[last]!.id)) return false;
    }
    let at = countBelow(starts, startAt);
    while (at < starts.length && starts[at] === startAt && games[at]!.id < game.id) at++;
    // Shifted by hand: the list is a page or three long, where a loop costs less than splice.
    let i = full ? games.length - 1 : games.length;
    for (; i > at; i--) {
      games[i] = games[i - 1]!;
      starts[i] = starts[i - 1]!;
    }
    games[at] = game;
    starts[at] = startAt;
    return true;
  }
}

import { byStart, lowerBoundByStart, type LiveGame } from './liveGame';

/**
 * The first `capacity` games in list order among those offered, kept sorted as they come. A page
 * needs only the games up to its end, and each cell's walk already comes in order, so most offers
 * are settled by one comparison with the last game kept, instead of sorting every candidate.
 */
export class FirstInOrder {
  readonly games: LiveGame[] = [];

  constructor(private readonly capacity: number) {}

  /** Keeps the game if it is among the first so far; false when it sorts after all of them (so does anything after it). */
  offer(game: LiveGame): boolean {
    const games = this.games;
    const full = games.length >= this.capacity;
    if (full && (games.length === 0 || byStart(game, games[games.length - 1]!) >= 0)) return false;
    games.splice(lowerBoundByStart(games, game), 0, game);
    if (full) games.pop();
    return true;
  }
}

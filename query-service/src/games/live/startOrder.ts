import { byStart, lowerBoundByStart, type LiveGame } from './liveGame';

/**
 * Games kept sorted by start (then id): a range of starts is two binary searches away. A few
 * inserts go into place; a bulk load (the first catch-up, a burst of changes) appends and sorts
 * once, when the order is next read.
 */
export class StartOrder {
  private readonly games: LiveGame[] = [];
  private sorted = true;

  get size(): number {
    return this.games.length;
  }

  /** Index of the first game starting at or after `startAt` (or after, when `strict`). */
  private firstFrom(startAt: number, strict: boolean): number {
    let lo = 0;
    let hi = this.games.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s = this.games[mid]!.startAt;
      if (s < startAt || (strict && s === startAt)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private ordered(): LiveGame[] {
    if (!this.sorted) {
      this.games.sort(byStart);
      this.sorted = true;
    }
    return this.games;
  }

  insert(game: LiveGame, bulk = false): void {
    const last = this.games.at(-1);
    if (!last || byStart(last, game) < 0) this.games.push(game);
    else if (bulk || !this.sorted) {
      this.games.push(game);
      this.sorted = false;
    } else this.games.splice(lowerBoundByStart(this.games, game), 0, game);
  }

  remove(game: LiveGame): void {
    this.ordered();
    const at = lowerBoundByStart(this.games, game);
    if (this.games[at] === game) this.games.splice(at, 1);
  }

  /** Calls `visit` for every game with from < startAt <= to (`from` exclusive, `to` inclusive), in order, until it returns false. */
  forEachStartingIn(from: number, to: number, visit: (game: LiveGame) => boolean | void): void {
    const games = this.ordered();
    for (let i = this.firstFrom(from, true); i < games.length; i++) {
      const game = games[i]!;
      if (game.startAt > to || visit(game) === false) return;
    }
  }
}

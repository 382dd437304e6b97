import type { peopleApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import { ratingsOf, type UserRatings } from '../ratings/ratingsOf';
import { byGamesThenId } from './ranking';

export type LeaderboardSort = (typeof peopleApi.LEADERBOARD_SORTS)[number];

export interface BoardRow extends UserRatings {
  rank: number;
  userId: string;
  gamesPlayed: number;
}

/** The value a board sorts on, or null for a player still "new" on it (ranked after everyone with a value). */
const sortValue = (row: Omit<BoardRow, 'rank'>, sort: LeaderboardSort): number | null =>
  sort === 'skill' ? (row.skill?.value ?? null) : sort === 'reputation' ? row.reputation : row.gamesPlayed;

/** Highest value first, "new" last; equal values by games played, then id, so the order is total. */
const byValue = (sort: LeaderboardSort) => (a: Omit<BoardRow, 'rank'>, b: Omit<BoardRow, 'rank'>) => {
  const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
  if (x !== y) return x === null ? 1 : y === null ? -1 : y - x;
  return byGamesThenId([a.userId, a.gamesPlayed], [b.userId, b.gamesPlayed]);
};

/** Competition ranking on the sort value: equal values (and all "new" players) share a rank. */
export const rankedBy = (rows: ReadonlyArray<Omit<BoardRow, 'rank'>>, sort: LeaderboardSort): BoardRow[] => {
  const sorted = [...rows].sort(byValue(sort));
  const ranked: BoardRow[] = [];
  sorted.forEach((row, i) => {
    const previous = ranked[i - 1];
    ranked.push({ ...row, rank: previous && sortValue(previous, sort) === sortValue(row, sort) ? previous.rank : i + 1 });
  });
  return ranked;
};

/** A board's players change a game at a time; a minute old is fresh enough, and spares re-reading everyone's ratings. */
export const RATED_ORDER_TTL_MS = 60_000;

interface Order {
  at: number;
  rows: Promise<BoardRow[]>;
}

/**
 * The skill and reputation orders of one board need every ranked player's ratings, so each is
 * computed at most once per RATED_ORDER_TTL_MS of the request clock and shared: requests arriving while it is
 * computed wait for the same computation, and once it is older than RATED_ORDER_TTL_MS the previous order is
 * served while the next one is computed. A clock moved back computes at once.
 */
export class RatedOrders {
  private readonly cache = new Map<string, { current: Order; next: Order | null }>();

  constructor(private readonly store: DocumentStore, private readonly maxBoards = 500) {}

  async rows(listingId: string, region: string, sort: Exclude<LeaderboardSort, 'gamesPlayed'>, nowMs: number, games: () => Promise<ReadonlyMap<string, number>>): Promise<BoardRow[]> {
    const key = JSON.stringify([listingId, region, sort]);
    const compute = (): Order => ({
      at: nowMs,
      rows: (async () => {
        const played = await games();
        const ratings = await ratingsOf(this.store, listingId, [...played.keys()]);
        return rankedBy([...played].map(([userId, gamesPlayed]) => ({ userId, gamesPlayed, ...ratings.get(userId)! })), sort);
      })(),
    });
    const entry = this.cache.get(key);
    if (!entry || nowMs < entry.current.at) return this.remember(key, { current: compute(), next: null }).current.rows;
    if (nowMs - entry.current.at < RATED_ORDER_TTL_MS) return entry.current.rows;
    if (!entry.next) {
      const next = compute();
      entry.next = next;
      next.rows.then(
        () => this.cache.get(key)?.next === next && this.remember(key, { current: next, next: null }),
        () => this.cache.get(key)?.next === next && (entry.next = null),
      );
    }
    return entry.current.rows;
  }

  private remember(key: string, entry: { current: Order; next: Order | null }) {
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > this.maxBoards) this.cache.delete(this.cache.keys().next().value!);
    entry.current.rows.catch(() => this.cache.get(key) === entry && this.cache.delete(key));
    return entry;
  }
}

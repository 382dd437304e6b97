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

const TTL_MS = 10_000;

/**
 * The skill and reputation orders of one board need every ranked player's ratings, so each is
 * kept for TTL_MS of the request clock (a clock moved back recomputes): at most 10 s old, and
 * a burst of requests reads the ratings once.
 */
export class RatedOrders {
  private readonly cache = new Map<string, { at: number; rows: BoardRow[] }>();

  constructor(private readonly store: DocumentStore, private readonly maxBoards = 500) {}

  async rows(listingId: string, region: string, sort: Exclude<LeaderboardSort, 'gamesPlayed'>, nowMs: number, games: () => Promise<ReadonlyMap<string, number>>): Promise<BoardRow[]> {
    const key = JSON.stringify([listingId, region, sort]);
    const cached = this.cache.get(key);
    if (cached && nowMs >= cached.at && nowMs - cached.at < TTL_MS) return cached.rows;
    const played = await games();
    const ratings = await ratingsOf(this.store, listingId, [...played.keys()]);
    const rows = rankedBy([...played].map(([userId, gamesPlayed]) => ({ userId, gamesPlayed, ...ratings.get(userId)! })), sort);
    this.cache.delete(key);
    this.cache.set(key, { at: nowMs, rows });
    if (this.cache.size > this.maxBoards) this.cache.delete(this.cache.keys().next().value!);
    return rows;
  }
}

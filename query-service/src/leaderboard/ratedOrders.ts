import type { peopleApi } from '@sports/contracts';
import {
  dueGamesProjection,
  leaderboardEntriesProjection,
  ratedGamesProjection,
  userRatingsProjection,
  type DocumentStore,
} from '@sports/projections';
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

/** The read models a skill or reputation order is read from. */
export const RATED_ORDER_SOURCES = [leaderboardEntriesProjection, userRatingsProjection, ratedGamesProjection, dueGamesProjection].map(
  (projection) => projection.collection.name,
);

/**
 * What those read models hold: each one's generation (a rebuild swapped in) and last change. Only their own writes
 * move it: their projections' checkpoints move with every event of the log (a join, a chat message), and an order
 * versioned by them was computed again for nearly every request while anything else happened on the platform.
 * Two query processes on one store read the same changes, so they serve the same order.
 */
const sourcesOf = (store: DocumentStore) => async (): Promise<string> =>
  (
    await Promise.all(
      RATED_ORDER_SOURCES.map(async (collection) => {
        const last = await store.lastChange(collection);
        return `${await store.generationOf(collection)}.${last ? `${last.position}.${last.id}` : '-'}`;
      }),
    )
  ).join(':');

/**
 * The skill and reputation orders of one board need every ranked player's ratings, so each is
 * computed once per state of the read models it comes from and shared: requests arriving while
 * it is computed wait for the same computation, and a request made after a projector has moved on
 * computes the next one. No clock is read, so no process serves an order another would not.
 */
export class RatedOrders {
  private readonly cache = new Map<string, { version: string; rows: Promise<BoardRow[]> }>();

  constructor(
    private readonly store: DocumentStore,
    private readonly version: () => Promise<string> = sourcesOf(store),
    private readonly maxBoards = 500,
  ) {}

  async rows(
    listingId: string,
    region: string,
    sort: Exclude<LeaderboardSort, 'gamesPlayed'>,
    games: () => Promise<ReadonlyMap<string, number>>,
  ): Promise<BoardRow[]> {
    const key = JSON.stringify([listingId, region, sort]);
    // Read before the documents: an order is never filed under a state newer than the one it was read at.
    const version = await this.version();
    const known = this.cache.get(key);
    if (known?.version === version) return known.rows;
    const rows = (async () => {
      const played = await games();
      const ratings = await ratingsOf(this.store, listingId, [...played.keys()]);
      return rankedBy(
        [...played].map(([userId, gamesPlayed]) => ({ userId, gamesPlayed, ...ratings.get(userId)! })),
        sort,
      );
    })();
    const entry = { version, rows };
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > this.maxBoards) this.cache.delete(this.cache.keys().next().value!);
    rows.catch(() => this.cache.get(key) === entry && this.cache.delete(key));
    return rows;
  }
}

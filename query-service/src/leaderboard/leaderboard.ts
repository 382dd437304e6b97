import { LEADERBOARD_WINDOW_DAYS, type RouteResponse, type peopleApi } from '@sports/contracts';
import { regionOf, type DocumentStore } from '@sports/projections';
import { loadUsers, playerSummaryOf } from '../people/personSummary';
import { ratingsOf } from '../ratings/ratingsOf';
import type { BoardEntries } from './boardEntries';
import type { BoardRow, LeaderboardSort, RatedOrders } from './ratedOrders';

type Query = { listingId: string; region: string; limit: number; sort: LeaderboardSort };

const byGamesPlayed = async (store: DocumentStore, entries: BoardEntries, query: Query, region: string): Promise<BoardRow[]> => {
  const top = await entries.top(query.listingId, region, query.limit);
  const ratings = await ratingsOf(
    store,
    query.listingId,
    top.map((p) => p.userId),
  );
  return top.map((p) => ({ ...p, ...ratings.get(p.userId)! }));
};

/**
 * Spec section 7 "GET leaderboard" from the leaderboard read model: a game counts
 * once its GameEnded is in the log and stops counting with its RatingWindowClosed; `nowMs` only
 * dates the answer.
 */
export const getLeaderboard = async (
  store: DocumentStore,
  entries: BoardEntries,
  orders: RatedOrders,
  query: Query,
  nowMs: number,
): Promise<RouteResponse<typeof peopleApi.getLeaderboard>['data']> => {
  // The games' own region rule, so "Chennai" and "chennai " are one board.
  const region = regionOf(query.region) ?? '';
  const rows =
    query.sort === 'gamesPlayed'
      ? await byGamesPlayed(store, entries, query, region)
      : (await orders.rows(query.listingId, region, query.sort, () => entries.everyone(query.listingId, region))).slice(0, query.limit);
  const users = await loadUsers(
    store,
    rows.map((r) => r.userId),
  );
  return {
    listingId: query.listingId,
    region,
    sort: query.sort,
    windowDays: LEADERBOARD_WINDOW_DAYS,
    asOf: new Date(nowMs).toISOString(),
    leaders: rows.map((r) => ({
      rank: r.rank,
      user: playerSummaryOf(users.get(r.userId), { id: r.userId, name: '' }, query.listingId),
      gamesPlayed: r.gamesPlayed,
      skill: r.skill,
      reputation: r.reputation,
    })),
  };
};

import { LEADERBOARD_WINDOW_DAYS, LEADERBOARD_WINDOW_MS, type RouteResponse, type peopleApi } from '@sports/contracts';
import { regionOf, type DocumentStore } from '@sports/projections';
import { loadUsers, playerSummaryOf } from '../people/personSummary';
import { notHappenedGamesOf } from '../ratings/notHappened';
import { ratingsOf } from '../ratings/ratingsOf';
import { tallyGame, type LeaderboardTallies } from './leaderboardTallies';
import { topWithRecent } from './ranking';
import type { BoardRow, LeaderboardSort, RatedOrders } from './ratedOrders';

type Query = { listingId: string; region: string; limit: number; sort: LeaderboardSort };

/**
 * Games played in the window per player (the tallies), less the games marked as not having
 * happened (docs/ratings.md): those leave everyone's stats.
 */
const standingOf = async (store: DocumentStore, tallies: LeaderboardTallies, listingId: string, region: string, nowMs: number) => {
  const standing = await tallies.standing(listingId, region, nowMs);
  for (const game of await notHappenedGamesOf(store, listingId, region, nowMs - LEADERBOARD_WINDOW_MS, nowMs)) tallyGame(standing.recent, game, -1);
  return standing;
};

const byGamesPlayed = async (store: DocumentStore, tallies: LeaderboardTallies, query: Query, region: string, nowMs: number): Promise<BoardRow[]> => {
  const { counts, order, recent } = await standingOf(store, tallies, query.listingId, region, nowMs);
  const top = topWithRecent(counts, order, recent, query.limit);
  const ratings = await ratingsOf(store, query.listingId, top.map((p) => p.userId));
  return top.map((p) => ({ ...p, ...ratings.get(p.userId)! }));
};

/** Everyone on the board with their games played, for the skill and reputation orders. */
const everyone = async (store: DocumentStore, tallies: LeaderboardTallies, listingId: string, region: string, nowMs: number) => {
  const { counts, recent } = await standingOf(store, tallies, listingId, region, nowMs);
  const played = new Map(counts);
  for (const [userId, delta] of recent) {
    const games = (played.get(userId) ?? 0) + delta;
    if (games > 0) played.set(userId, games);
    else played.delete(userId);
  }
  return played;
};

export const getLeaderboard = async (
  store: DocumentStore,
  tallies: LeaderboardTallies,
  orders: RatedOrders,
  query: Query,
  nowMs: number,
): Promise<RouteResponse<typeof peopleApi.getLeaderboard>['data']> => {
  // The games' own region rule, so "Chennai" and "chennai " are one board.
  const region = regionOf(query.region) ?? '';
  const rows =
    query.sort === 'gamesPlayed'
      ? await byGamesPlayed(store, tallies, query, region, nowMs)
      : (await orders.rows(query.listingId, region, query.sort, nowMs, () => everyone(store, tallies, query.listingId, region, nowMs))).slice(0, query.limit);
  const users = await loadUsers(store, rows.map((r) => r.userId));
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


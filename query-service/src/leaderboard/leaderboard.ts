import type { RouteResponse, peopleApi } from '@sports/contracts';
import { regionOf, type DocumentStore } from '@sports/projections';
import { loadUsers, playerSummaryOf } from '../people/personSummary';
import type { LeaderboardTallies } from './leaderboardTallies';

export const getLeaderboard = async (
  store: DocumentStore,
  tallies: LeaderboardTallies,
  query: { listingId: string; region: string; limit: number },
  nowMs: number,
): Promise<RouteResponse<typeof peopleApi.getLeaderboard>['data']> => {
  // The games' own region rule, so "Chennai" and "chennai " are one board.
  const region = regionOf(query.region) ?? '';
  const top = await tallies.top(query.listingId, region, nowMs, query.limit);
  const users = await loadUsers(store, top.map((p) => p.userId));
  return {
    listingId: query.listingId,
    region,
    asOf: new Date(nowMs).toISOString(),
    leaders: top.map((p) => ({ rank: p.rank, user: playerSummaryOf(users.get(p.userId), { id: p.userId, name: '' }, query.listingId), gamesPlayed: p.gamesPlayed })),
  };
};

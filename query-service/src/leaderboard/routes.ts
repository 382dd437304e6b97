import { LEADERBOARD_WINDOW_MS, peopleApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { getLeaderboard } from './leaderboard';
import { LeaderboardTallies } from './leaderboardTallies';
import { RatedOrders } from './ratedOrders';

/** One set of tallies per query-service process; each process keeps its own, all read the same log. */
export const registerLeaderboardQueryRoutes = (
  api: Api,
  store: DocumentStore,
  tallies = new LeaderboardTallies(store, { windowMs: LEADERBOARD_WINDOW_MS }),
  orders = new RatedOrders(store),
): void => {
  api.bind(peopleApi.getLeaderboard, async ({ query, now }) => ({ body: { data: await getLeaderboard(store, tallies, orders, query, Date.parse(now)) } }));
};

import { peopleApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { getLeaderboard } from './leaderboard';
import { LeaderboardTallies } from './leaderboardTallies';

/** One set of tallies per query-service process; each process keeps its own, all read the same log. */
export const registerLeaderboardQueryRoutes = (api: Api, store: DocumentStore, tallies = new LeaderboardTallies(store)): void => {
  api.bind(peopleApi.getLeaderboard, async ({ query, now }) => ({ body: { data: await getLeaderboard(store, tallies, query, Date.parse(now)) } }));
};

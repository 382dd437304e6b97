import { peopleApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { BoardEntries } from './boardEntries';
import { getLeaderboard } from './leaderboard';
import { RatedOrders } from './ratedOrders';

/** Games played come from the leaderboard read model (the same in every query process); the skill and reputation orders are computed once per state of their read models. */
export const registerLeaderboardQueryRoutes = (
  api: Api,
  store: DocumentStore,
  entries = new BoardEntries(store),
  orders = new RatedOrders(store),
): void => {
  api.bind(peopleApi.getLeaderboard, async ({ query, now }) => ({
    body: { data: await getLeaderboard(store, entries, orders, query, Date.parse(now)) },
  }));
};

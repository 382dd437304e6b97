import { DomainError, gamesApi, shouldStopLoading } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { getVisibleGame, listGames, listSavedGames, nextUrlFor } from './gameQueries';

export const registerGameQueryRoutes = (api: Api, store: DocumentStore, clock: () => Date = () => new Date()): void => {
  api.bind(gamesApi.listGames, async ({ params, query, actor, c }) => {
    const { activities, total } = await listGames(store, query, params, actor?.userId ?? null, clock().getTime());
    const url = new URL(c.req.url);
    const nextUrl = nextUrlFor(url.pathname, url.search, params.page, params.size, activities.length, total);
    return {
      body: { data: { activities, nextUrl, counts: { total }, stopLoading: nextUrl === null || shouldStopLoading(activities.length, params.size) } },
    };
  });

  api.bind(gamesApi.listSavedGames, async ({ params, actor, c }) => {
    const { activities, total } = await listSavedGames(store, actor, params);
    const nextUrl = nextUrlFor(new URL(c.req.url).pathname, '', params.page, params.size, activities.length, total);
    return {
      body: { data: { activities, nextUrl, counts: { total }, stopLoading: nextUrl === null || shouldStopLoading(activities.length, params.size) } },
    };
  });

  api.bind(gamesApi.getGame, async ({ params, actor }) => {
    const game = await getVisibleGame(store, params.activityId, actor);
    if (!game) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
    return { body: { data: game } };
  });
};

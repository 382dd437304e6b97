import { DomainError, gamesApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { getVisibleGame } from '../games/gameQueries';

/** Spec section 7 "GET and PUT hold": the hold is read from the game document, under the same visibility. */
export const registerHoldQueryRoutes = (api: Api, store: DocumentStore): void => {
  api.bind(gamesApi.getHold, async ({ params, actor }) => {
    const game = await getVisibleGame(store, params.activityId, actor);
    if (!game) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
    return { body: { data: game.hold } };
  });
};

import { DomainError, liveApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { getVisibleGame } from '../games/gameQueries';
import { eventStream } from './eventStream';
import type { PresenceStore } from './port';
import { randomViewerId } from './viewerId';

export interface PresenceRouteOptions {
  presence: PresenceStore;
  clock?: () => Date;
}

/**
 * Live viewers (spec section 7 "Realtime presence"): an open viewer stream is a presence entry,
 * keyed by the user id or, for a visitor, a random 16-character id; it goes when the stream closes.
 */
export const registerPresenceRoutes = (api: Api, store: DocumentStore, { presence, clock = () => new Date() }: PresenceRouteOptions): void => {
  const requireGame = async (activityId: string, actor: Parameters<typeof getVisibleGame>[2]) => {
    if (!(await getVisibleGame(store, activityId, actor))) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  };

  api.bind(liveApi.getLiveViewerCount, async ({ params, actor }) => {
    await requireGame(params.activityId, actor);
    return { body: { data: { activityId: params.activityId, count: await presence.count(params.activityId) } } };
  });

  api.bind(liveApi.streamLiveViewers, async ({ params, actor, c }) => {
    const { activityId } = params;
    await requireGame(activityId, actor);
    const viewerId = actor?.userId ?? randomViewerId();
    return eventStream(c, async ({ send, closed }) => {
      const entry = await presence.enter(activityId, viewerId, clock().getTime());
      const stop = presence.watch(activityId, (count) => void send(liveApi.LIVE_EVENTS.count, { activityId, count }));
      try {
        await send(liveApi.LIVE_EVENTS.viewer, entry);
        await send(liveApi.LIVE_EVENTS.count, { activityId, count: await presence.count(activityId) });
        await closed;
      } finally {
        stop();
        await presence.leave(entry);
      }
    });
  });
};

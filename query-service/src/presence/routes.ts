import { DomainError, liveApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { getVisibleGame } from '../games/gameQueries';
import type { FollowGameChanges } from '../games/routes';
import { eventStream } from './eventStream';
import type { PresenceStore } from './port';
import { randomViewerId } from './viewerId';

export interface PresenceRouteOptions {
  presence: PresenceStore;
  clock?: () => Date;
  /** Ids of games whose documents changed (registerGameQueryRoutes' followGameChanges): sent to that game's viewers too. */
  followGameChanges?: FollowGameChanges;
}

/**
 * Live viewers (spec section 7 "Realtime presence"): an open viewer stream is a presence entry,
 * keyed by the user id or, for a visitor, a random 16-character id; it goes when the stream closes.
 * The stream also says when the game itself changed, so its page refetches without a reload.
 */
export const registerPresenceRoutes = (api: Api, store: DocumentStore, { presence, clock = () => new Date(), followGameChanges }: PresenceRouteOptions): void => {
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
      // The game's own changes ride on the same stream: one connection per open game page, not two.
      const unfollow = followGameChanges?.((ids) => {
        if (ids.includes(activityId)) void send(liveApi.LIVE_EVENTS.changed, { activityIds: [activityId] });
      });
      try {
        await send(liveApi.LIVE_EVENTS.viewer, entry);
        await send(liveApi.LIVE_EVENTS.count, { activityId, count: await presence.count(activityId) });
        await closed;
      } finally {
        stop();
        unfollow?.();
        await presence.leave(entry);
      }
    });
  });
};

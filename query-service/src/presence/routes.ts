import { DomainError, liveApi, type Actor } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import { clientAddress, trustNoProxy, type Api, type ProxyTrust } from '@sports/service-kit';
import { getVisibleGame } from '../games/gameQueries';
import type { FollowGameChanges } from '../games/routes';
import { eventStream } from './eventStream';
import type { PresenceStore } from './port';
import { StreamLimits, type StreamCaps } from './streamLimits';
import { anonymousViewerId, randomViewerId } from './viewerId';

export interface PresenceRouteOptions {
  presence: PresenceStore;
  clock?: () => Date;
  /** Ids of games whose documents changed (registerGameQueryRoutes' followGameChanges): sent to that game's viewers too. */
  followGameChanges?: FollowGameChanges;
  /** The reverse proxies whose X-Forwarded-For entries count (TRUSTED_PROXIES), as for the rate limits; default none. */
  trustProxy?: ProxyTrust;
  /** Keys anonymous viewer ids; instances sharing a presence store share it, so one address is one viewer everywhere. */
  viewerIdKey?: string;
  /** Concurrent streams per client address and per user (streamLimits.ts has the defaults). */
  streamCaps?: StreamCaps;
  /** More live feeds of an open game page on the same stream (the game's chat, query-service/src/chat): each returns its unsubscribe. */
  pageFeeds?: ReadonlyArray<PageFeed>;
}

/** A live feed of one open game page for one viewer: sends its own events on the page's stream until unsubscribed. */
export type PageFeed = (page: { activityId: string; actor: Actor | null }, send: (event: string, data: unknown) => Promise<void>) => Promise<() => void>;

/**
 * Live viewers (spec section 7 "Realtime presence"): an open viewer stream is a presence entry,
 * keyed by the user id or, for a visitor, a 16-character id of their client address; it goes when
 * the stream closes. The count is of distinct viewers, and one client holds a bounded number of
 * streams at once (issue 19 item 3).
 * The stream also says when the game itself changed, so its page refetches without a reload.
 */
export const registerPresenceRoutes = (api: Api, store: DocumentStore, options: PresenceRouteOptions): void => {
  const { presence, clock = () => new Date(), followGameChanges, trustProxy = trustNoProxy } = options;
  const viewerIdKey = options.viewerIdKey ?? randomViewerId();
  const limits = new StreamLimits(options.streamCaps);
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
    const address = clientAddress(c, trustProxy);
    const release = limits.acquire(address, actor?.userId ?? null);
    const viewerId = actor?.userId ?? anonymousViewerId(viewerIdKey, address);
    return eventStream(c, async ({ send, closed }) => {
      const entry = await presence.enter(activityId, viewerId, clock().getTime()).catch((error: unknown) => {
        release();
        throw error;
      });
      const stop = presence.watch(activityId, (count) => void send(liveApi.LIVE_EVENTS.count, { activityId, count }));
      // The game's own changes ride on the same stream: one connection per open game page, not two.
      const unfollow = followGameChanges?.((ids) => {
        if (ids.includes(activityId)) void send(liveApi.LIVE_EVENTS.changed, { activityIds: [activityId] });
      });
      let stopFeeds: Array<() => void> = [];
      try {
        stopFeeds = await Promise.all((options.pageFeeds ?? []).map((feed) => feed({ activityId, actor }, send)));
        await send(liveApi.LIVE_EVENTS.viewer, entry);
        await send(liveApi.LIVE_EVENTS.count, { activityId, count: await presence.count(activityId) });
        await closed;
      } finally {
        stop();
        unfollow?.();
        for (const stopFeed of stopFeeds) stopFeed();
        release();
        await presence.leave(entry);
      }
    });
  });
};

import { DomainError, liveApi, type Actor } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import { clientAddress, trustNoProxy, type Api, type ProxyTrust } from '@sports/service-kit';
import { getVisibleGame } from '../games/gameQueries';
import type { FollowGameChanges } from '../games/routes';
import type { PresenceStore } from './port';
import { positionsOf, StreamGate } from './streamGate';
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
  /** The process's one gate for event streams (streamGate.ts): caps shared with every other kind of stream. */
  streams?: StreamGate;
  /** More live feeds of an open game page on the same stream (the game's chat, query-service/src/chat): each returns its unsubscribe. */
  pageFeeds?: ReadonlyArray<PageFeed>;
}

/**
 * A live feed of one open game page for one viewer: sends its own events on the page's stream
 * until stopped. Its position is its part of the stream's event ids, and it moves only past what
 * was sent; `resumeFrom` is that part of the Last-Event-ID a reconnecting page sent.
 */
export type PageFeed = (
  page: { activityId: string; actor: Actor | null; resumeFrom: bigint | null },
  send: (event: string, data: unknown) => Promise<void>,
) => Promise<{ stop: () => void; position: () => bigint }>;

/**
 * Live viewers (spec section 7 "Realtime presence"): an open viewer stream is a presence entry,
 * keyed by the user id or, for a visitor, a 16-character id of their client address; it goes when
 * the stream closes. The count is of distinct viewers, and one client holds a bounded number of
 * streams at once (streamGate.ts, docs/security.md "Event stream caps").
 * The stream also says when the game itself changed, so its page refetches without a reload.
 */
export const registerPresenceRoutes = (api: Api, store: DocumentStore, options: PresenceRouteOptions): void => {
  const { presence, clock = () => new Date(), followGameChanges, trustProxy = trustNoProxy } = options;
  const viewerIdKey = options.viewerIdKey ?? randomViewerId();
  const streams = options.streams ?? new StreamGate({ trustProxy });
  const feeds = options.pageFeeds ?? [];
  const requireGame = async (activityId: string, actor: Parameters<typeof getVisibleGame>[2]) => {
    if (!(await getVisibleGame(store, activityId, actor))) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  };

  api.bind(liveApi.getLiveViewerCount, async ({ params, actor }) => {
    await requireGame(params.activityId, actor);
    return { body: { data: { activityId: params.activityId, count: await presence.count(params.activityId) } } };
  });

  api.bind(liveApi.streamLiveViewers, async ({ params, actor, c, headers }) => {
    const { activityId } = params;
    await requireGame(activityId, actor);
    const address = clientAddress(c, trustProxy);
    const viewerId = actor?.userId ?? anonymousViewerId(viewerIdKey, address);
    const lastEventId = headers['last-event-id'];
    const resumeFrom = feeds.length > 0 ? positionsOf(lastEventId, feeds.length) : null;
    return streams.open(
      c,
      actor,
      async ({ send, closed }) => {
        // Event ids are the feeds' positions (the chat's); without feeds there is nothing to resume but snapshots.
        let follows: Array<{ stop: () => void; position: () => bigint }> = [];
        const idNow = () => (follows.length > 0 ? follows.map((follow) => String(follow.position())).join('.') : '0');
        const sendNow = (event: string, data: unknown) => send(event, data, idNow());
        const entry = await presence.enter(activityId, viewerId, clock().getTime());
        let stop: (() => void) | undefined;
        let unfollow: (() => void) | undefined;
        try {
          // The feeds first: every event, the first included, then carries their positions.
          follows = await Promise.all(feeds.map((feed, i) => feed({ activityId, actor, resumeFrom: resumeFrom?.[i] ?? null }, sendNow)));
          stop = presence.watch(activityId, (count) => void sendNow(liveApi.LIVE_EVENTS.count, { activityId, count }));
          // The game's own changes ride on the same stream: one connection per open game page, not two.
          unfollow = followGameChanges?.((ids) => {
            if (ids.includes(activityId)) void sendNow(liveApi.LIVE_EVENTS.changed, { activityIds: [activityId] });
          });
          await sendNow(liveApi.LIVE_EVENTS.viewer, entry);
          await sendNow(liveApi.LIVE_EVENTS.count, { activityId, count: await presence.count(activityId) });
          // The game itself is a snapshot: a page that reconnects refetches it, whatever changed meanwhile.
          if (lastEventId !== undefined) await sendNow(liveApi.LIVE_EVENTS.changed, { activityIds: [activityId] });
          await closed;
        } finally {
          stop?.();
          unfollow?.();
          for (const follow of follows) follow.stop();
          await presence.leave(entry);
        }
      },
      address,
    );
  });
};

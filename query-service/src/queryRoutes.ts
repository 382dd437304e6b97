import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { registerAdminQueryRoutes } from './admin/routes';
import type { StreamReader } from './admin/history';
import { registerBookingQueryRoutes } from './bookings/routes';
import { registerCouponQueryRoutes } from './bookings/couponRoutes';
import { registerCatalogueQueryRoutes } from './catalogue/routes';
import { registerOfferingQueryRoutes } from './catalogue/offeringRoutes';
import { registerChatQueryRoutes } from './chat/routes';
import { registerGameQueryRoutes } from './games/routes';
import { registerHoldQueryRoutes } from './holds/routes';
import { registerInboxQueryRoutes } from './inbox/routes';
import { registerListingQueryRoutes } from './listings/routes';
import { registerPeopleQueryRoutes } from './people/routes';
import { registerPresenceRoutes, type PresenceRouteOptions } from './presence/routes';
import type { StreamGate } from './presence/streamGate';
import { registerRatingQueryRoutes } from './ratings/routes';
import { registerAccessQueryRoutes } from './users/accessRoutes';
import { registerUserQueryRoutes } from './users/routes';
import { registerVenueQueryRoutes } from './venues/routes';

export interface QueryRouteOptions {
  clock?: () => Date;
  /** The projector's position, where it runs in this process: live feeds follow it instead of polling the read models. */
  changeSignal?: () => bigint | null;
  /** The back office's record histories are read from the event store. */
  events: StreamReader;
  /** The process's one gate for event streams, so every kind counts together (docs/adr/0119-event-stream-caps.md). */
  streams: StreamGate;
  /** Live viewers: the presence port and how a client is told apart. */
  presence: Omit<PresenceRouteOptions, 'followGameChanges' | 'pageFeeds' | 'streams' | 'clock'>;
}

/**
 * Every read route of the query side, the same in the whole platform and in the query service run
 * alone. Reads go through `queries` (which read their own writes, docs/adr/0114-permission-checks-read-own-writes.md); the live viewers'
 * streams through `api`, as a stream sends no
 * position to wait for.
 */
export const registerQueryRoutes = (api: Api, queries: Api, documents: DocumentStore, options: QueryRouteOptions): void => {
  const clock = options.clock ?? (() => new Date());
  const signal = options.changeSignal ? { changeSignal: options.changeSignal } : {};
  const { followGameChanges } = registerGameQueryRoutes(queries, documents, { clock, ...signal, streams: options.streams });
  registerUserQueryRoutes(queries, documents);
  registerPeopleQueryRoutes(queries, documents);
  registerHoldQueryRoutes(queries, documents);
  registerVenueQueryRoutes(queries, documents);
  registerAccessQueryRoutes(queries, documents);
  registerRatingQueryRoutes(queries, documents);
  registerCatalogueQueryRoutes(queries, documents, { clock });
  registerBookingQueryRoutes(queries, documents, { clock });
  registerCouponQueryRoutes(queries, documents);
  registerOfferingQueryRoutes(queries, documents, { clock });
  registerAdminQueryRoutes(queries, documents, { clock, events: options.events });
  registerListingQueryRoutes(queries, documents);
  // A game's chat (docs/adr/0101-game-chat.md): its messages ride on the game page's viewer stream.
  const { chatFeed, chatBell } = registerChatQueryRoutes(queries, documents, signal);
  registerInboxQueryRoutes(queries, documents, { ...signal, chatBell, streams: options.streams });
  registerPresenceRoutes(api, documents, {
    ...options.presence,
    clock,
    followGameChanges,
    pageFeeds: [chatFeed],
    streams: options.streams,
  });
};

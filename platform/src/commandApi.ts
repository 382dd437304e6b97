import { createHmac } from 'node:crypto';
import {
  registerAccessCommandRoutes,
  registerCircleCommandRoutes,
  registerGameCommandRoutes,
  registerGameModerationRoutes,
  registerGameToolRoutes,
  registerImageUploadRoute,
  registerNotificationRoutes,
  registerRatingCommandRoutes,
  registerUserCommandRoutes,
  Notifier,
  BookingFlows,
  TestPaymentGateway,
  registerBookingCommandRoutes,
  registerVenueRefundRoute,
  registerCatalogueCommandRoutes,
  registerCouponCommandRoutes,
  registerPaymentWebhookRoute,
  RazorpayGateway,
  RazorpayPayments,
  registerRazorpayCheckoutRoute,
  registerOfferingCommandRoutes,
  registerClassCommandRoutes,
  registerPayoutCommandRoutes,
  registerRecordCommandRoutes,
  registerAdminWriteRoutes,
  HoldExpirySweeper,
  WaitlistSweeper,
  GameClockScheduler,
  DUE_PAGE,
  type DueCursor,
  registerWaitlistRoutes,
  registerChatCommandRoutes,
  registerPushRoutes,
  PushChannel,
  WebPushSender,
  type BlobStore,
  type CommandHandler,
  type CredentialStore,
} from '@sports/command-service';
import type { EventStore } from '@sports/event-store';
import type { CodeDelivery } from '@sports/command-service';
import {
  DUE_GAMES_COLLECTION,
  HELD_ORDERS_COLLECTION,
  dueWaitlistOffers,
  type DocumentStore,
  type DueGameDocument,
} from '@sports/projections';
import {
  PLAYED_GAMES_COLLECTION,
  RATED_GAMES_COLLECTION,
  playersOfGames,
  type PlayedGameDocument,
  type RatedGameDocument,
} from '@sports/projections';
import type { Api, TokenService } from '@sports/service-kit';
import { venueLinkOfGame } from '@sports/query-service';
import { mountAccounts } from './accounts';
import type { PlatformConfig } from './config';
import { PublicUrl } from './publicUrl';

/** Every write route, wired the same way in the whole platform and in the command service run alone. */
export const mountCommandApi = (
  api: Api,
  config: PlatformConfig,
  deps: {
    handler: CommandHandler;
    tokens: TokenService;
    credentials: CredentialStore;
    blobs: BlobStore;
    events: Pick<EventStore, 'readStream'>;
    publicUrl?: PublicUrl;
    documents?: DocumentStore;
  },
) => {
  const { handler } = deps;
  // Read when a link is made (getters below), so a server bound to a free port is linked to (publicUrl.ts).
  const publicUrl = deps.publicUrl ?? new PublicUrl(config);
  const accounts = mountAccounts(api, config, handler, deps.tokens, deps.credentials);
  // A paid place's leave goes through its order; bookings is made below, before any request.
  registerGameCommandRoutes(api, handler, {
    leavePaidGame: (...args) => bookings.leavePaidGame(...args),
    cancelPaidPlaces: (...args) => bookings.cancelPaidPlaces(...args),
  });
  // Venue staff act on the games at their venues (docs/adr/0108-games-at-their-venues.md); a cancellation refunds like the host's.
  const documents = deps.documents;
  registerGameModerationRoutes(api, handler, {
    paid: { cancelPaidPlaces: (...args) => bookings.cancelPaidPlaces(...args) },
    ...(documents ? { venueLinkOf: (activityId: string) => venueLinkOfGame(documents, activityId) } : {}),
  });
  registerWaitlistRoutes(api, handler);
  registerGameToolRoutes(api, handler, {
    images: deps.blobs,
    messages: accounts.delivery,
    inviteKey: createHmac('sha256', config.jwtSecret).update('game-invite-links').digest('base64url'),
    get publicUrl() {
      return publicUrl.current;
    },
  });
  registerCircleCommandRoutes(api, handler);
  registerUserCommandRoutes(api, handler);
  registerAccessCommandRoutes(api, handler);
  registerImageUploadRoute(api, deps.blobs);
  registerNotificationRoutes(api, handler);
  // Web Push subscriptions (docs/adr/0099-web-push.md); http push services only in development (the tests' double).
  registerPushRoutes(api, handler, { publicKey: config.push?.publicKey ?? null, allowLoopbackHttp: config.environment === 'development' });
  // Ratings live on their own streams and read the rated game's stream for its facts.
  // Dispute cases about a game named by a typed place are decided by the derived venue's managers (docs/adr/0108-games-at-their-venues.md).
  registerRatingCommandRoutes(
    api,
    handler,
    deps.events,
    documents ? { venueLinkOf: (activityId: string) => venueLinkOfGame(documents, activityId) } : {},
  );
  // A game's chat on its own stream, reading the game's for who may post (docs/adr/0101-game-chat.md).
  registerChatCommandRoutes(api, handler, { events: deps.events, sends: deps.credentials });
  // Catalogue and bookings (docs/bookings.md): the embedded test gateway answers through our own webhook.
  registerCatalogueCommandRoutes(api, handler);
  registerCouponCommandRoutes(api, handler);
  registerOfferingCommandRoutes(api, handler);
  registerClassCommandRoutes(api, handler);
  registerPayoutCommandRoutes(api, handler);
  registerRecordCommandRoutes(api, handler);
  // react-admin's POST, PUT and DELETE /admin-api/{resource}, sent on to the commands above.
  registerAdminWriteRoutes(api, handler);
  const payments = new TestPaymentGateway({
    secret: createHmac('sha256', config.jwtSecret).update('payment-webhooks').digest('base64url'),
    get publicUrl() {
      return publicUrl.current;
    },
  });
  payments.connect(async (gateway, rawBody, signature) => {
    await api.app.request(`/api/b2c/payments/webhook/${gateway}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: rawBody,
    });
  });
  // With Razorpay's keys configured it takes the payments; the test gateway then takes none.
  const razorpayGateway = config.razorpay ? new RazorpayGateway(config.razorpay, config.publicUrl) : null;
  const bookings = new BookingFlows(handler, razorpayGateway ?? payments);
  const razorpay = razorpayGateway ? new RazorpayPayments(bookings, razorpayGateway) : undefined;
  registerBookingCommandRoutes(api, bookings);
  registerVenueRefundRoute(api, bookings);
  registerPaymentWebhookRoute(api, bookings, razorpay ? [] : [payments], razorpay);
  if (razorpay) registerRazorpayCheckoutRoute(api, bookings, razorpay);
  return { ...accounts, payments, bookings, razorpay };
};

/**
 * Holds that ran out are expired by a sweeper that finds them in the heldOrders
 * read model. On the real clock it sweeps every 15 s; with a clock handed in (tests) it sweeps
 * only when asked, so time moves only when the test says.
 */
export const startHoldExpiry = (
  bookings: BookingFlows,
  documents: Pick<DocumentStore, 'find'>,
  clock: () => Date,
  sweepEvery: number | null,
  razorpay?: RazorpayPayments,
) => {
  const due = async (now: string) =>
    (
      await documents.find<{ id: string; holdExpiresAt: string }>(HELD_ORDERS_COLLECTION, {
        filter: { holdExpiresAt: { $lte: now } },
        sort: [['holdExpiresAt', 1]],
        limit: 500,
      })
    ).map((d) => d.id);
  // Razorpay's missed webhooks are made good before a hold is expired.
  const sweeper = new HoldExpirySweeper(
    bookings,
    due,
    clock,
    console.error,
    razorpay ? (orderId, now) => razorpay.reconcile(orderId, now) : undefined,
  );
  if (sweepEvery !== null) sweeper.start(sweepEvery);
  return sweeper;
};

/**
 * Waitlist offers lapse by time: a sweeper finds the due ones in the waitlist
 * read model, like the hold expiry above, on the same terms for the clock.
 */
export const startWaitlistSweeper = (
  handler: CommandHandler,
  documents: Pick<DocumentStore, 'find' | 'get'>,
  clock: () => Date,
  sweepEvery: number | null,
) => {
  const sweeper = new WaitlistSweeper(handler, (now) => dueWaitlistOffers(documents, now), clock);
  if (sweepEvery !== null) sweeper.start(sweepEvery);
  return sweeper;
};

/** One page of the due games along the (dueAt) index, ties by id, after the cursor. */
export const dueGamesPage = (documents: Pick<DocumentStore, 'find'>, limit: number) => (nowMs: number, after: DueCursor | null) =>
  documents.find<DueGameDocument>(DUE_GAMES_COLLECTION, {
    filter: after
      ? { dueAt: { $gte: after.dueAt, $lte: nowMs }, $or: [{ dueAt: { $gt: after.dueAt } }, { id: { $gt: after.id } }] }
      : { dueAt: { $lte: nowMs } },
    sort: [['dueAt', 1]],
    limit,
  });

/**
 * Time as events: the game clock appends GameEnded and RatingWindowClosed for the
 * games the due-games read model says are due, on the same terms for the clock as the sweepers above.
 */
export const startGameClock = (
  handler: CommandHandler,
  documents: Pick<DocumentStore, 'find'>,
  clock: () => Date,
  sweepEvery: number | null,
) => {
  const scheduler = new GameClockScheduler(handler, dueGamesPage(documents, DUE_PAGE), clock);
  if (sweepEvery !== null) scheduler.start(sweepEvery);
  return scheduler;
};

/**
 * Game notifications follow the log beside the command API; their checkpoint lives with the
 * read models' checkpoints (one named row), since both are "how far this reader got". Review
 * prompts come from the played-games read model: the games that ended since the
 * last sweep (a second named row holds that end time), with their names from the rated games.
 * On the real clock it sweeps every minute; with a clock handed in (tests), only when asked.
 */
export const startNotifier = async (
  config: PlatformConfig,
  deps: {
    handler: CommandHandler;
    feed: EventStore;
    documents: Pick<DocumentStore, 'getCheckpoint' | 'commit' | 'find'>;
    messages: CodeDelivery;
    clock?: () => Date;
    sweepEvery?: number | null;
    publicUrl?: PublicUrl;
  },
) => {
  const publicUrl = deps.publicUrl ?? new PublicUrl(config);
  const row = (name: string) => ({
    load: () => deps.documents.getCheckpoint(name),
    save: (position: bigint) => deps.documents.commit([], [{ name, position }]),
  });
  const endedGames = async (afterMs: number, uptoMs: number, limit: number) => {
    const played = await deps.documents.find<PlayedGameDocument>(PLAYED_GAMES_COLLECTION, {
      filter: { endAt: { $gt: afterMs, $lte: uptoMs } },
      sort: [['endAt', 1]],
      limit,
    });
    if (played.length === 0) return [];
    const names = new Map(
      (await deps.documents.find<RatedGameDocument>(RATED_GAMES_COLLECTION, { filter: { id: { $in: played.map((g) => g.id) } } })).map(
        (g) => [g.id, g.name],
      ),
    );
    // Who played: the joined participants of each game.
    const players = await playersOfGames(
      deps.documents,
      played.map((g) => g.id),
    );
    return played.map((g) => ({
      activityId: g.id,
      name: names.get(g.id) ?? 'your game',
      endAt: g.endAt,
      playerIds: players.get(g.id) ?? [],
    }));
  };
  const notifier = new Notifier({
    feed: deps.feed,
    readStream: (streamId, options) => deps.feed.readStream(streamId, options),
    handler: deps.handler,
    messages: deps.messages,
    get publicUrl() {
      return publicUrl.current;
    },
    checkpoint: row('notifier'),
    ...(config.push ? { push: new PushChannel(deps.handler, new WebPushSender(config.push), { clock: deps.clock }) } : {}),
    reviewPrompts: { endedGames, checkpoint: row('notifier.reviewPrompts'), clock: deps.clock ?? (() => new Date()) },
  });
  await notifier.start();
  const sweepEvery = deps.sweepEvery === undefined ? 60_000 : deps.sweepEvery;
  if (sweepEvery !== null) notifier.startReviewSweeps(sweepEvery);
  else await notifier.sweepReviewPrompts(); // notes the time the first run starts from
  return notifier;
};

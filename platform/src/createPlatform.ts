import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { devApi } from '@sports/contracts';
import {
  CommandHandler,
  type CredentialStore,
  type GameClockScheduler,
  type HoldExpirySweeper,
  type Notifier,
  type WaitlistSweeper,
  type TestPaymentGateway,
} from '@sports/command-service';
import { SqliteEventStore, type EventStore } from '@sports/event-store';
import { ProjectionRunner, allProjections, type DocumentStore, type Projector } from '@sports/projections';
import { registerImageServeRoute, type BlobStore } from '@sports/command-service';
import { streamGateOf } from './streams/streamGateOf';
import { projectorProgress, readingYourWrites, registerQueryRoutes } from '@sports/query-service';
import { createApi, mountApiDocs, type Api, type TokenService } from '@sports/service-kit';
import { openCredentialStore, tokenServiceFor } from './accounts';
import { mountCommandApi, startGameClock, startHoldExpiry, startNotifier, startWaitlistSweeper } from './commandApi';
import { embeddedBlobStore, embeddedFiles, openBlobStore, openStores } from './adapters';
import { ProjectorThread } from './projector/projectorThread';
import { ProjectorThreads } from './projector/projectorThreads';
import { projectorGroups } from './projector/projectorGroups';
import type { PlatformConfig } from './config';
import { PublicUrl } from './publicUrl';
import { serveSpa } from './staticUi';
import { registerPreviews } from './previews';
import { registerPaymentGatewayRoute } from './paymentGatewayRoute';
import { loadFirstScreen } from './firstScreen';
import { openPresence, presenceClientOptions } from './presence/openPresence';
import type { Logger } from './observability/logger';
import { ServiceMetrics } from './observability/metrics';
import { mountOpsRoutes } from './observability/opsRoutes';
import { readinessWithStorage } from './observability/storageReadiness';
import { refuseUnknownOrganisations } from './orgApi/knownOrganisation';

export interface Platform {
  app: Hono;
  api: Api;
  eventStore: EventStore;
  documents: DocumentStore;
  runner: Projector;
  handler: CommandHandler;
  tokens: TokenService;
  /** Uploaded images; commands that refer to one check it here (media/images.ts requireUploadedImage). */
  blobs: BlobStore;
  /** The embedded payment gateway (docs/bookings.md); tests read what it charged and refunded. */
  payments: TestPaymentGateway;
  /** Expires orders whose hold ran out (docs/bookings.md); tests call sweep() after moving the clock. */
  holdExpiry: HoldExpirySweeper;
  waitlistSweeper: WaitlistSweeper;
  /** Appends GameEnded and RatingWindowClosed when due; tests call sweep() after moving the clock. */
  gameClock: GameClockScheduler;
  /** Game and order notifications into inboxes and the message port; null when NOTIFICATIONS=false. */
  notifier: Notifier | null;
  /** Resolves once the read models have caught up with the log as it was at start. */
  caughtUp: Promise<void>;
  /** Where links in messages and payment pages point (PUBLIC_URL, or this host at the bound port). */
  publicUrl: PublicUrl;
  /** Whoever serves `app` says the port it bound (PORT=0 picks a free one), so links point there (publicUrl.ts). */
  listening(port: number): void;
  close(): Promise<void>;
}

/**
 * Embedded and on its own files, the projector gets a worker thread; the queries here still
 * need the collections declared, before the projector starts: a rebuild drops their indexes
 * until it ends, and declaring them afterwards would build them again under it. A rebuild (a read
 * model without a checkpoint) of a log of PROJECTOR_SPLIT_MIN_EVENTS or more runs on
 * PROJECTOR_THREADS threads, the read models split between them, and goes on with one once all
 * reach the head it began at (docs/adr/0134-rebuild-on-two-threads.md).
 * Otherwise (production stores, stores handed in) it runs inline.
 */
const startProjector = async (
  config: PlatformConfig,
  eventStore: EventStore,
  documents: DocumentStore,
  ownStores: boolean,
  head: bigint | null,
): Promise<Projector> => {
  if (config.projectorThread && ownStores && eventStore instanceof SqliteEventStore) {
    for (const projection of allProjections) await documents.ensureCollection(projection.collection);
    const longLog = head !== null && head >= BigInt(config.projectorSplitMinEvents);
    const rebuildDue = longLog && (await Promise.all(allProjections.map((p) => documents.getCheckpoint(p.name)))).includes(null);
    const groups = rebuildDue ? projectorGroups(allProjections, config.projectorThreads) : [];
    const projector =
      groups.length > 1
        ? await ProjectorThreads.start(embeddedFiles(config), { groups, mergeAt: head })
        : await ProjectorThread.start(embeddedFiles(config));
    eventStore.onAppended(() => projector.notifyAppended());
    return projector;
  }
  const runner = new ProjectionRunner(eventStore, documents, allProjections);
  await runner.start();
  return runner;
};

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const API_INFO = {
  title: 'Sports platform',
  version: '0.1.0',
  description:
    'Commands (PUT/POST/DELETE) append events; queries (GET) read projections. Send the access token as Authorization: Bearer <token> or the token header.',
};

/** The whole platform in one process: command API, projections, query API, docs and both UIs on one app. */
export interface PlatformOptions {
  clock?: () => Date;
  serveUi?: boolean;
  /** Stores to use instead of the configured ones (tests run the production configuration on embedded stores). */
  stores?: { eventStore: EventStore; documents: DocumentStore; credentials?: CredentialStore; blobs?: BlobStore };
  /** Structured logs (one line per command, with its correlation id); `npm start` passes one, tests stay quiet. */
  logger?: Logger;
}

export const createPlatform = async (config: PlatformConfig, options: PlatformOptions = {}): Promise<Platform> => {
  const clock = options.clock ?? (() => new Date());
  const { eventStore, documents } = options.stores ?? (await openStores(config, options.logger));
  const credentials = options.stores?.credentials ?? (await openCredentialStore(config));
  // Stores handed in (tests) without blobs: files under DATA_DIR, so no server is needed in any mode.
  const blobs = options.stores ? (options.stores.blobs ?? embeddedBlobStore(config)) : await openBlobStore(config);
  const tokens = tokenServiceFor(config);
  // GET /metrics: command latency, conflicts and retries, projection lag per read model (docs/production.md).
  const metrics = new ServiceMetrics('platform');
  const handler = new CommandHandler(eventStore, { observer: metrics.commandObserver(options.logger) });
  // The demo data (and the images it draws) is loaded only when it is seeded: not in production, nor in a spec's stack.
  if (config.seedDemoData && (await eventStore.headPosition()) === null) {
    const { seedDemoData } = await import('@sports/demo');
    await seedDemoData(handler, clock().getTime(), eventStore, blobs);
  }
  const head = await eventStore.headPosition();
  const runner = await startProjector(config, eventStore, documents, !options.stores, head);
  let ready = false;
  let closed = false;
  // A replay of a long log takes as long as it takes: /health says 503 until then, and nothing gives up.
  const caughtUp = (async () => {
    while (!closed) {
      try {
        await runner.waitFor(head, 60_000);
        ready = true;
        return;
      } catch {
        // still replaying
      }
    }
  })();

  const api = createApi({ tokens, clock }, { bodyLimitBytes: config.bodyLimitBytes, corsOrigins: config.corsOrigins });
  refuseUnknownOrganisations(api.app, { tokens, events: eventStore }); // before any route
  // Queries read their own writes, and refusals wait for the log's head (docs/adr/0114-permission-checks-read-own-writes.md).
  const queries = readingYourWrites(api, projectorProgress(runner, eventStore));
  // One gate for every event stream of the process, so all kinds count together (docs/adr/0119-event-stream-caps.md).
  const streams = streamGateOf(config);
  const presence = await openPresence(config, Boolean(options.stores));
  registerQueryRoutes(api, queries, documents, {
    clock,
    changeSignal: () => runner.position,
    events: eventStore,
    streams,
    presence: { presence, ...presenceClientOptions(config) },
  });
  registerPaymentGatewayRoute(api, config);
  const publicUrl = new PublicUrl(config);
  const { delivery, payments, bookings, razorpay } = mountCommandApi(api, config, {
    handler,
    tokens,
    credentials,
    blobs,
    events: eventStore,
    publicUrl,
    documents,
  });
  const holdExpiry = startHoldExpiry(bookings, documents, clock, options.clock ? null : 15_000, razorpay);
  const waitlistSweeper = startWaitlistSweeper(handler, documents, clock, options.clock ? null : 15_000);
  const gameClock = startGameClock(handler, documents, clock, options.clock ? null : 15_000);
  // On the real clock, what fell due while the platform was down is appended as soon as the due times are read back.
  if (!options.clock) void caughtUp.then(() => (closed ? 0 : gameClock.sweep())).catch(() => undefined);
  const notifier = config.notifications
    ? await startNotifier(config, {
        handler,
        feed: eventStore,
        documents,
        messages: delivery,
        clock,
        sweepEvery: options.clock ? null : 60_000,
        publicUrl,
      })
    : null;
  registerImageServeRoute(api, blobs);
  // Shared links: preview images, and the tags of shared pages served below (previews/index.ts).
  const sharedPages = registerPreviews(api, documents, { publicUrl: () => publicUrl.current });
  api.bind(devApi.health, async () => {
    const position = String(runner.position ?? 0n);
    const body = {
      status: ready ? ('ok' as const) : ('starting' as const),
      position,
      projections: Object.fromEntries(allProjections.map((p) => [p.name, position])),
    };
    return { status: ready ? 200 : 503, body };
  });
  metrics.projectionLag(eventStore, async () =>
    Promise.all(allProjections.map(async (p) => ({ readModel: p.name, position: await documents.getCheckpoint(p.name) }))),
  );
  mountOpsRoutes(api.app, {
    metrics,
    ready: readinessWithStorage([eventStore, runner], () => ({ ready, detail: { position: String(runner.position ?? 0n) } })),
  });
  mountApiDocs(api, API_INFO);
  let warmedUp: Promise<unknown> = caughtUp;
  if (options.serveUi !== false) {
    serveSpa(api.app, '/admin', join(repoRoot, 'ui-admin/dist'));
    // A visitor's `/` comes with its first games drawn in, asked of this same app.
    const firstScreen = await loadFirstScreen(
      join(repoRoot, 'ui-player/dist-server'),
      (url) => Promise.resolve(api.app.request(url, { headers: { accept: 'application/json' } })),
      (error) => options.logger?.warn({ err: error }, 'first screen not drawn; the plain page was served'),
    );
    serveSpa(api.app, '/', join(repoRoot, 'ui-player/dist'), firstScreen, { razorpay: Boolean(config.razorpay) }, sharedPages);
    // Drawn once when the read models are ready, so the first visitor does not wait on a cold drawing.
    if (firstScreen)
      warmedUp = caughtUp
        .then(() => api.app.request('/', { headers: { 'accept-encoding': 'gzip' } }))
        .then(
          () => undefined,
          () => undefined,
        );
  }
  // The process's first drawing reads the fonts and starts the layout engine (about 1.7 s on the shared machine): done once on the real clock, not by a crawler's first request.
  // After every route is added (a request builds the router's matcher, and no route can be added after it), and after the first
  // screen's drawing, which this one's CPU would otherwise hold past its 250 ms wait.
  if (!options.clock) void warmedUp.then(() => (closed ? null : api.app.request('/api/vm/previews/site.png'))).catch(() => undefined);

  return {
    app: api.app,
    api,
    eventStore,
    documents,
    runner,
    handler,
    tokens,
    blobs,
    payments,
    holdExpiry,
    waitlistSweeper,
    gameClock,
    notifier,
    caughtUp,
    publicUrl,
    listening: (port) => publicUrl.listening(port),
    async close() {
      closed = true;
      payments.disconnect();
      await holdExpiry.stop();
      await waitlistSweeper.stop();
      await gameClock.stop();
      await notifier?.stop();
      await runner.stop();
      await presence.close();
      await eventStore.close();
      await documents.close();
      await credentials.close();
      await blobs.close();
    },
  };
};

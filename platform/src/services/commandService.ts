import { CommandHandler } from '@sports/command-service';
import { createApi, mountApiDocs } from '@sports/service-kit';
import { openCredentialStore, tokenServiceFor } from '../accounts';
import { mountCommandApi, startGameClock, startHoldExpiry, startNotifier, startWaitlistSweeper } from '../commandApi';
import { openBlobStore, openStores } from '../adapters';
import { explainDamagedFile } from '../embeddedFiles/checkAtStart';
import { loadConfig } from '../config';
import { API_INFO } from '../createPlatform';
import { listen } from './serve';
import { createLogger } from '../observability/logger';
import { ServiceMetrics } from '../observability/metrics';
import { mountOpsRoutes } from '../observability/opsRoutes';
import { refuseUnknownOrganisations } from '../orgApi/knownOrganisation';

/** The command service alone: PUT/POST/DELETE under /api, appending to the configured event store. */
const config = loadConfig();
// Embedded, a damaged event log (or credential store, below) stops the start with what to do (docs/operations.md "Damaged files").
const { eventStore, documents } = await openStores(config).catch(explainDamagedFile);
const tokens = tokenServiceFor(config);
const credentials = await openCredentialStore(config).catch(explainDamagedFile);
const blobs = await openBlobStore(config);
const logger = createLogger('command-service', config.logLevel);
const metrics = new ServiceMetrics('command-service');
// Every command: latency, conflicts and retries on /metrics, one log line with its correlation id.
const handler = new CommandHandler(eventStore, { observer: metrics.commandObserver(logger) });
const api = createApi({ tokens }, { bodyLimitBytes: config.bodyLimitBytes });
refuseUnknownOrganisations(api.app, { tokens, events: eventStore }); // before any route
// Uploads are writes, so they live here; serving them is a GET, so it lives in the query service.
const { delivery, bookings, razorpay } = mountCommandApi(api, config, {
  handler,
  tokens,
  credentials,
  blobs,
  events: eventStore,
  documents,
});
const holdExpiry = startHoldExpiry(bookings, documents, () => new Date(), 15_000, razorpay);
const waitlistSweeper = startWaitlistSweeper(handler, documents, () => new Date(), 15_000);
// Time as events: due times from the read model the projector service keeps.
const gameClock = startGameClock(handler, documents, () => new Date(), 15_000);
// Game notifications follow the log here; their checkpoint is one row in the read-model store.
const notifier = config.notifications ? await startNotifier(config, { handler, feed: eventStore, documents, messages: delivery }) : null;
api.app.get('/health', (c) => c.json({ status: 'ok' }));
mountOpsRoutes(api.app, {
  metrics,
  ready: async () => ({ ready: true, detail: { head: String((await eventStore.headPosition()) ?? 0n) } }),
});
mountApiDocs(api, { ...API_INFO, title: 'Sports platform commands' });
listen(api.app, config.port, config.host, 'command-service', async () => {
  await holdExpiry.stop();
  await waitlistSweeper.stop();
  await gameClock.stop();
  await notifier?.stop();
  await documents.close();
  await eventStore.close();
  await credentials.close();
  await blobs.close();
});

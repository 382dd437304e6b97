import { streamGateOf } from '../streams/streamGateOf';
import { checkpointProgress, readingYourWrites, registerQueryRoutes } from '@sports/query-service';
import { allProjections } from '@sports/projections';
import { registerImageServeRoute } from '@sports/command-service/media/routes';
import { TokenService, createApi, defaultTokenLifetimes, mountApiDocs } from '@sports/service-kit';
import { openBlobStore, openStores } from '../adapters';
import { explainDamagedFile } from '../embeddedFiles/checkAtStart';
import { loadConfig } from '../config';
import { registerPaymentGatewayRoute } from '../paymentGatewayRoute';
import { API_INFO } from '../createPlatform';
import { listen } from './serve';
import { openPresence, presenceClientOptions } from '../presence/openPresence';
import { ServiceMetrics } from '../observability/metrics';
import { mountOpsRoutes } from '../observability/opsRoutes';
import { refuseUnknownOrganisations } from '../orgApi/knownOrganisation';
import { checkSessions, openCredentialStore } from '../accounts';
import cluster from 'node:cluster';
import type { PlatformConfig } from '../config';
import { queryWorkerId, superviseQueryWorkers } from './queryWorkers';
import { readModelSignal } from './readModelSignal';

/** The query service alone: GET under /api, reading the read models the projector writes. */
const startQueryService = async (config: PlatformConfig): Promise<void> => {
  // Embedded, a damaged event log (or credential store, below) stops the start with what to do (docs/operations.md "Damaged files").
  const { eventStore, documents } = await openStores(config).catch(explainDamagedFile);
  for (const projection of allProjections) await documents.ensureCollection(projection.collection);
  const tokens = new TokenService({ secret: config.jwtSecret, issuer: config.jwtIssuer, ...defaultTokenLifetimes });
  // Tokens of ended sessions are refused here too: the revoked families are in the shared credential store.
  const credentials = await openCredentialStore(config).catch(explainDamagedFile);
  checkSessions(tokens, credentials);
  const api = createApi({ tokens }, { bodyLimitBytes: config.bodyLimitBytes });
  refuseUnknownOrganisations(api.app, { tokens, events: eventStore }); // before any route
  // Queries read their own writes, and refusals wait for the log's head, by the read models' checkpoints
  // (docs/adr/0114-permission-checks-read-own-writes.md).
  const progress = checkpointProgress(
    documents,
    allProjections.map((p) => p.name),
    eventStore,
  );
  const queries = readingYourWrites(api, progress);
  // One gate for every event stream of the process, so all kinds count together (docs/adr/0119-event-stream-caps.md).
  const streams = streamGateOf(config);
  // Production: MongoDB, so every instance counts the same viewers.
  const presence = await openPresence(config);
  // The live index reads the read models' changes once a waiting read saw the checkpoint move (readModelSignal.ts).
  registerQueryRoutes(api, queries, documents, {
    changeSignal: readModelSignal(progress, progress.standing),
    events: eventStore,
    streams,
    presence: { presence, ...presenceClientOptions(config) },
  });
  registerPaymentGatewayRoute(api, config);
  // The entry point sends every GET /api/* here (deploy/README.md), images included; they are read straight from the blob store.
  const blobs = await openBlobStore(config);
  registerImageServeRoute(api, blobs);
  api.app.get('/health', (c) => c.json({ status: 'ok' }));
  // How stale the answers are: each read model's checkpoint against the head of the log.
  const metrics = new ServiceMetrics('query-service');
  metrics.projectionLag(eventStore, async () =>
    Promise.all(allProjections.map(async (p) => ({ readModel: p.name, position: await documents.getCheckpoint(p.name) }))),
  );
  // Ready once the read-model store answers (a checkpoint read); a failure is a 503 with the reason.
  mountOpsRoutes(api.app, {
    metrics,
    ready: async () => ({
      ready: true,
      detail: { [allProjections[0]!.name]: String((await documents.getCheckpoint(allProjections[0]!.name)) ?? 'none') },
    }),
  });
  mountApiDocs(api, { ...API_INFO, title: 'Sports platform queries' });
  const server = listen(api.app, config.port, config.host, 'query-service', async () => {
    await presence.close();
    await credentials.close();
    await documents.close();
    await eventStore.close();
    await blobs.close();
  });
  // Of several workers (QUERY_WORKERS), each reply names the one that answered it (docs/adr/0132-query-workers.md), set on
  // node's response before Hono writes its head: set through Hono after the handler, it built a full Response (4 % of a worker's CPU).
  const worker = queryWorkerId();
  if (worker !== null) server.prependListener('request', (_request, response) => response.setHeader('x-query-worker', String(worker)));
};

const config = loadConfig();
// QUERY_WORKERS > 1: this process forks the workers and supervises them; each worker runs the service (docs/adr/0132-query-workers.md).
if (config.queryWorkers > 1 && cluster.isPrimary) {
  // In process, live presence is each worker's own; MongoDB's is shared (../presence/openPresence.ts).
  if (config.storage === 'embedded')
    console.warn('query-service: on the embedded storage each worker counts only the live viewers connected to it');
  superviseQueryWorkers(config.queryWorkers, 'query-service');
} else await startQueryService(config);

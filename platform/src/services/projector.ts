import { Hono } from 'hono';
import { ProjectionRunner, allProjections, type Projector } from '@sports/projections';
import { openStores } from '../adapters';
import { explainDamagedFile } from '../embeddedFiles/checkAtStart';
import { loadConfig } from '../config';
import { KafkaEventConsumer, KafkaProjector, kafkaFor } from '@sports/adapters/kafka';
import { selectProjections } from '../projector/selectProjections';
import { createLogger } from '../observability/logger';
import { ServiceMetrics } from '../observability/metrics';
import { logProjected, observedFeed } from '../observability/observedFeed';
import { mountOpsRoutes } from '../observability/opsRoutes';
import { listen } from './serve';

/**
 * The projector alone: writes every read model; /health reports its position. With KAFKA_BROKERS
 * it is a member of the projectors' consumer group on the ordered log (docs/production.md);
 * otherwise it follows the event store itself, as before.
 */
const config = loadConfig();
const logger = createLogger('projector', config.logLevel);
const metrics = new ServiceMetrics('projector');
const projections = selectProjections(allProjections, config.projections);
// Embedded, a damaged event log stops the start with what to do (docs/operations.md "Damaged files").
const { eventStore, documents } = await openStores(config, logger).catch(explainDamagedFile);
let projector: Projector;
if (config.kafka) {
  const { kafka, orderedTopic } = kafkaFor(config.kafka, 'projector', logger);
  const consumerLag = metrics.kafkaConsumerLag();
  const kafkaProjector = new KafkaProjector(
    new KafkaEventConsumer(kafka, { groupId: config.kafka.consumerGroup, topic: orderedTopic }),
    documents,
    projections,
    {
      onApplied: (batch) => {
        consumerLag(batch.lag);
        logProjected(logger, batch.events, projections);
      },
    },
  );
  await kafkaProjector.start();
  projector = kafkaProjector;
} else {
  const runner = new ProjectionRunner(observedFeed(eventStore, logger, projections), documents, projections, {
    onError: (err) => logger.error({ err }, 'projection failed; retrying'),
  });
  await runner.start();
  projector = runner;
}
const head = await eventStore.headPosition();
let ready = false;
void projector.waitFor(head, 24 * 3_600_000).then(() => {
  ready = true;
  logger.info({ position: String(projector.position ?? 0n) }, 'read models caught up');
});
metrics.projectionLag(eventStore, async () =>
  Promise.all(projections.map(async (p) => ({ readModel: p.name, position: await documents.getCheckpoint(p.name) }))),
);
const app = new Hono();
app.get('/health', (c) => c.json({ status: ready ? 'ok' : 'starting', position: String(projector.position ?? 0n) }, ready ? 200 : 503));
mountOpsRoutes(app, { metrics, ready: async () => ({ ready, detail: { position: String(projector.position ?? 0n) } }) });
listen(app, config.port, config.host, 'projector', async () => {
  await projector.stop();
  await eventStore.close();
  await documents.close();
});

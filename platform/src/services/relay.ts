import { Hono } from 'hono';
import { openStores } from '../adapters';
import { loadConfig } from '../config';
import { kafkaFor } from '@sports/adapters/kafka';
import { createLogger } from '../observability/logger';
import { ServiceMetrics } from '../observability/metrics';
import { mountOpsRoutes } from '../observability/opsRoutes';
import { KafkaMessageSink, Relay, documentStoreCheckpoint } from '@sports/adapters/relay';
import { listen } from './serve';

/**
 * The relay alone (docs/production.md "Relay"): EventStoreDB's $all to Kafka, checkpoint in
 * MongoDB. Run one instance: two would publish everything twice (harmless, but wasteful).
 */
const config = loadConfig();
if (config.storage !== 'servers' || !config.kafka) throw new Error('The relay needs EVENTSTORE_URL, MONGODB_URL and KAFKA_BROKERS');
const logger = createLogger('relay', config.logLevel);
const { eventStore, documents } = await openStores(config);
const { kafka, layout, orderedTopic } = kafkaFor(config.kafka, 'relay', logger);
const sink = await KafkaMessageSink.connect(kafka, { orderedTopic, partitions: config.kafka.partitions });
const relay = new Relay(eventStore, sink, documentStoreCheckpoint(documents), {
  layout,
  onError: (err) => logger.error({ err }, 'relay failed; resuming from the last checkpoint'),
  onPublished: (events) => {
    for (const e of events)
      logger.debug(
        { correlationId: e.metadata?.correlationId, eventType: e.type, streamId: e.streamId, position: String(e.position) },
        'event relayed',
      );
  },
});
await relay.start();
logger.info({ from: String(relay.position ?? 'start'), orderedTopic }, 'relay started');
const metrics = new ServiceMetrics('relay');
metrics.relayLag(eventStore, async () => relay.position);
const app = new Hono();
app.get('/health', (c) => c.json({ status: 'ok', position: String(relay.position ?? 0n) }));
mountOpsRoutes(app, {
  metrics,
  ready: async () => ({
    ready: true,
    detail: { position: String(relay.position ?? 0n), head: String((await eventStore.headPosition()) ?? 0n) },
  }),
});
listen(app, config.port, config.host, 'relay', async () => {
  await relay.stop();
  await sink.close();
  await eventStore.close();
  await documents.close();
});

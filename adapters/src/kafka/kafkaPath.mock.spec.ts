import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SqliteEventStore } from '@sports/event-store';
import { GAMES_COLLECTION, ProjectionRunner, SqliteDocumentStore, allProjections } from '@sports/projections';
import { appendGames, eventually } from '@sports/testing/gameLog';
import { describeWithKafkaMock, kafkaMockRuntime, startKafkaMock, type KafkaMock } from '@sports/testing/kafkaMock';
import { documentStoreCheckpoint } from '../relay/documentCheckpoint';
import { orderedTopicOf } from '../relay/eventMessage';
import { KafkaMessageSink } from '../relay/kafkaSink';
import { Relay } from '../relay/relay';
import { KafkaEventConsumer } from './kafkaConsumer';
import { KafkaProjector } from './kafkaProjector';

const mockRuntime = kafkaMockRuntime();
const dir = () => mkdtempSync(join(tmpdir(), 'kafka-path-'));

/**
 * The relay and the projector group over the Kafka protocol, on embedded stores
 * and librdkafka's mock cluster: the production path's Kafka half, where no container engine runs.
 * EventStoreDB and MongoDB in the same path: productionPath.contract.spec.ts (testcontainers).
 */
describeWithKafkaMock("Relay and projector group through librdkafka's mock cluster (kcat)", mockRuntime, () => {
  let mock: KafkaMock | undefined;
  let kafka: Kafka;

  beforeAll(async () => {
    mock = await startKafkaMock();
    kafka = new Kafka({ clientId: 'path-mock', brokers: mock.brokers, logLevel: logLevel.NOTHING });
  }, 30_000);

  afterAll(async () => {
    await mock?.stop();
  }, 30_000);

  it('games appended to the event log reach the read models through the relay, Kafka and the consumer group, as the embedded runner writes them', async () => {
    const log = new SqliteEventStore(join(dir(), 'events.sqlite'));
    const relayState = new SqliteDocumentStore(join(dir(), 'relay.sqlite'));
    const viaKafka = new SqliteDocumentStore(join(dir(), 'kafka.sqlite'));
    const embedded = new SqliteDocumentStore(join(dir(), 'embedded.sqlite'));
    const layout = { prefix: 'path' };
    // The mock refuses the idempotent producer and createTopics: NOT_ON_THE_MOCK in kafka.contract.spec.ts.
    const sink = await KafkaMessageSink.connect(kafka, { orderedTopic: orderedTopicOf(layout), idempotent: false, createTopics: false });
    const relay = new Relay(log, sink, documentStoreCheckpoint(relayState), { layout, maxBatch: 5 });
    const projector = new KafkaProjector(
      new KafkaEventConsumer(kafka, { groupId: 'projectors', topic: orderedTopicOf(layout) }),
      viaKafka,
      allProjections,
    );
    try {
      await appendGames(log, ['g1', 'g2'], { players: 3 });
      await relay.start();
      await projector.start();
      await appendGames(log, ['g3'], { players: 2 });
      const head = await log.headPosition();
      await projector.waitFor(head, 60_000);
      await eventually(() => relay.position === head, 10_000);
      expect(await relayState.getCheckpoint('relay')).toBe(head);

      const runner = new ProjectionRunner(log, embedded, allProjections);
      await runner.start();
      await runner.waitFor(head);
      await runner.stop();
      for (const game of ['g1', 'g2', 'g3'])
        expect(await viaKafka.get(GAMES_COLLECTION, game)).toEqual(await embedded.get(GAMES_COLLECTION, game));
      expect(await viaKafka.get(GAMES_COLLECTION, 'g3')).toMatchObject({ totalParticipantCount: 2 });
    } finally {
      await projector.stop();
      await relay.stop();
      await sink.close();
      for (const store of [log, relayState, viaKafka, embedded]) await store.close();
    }
  }, 120_000);
});

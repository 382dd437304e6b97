import { Kafka, logLevel } from 'kafkajs';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import { CommandHandler, gameDecider } from '@sports/command-service';
import { EventStoreDbEventStore } from '@sports/event-store/eventStoreDb/eventStoreDbEventStore';
import { GAMES_COLLECTION, allProjections } from '@sports/projections';
import { MongoDocumentStore } from '@sports/projections/documentStore/mongodb/mongoDocumentStore';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { containerRuntime, describeWithContainers } from '../../../test/containers';
import { KAFKA_START_TIMEOUT_MS, startKafka } from '@sports/testing/kafkaContainer';
import { eventually } from '@sports/testing/gameLog';
import { documentStoreCheckpoint } from '../relay/documentCheckpoint';
import { orderedTopicOf } from '../relay/eventMessage';
import { KafkaMessageSink } from '../relay/kafkaSink';
import { Relay } from '../relay/relay';
import { KafkaEventConsumer } from './kafkaConsumer';
import { KafkaProjector } from './kafkaProjector';

const runtime = await containerRuntime();
const START_TIMEOUT_MS = KAFKA_START_TIMEOUT_MS;

/**
 * The production path end to end: a command appends to EventStoreDB, the relay
 * publishes it to Kafka, the projector group writes the MongoDB read model, the query reads it.
 */
describeWithContainers('Production path end to end (EventStoreDB, relay, Kafka, MongoDB)', runtime, () => {
  const containers: StartedTestContainer[] = [];
  let eventStoreUrl = '';
  let mongoUrl = '';
  let brokers: string[] = [];

  beforeAll(async () => {
    const [esdb, mongo, kafka] = await Promise.all([
      new GenericContainer('docker.eventstore.com/eventstore/eventstore:24.10')
        .withEnvironment({
          EVENTSTORE_CLUSTER_SIZE: '1',
          EVENTSTORE_INSECURE: 'true',
          EVENTSTORE_RUN_PROJECTIONS: 'None',
          EVENTSTORE_MEM_DB: 'true',
        })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHealthCheck())
        .withStartupTimeout(START_TIMEOUT_MS)
        .start(),
      new GenericContainer('mongo:7')
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
        .withStartupTimeout(START_TIMEOUT_MS)
        .start(),
      startKafka(),
    ]);
    containers.push(esdb, mongo, kafka.container);
    eventStoreUrl = `esdb://${esdb.getHost()}:${esdb.getMappedPort(2113)}?tls=false`;
    mongoUrl = `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/?directConnection=true`;
    brokers = kafka.brokers;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    for (const c of containers) await c.stop();
  }, 60_000);

  it('a game created by a command shows in the MongoDB game list through the relay and the projector group, and survives a redelivery', async () => {
    const eventStore = new EventStoreDbEventStore(eventStoreUrl);
    const documents = MongoDocumentStore.connect(mongoUrl, 'e2e');
    const kafka = new Kafka({ clientId: 'e2e', brokers, logLevel: logLevel.WARN });
    const layout = { prefix: 'sports' };
    const sink = await KafkaMessageSink.connect(kafka, { orderedTopic: orderedTopicOf(layout) });
    const relay = new Relay(eventStore, sink, documentStoreCheckpoint(documents), { layout });
    const projector = new KafkaProjector(
      new KafkaEventConsumer(kafka, { groupId: 'projectors', topic: orderedTopicOf(layout) }),
      documents,
      allProjections,
    );
    try {
      await relay.start();
      await projector.start();
      const handler = new CommandHandler(eventStore);
      const context = { commandId: 'create-e2e', userId: 'host', now: '2026-11-20T10:00:00.000Z', correlationId: 'corr-e2e' };
      const result = await handler.handle({
        streamId: streams.game('e2e'),
        decider: gameDecider,
        command: {
          type: 'CreateGame',
          data: { activityId: 'e2e', host: { id: 'host', name: 'Hari Host' }, details: sampleGameDetails() },
          context,
        },
        reply: () => null,
      });
      await projector.waitFor(result.position, 60_000);
      expect(await documents.get(GAMES_COLLECTION, 'e2e')).toMatchObject({ id: 'e2e', totalParticipantCount: 1 });
      await eventually(() => relay.position === result.position, 10_000);
      expect(await documents.getCheckpoint('relay')).toBe(result.position);
    } finally {
      await projector.stop();
      await relay.stop();
      await sink.close();
      await eventStore.close();
      await documents.close();
    }
  }, 180_000);
});

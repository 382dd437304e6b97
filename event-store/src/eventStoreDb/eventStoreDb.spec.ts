import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll } from 'vitest';
import { containerRuntime, describeWithContainers } from '../../../test/containers';
import { eventStoreContract } from '../contract';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';

const IMAGE = 'docker.eventstore.com/eventstore/eventstore:24.10';
const PORT = 2113;
const START_TIMEOUT_MS = 240_000; // first run pulls the image

const runtime = await containerRuntime();

describeWithContainers('EventStoreDB contract suite', runtime, () => {
  let container: StartedTestContainer | undefined;
  let connectionString = '';

  beforeAll(async () => {
    container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_CLUSTER_SIZE: '1',
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_MEM_DB: 'true',
      })
      .withExposedPorts(PORT)
      .withWaitStrategy(Wait.forHealthCheck()) // the image's HEALTHCHECK polls /health/live
      .withStartupTimeout(START_TIMEOUT_MS)
      .start();
    connectionString = `esdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await container?.stop();
  }, 60_000);

  // In-memory server: no reopen harness, durability is the server's own guarantee.
  eventStoreContract('EventStoreDB', { open: async () => new EventStoreDbEventStore(connectionString) });
});

import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll } from 'vitest';
import { containerRuntime, describeWithContainers } from '../../../../test/containers';
import { documentStoreContract } from '../contract';
import { MongoDocumentStore } from './mongoDocumentStore';

const IMAGE = 'mongo:7';
const PORT = 27017;
const START_TIMEOUT_MS = 240_000; // first run pulls the image

const runtime = await containerRuntime();

describeWithContainers('MongoDB document store contract suite', runtime, () => {
  let container: StartedTestContainer | undefined;
  let url = '';

  beforeAll(async () => {
    container = await new GenericContainer(IMAGE)
      .withExposedPorts(PORT)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .withStartupTimeout(START_TIMEOUT_MS)
      .start();
    url = `mongodb://${container.getHost()}:${container.getMappedPort(PORT)}/?directConnection=true`;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await container?.stop();
  }, 60_000);

  // Collection names are unique per test, so one database serves the whole suite.
  documentStoreContract('MongoDB', { open: async () => MongoDocumentStore.connect(url, 'contract') });
});

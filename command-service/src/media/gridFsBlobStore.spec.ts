import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll } from 'vitest';
import { containerRuntime, describeWithContainers } from '../../../test/containers';
import { blobStoreContract } from './blobStoreContract';
import { GridFsBlobStore } from './gridFsBlobStore';

const START_TIMEOUT_MS = 240_000; // first run pulls the image
const runtime = await containerRuntime();

describeWithContainers('MongoDB GridFS blob store contract suite', runtime, () => {
  let container: StartedTestContainer | undefined;
  let url = '';
  const opened: GridFsBlobStore[] = [];

  beforeAll(async () => {
    container = await new GenericContainer('mongo:7')
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .withStartupTimeout(START_TIMEOUT_MS)
      .start();
    url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    for (const store of opened) await store.close();
    await container?.stop();
  }, 60_000);

  // Ids are random, so one bucket serves every test.
  blobStoreContract('MongoDB GridFS', async () => {
    const store = await GridFsBlobStore.connect(url, 'blobs');
    opened.push(store);
    return store;
  });
});

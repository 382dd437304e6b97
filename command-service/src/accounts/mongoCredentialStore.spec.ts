import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll } from 'vitest';
import { containerRuntime, describeWithContainers } from '../../../test/containers';
import { credentialStoreContract } from './credentialStoreContract';
import { MongoCredentialStore } from './mongoCredentialStore';

const START_TIMEOUT_MS = 240_000;
const runtime = await containerRuntime();

describeWithContainers('MongoDB credential store contract suite', runtime, () => {
  let container: StartedTestContainer | undefined;
  let url = '';
  const opened: MongoCredentialStore[] = [];

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

  credentialStoreContract('MongoDB', async () => {
    const store = await MongoCredentialStore.connect(url, 'credentials');
    opened.push(store);
    return store;
  });
});

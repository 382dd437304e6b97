import { containerRuntime, describeWithMongo } from '../../../../test/containers';
import { documentStoreContract } from '../contract';
import { MongoDocumentStore } from './mongoDocumentStore';

// Collection names are unique per test, so one database serves the whole suite.
describeWithMongo(
  'MongoDB document store contract suite',
  await containerRuntime(),
  async (url) => MongoDocumentStore.connect(url, 'contract'),
  (open) => documentStoreContract('MongoDB', { open }),
);

import { containerRuntime, describeWithMongo } from '../../../test/containers';
import { presenceContract } from '@sports/query-service/presence/contract';
import { MongoPresence } from './mongoPresence';

// Game ids are unique per test, so one database serves the whole suite.
describeWithMongo(
  'MongoDB presence contract suite',
  await containerRuntime(),
  async (url) => MongoPresence.connect(url, 'presence'),
  (open) => presenceContract('MongoDB', open),
);

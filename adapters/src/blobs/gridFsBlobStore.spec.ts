import { containerRuntime, describeWithMongo } from '../../../test/containers';
import { blobStoreContract } from '@sports/command-service/media/blobStoreContract';
import { GridFsBlobStore } from './gridFsBlobStore';

// Ids are random, so one bucket serves every test.
describeWithMongo(
  'MongoDB GridFS blob store contract suite',
  await containerRuntime(),
  (url) => GridFsBlobStore.connect(url, 'blobs'),
  (open) => blobStoreContract('MongoDB GridFS', open),
);

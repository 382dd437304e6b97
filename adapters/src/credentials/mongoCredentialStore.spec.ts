import { containerRuntime, describeWithMongo } from '../../../test/containers';
import { credentialStoreContract } from '@sports/command-service/accounts/credentialStoreContract';
import { MongoCredentialStore } from './mongoCredentialStore';

describeWithMongo(
  'MongoDB credential store contract suite',
  await containerRuntime(),
  (url) => MongoCredentialStore.connect(url, 'credentials'),
  (open) => credentialStoreContract('MongoDB', open),
);

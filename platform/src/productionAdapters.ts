import type { BlobStore } from '@sports/command-service/media/blobStore';
import type { EventStore } from '@sports/event-store';
import type { DocumentStore } from '@sports/projections';
import type { PlatformConfig } from './config';

/** Loaded only in production, so the embedded default never touches the network clients. */
export const openProductionStores = async (config: PlatformConfig): Promise<{ eventStore: EventStore; documents: DocumentStore }> => {
  const { EventStoreDbEventStore } = await import('@sports/event-store/eventStoreDb/eventStoreDbEventStore');
  const { MongoDocumentStore } = await import('@sports/projections/documentStore/mongodb/mongoDocumentStore');
  return {
    eventStore: new EventStoreDbEventStore(config.eventStoreUrl!),
    documents: MongoDocumentStore.connect(config.mongoUrl!, config.mongoDb),
  };
};

export const openProductionBlobStore = async (config: PlatformConfig): Promise<BlobStore> => {
  const { GridFsBlobStore } = await import('@sports/adapters/blobs/gridFsBlobStore');
  return GridFsBlobStore.connect(config.mongoUrl!, config.mongoDb);
};

import { join } from 'node:path';
import { SqliteEventStore, type EventStore } from '@sports/event-store';
import { SqliteDocumentStore, type DocumentStore } from '@sports/projections';
import { FileBlobStore } from '@sports/adapters/blobs/fileBlobStore';
import type { BlobStore } from '@sports/command-service/media/blobStore';
import type { PlatformConfig } from './config';
import { checkEmbeddedFilesAtStart } from './embeddedFiles/checkAtStart';
import { createLogger, type Logger } from './observability/logger';

/**
 * The only place that picks adapters (ARCHITECTURE.md: deciders, projections and queries never
 * import one). Embedded: two SQLite files under DATA_DIR. Production: EventStoreDB and MongoDB.
 */
export const embeddedFiles = (config: PlatformConfig) => ({
  eventsFile: join(config.dataDir, 'events.sqlite'),
  readModelsFile: join(config.dataDir, 'read-models.sqlite'),
});

/**
 * Embedded, both files are checked first (embeddedFiles/checkAtStart.ts): a damaged log throws
 * DamagedEventLogError, a damaged read-model file is set aside and logged on `log` (or a logger of
 * its own) and replaced by a new one.
 */
export const openStores = async (config: PlatformConfig, log?: Logger): Promise<{ eventStore: EventStore; documents: DocumentStore }> => {
  if (config.storage === 'embedded') {
    const files = embeddedFiles(config);
    checkEmbeddedFilesAtStart(files, log ?? createLogger('platform', config.logLevel));
    return { eventStore: new SqliteEventStore(files.eventsFile), documents: new SqliteDocumentStore(files.readModelsFile) };
  }
  const { openProductionStores } = await import('./productionAdapters');
  return openProductionStores(config);
};

/** Uploaded images (spec section 7): files under DATA_DIR/blobs embedded, a GridFS bucket in MongoDB in production. */
export const embeddedBlobStore = (config: PlatformConfig): BlobStore => new FileBlobStore(join(config.dataDir, 'blobs'));

export const openBlobStore = async (config: PlatformConfig): Promise<BlobStore> => {
  if (config.storage === 'embedded') return embeddedBlobStore(config);
  const { openProductionBlobStore } = await import('./productionAdapters');
  return openProductionBlobStore(config);
};

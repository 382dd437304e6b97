import { join } from 'node:path';
import { SqliteEventStore, type EventStore } from '@sports/event-store';
import { SqliteDocumentStore, type DocumentStore } from '@sports/projections';
import type { PlatformConfig } from './config';

/**
 * The only place that picks adapters (ARCHITECTURE.md: deciders, projections and queries never
 * import one). Embedded: two SQLite files under DATA_DIR. Production: EventStoreDB and MongoDB.
 */
export const openStores = async (config: PlatformConfig): Promise<{ eventStore: EventStore; documents: DocumentStore }> => {
  if (config.mode === 'embedded') {
    return {
      eventStore: new SqliteEventStore(join(config.dataDir, 'events.sqlite')),
      documents: new SqliteDocumentStore(join(config.dataDir, 'read-models.sqlite')),
    };
  }
  const { openProductionStores } = await import('./productionAdapters');
  return openProductionStores(config);
};

import { MemoryPresence, type PresenceStore } from '@sports/query-service';
import type { PlatformConfig } from '../config';

/**
 * Live presence (docs/ARCHITECTURE "live presence"): in process in the embedded default, a
 * MongoDB collection with a TTL index in production, so every query-service instance counts
 * the same viewers. `storesHandedIn`: tests running the production configuration on embedded stores.
 */
export const openPresence = async (config: PlatformConfig, storesHandedIn = false): Promise<PresenceStore> => {
  if (config.storage === 'embedded' || storesHandedIn) return new MemoryPresence();
  // Loaded only in production, like the other network clients (../productionAdapters.ts).
  const { MongoPresence } = await import('./mongoPresence');
  return MongoPresence.connect(config.mongoUrl!, config.mongoDb);
};

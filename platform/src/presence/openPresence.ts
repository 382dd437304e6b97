import { createHmac } from 'node:crypto';
import { MemoryPresence, type PresenceRouteOptions, type PresenceStore } from '@sports/query-service';
import type { PlatformConfig } from '../config';

/**
 * Live presence (docs/ARCHITECTURE "live presence"): in process in the embedded default, a
 * MongoDB collection with a TTL index in production, so every query-service instance counts
 * the same viewers. `storesHandedIn`: tests running the production configuration on embedded stores.
 */
export const openPresence = async (config: PlatformConfig, storesHandedIn = false): Promise<PresenceStore> => {
  if (config.storage === 'embedded' || storesHandedIn) return new MemoryPresence();
  // Loaded only in production, like the other network clients (../productionAdapters.ts).
  const { MongoPresence } = await import('@sports/adapters/presence/mongoPresence');
  return MongoPresence.connect(config.mongoUrl!, config.mongoDb);
};

/**
 * How the live-viewer routes see clients: the address as the rate limits read it
 * (the right-most hop that is not a TRUSTED_PROXIES proxy), and one key for anonymous viewer ids shared by every instance (derived from the
 * signing secret, never the secret itself), so one address is one viewer in every process.
 */
export const presenceClientOptions = (config: PlatformConfig): Pick<PresenceRouteOptions, 'trustProxy' | 'viewerIdKey'> => ({
  trustProxy: config.trustProxy,
  viewerIdKey: createHmac('sha256', config.jwtSecret).update('live-viewer-id').digest('base64url'),
});

/**
 * Live presence (spec section 7 "Realtime presence"): one entry per connected viewer of a game,
 * keyed `{viewerId}_{timestamp}` as the spec writes it under views/activities/{id}/liveViewers;
 * the count is the number of distinct viewers among them (one viewer's many
 * connections count once). Embedded: in process (memoryPresence.ts); production keeps
 * them in a MongoDB collection with a TTL index (docs/ARCHITECTURE "live presence").
 */
export interface PresenceEntry {
  activityId: string;
  viewerId: string;
  entryKey: string;
}

export interface PresenceStore {
  /** A viewer connected; each connection is its own entry, even for the same viewer. */
  enter(activityId: string, viewerId: string, atMs: number): Promise<PresenceEntry>;
  /** The viewer disconnected; leaving twice is harmless. */
  leave(entry: PresenceEntry): Promise<void>;
  /** Distinct viewers with at least one entry. */
  count(activityId: string): Promise<number>;
  /** Calls `listener` with the count each time it changes; returns the unsubscribe. */
  watch(activityId: string, listener: (count: number) => void): () => void;
  close(): Promise<void>;
}

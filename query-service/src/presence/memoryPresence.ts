import type { PresenceEntry, PresenceStore } from './port';

/** The embedded adapter: entries live as long as their connections, in this process. */
export class MemoryPresence implements PresenceStore {
  private readonly entries = new Map<string, Set<string>>();
  private readonly listeners = new Map<string, Set<(count: number) => void>>();

  async enter(activityId: string, viewerId: string, atMs: number): Promise<PresenceEntry> {
    const keys = this.entries.get(activityId) ?? new Set<string>();
    this.entries.set(activityId, keys);
    // Two connections of one viewer in the same millisecond still get an entry each.
    let at = atMs;
    while (keys.has(`${viewerId}_${at}`)) at++;
    const entryKey = `${viewerId}_${at}`;
    keys.add(entryKey);
    this.notify(activityId);
    return { activityId, viewerId, entryKey };
  }

  async leave(entry: PresenceEntry): Promise<void> {
    const keys = this.entries.get(entry.activityId);
    if (!keys?.delete(entry.entryKey)) return;
    if (keys.size === 0) this.entries.delete(entry.activityId);
    this.notify(entry.activityId);
  }

  async count(activityId: string): Promise<number> {
    return this.entries.get(activityId)?.size ?? 0;
  }

  watch(activityId: string, listener: (count: number) => void): () => void {
    const set = this.listeners.get(activityId) ?? new Set();
    this.listeners.set(activityId, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(activityId);
    };
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.listeners.clear();
  }

  private notify(activityId: string): void {
    const count = this.entries.get(activityId)?.size ?? 0;
    for (const listener of [...(this.listeners.get(activityId) ?? [])]) listener(count);
  }
}

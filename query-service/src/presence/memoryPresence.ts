import type { PresenceEntry, PresenceStore } from './port';

/** One game's connections: entry keys, and how many of them each viewer holds. */
interface GameViewers {
  keys: Set<string>;
  connections: Map<string, number>;
}

/** The embedded adapter: entries live as long as their connections, in this process. */
export class MemoryPresence implements PresenceStore {
  private readonly games = new Map<string, GameViewers>();
  private readonly listeners = new Map<string, Set<(count: number) => void>>();

  async enter(activityId: string, viewerId: string, atMs: number): Promise<PresenceEntry> {
    const game = this.games.get(activityId) ?? { keys: new Set<string>(), connections: new Map<string, number>() };
    this.games.set(activityId, game);
    // Two connections of one viewer in the same millisecond still get an entry each.
    let at = atMs;
    while (game.keys.has(`${viewerId}_${at}`)) at++;
    const entryKey = `${viewerId}_${at}`;
    game.keys.add(entryKey);
    const held = game.connections.get(viewerId) ?? 0;
    game.connections.set(viewerId, held + 1);
    if (held === 0) this.notify(activityId);
    return { activityId, viewerId, entryKey };
  }

  async leave(entry: PresenceEntry): Promise<void> {
    const game = this.games.get(entry.activityId);
    if (!game?.keys.delete(entry.entryKey)) return;
    const held = (game.connections.get(entry.viewerId) ?? 1) - 1;
    if (held > 0) game.connections.set(entry.viewerId, held);
    else game.connections.delete(entry.viewerId);
    if (game.keys.size === 0) this.games.delete(entry.activityId);
    if (held === 0) this.notify(entry.activityId);
  }

  /** Distinct viewers, not connections (one viewer's many tabs or streams count once). */
  async count(activityId: string): Promise<number> {
    return this.games.get(activityId)?.connections.size ?? 0;
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
    this.games.clear();
    this.listeners.clear();
  }

  private notify(activityId: string): void {
    const count = this.games.get(activityId)?.connections.size ?? 0;
    for (const listener of [...(this.listeners.get(activityId) ?? [])]) listener(count);
  }
}

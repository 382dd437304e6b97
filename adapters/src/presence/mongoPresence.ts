import { MongoClient, MongoServerError, type Collection } from 'mongodb';
import type { PresenceEntry, PresenceStore } from '@sports/query-service';

interface ViewerDocument {
  _id: string;
  activityId: string;
  viewerId: string;
  entryKey: string;
  seenAt: Date;
}

export const LIVE_VIEWERS_COLLECTION = 'liveViewers';
/** The process holding a connection re-stamps its entries this often… */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** …and MongoDB's TTL monitor drops entries not re-stamped for this long (a process that died). */
export const PRESENCE_TTL_SECONDS = 120;
/** Watchers see other processes' arrivals and departures within this long. */
export const PRESENCE_POLL_MS = 2_000;

/**
 * The production adapter (docs/ARCHITECTURE "live presence: MongoDB collection with a TTL
 * index"): one document per connection, shared by every query-service instance.
 */
export class MongoPresence implements PresenceStore {
  private readonly viewers: Collection<ViewerDocument>;
  private readonly ready: Promise<unknown>;
  private readonly held = new Set<string>();
  private readonly watchers = new Map<
    string,
    { listeners: Set<(count: number) => void>; last: number | null; queue: Promise<void>; poll: ReturnType<typeof setInterval> }
  >();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private closed = false;

  static connect(url: string, dbName: string): MongoPresence {
    return new MongoPresence(new MongoClient(url), dbName);
  }

  constructor(
    private readonly client: MongoClient,
    dbName: string,
  ) {
    this.viewers = client.db(dbName).collection<ViewerDocument>(LIVE_VIEWERS_COLLECTION);
    this.ready = Promise.all([
      // activityId first: the count's distinct viewerIds are read from the index alone.
      this.viewers.createIndex({ activityId: 1, viewerId: 1 }),
      this.viewers.createIndex({ seenAt: 1 }, { expireAfterSeconds: PRESENCE_TTL_SECONDS }),
    ]);
    this.heartbeat = setInterval(() => void this.restamp().catch(() => undefined), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref?.();
  }

  async enter(activityId: string, viewerId: string, atMs: number): Promise<PresenceEntry> {
    await this.ready;
    for (let at = atMs; ; at++) {
      const entryKey = `${viewerId}_${at}`;
      const _id = `${activityId}/${entryKey}`;
      try {
        await this.viewers.insertOne({ _id, activityId, viewerId, entryKey, seenAt: new Date() });
      } catch (error) {
        if (error instanceof MongoServerError && error.code === 11000) continue; // same viewer, same millisecond
        throw error;
      }
      this.held.add(_id);
      this.recount(activityId);
      return { activityId, viewerId, entryKey };
    }
  }

  async leave(entry: PresenceEntry): Promise<void> {
    const _id = `${entry.activityId}/${entry.entryKey}`;
    this.held.delete(_id);
    const { deletedCount } = await this.viewers.deleteOne({ _id });
    if (deletedCount > 0) this.recount(entry.activityId);
  }

  /** Distinct viewers, over the activityId index. */
  async count(activityId: string): Promise<number> {
    return (await this.viewers.distinct('viewerId', { activityId })).length;
  }

  watch(activityId: string, listener: (count: number) => void): () => void {
    let watcher = this.watchers.get(activityId);
    if (!watcher) {
      const poll = setInterval(() => this.recount(activityId), PRESENCE_POLL_MS);
      poll.unref?.();
      watcher = { listeners: new Set(), last: null, queue: Promise.resolve(), poll };
      this.watchers.set(activityId, watcher);
    }
    watcher.listeners.add(listener);
    return () => {
      watcher.listeners.delete(listener);
      if (watcher.listeners.size > 0) return;
      clearInterval(watcher.poll);
      this.watchers.delete(activityId);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const watcher of this.watchers.values()) clearInterval(watcher.poll);
    this.watchers.clear();
    // Connections this process held are gone with it.
    if (this.held.size > 0) await this.viewers.deleteMany({ _id: { $in: [...this.held] } }).catch(() => undefined);
    await this.client.close();
  }

  /** Counts again, one count at a time per game, and tells the watchers when it moved. */
  private recount(activityId: string): void {
    const watcher = this.watchers.get(activityId);
    if (!watcher) return;
    watcher.queue = watcher.queue.then(async () => {
      const count = await this.count(activityId).catch(() => null);
      if (count === null || count === watcher.last) return;
      watcher.last = count;
      for (const listener of [...watcher.listeners]) listener(count);
    });
  }

  private async restamp(): Promise<void> {
    if (this.held.size === 0) return;
    await this.viewers.updateMany({ _id: { $in: [...this.held] } }, { $set: { seenAt: new Date() } });
  }
}

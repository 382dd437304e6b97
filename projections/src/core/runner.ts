import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import { storageFaultOf, upcastRecorded, type EventFeed, type RecordedEvent } from '@sports/contracts';
import { CollectionReplacedError, type Document, type DocumentStore, type DocumentWrite, type StoredDocument } from '../documentStore/port';
import type { AnyProjection } from './projection';
import { PositionWaiters, type Projector } from './positionWaiters';
import { DroppedIds } from './droppedIds';

/** A document as the rebuild holds it: `persisted` once a flush has written it, `pending` its write since the last flush. */
type HeldDocument = StoredDocument & { persisted: boolean; pending: DocumentWrite | null };

/**
 * While every projection builds from an empty store, the documents live here and reach the
 * store in large flushes: nothing is read back, and a document touched by many events is written
 * once per flush instead of once per batch.
 */
interface Rebuild {
  /** collection -> id -> document (maps per collection: no key strings made per event). */
  held: Map<string, Map<string, HeldDocument>>;
  documents: number;
  /** What flushes dropped from memory (null until one does): a document the rebuild lacks is in the store only if this may hold it. */
  dropped: DroppedIds | null;
  /** The held documents written since the last flush. */
  pending: HeldDocument[];
  events: number;
  last: bigint | null;
  /** performance.now() of the last flush (or of the start). */
  flushedAt: number;
}

/**
 * A rebuild flushes every few seconds (so a crash loses little work and progress shows), or after
 * this many events; it ends (back to reading the store) past this many documents or once caught
 * up. Every flush writes each document touched since the last one again, so flushing often
 * mostly rewrites the same documents: per-user read models are touched in nearly every window.
 */
const REBUILD_FLUSH_EVENTS = 1_000_000;
const REBUILD_FLUSH_MS = 5_000;
const REBUILD_MAX_DOCUMENTS = 300_000;
/**
 * Past this share of the heap's limit, a flush also drops the documents it wrote: the rebuild
 * goes on without the secondary indexes, reading a dropped document back from the store when an
 * event touches it again (rare: a game's events are close together in the log). Ending the
 * rebuild instead put every later batch on the live path (a read and an index update per
 * document per batch), and a log of a million events replayed at a tenth of the rate.
 */
const REBUILD_HEAP_SHARE = 0.4;
/** When no batch follows for this long, what the rebuild holds is written (the feed yields no empty batches). */
const REBUILD_IDLE_FLUSH_MS = 20;
/** After a failed batch: wait 0.5 s, doubling up to 5 s while failures last (a full disk may take minutes to clear). */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5_000;

export interface RunnerOptions {
  batchSize?: number;
  onError?: (error: unknown) => void;
  /** Called after every applied batch (a worker thread reports its progress with it). */
  onApplied?: (position: bigint) => void;
  /** Called when writing read models starts or stops failing for the storage's sake (disk full...): the reason, or null once a write succeeds. */
  onStorageProblem?: (problem: string | null) => void;
  /** Build an empty store in memory and write it in flushes (default true), of at most this many events (default 1,000,000) ... */
  rebuildInMemory?: boolean;
  rebuildFlushEvents?: number;
  /** ... or after this many milliseconds since the last flush (default 5,000). */
  rebuildFlushMs?: number;
  /** A flush drops the documents it wrote past this many held (default 300,000) or REBUILD_HEAP_SHARE of the heap. */
  rebuildMaxDocuments?: number;
  /**
   * Live batches paced like a group commit (docs/adr/0131-join-cpu-halved.md): after a batch of n
   * events the next is read no sooner than min(n, paceMaxMs) milliseconds after this one was,
   * so a busy log is applied in batches that grow with the rate (each touched document and
   * index page written once for many events) while a trickle waits about nothing. Default 0: off.
   */
  paceMaxMs?: number;
}

/**
 * Tails the event feed from the lowest stored checkpoint and applies each batch to every
 * projection. At least once: a document remembers the position of the last event it applied
 * and ignores anything at or before it; checkpoints are saved with (SQLite) or after (MongoDB)
 * the documents. Each document is loaded and written once per batch, however many events hit it;
 * a rebuild into an empty store keeps its documents in memory and writes them in large flushes.
 */
export class ProjectionRunner implements Projector {
  private readonly checkpoints = new Map<string, bigint | null>();
  private readonly progress = new PositionWaiters();
  private controller = new AbortController();
  private loop: Promise<void> | null = null;
  private applied: bigint | null = null;
  private rebuild: Rebuild | null = null;
  private idleFlush: ReturnType<typeof setTimeout> | null = null;
  /** Batches and flushes one at a time (an idle flush fires from a timer). */
  private serial: Promise<void> = Promise.resolve();
  /** Failures in a row, for the backoff; and why read-model writes fail, when it is the storage. */
  private failures = 0;
  private storage: string | null = null;

  constructor(
    private readonly feed: EventFeed,
    private readonly store: DocumentStore,
    private readonly projections: readonly AnyProjection[],
    private readonly options: RunnerOptions = {},
  ) {}

  async start(): Promise<void> {
    for (const p of this.projections) {
      await this.store.ensureCollection(p.collection);
      if (p.join) await this.store.ensureCollection(p.join.collection);
      this.checkpoints.set(p.name, await this.store.getCheckpoint(p.name));
    }
    const from = this.lowestCheckpoint();
    // No checkpoint at all: nothing was ever written, so the store holds none of these documents.
    if (this.options.rebuildInMemory !== false && [...this.checkpoints.values()].every((c) => c === null)) {
      this.rebuild = { held: new Map(), documents: 0, dropped: null, pending: [], events: 0, last: null, flushedAt: performance.now() };
      await this.store.beginBulkLoad(this.collections());
    }
    this.applied = from;
    this.progress.advance(from);
    this.controller = new AbortController();
    this.loop = this.follow(from);
  }

  private lowestCheckpoint(): bigint | null {
    let lowest: bigint | undefined;
    for (const c of this.checkpoints.values()) {
      if (c === null) return null;
      if (lowest === undefined || c < lowest) lowest = c;
    }
    return lowest ?? null;
  }

  private async follow(after: bigint | null): Promise<void> {
    const signal = this.controller.signal;
    while (!signal.aborted) {
      try {
        for await (const batch of this.feed.subscribeToAll({
          after: this.applied ?? after,
          signal,
          maxBatch: this.options.batchSize ?? 2000,
        })) {
          const started = performance.now();
          await this.applyBatch(batch);
          await this.pace(batch.length, started, signal);
        }
      } catch (error) {
        if (signal.aborted) return;
        // A rebuild switched a read model over mid-batch: read the documents again and go on.
        if (error instanceof CollectionReplacedError) continue;
        // Never skipped: back off, then read again from the last position written with its documents,
        // so a full disk or any other failure only delays the read models.
        const delay = this.failed(error);
        await new Promise((r) => setTimeout(r, delay));
        // What a rebuild holds past the last flush is written even if no event follows.
        if (this.rebuild && !signal.aborted) this.scheduleIdleFlush(0);
      }
    }
  }

  /**
   * A millisecond per event of the batch just applied, at most paceMaxMs, counted from when it
   * was read: the next read then finds what arrived meanwhile. Not during a rebuild (its batches
   * are full already). A stop ends the wait (the loop sees the abort).
   */
  private async pace(events: number, started: number, signal: AbortSignal): Promise<void> {
    const max = this.options.paceMaxMs ?? 0;
    if (max <= 0 || this.rebuild) return;
    const rest = Math.min(events, max) - (performance.now() - started);
    if (rest > 0) await sleep(Math.ceil(rest), undefined, { signal });
  }

  /** Reports a failure; returns how long to wait before trying again. */
  private failed(error: unknown): number {
    this.failures++;
    const reason = storageFaultOf(error);
    if (reason !== null && this.storage !== reason) {
      this.storage = reason;
      this.options.onStorageProblem?.(`storage: read models: ${reason}`);
    }
    (this.options.onError ?? console.error)(error);
    return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.failures - 1));
  }

  /** Why read-model writes fail, when it is the storage (disk full...); null once a write succeeds. */
  get storageProblem(): string | null {
    return this.storage === null ? null : `storage: read models: ${this.storage}`;
  }

  /** Writes what a rebuild holds after a pause in the feed; a failed write is tried again later, never dropped. */
  private scheduleIdleFlush(delayMs: number): void {
    if (this.idleFlush) clearTimeout(this.idleFlush);
    this.idleFlush = setTimeout(() => {
      this.idleFlush = null;
      void this.inTurn(() => this.flushRebuild(true)).catch((error: unknown) => {
        const delay = this.failed(error);
        if (this.rebuild && !this.controller.signal.aborted) this.scheduleIdleFlush(delay);
      });
    }, delayMs);
  }

  /** Applies one batch; exposed for tests that deliver events by hand (e.g. twice). */
  applyBatch(batch: readonly RecordedEvent[]): Promise<void> {
    return this.inTurn(() => this.apply(batch));
  }

  private inTurn(work: () => Promise<void>): Promise<void> {
    const turn = this.serial.then(work);
    this.serial = turn.catch(() => undefined);
    return turn;
  }

  private async apply(batch: readonly RecordedEvent[]): Promise<void> {
    if (batch.length === 0) return;
    const last = batch[batch.length - 1]!.position;
    const writes: DocumentWrite[] = [];
    for (const projection of this.inJoinOrder()) writes.push(...(await this.project(projection, batch, writes)));
    const rebuild = this.rebuild;
    if (!rebuild) return this.commit(writes, last);
    if (this.idleFlush) clearTimeout(this.idleFlush);
    for (const write of writes) this.hold(rebuild, write);
    rebuild.events += batch.length;
    rebuild.last = last;
    // A short batch means the feed has caught up: write everything and read the store from here on.
    const caughtUp = batch.length < (this.options.batchSize ?? 2000);
    const due =
      rebuild.events >= (this.options.rebuildFlushEvents ?? REBUILD_FLUSH_EVENTS) ||
      performance.now() - rebuild.flushedAt >= (this.options.rebuildFlushMs ?? REBUILD_FLUSH_MS);
    if (caughtUp || due || rebuild.documents > (this.options.rebuildMaxDocuments ?? REBUILD_MAX_DOCUMENTS))
      await this.flushRebuild(caughtUp);
    else this.scheduleIdleFlush(REBUILD_IDLE_FLUSH_MS);
  }

  private hold(rebuild: Rebuild, write: DocumentWrite): void {
    let documents = rebuild.held.get(write.collection);
    if (!documents) rebuild.held.set(write.collection, (documents = new Map<string, HeldDocument>()));
    const held = documents.get(write.id);
    if (!held) {
      const added: HeldDocument = { doc: write.doc, position: write.position, persisted: false, pending: write };
      documents.set(write.id, added);
      rebuild.documents++;
      rebuild.pending.push(added);
      return;
    }
    held.doc = write.doc;
    held.position = write.position;
    if (!held.pending) rebuild.pending.push(held);
    held.pending = write;
  }

  /** Writes what the rebuild holds, with the checkpoints; `end` drops the held documents afterwards. */
  private async flushRebuild(end: boolean): Promise<void> {
    const rebuild = this.rebuild;
    if (!rebuild) return;
    if (this.idleFlush) clearTimeout(this.idleFlush);
    this.idleFlush = null;
    if (rebuild.last !== null) {
      // The pending writes are the rebuild's own (made in project, held nowhere else): marked, not copied.
      const writes = rebuild.pending.map((held) => {
        const write = held.pending!;
        write.isNew = !held.persisted;
        return write;
      });
      await this.commit(writes, rebuild.last);
      for (const held of rebuild.pending) {
        held.persisted = true;
        held.pending = null;
      }
      rebuild.pending = [];
      rebuild.events = 0;
      rebuild.last = null;
      rebuild.flushedAt = performance.now();
    }
    if (!end && this.overBudget(rebuild)) {
      const dropped = (rebuild.dropped ??= new DroppedIds());
      for (const [collection, documents] of rebuild.held) for (const id of documents.keys()) dropped.add(collection, id);
      rebuild.held.clear();
      rebuild.documents = 0;
    }
    if (end) {
      // Out of rebuild mode only once the indexes are back: a failure here is tried again.
      await this.store.endBulkLoad(this.collections());
      this.rebuild = null;
    }
  }

  private overBudget(rebuild: Rebuild): boolean {
    if (rebuild.documents > (this.options.rebuildMaxDocuments ?? REBUILD_MAX_DOCUMENTS)) return true;
    const heap = getHeapStatistics();
    return heap.used_heap_size > heap.heap_size_limit * REBUILD_HEAP_SHARE;
  }

  /** The event types each projection handles, as a set made once (every batch asks it of every event). */
  private readonly handled = new Map<AnyProjection, ReadonlySet<string>>();
  private handledBy(projection: AnyProjection): ReadonlySet<string> {
    let types = this.handled.get(projection);
    if (!types) this.handled.set(projection, (types = new Set(projection.handles)));
    return types;
  }

  private joinOrder: readonly AnyProjection[] | null = null;
  /** The projections with those another one joins first, so it reads what this batch made of them. */
  private inJoinOrder(): readonly AnyProjection[] {
    if (!this.joinOrder) {
      const joined = new Set(this.projections.flatMap((p) => (p.join ? [p.join.collection.name] : [])));
      this.joinOrder = [
        ...this.projections.filter((p) => joined.has(p.collection.name)),
        ...this.projections.filter((p) => !joined.has(p.collection.name)),
      ];
    }
    return this.joinOrder;
  }

  /** The joined documents of these events: this batch's latest writes, else what the rebuild holds or the store has. */
  private async joinedOf(
    projection: AnyProjection,
    events: Iterable<RecordedEvent>,
    written: readonly DocumentWrite[],
  ): Promise<Map<string, Document | null>> {
    const join = projection.join!;
    const collection = join.collection.name;
    const ids = new Set<string>();
    for (const event of events) {
      const id = join.id(event);
      if (id !== null) ids.add(id);
    }
    const found = new Map<string, Document | null>();
    for (const write of written) if (write.collection === collection && ids.has(write.id)) found.set(write.id, write.doc);
    const missing = [...ids].filter((id) => !found.has(id));
    if (missing.length === 0) return found;
    // A read model this runner does not build (a rebuild of the joining one alone) is read from the store as it stands.
    const ours = this.projections.some((p) => p.collection.name === collection);
    const stored = ours ? await this.storedOf(collection, missing) : await this.store.getStored(collection, missing);
    for (const [id, { doc }] of stored) found.set(id, doc);
    return found;
  }

  private collections(): string[] {
    return [...new Set(this.projections.map((p) => p.collection.name))];
  }

  private async commit(writes: DocumentWrite[], last: bigint): Promise<void> {
    const checkpoints = this.projections
      .filter((p) => (this.checkpoints.get(p.name) ?? -1n) < last)
      .map((p) => ({ name: p.name, position: last }));
    await this.store.commit(writes, checkpoints);
    this.failures = 0;
    if (this.storage !== null) {
      this.storage = null;
      this.options.onStorageProblem?.(null);
    }
    for (const c of checkpoints) this.checkpoints.set(c.name, c.position);
    if (this.applied === null || last > this.applied) this.applied = last;
    this.progress.advance(last);
    this.options.onApplied?.(last);
  }

  /** What the store (or, during a rebuild, memory) holds for these documents; a document it lacks is new. */
  private async storedOf(collection: string, ids: string[]): Promise<Map<string, StoredDocument>> {
    const rebuild = this.rebuild;
    if (!rebuild) return this.store.getStored(collection, ids);
    const found = new Map<string, StoredDocument>();
    let documents = rebuild.held.get(collection);
    if (!documents) rebuild.held.set(collection, (documents = new Map<string, HeldDocument>()));
    const missing: string[] = [];
    for (const id of ids) {
      const held = documents.get(id);
      if (held) found.set(id, held);
      else missing.push(id);
    }
    const dropped = rebuild.dropped;
    if (!dropped || missing.length === 0) return found;
    // Dropped by an earlier flush: read back, and held again as written. Most ids the rebuild
    // lacks are new documents, which the filter tells apart without a read (droppedIds.ts).
    const maybeStored = missing.filter((id) => dropped.mayHold(collection, id));
    if (maybeStored.length === 0) return found;
    for (const [id, stored] of await this.store.getStored(collection, maybeStored)) {
      const held: HeldDocument = { ...stored, persisted: true, pending: null };
      documents.set(id, held);
      rebuild.documents++;
      found.set(id, held);
    }
    return found;
  }

  private async project(
    projection: AnyProjection,
    batch: readonly RecordedEvent[],
    written: readonly DocumentWrite[] = [],
  ): Promise<DocumentWrite[]> {
    const handled = this.handledBy(projection);
    const checkpoint = this.checkpoints.get(projection.name) ?? null;
    const byDocument = new Map<string, RecordedEvent[]>();
    const add = (id: string, event: RecordedEvent) => {
      const list = byDocument.get(id);
      if (list) list.push(event);
      else byDocument.set(id, [event]);
    };
    for (const event of batch) {
      if (!handled.has(event.type) || (checkpoint !== null && event.position <= checkpoint)) continue;
      const ids = projection.documentId(event);
      if (ids === null) continue;
      // One event may touch several documents of a read model (a class's batches and sessions from one save).
      if (typeof ids === 'string') add(ids, event);
      else for (const id of ids) add(id, event);
    }
    if (byDocument.size === 0) return [];
    const stored = await this.storedOf(projection.collection.name, [...byDocument.keys()]);
    const joined = projection.join ? await this.joinedOf(projection, [...byDocument.values()].flat(), written) : null;
    const writes: DocumentWrite[] = [];
    for (const [id, events] of byDocument) {
      const known = stored.get(id);
      const current: StoredDocument = known ?? { doc: null, position: -1n };
      let doc = current.doc;
      let position = current.position;
      for (const event of events) {
        if (event.position <= position) continue; // already applied: redelivery
        const other = joined ? (joined.get(projection.join!.id(event) ?? '') ?? null) : undefined;
        doc = projection.evolve(doc, upcastRecorded(event), id, other);
        position = event.position;
      }
      // A document that never existed and still does not (a game without a waitlist) needs no tombstone.
      if (doc === null && known === undefined) continue;
      if (position !== current.position)
        writes.push({ collection: projection.collection.name, id, doc, position, isNew: known === undefined });
    }
    return writes;
  }

  /** The position up to which every projection has applied the log. */
  get position(): bigint | null {
    return this.applied;
  }

  /** Resolves once every projection has applied the log up to `position` (read-your-writes for tests and health). */
  waitFor(position: bigint | null, timeoutMs = 10_000): Promise<void> {
    return this.progress.waitFor(position, timeoutMs);
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.loop;
    await this.inTurn(() => this.flushRebuild(true));
  }
}

import { upcastRecorded, type EventFeed, type RecordedEvent } from '@sports/contracts';
import type { DocumentStore, DocumentWrite, StoredDocument } from '../documentStore/port';
import type { Projection } from './projection';
import { PositionWaiters, type Projector } from './positionWaiters';

export interface RunnerOptions {
  batchSize?: number;
  onError?: (error: unknown) => void;
  /** Called after every applied batch (a worker thread reports its progress with it). */
  onApplied?: (position: bigint) => void;
}

/**
 * Tails the event feed from the lowest stored checkpoint and applies each batch to every
 * projection. At least once: a document remembers the position of the last event it applied
 * and ignores anything at or before it; checkpoints are saved with (SQLite) or after (MongoDB)
 * the documents. Each document is loaded and written once per batch, however many events hit it.
 */
export class ProjectionRunner implements Projector {
  private readonly checkpoints = new Map<string, bigint | null>();
  private readonly progress = new PositionWaiters();
  private controller = new AbortController();
  private loop: Promise<void> | null = null;
  private applied: bigint | null = null;

  constructor(
    private readonly feed: EventFeed,
    private readonly store: DocumentStore,
    private readonly projections: readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {}

  async start(): Promise<void> {
    for (const p of this.projections) {
      await this.store.ensureCollection(p.collection);
      this.checkpoints.set(p.name, await this.store.getCheckpoint(p.name));
    }
    const from = this.lowestCheckpoint();
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
        for await (const batch of this.feed.subscribeToAll({ after: this.applied ?? after, signal, maxBatch: this.options.batchSize ?? 2000 })) {
          await this.applyBatch(batch);
        }
      } catch (error) {
        if (signal.aborted) return;
        (this.options.onError ?? console.error)(error);
        await new Promise((r) => setTimeout(r, 500)); // back off, then resume from the last applied position
      }
    }
  }

  /** Applies one batch; exposed for tests that deliver events by hand (e.g. twice). */
  async applyBatch(batch: readonly RecordedEvent[]): Promise<void> {
    if (batch.length === 0) return;
    const last = batch[batch.length - 1]!.position;
    const writes: DocumentWrite[] = [];
    for (const projection of this.projections) writes.push(...(await this.project(projection, batch)));
    const checkpoints = this.projections
      .filter((p) => (this.checkpoints.get(p.name) ?? -1n) < last)
      .map((p) => ({ name: p.name, position: last }));
    await this.store.commit(writes, checkpoints);
    for (const c of checkpoints) this.checkpoints.set(c.name, c.position);
    if (this.applied === null || last > this.applied) this.applied = last;
    this.progress.advance(last);
    this.options.onApplied?.(last);
  }

  private async project(projection: Projection, batch: readonly RecordedEvent[]): Promise<DocumentWrite[]> {
    const handled = new Set(projection.handles);
    const checkpoint = this.checkpoints.get(projection.name) ?? null;
    const byDocument = new Map<string, RecordedEvent[]>();
    for (const event of batch) {
      if (!handled.has(event.type) || (checkpoint !== null && event.position <= checkpoint)) continue;
      const id = projection.documentId(event);
      if (id === null) continue;
      const list = byDocument.get(id);
      if (list) list.push(event);
      else byDocument.set(id, [event]);
    }
    if (byDocument.size === 0) return [];
    const stored = await this.store.getStored(projection.collection.name, [...byDocument.keys()]);
    const writes: DocumentWrite[] = [];
    for (const [id, events] of byDocument) {
      const current: StoredDocument = stored.get(id) ?? { doc: null, position: -1n };
      let doc = current.doc;
      let position = current.position;
      for (const event of events) {
        if (event.position <= position) continue; // already applied: redelivery
        doc = projection.evolve(doc, upcastRecorded(event));
        position = event.position;
      }
      if (position !== current.position) writes.push({ collection: projection.collection.name, id, doc, position });
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
  }
}

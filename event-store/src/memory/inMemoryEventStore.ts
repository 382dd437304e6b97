import { EventEmitter } from 'node:events';
import type { FeedTypes, RecordedEvent } from '@sports/contracts';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type EventToAppend, type ExpectedRevision } from '../port';
import { followFeed } from '../sqlite/followFeed';

/**
 * The event log held in this process's memory: what a spec needs of the embedded store (one log,
 * optimistic concurrency per stream, a feed that wakes on appends) without a file or a writer thread.
 * It passes the same contract as the SQLite and EventStoreDB adapters (contract.ts). Data and metadata
 * go through JSON as they would on disk, so a spec sees what a reader of a stored event would.
 */
export class InMemoryEventStore implements EventStore {
  private readonly log: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly ids = new Set<string>();
  private readonly appended = new EventEmitter();
  private closed = false;

  constructor() {
    this.appended.setMaxListeners(0);
  }

  async appendToStream(streamId: string, events: EventToAppend[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    if (this.closed) throw new Error('The in-memory event store is closed');
    const stream = this.streams.get(streamId);
    const actual = stream ? BigInt(stream.length - 1) : ('no_stream' as const);
    const expected = options.expectedRevision;
    const fits =
      expected === 'any' ||
      (expected === 'no_stream' && actual === 'no_stream') ||
      (expected === 'stream_exists' && actual !== 'no_stream') ||
      (typeof expected === 'bigint' && expected === actual);
    if (!fits) throw new WrongExpectedRevisionError(streamId, expected, actual);
    // Checked before anything is written: an append is all or nothing, as in a transaction.
    for (const event of events) if (this.ids.has(event.id)) throw new Error(`An event with id ${event.id} is already in the log`);
    const recorded = events.map(
      (event, i): RecordedEvent => ({
        id: event.id,
        streamId,
        revision: BigInt((stream?.length ?? 0) + i),
        position: BigInt(this.log.length + i + 1),
        type: event.type,
        data: JSON.parse(JSON.stringify(event.data)),
        metadata: JSON.parse(JSON.stringify(event.metadata)) as typeof event.metadata,
      }),
    );
    for (const event of recorded) this.ids.add(event.id);
    this.log.push(...recorded);
    if (stream) stream.push(...recorded);
    else this.streams.set(streamId, recorded);
    const last = recorded[recorded.length - 1]!;
    // Subscribers wake after this append's caller has its reply, as they do after a commit.
    queueMicrotask(() => this.appended.emit('appended'));
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const from = Number(options.fromRevision ?? 0n);
    const max = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    return (this.streams.get(streamId) ?? []).slice(from, from + max);
  }

  async readAll(options: { after: bigint | null; maxCount: number; types?: FeedTypes }): Promise<RecordedEvent[]> {
    // Positions are 1-based and dense, so the event after position p sits at index p.
    const start = Number(options.after ?? 0n);
    const rows = this.log.slice(start, start + options.maxCount);
    const { types } = options;
    // As the other adapters: events of types the reader does not handle may be left out, never the batch's last.
    return types ? rows.filter((event, i) => types.has(event.type) || i === rows.length - 1) : rows;
  }

  async headPosition(): Promise<bigint | null> {
    return this.log.length === 0 ? null : BigInt(this.log.length);
  }

  /** Called after every append; the platform's projector and streams wake on it. */
  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }

  subscribeToAll(options: {
    after: bigint | null;
    signal: AbortSignal;
    maxBatch?: number;
    types?: FeedTypes;
  }): AsyncIterable<RecordedEvent[]> {
    return followFeed(this, this.appended, options);
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

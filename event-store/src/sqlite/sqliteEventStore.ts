import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import type { EventMetadata, FeedTypes, RecordedEvent } from '@sports/contracts';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type EventToAppend, type ExpectedRevision } from '../port';
import { createEventTables, openDurable } from './schema';
import { followFeed } from './followFeed';
import { WriterClient, type BatchReply } from './writerClient';
import { HOLD, encodeExpected } from './writerProtocol';
import { StorageWatch } from './storageWatch';
import { StreamNames } from './streamNames';

interface PendingAppend {
  streamId: string;
  expectedRevision: ExpectedRevision;
  /** The append as the writer takes it (writerProtocol.ts): stream, expected revision, count, then each event's four strings. */
  words: string[];
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/** position, id, stream_no, revision, type, data, metadata */
type FeedRow = [number, string, number, number, string, string, string];

interface Row {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

/** Metadata as appendToStream wrote it: JSON.stringify of an EventToAppend's EventMetadata, so it reads back as one. */
const storedMetadata = (json: string): EventMetadata => JSON.parse(json) as EventMetadata;

const toRecorded = (row: Row): RecordedEvent => ({
  id: row.id,
  streamId: row.stream,
  revision: BigInt(row.revision),
  position: BigInt(row.position),
  type: row.type,
  data: JSON.parse(row.data),
  metadata: storedMetadata(row.metadata),
});

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL.
 * Group commit: appends that arrive while no batch is being written (within one turn of the event
 * loop), or while one is, form the next batch: one transaction and one fsync acknowledge many
 * commands; each append still checks its own expected revision and fails alone.
 * Writes go through a writer thread (eventLogWriter.mjs) so that the COMMIT's fsync
 * does not hold up this thread; an append is acknowledged when the writer's reply says its batch
 * committed. Reads use this thread's own connection.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private readonly statements;
  private readonly writer: WriterClient;
  /**
   * Last revision of streams this store wrote or read to the end. Every entry holds for all events up to
   * position `trustedThrough`. Whether anyone else wrote is told by positions: writers take turns, so a
   * commit's events follow the log's last position at its start; the writer's reply gives that position
   * (`before`) and its own last (`after`). A reply whose `before` is `trustedThrough` means nothing but
   * this batch was written since; any other means another connection wrote, and every head is forgotten.
   * Between replies, the log's last position is read once a turn (headsTrusted).
   */
  private readonly knownHeads = new Map<string, number>();
  private trustedThrough: number;
  private readonly streamNames: StreamNames;
  /** Whether the heads were checked in this turn of the event loop, and what the check said. */
  private turnChecked = false;
  private turnTrusted = false;
  private turnResetScheduled = false;
  /** Whether the last write found the disk full or failing, and the probe (on this connection) that notices it is over. */
  private readonly storage: StorageWatch;
  private closed: Promise<void> | null = null;
  private idleWaiters: Array<() => void> = [];

  constructor(
    readonly file: string,
    options: {
      probeEveryMs?: number;
      /**
       * Test only: an Int32Array's buffer (slots: writerProtocol.ts HOLD) through which a spec holds the writer
       * before and after its COMMIT.
       */
      testHold?: SharedArrayBuffer;
      /** The bytes of stream names reads keep (STREAM_NAME_BYTES in streamNames.ts); a spec sets a few names' worth to reach the bound. */
      streamNameBytes?: number;
    } = {},
  ) {
    this.streamNames = new StreamNames(options.streamNameBytes);
    this.db = new Database(file);
    openDurable(this.db);
    createEventTables(this.db);
    this.storage = new StorageWatch(this.db, file, options.probeEveryMs);
    this.appended.setMaxListeners(0);
    this.statements = {
      readStream: this.db.prepare<[string, number, number], Row>(
        `SELECT e.position, e.id, s.name AS stream, e.revision, e.type, e.data, e.metadata
         FROM streams s JOIN events e ON e.stream_no = s.stream_no
         WHERE s.name = ? AND e.revision >= ? ORDER BY e.revision LIMIT ?`,
      ),
      // Rows as arrays, stream numbers instead of a join: the feed is what every replay waits on (streamNames.ts).
      readAll: this.db
        .prepare<[number, number], FeedRow>(
          'SELECT position, id, stream_no, revision, type, data, metadata FROM events WHERE position > ? ORDER BY position LIMIT ?',
        )
        .raw(true),
      // A batch's streams not yet known, in one read (a replay meets a new game's stream every few events).
      streamNames: this.db
        .prepare<[string], [number, string]>('SELECT stream_no, name FROM streams WHERE stream_no IN (SELECT value FROM json_each(?))')
        .raw(true),
      head: this.db.prepare<[], { position: number | null }>('SELECT max(position) AS position FROM events'),
      lastPosition: this.db.prepare<[], number | null>('SELECT max(position) FROM events').pluck(),
    };
    this.trustedThrough = this.lastPosition();
    this.writer = new WriterClient({ file, pageLimitFile: this.storage.pageLimitFile, hold: options.testHold, holdSlots: HOLD });
  }

  appendToStream(streamId: string, events: EventToAppend[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new Error('appendToStream needs at least one event'));
    if (this.closed) return Promise.reject(new Error(`The event store ${this.file} is closed`));
    const expectedRevision = options.expectedRevision;
    const words = [streamId, encodeExpected(expectedRevision), String(events.length)];
    try {
      for (const event of events) words.push(event.id, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata));
    } catch (error) {
      // JSON.stringify throws only TypeErrors (a BigInt, a cycle); the guard keeps the rejection an Error whatever comes.
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, expectedRevision, words, resolve, reject });
      // While a batch is on the writer, its reply sends the next one.
      if (!this.flushScheduled && !this.writer.busy) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.writer.busy || this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    const words = batch.length === 1 ? batch[0]!.words : batch.flatMap((append) => append.words);
    this.writer.post(words, (reply) => this.settle(batch, reply));
  }

  private settle(batch: PendingAppend[], reply: BatchReply): void {
    this.turnChecked = false;
    if (reply.type === 'committed') {
      this.storage.succeeded();
      // Anything between the heads known here and this batch was another connection's.
      if (reply.before !== this.trustedThrough) this.knownHeads.clear();
      this.trustedThrough = reply.after;
      const { outcomes } = reply;
      batch.forEach((append, i) => {
        const revision = outcomes[2 * i]!;
        const second = outcomes[2 * i + 1]!;
        if (revision >= 0) {
          this.remember(append.streamId, revision);
          append.resolve({ nextExpectedRevision: BigInt(revision), position: BigInt(second) });
        } else {
          this.remember(append.streamId, second);
          append.reject(
            new WrongExpectedRevisionError(append.streamId, append.expectedRevision, second === -1 ? 'no_stream' : BigInt(second)),
          );
        }
      });
      this.appended.emit('appended');
    } else {
      // Rolled back (or unknown, if the thread died): nothing is acknowledged. A full or failing disk is
      // StorageUnavailableError (503), and /ready says so until a write or the probe succeeds.
      const error = this.storage.failed(
        reply.type === 'died' ? reply.error : Object.assign(new Error(reply.message), reply.code === null ? {} : { code: reply.code }),
      );
      this.knownHeads.clear();
      this.trustedThrough = this.lastPosition();
      for (const append of batch) append.reject(error);
    }
    if (this.queue.length > 0) this.flush();
    else if (!this.writer.busy) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const from = Number(options.fromRevision ?? 0n);
    const max = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    const head = this.headsTrusted() ? this.knownHeads.get(streamId) : undefined;
    if (head !== undefined && from > head) return [];
    const rows = this.statements.readStream.all(streamId, from, max);
    if (rows.length < max && (rows.length > 0 || from === 0))
      this.remember(streamId, rows.length > 0 ? rows[rows.length - 1]!.revision : -1);
    return rows.map(toRecorded);
  }

  /**
   * Whether the known heads hold, asked once a turn (reading the log's last position opens a read
   * transaction, as much as a command's own work): when the log ends at `trustedThrough` they do;
   * when it ends elsewhere with no batch of ours in flight, another connection wrote: forget them all;
   * with a batch in flight the new events may be ours, so this turn reads the log, and the reply decides.
   * So a head another connection moved is believed for at most the turn that asked, as before the writer thread.
   */
  private headsTrusted(): boolean {
    if (this.turnChecked) return this.turnTrusted;
    this.turnChecked = true;
    if (!this.turnResetScheduled) {
      this.turnResetScheduled = true;
      setImmediate(() => {
        this.turnResetScheduled = false;
        this.turnChecked = false;
      });
    }
    const last = this.lastPosition();
    if (last !== this.trustedThrough && !this.writer.busy) {
      this.knownHeads.clear();
      this.trustedThrough = last;
    }
    this.turnTrusted = last === this.trustedThrough;
    return this.turnTrusted;
  }

  private lastPosition(): number {
    return this.statements.lastPosition.get() ?? 0;
  }

  private remember(streamId: string, revision: number): void {
    if (this.knownHeads.size >= 100_000) this.knownHeads.clear();
    this.knownHeads.set(streamId, revision);
  }

  async readAll(options: { after: bigint | null; maxCount: number; types?: FeedTypes }): Promise<RecordedEvent[]> {
    const rows = this.statements.readAll.all(Number(options.after ?? 0n), options.maxCount);
    const names = this.streamNames.namesOf(
      rows.map((row) => row[2]),
      (missing) => this.statements.streamNames.all(JSON.stringify(missing)),
    );
    const { types } = options;
    const events: RecordedEvent[] = [];
    for (let i = 0; i < rows.length; i++) {
      const [position, id, streamNo, revision, type, data, metadata] = rows[i]!;
      // Events the reader does not handle are not decoded (FeedTypes); the last one read always comes, for its position.
      if (types && !types.has(type) && i < rows.length - 1) continue;
      events.push({
        id,
        streamId: names.get(streamNo)!,
        revision: BigInt(revision),
        position: BigInt(position),
        type,
        data: JSON.parse(data),
        metadata: storedMetadata(metadata),
      });
    }
    return events;
  }

  async headPosition(): Promise<bigint | null> {
    const row = this.statements.head.get();
    return row?.position == null ? null : BigInt(row.position);
  }

  /** Called after every commit of this connection; lets another thread's subscribers wake at once. */
  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }

  /** Another connection (e.g. the writer on the main thread) committed: wake this store's subscribers now instead of at the next poll. */
  notifyAppended(): void {
    this.appended.emit('appended');
  }

  subscribeToAll(options: {
    after: bigint | null;
    signal: AbortSignal;
    maxBatch?: number;
    types?: FeedTypes;
  }): AsyncIterable<RecordedEvent[]> {
    return followFeed(this, this.appended, options);
  }

  /** Why writes fail (e.g. "disk full"), or null when the last write or probe succeeded. */
  get storageProblem(): string | null {
    return this.storage.problem;
  }

  /** The writing connection's settings as its thread opened them (specs: crash safety rests on synchronous=FULL there). */
  writerSettings(): Promise<{ synchronous: number; journalMode: string }> {
    return this.writer.writerSettings();
  }

  /** Writes what is queued, waits for the writer's last reply, then ends the writer thread and closes. */
  close(): Promise<void> {
    if (this.closed) return this.closed;
    if (!this.writer.running && this.queue.length === 0) {
      this.storage.stop();
      this.db.close();
      this.closed = Promise.resolve();
      return this.closed;
    }
    this.closed = (async () => {
      if (this.queue.length > 0 || this.writer.busy) {
        const idle = new Promise<void>((resolve) => this.idleWaiters.push(resolve));
        this.flush();
        await idle;
      }
      await this.writer.stop();
      this.storage.stop();
      this.db.close();
    })();
    return this.closed;
  }
}

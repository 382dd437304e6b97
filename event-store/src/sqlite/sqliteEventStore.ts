import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import type { FeedTypes, RecordedEvent } from '@sports/contracts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
} from '../port';
import { createEventTables, openDurable } from './schema';
import { followFeed } from './followFeed';
import { StorageWatch } from './storageWatch';

interface PendingAppend {
  streamId: string;
  events: EventToAppend[];
  expectedRevision: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/** position, id, stream_no, revision, type, data, metadata */
type FeedRow = [number, string, number, number, string, string, string];

/** Stream names the feed remembers; past it the cache starts again (a few MB at most). */
const STREAM_NAMES_CACHED = 100_000;

interface Row {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

const toRecorded = (row: Row): RecordedEvent => ({
  id: row.id,
  streamId: row.stream,
  revision: BigInt(row.revision),
  position: BigInt(row.position),
  type: row.type,
  data: JSON.parse(row.data),
  metadata: JSON.parse(row.metadata),
});

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL.
 * Group commit: appends that arrive in the same turn of the event loop are written in
 * one transaction, so one fsync acknowledges many commands; each append still checks
 * its own expected revision and fails alone.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private readonly statements;
  /**
   * Last revision of streams this connection wrote or read to the end, valid while no other
   * connection has committed (PRAGMA data_version unchanged). It spares the command handler's
   * "anything new in this stream?" query on every command when this process is the only writer.
   */
  private readonly knownHeads = new Map<string, number>();
  private readonly streamNames = new Map<number, string>();
  private knownAtVersion = -1;
  /**
   * Whether data_version was read in this turn of the event loop. PRAGMA data_version opens a read
   * transaction (about 8 µs, as much as a command's inserts); readStream asks it once a turn, not
   * once a command. A command that decides on a head another process moved within the turn still
   * appends with its expected revision, and flush always asks afresh, so the retry reads anew.
   */
  private versionReadThisTurn = false;
  /** Issue 22 item 2: whether the last write found the disk full or failing, and the probe that notices it is over. */
  private readonly storage: StorageWatch;

  constructor(readonly file: string, options: { probeEveryMs?: number } = {}) {
    this.db = new Database(file);
    openDurable(this.db);
    createEventTables(this.db);
    this.storage = new StorageWatch(this.db, file, options.probeEveryMs);
    this.appended.setMaxListeners(0);
    this.statements = {
      streamNo: this.db.prepare<[string], number>('SELECT stream_no FROM streams WHERE name = ?').pluck(),
      newStream: this.db.prepare<[string]>('INSERT INTO streams (name) VALUES (?)'),
      revisionOf: this.db.prepare<[number], number>(
        'SELECT revision FROM events WHERE stream_no = ? ORDER BY revision DESC LIMIT 1',
      ).pluck(),
      insert: this.db.prepare(
        'INSERT INTO events (id, stream_no, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.db.prepare<[string, number, number], Row>(
        `SELECT e.position, e.id, s.name AS stream, e.revision, e.type, e.data, e.metadata
         FROM streams s JOIN events e ON e.stream_no = s.stream_no
         WHERE s.name = ? AND e.revision >= ? ORDER BY e.revision LIMIT ?`,
      ),
      // Rows as arrays, stream numbers instead of a join: the feed is what every replay waits on (streamNameOf).
      readAll: this.db
        .prepare<[number, number], FeedRow>('SELECT position, id, stream_no, revision, type, data, metadata FROM events WHERE position > ? ORDER BY position LIMIT ?')
        .raw(true),
      // A batch's streams not yet known, in one read (a replay meets a new game's stream every few events).
      streamNames: this.db.prepare<[string], [number, string]>('SELECT stream_no, name FROM streams WHERE stream_no IN (SELECT value FROM json_each(?))').raw(true),
      head: this.db.prepare<[], { position: number | null }>('SELECT max(position) AS position FROM events'),
      dataVersion: this.db.prepare<[], number>('PRAGMA data_version').pluck(),
    };
  }

  appendToStream(streamId: string, events: EventToAppend[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new Error('appendToStream needs at least one event'));
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, events, expectedRevision: options.expectedRevision, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    const outcomes: Array<{ ok: AppendResult } | { error: unknown }> = [];
    let versionBefore = -1;
    try {
      this.storage.beforeWrite();
      versionBefore = this.checkKnownHeads(true);
      // IMMEDIATE: take the write lock before reading revisions, so another process cannot commit in between.
      this.db.transaction(() => {
        for (const append of batch) outcomes.push(this.tryAppend(append));
      }).immediate();
    } catch (error) {
      // The transaction rolled back: nothing of this batch is stored, so nothing is acknowledged. A full
      // or failing disk becomes StorageUnavailableError (503) and /ready says so until a write succeeds.
      const failure = this.storage.failed(error);
      if (failure !== error) this.knownHeads.clear();
      for (const append of batch) append.reject(failure);
      return;
    }
    this.storage.succeeded();
    // Another connection may have committed right beside this batch: then remember nothing.
    const untouched = this.checkKnownHeads(true) === versionBefore;
    batch.forEach((append, i) => {
      const outcome = outcomes[i]!;
      if ('ok' in outcome && untouched) this.remember(append.streamId, Number(outcome.ok.nextExpectedRevision));
      if ('ok' in outcome) append.resolve(outcome.ok);
      else append.reject(outcome.error);
    });
    this.appended.emit('appended');
  }

  private tryAppend(append: PendingAppend): { ok: AppendResult } | { error: unknown } {
    const streamNo = this.statements.streamNo.get(append.streamId);
    const current = streamNo === undefined ? undefined : this.statements.revisionOf.get(streamNo);
    const actual = current === undefined ? ('no_stream' as const) : BigInt(current);
    if (!matches(append.expectedRevision, actual)) {
      return { error: new WrongExpectedRevisionError(append.streamId, append.expectedRevision, actual) };
    }
    let revision = actual === 'no_stream' ? -1 : Number(actual);
    const no = streamNo ?? Number(this.statements.newStream.run(append.streamId).lastInsertRowid);
    let position = 0n;
    for (const event of append.events) {
      revision += 1;
      const info = this.statements.insert.run(
        event.id,
        no,
        revision,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      );
      position = BigInt(info.lastInsertRowid);
    }
    return { ok: { nextExpectedRevision: BigInt(revision), position } };
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const from = Number(options.fromRevision ?? 0n);
    const max = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    this.checkKnownHeads();
    const head = this.knownHeads.get(streamId);
    if (head !== undefined && from > head) return [];
    const rows = this.statements.readStream.all(streamId, from, max);
    if (rows.length < max && (rows.length > 0 || from === 0)) this.remember(streamId, rows.length > 0 ? rows[rows.length - 1]!.revision : -1);
    return rows.map(toRecorded);
  }

  /** Forgets every known head once another connection has committed to the file (asked afresh when `fresh`, else at most once a turn). */
  private checkKnownHeads(fresh = false): number {
    if (!fresh && this.versionReadThisTurn) return this.knownAtVersion;
    if (!this.versionReadThisTurn) {
      this.versionReadThisTurn = true;
      setImmediate(() => (this.versionReadThisTurn = false));
    }
    const version = this.statements.dataVersion.get()!;
    if (version !== this.knownAtVersion) {
      this.knownHeads.clear();
      this.knownAtVersion = version;
    }
    return version;
  }

  private remember(streamId: string, revision: number): void {
    if (this.knownHeads.size >= 100_000) this.knownHeads.clear();
    this.knownHeads.set(streamId, revision);
  }

  async readAll(options: { after: bigint | null; maxCount: number; types?: FeedTypes }): Promise<RecordedEvent[]> {
    const rows = this.statements.readAll.all(Number(options.after ?? 0n), options.maxCount);
    this.learnStreamNames(rows);
    const { types } = options;
    const events: RecordedEvent[] = [];
    for (let i = 0; i < rows.length; i++) {
      const [position, id, streamNo, revision, type, data, metadata] = rows[i]!;
      // Events the reader does not handle are not decoded (FeedTypes); the last one read always comes, for its position.
      if (types && !types.has(type) && i < rows.length - 1) continue;
      events.push({ id, streamId: this.streamNameOf(streamNo), revision: BigInt(revision), position: BigInt(position), type, data: JSON.parse(data), metadata: JSON.parse(metadata) });
    }
    return events;
  }

  /** Reads the names of the batch's streams the cache lacks, all at once; the cache is bounded at STREAM_NAMES_CACHED. */
  private learnStreamNames(rows: readonly FeedRow[]): void {
    const missing = new Set<number>();
    for (const row of rows) if (!this.streamNames.has(row[2])) missing.add(row[2]);
    if (missing.size === 0) return;
    if (this.streamNames.size + missing.size > STREAM_NAMES_CACHED) this.streamNames.clear();
    for (const [streamNo, name] of this.statements.streamNames.all(JSON.stringify([...missing]))) this.streamNames.set(streamNo, name);
  }

  /** A stream's name by its number (a stream never changes its name), learnt for the batch by learnStreamNames. */
  private streamNameOf(streamNo: number): string {
    return this.streamNames.get(streamNo)!;
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

  subscribeToAll(options: { after: bigint | null; signal: AbortSignal; maxBatch?: number; types?: FeedTypes }): AsyncIterable<RecordedEvent[]> {
    return followFeed(this, this.appended, options);
  }

  /** Why writes fail (e.g. "disk full"), or null when the last write or probe succeeded (issue 22 item 2). */
  get storageProblem(): string | null {
    return this.storage.problem;
  }

  async close(): Promise<void> {
    if (this.queue.length > 0) this.flush();
    this.storage.stop();
    this.db.close();
  }
}

const matches = (expected: ExpectedRevision, actual: bigint | 'no_stream'): boolean => {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 'no_stream';
  if (expected === 'stream_exists') return actual !== 'no_stream';
  return actual === expected;
};

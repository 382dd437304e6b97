/**
 * Messages between SqliteEventStore (main thread) and its writer thread (eventLogWriter.mjs).
 * Flat arrays of strings and numbers: they cross postMessage's structured clone with the least
 * work on the posting thread, which is the main thread for batches.
 */

/** One turn's appends: per append its stream, expected revision, event count, then id, type, data, metadata of each event (data and metadata as JSON). */
export type BatchWords = string[];

export type ToWriter = { type: 'batch'; words: BatchWords } | { type: 'close' };

/**
 * Per append two numbers: [revision, position] of its last event when it was appended, or
 * [-1, actual revision] when its expected revision did not match (-1 when the stream did not exist).
 * `before` is the log's last position when the IMMEDIATE transaction began, `after` its last
 * position at COMMIT: every event in (before, after] is this batch's (writers take turns).
 */
export type FromWriter =
  | { type: 'committed'; outcomes: number[]; before: number; after: number }
  /** The transaction rolled back; the error's message and SQLite code (SQLITE_FULL...) for the main thread's StorageWatch. */
  | { type: 'failed'; message: string; code: string | null }
  | { type: 'started'; synchronous: number; journalMode: string };

export interface WriterData {
  file: string;
  /** Test only: StorageWatch's page-limit file, applied to the writer's connection before each batch. */
  pageLimitFile: string | undefined;
  /** Test only: see SqliteEventStore's `testHold`; slots as HOLD. */
  hold: SharedArrayBuffer | undefined;
  holdSlots: typeof HOLD;
}

/** Slots of the test-only hold (Int32Array over WriterData.hold). */
export const HOLD = {
  /** Set to 1 by the test: the writer waits before COMMIT while it is 1. */
  beforeCommit: 0,
  /** Set to 1 by the test: the writer waits after COMMIT, before replying, while it is 1. */
  afterCommit: 1,
  /** Counted by the writer: batches that reached COMMIT / that committed. */
  reachedCommit: 2,
  committed: 3,
} as const;

export const encodeExpected = (expected: bigint | 'no_stream' | 'stream_exists' | 'any'): string =>
  typeof expected === 'bigint' ? expected.toString() : expected;

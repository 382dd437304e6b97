// The event log's writing connection, on its own thread: the COMMIT's fsync
// (synchronous=FULL) blocks this thread instead of the one parsing requests. In WAL mode a commit
// is published to other connections only after the log's fsync, and SqliteEventStore acknowledges
// an append only when this thread's reply for its batch arrives, posted after COMMIT returned.
//
// Plain JavaScript with no workspace imports, so that it starts without a TypeScript loader (tsx
// in a worker costs seconds; Node 20 workers ignore --import) and the build (scripts/build.mjs)
// emits it as platform/dist/eventLogWriter.mjs beside the code that starts it. Messages:
// writerProtocol.ts. The storage watch stays on the main thread: failures
// come back as their message and SQLite code.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {import('./writerProtocol').WriterData} */
const { file, pageLimitFile, hold, holdSlots } = workerData;
const port = parentPort;
const held = hold ? new Int32Array(hold) : null;

const db = new Database(file);
// As schema.ts openDurable: WAL, and an fsync of the log at every commit.
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');

const statements = {
  streamNo: db.prepare('SELECT stream_no FROM streams WHERE name = ?').pluck(),
  newStream: db.prepare('INSERT INTO streams (name) VALUES (?)'),
  revisionOf: db.prepare('SELECT revision FROM events WHERE stream_no = ? ORDER BY revision DESC LIMIT 1').pluck(),
  insert: db.prepare('INSERT INTO events (id, stream_no, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)'),
  head: db.prepare('SELECT max(position) FROM events').pluck(),
};

/** Test only (storageWatch.ts): SQLite's max_page_count from a file, so SQLITE_FULL comes exactly where a full disk's would. */
const applyPageLimit = () => {
  if (pageLimitFile === undefined) return;
  const limit = Number(readFileSync(pageLimitFile, 'utf8').trim());
  if (Number.isInteger(limit) && limit > 0) db.pragma(`max_page_count = ${limit}`);
};

/** @param {string} expected @param {number} actual -1 when the stream does not exist */
const matches = (expected, actual) => {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === -1;
  if (expected === 'stream_exists') return actual !== -1;
  return actual === Number(expected);
};

/** Appends each append that matches its expected revision; the others fail alone (outcomes: writerProtocol.ts). */
const appendAll = (/** @type {string[]} */ words, /** @type {number[]} */ outcomes) => {
  for (let i = 0; i < words.length; ) {
    const streamId = words[i];
    const expected = words[i + 1];
    const first = i + 3;
    i = first + Number(words[i + 2]) * 4;
    const streamNo = statements.streamNo.get(streamId);
    let revision = streamNo === undefined ? -1 : (statements.revisionOf.get(streamNo) ?? -1);
    if (!matches(expected, revision)) {
      outcomes.push(-1, revision);
      continue;
    }
    const no = streamNo ?? Number(statements.newStream.run(streamId).lastInsertRowid);
    let position = 0;
    for (let e = first; e < i; e += 4) {
      revision += 1;
      position = Number(statements.insert.run(words[e], no, revision, words[e + 1], words[e + 2], words[e + 3]).lastInsertRowid);
    }
    outcomes.push(revision, position);
  }
};

/** Test only: counts the step, then waits while the spec holds it (sqliteEventStore.spec.ts). */
const waitWhileHeld = (/** @type {number} */ slot, /** @type {number} */ counter) => {
  if (!held) return;
  Atomics.add(held, counter, 1);
  while (Atomics.load(held, slot) === 1) Atomics.wait(held, slot, 1, 50);
};

const commit = (/** @type {string[]} */ words) => {
  /** @type {number[]} */
  const outcomes = [];
  let before = 0;
  let after = 0;
  try {
    applyPageLimit();
    // IMMEDIATE: the write lock before reading revisions, so another process cannot commit in between.
    db.transaction(() => {
      before = statements.head.get() ?? 0;
      appendAll(words, outcomes);
      after = statements.head.get() ?? 0;
      waitWhileHeld(holdSlots.beforeCommit, holdSlots.reachedCommit);
    }).immediate();
  } catch (error) {
    // Rolled back: nothing of this batch is stored, so nothing of it is acknowledged.
    const e = /** @type {{ message?: unknown; code?: unknown }} */ (error ?? {});
    port.postMessage({ type: 'failed', message: String(e.message ?? error), code: typeof e.code === 'string' ? e.code : null });
    return;
  }
  waitWhileHeld(holdSlots.afterCommit, holdSlots.committed);
  port.postMessage({ type: 'committed', outcomes, before, after });
};

port.on('message', (/** @type {import('./writerProtocol').ToWriter} */ message) => {
  if (message.type === 'batch') commit(message.words);
  else {
    db.close();
    port.close();
  }
});

port.postMessage({
  type: 'started',
  synchronous: db.pragma('synchronous', { simple: true }),
  journalMode: db.pragma('journal_mode', { simple: true }),
});

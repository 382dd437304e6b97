import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type AppendResult } from '../port';
import { SqliteEventStore } from './sqliteEventStore';
import { HOLD } from './writerProtocol';

/**
 * The event log's COMMIT runs on a writer thread (eventLogWriter.mjs) so that its
 * fsync does not hold up the main thread. These are the rules that keep it crash-safe.
 */
const dir = mkdtempSync(join(tmpdir(), 'events-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const event = (n: number) => ({ id: randomUUID(), type: 'Tested', data: { n }, metadata: {} as never });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (test: () => boolean, what: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
};
/** A store whose writer a spec can hold before and after COMMIT (writerProtocol.ts HOLD). */
const heldStore = (name: string) => {
  const file = join(dir, name);
  const slots = new Int32Array(new SharedArrayBuffer(16));
  const store = new SqliteEventStore(file, { testHold: slots.buffer });
  const set = (slot: number, value: 0 | 1) => {
    Atomics.store(slots, slot, value);
    Atomics.notify(slots, slot);
  };
  return { file, store, slots, set };
};
/** Whether a promise has settled yet (it is given a few turns to). */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await sleep(30);
  return done;
};
const countEvents = (file: string) => {
  const other = new Database(file, { readonly: true });
  try {
    return other.prepare('SELECT count(*) FROM events').pluck().get() as number;
  } finally {
    other.close();
  }
};

describe('the event log writer thread', () => {
  it('commits in WAL mode with synchronous=FULL: a commit is published to readers only after the fsync of the log', async () => {
    const store = new SqliteEventStore(join(dir, 'settings.sqlite'));
    try {
      expect(await store.writerSettings()).toEqual({ synchronous: 2, journalMode: 'wal' });
    } finally {
      await store.close();
    }
  });

  it('acknowledges an append only after its batch committed; a second connection never reads a batch before its COMMIT returned', async () => {
    const { file, store, slots, set } = heldStore('held.sqlite');
    try {
      set(HOLD.beforeCommit, 1);
      const first = store.appendToStream('game-1', [event(1), event(2)], { expectedRevision: 'no_stream' });
      await until(() => Atomics.load(slots, HOLD.reachedCommit) === 1, 'the batch to reach COMMIT');
      // Inserted, not committed: not acknowledged, and neither another connection nor the store's own reads see it.
      expect(await settled(first)).toBe(false);
      expect(countEvents(file)).toBe(0);
      expect(await store.readStream('game-1')).toEqual([]);
      expect(await store.headPosition()).toBeNull();
      // Meanwhile this thread goes on: appends queue up as the next batch (at most one batch in flight).
      const queued = [store.appendToStream('game-2', [event(3)], { expectedRevision: 'no_stream' })];
      await sleep(10);
      queued.push(store.appendToStream('game-3', [event(4)], { expectedRevision: 'no_stream' }));
      expect(Atomics.load(slots, HOLD.reachedCommit)).toBe(1);

      // COMMIT returned, reply not sent yet: what a reader sees is committed (durable), and still not acknowledged.
      set(HOLD.afterCommit, 1);
      set(HOLD.beforeCommit, 0);
      await until(() => Atomics.load(slots, HOLD.committed) === 1, 'the batch to commit');
      expect(countEvents(file)).toBe(2);
      expect(await settled(first)).toBe(false);
      set(HOLD.afterCommit, 0);
      const result = await first;
      expect(result).toEqual({ nextExpectedRevision: 1n, position: 2n });

      // The two queued appends went as one batch after the reply.
      expect((await Promise.all(queued)).map((r) => r.position)).toEqual([3n, 4n]);
      expect(Atomics.load(slots, HOLD.committed)).toBe(2);
      expect(countEvents(file)).toBe(4);
    } finally {
      set(HOLD.beforeCommit, 0);
      set(HOLD.afterCommit, 0);
      await store.close();
    }
  });

  it('checks each append of one batch against its own expected revision: two at one revision, and a wrong one, fail alone', async () => {
    const { store, slots } = heldStore('one-batch.sqlite');
    try {
      await store.appendToStream('b', [event(0)], { expectedRevision: 'no_stream' });
      const batchesBefore = Atomics.load(slots, HOLD.committed);
      // One turn: one batch.
      const attempts = await Promise.allSettled<AppendResult>([
        store.appendToStream('a', [event(1)], { expectedRevision: 'no_stream' }),
        store.appendToStream('b', [event(2)], { expectedRevision: 0n }),
        store.appendToStream('b', [event(3)], { expectedRevision: 0n }),
        store.appendToStream('c', [event(4)], { expectedRevision: 7n }),
        store.appendToStream('b', [event(5), event(6)], { expectedRevision: 1n }),
        store.appendToStream('a', [event(7)], { expectedRevision: 'stream_exists' }),
      ]);
      expect(Atomics.load(slots, HOLD.committed) - batchesBefore).toBe(1);
      expect(
        attempts.map((a) => (a.status === 'fulfilled' ? a.value.nextExpectedRevision : (a.reason as WrongExpectedRevisionError).actual)),
      ).toEqual([0n, 1n, 1n, 'no_stream', 3n, 1n]);
      expect(attempts.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
      for (const a of attempts) if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.readStream('b')).map((e) => e.data)).toEqual([{ n: 0 }, { n: 2 }, { n: 5 }, { n: 6 }]);
      expect((await store.readStream('a')).map((e) => e.data)).toEqual([{ n: 1 }, { n: 7 }]);
      expect(await store.readStream('c')).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('never answers from a known head another connection moved, also while its own batch is in flight', async () => {
    const { file, store, slots, set } = heldStore('heads.sqlite');
    const other = new Database(file);
    const foreign = (stream: string, revision: number, n: number) =>
      other
        .prepare(
          "INSERT INTO events (id, stream_no, revision, type, data, metadata) VALUES (?, (SELECT stream_no FROM streams WHERE name = ?), ?, 'Tested', ?, '{}')",
        )
        .run(randomUUID(), stream, revision, JSON.stringify({ n }));
    try {
      await store.appendToStream('mine', [event(1)], { expectedRevision: 'no_stream' });
      await store.appendToStream('theirs', [event(2)], { expectedRevision: 'no_stream' });
      expect(await store.readStream('theirs', { fromRevision: 1n })).toEqual([]); // known head: 0
      // Another connection writes, then a batch of ours goes and is held before its COMMIT.
      foreign('theirs', 1, 3);
      set(HOLD.beforeCommit, 1);
      const reached = Atomics.load(slots, HOLD.reachedCommit);
      const mine = store.appendToStream('mine', [event(4)], { expectedRevision: 0n });
      await until(() => Atomics.load(slots, HOLD.reachedCommit) === reached + 1, 'the batch to reach COMMIT');
      expect((await store.readStream('theirs', { fromRevision: 1n })).map((e) => e.data)).toEqual([{ n: 3 }]);
      set(HOLD.beforeCommit, 0);
      await mine;
      // The reply shows that someone else wrote before this batch: nothing known is believed.
      foreign('theirs', 2, 5);
      await sleep(0);
      expect((await store.readStream('theirs', { fromRevision: 2n })).map((e) => e.data)).toEqual([{ n: 5 }]);
      await expect(store.appendToStream('theirs', [event(6)], { expectedRevision: 1n })).rejects.toThrow(WrongExpectedRevisionError);
      await store.appendToStream('theirs', [event(6)], { expectedRevision: 2n });
      expect((await store.readStream('mine')).map((e) => e.data)).toEqual([{ n: 1 }, { n: 4 }]);
    } finally {
      set(HOLD.beforeCommit, 0);
      other.close();
      await store.close();
    }
  });

  it('writes what is queued when closed, ends its thread, and refuses appends after', async () => {
    const store = new SqliteEventStore(join(dir, 'close.sqlite'));
    const appends = Array.from({ length: 20 }, (_, i) => store.appendToStream(`s-${i % 4}`, [event(i)], { expectedRevision: 'any' }));
    await store.close();
    expect((await Promise.all(appends)).length).toBe(20);
    await expect(store.appendToStream('s-0', [event(99)], { expectedRevision: 'any' })).rejects.toThrow(/closed/);
    expect(countEvents(join(dir, 'close.sqlite'))).toBe(20);
  });
});

/**
 * The crash test of the writer thread: a child process appends from 48 concurrent loops and prints
 * each append once acknowledged; it is killed with SIGKILL the moment a random ack is read, six
 * times on the same file. Every acknowledged append must be in the file afterwards, at its revision. (SIGKILL
 * does not lose the page cache, so this proves "acknowledged ⇒ committed"; "committed ⇒ on disk"
 * is synchronous=FULL on the writer's connection, checked above.) CRASH_SEED reproduces a run.
 */
describe('SIGKILL under load loses no acknowledged append', () => {
  const child = join(import.meta.dirname, 'testing/appendUnderLoad.ts');
  const initialSeed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
  let seed = initialSeed;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it('keeps every acknowledged append across kills', async () => {
    console.info(`writer crash test seed ${initialSeed}`);
    const file = join(dir, 'crash.sqlite');
    const acked = new Map<string, { stream: string; revision: number }>();
    let kills = 0;
    for (let cycle = 0; cycle < 6; cycle++) {
      const proc = spawn(process.execPath, ['--import', 'tsx', child, file, String(Math.floor(random() * 1e6))], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Killed the moment the parent reads a random ack: the child is then mid-load with its next batches in flight.
      const killAt = 100 + Math.floor(random() * 300);
      let buffered = '';
      let stderr = '';
      let acksThisCycle = 0;
      proc.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      proc.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        for (const line of lines) {
          const [word, stream, revision, ids] = line.split(' ');
          if (word !== 'ack') continue;
          // An append's events end at the acknowledged revision.
          const list = ids!.split(',');
          list.forEach((id, i) => acked.set(id, { stream: stream!, revision: Number(revision) - (list.length - 1 - i) }));
          if (++acksThisCycle === killAt) proc.kill('SIGKILL');
        }
      });
      const signal = await new Promise<NodeJS.Signals | null>((resolve) => proc.once('exit', (_code, signal) => resolve(signal)));
      expect(signal, stderr).toBe('SIGKILL');
      kills++;

      const db = new Database(file);
      try {
        const stored = new Map(
          (
            db.prepare('SELECT e.id, s.name, e.revision FROM events e JOIN streams s ON s.stream_no = e.stream_no').raw().all() as Array<
              [string, string, number]
            >
          ).map(([id, stream, revision]) => [id, { stream, revision }]),
        );
        const lost = [...acked].filter(([id, at]) => stored.get(id)?.stream !== at.stream || stored.get(id)?.revision !== at.revision);
        expect(lost, `acknowledged but not stored (cycle ${cycle}, CRASH_SEED=${initialSeed})`).toEqual([]);
      } finally {
        db.close();
      }
    }
    console.info(`writer crash test: ${kills} kills, ${acked.size} acknowledged events`);
    expect(acked.size).toBeGreaterThan(6 * 100);
  }, 240_000);
});

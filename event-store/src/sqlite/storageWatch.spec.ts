import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StorageUnavailableError, storageFaultOf } from '@sports/contracts';
import { SqliteEventStore } from './sqliteEventStore';

const dir = mkdtempSync(join(tmpdir(), 'events-full-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const event = (n: number, size = 0) => ({ id: randomUUID(), type: 'Tested', data: { n, pad: 'x'.repeat(size) }, metadata: {} as never });

describe('storage faults are typed', () => {
  it('knows the disk errors from SQLite and Node, and nothing else', () => {
    expect(storageFaultOf({ code: 'SQLITE_FULL' })).toBe('disk full');
    expect(storageFaultOf({ code: 'SQLITE_IOERR_WRITE' })).toBe('I/O error (SQLITE_IOERR_WRITE)');
    expect(storageFaultOf({ code: 'SQLITE_READONLY_DBMOVED' })).toMatch(/^read-only/);
    expect(storageFaultOf({ code: 'ENOSPC' })).toBe('disk full');
    expect(storageFaultOf({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBeNull();
    expect(storageFaultOf(new Error('boom'))).toBeNull();
    expect(storageFaultOf(null)).toBeNull();
  });
});

/**
 * SQLite's own full condition (max_page_count, through the test-only limit file) fails an
 * append with SQLITE_FULL exactly where a full disk would; raising the limit is space returning.
 */
describe('embedded log on a full disk', () => {
  it('refuses appends with StorageUnavailableError, keeps nothing of them, and recovers through its probe', async () => {
    const limitFile = join(dir, 'page-limit');
    writeFileSync(limitFile, '1000000');
    process.env.SPORTS_TEST_EVENT_LOG_PAGE_LIMIT_FILE = limitFile;
    const store = new SqliteEventStore(join(dir, 'events.sqlite'), { probeEveryMs: 50 });
    delete process.env.SPORTS_TEST_EVENT_LOG_PAGE_LIMIT_FILE;
    try {
      let revision = (await store.appendToStream('s-1', [event(0)], { expectedRevision: 'no_stream' })).nextExpectedRevision;
      writeFileSync(limitFile, '1'); // as full as it is now
      let refused: unknown = null;
      for (let n = 1; n < 1000 && !refused; n++) {
        try {
          revision = (await store.appendToStream('s-1', [event(n, 2000)], { expectedRevision: revision })).nextExpectedRevision;
        } catch (error) {
          refused = error;
        }
      }
      expect(refused).toBeInstanceOf(StorageUnavailableError);
      expect((refused as StorageUnavailableError).code).toBe('STORAGE_UNAVAILABLE');
      expect(store.storageProblem).toBe('storage: disk full');
      // Nothing of the refused append is stored, and the store's own idea of the head did not move.
      const head = await store.headPosition();
      const stored = await store.readStream('s-1');
      expect(BigInt(stored.length - 1)).toBe(revision);
      expect(stored[stored.length - 1]!.position).toBe(head);
      // Still full: the probe keeps the condition.
      await new Promise((r) => setTimeout(r, 200));
      expect(store.storageProblem).toBe('storage: disk full');
      writeFileSync(limitFile, '1000000');
      const deadline = Date.now() + 5_000;
      while (store.storageProblem !== null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(store.storageProblem).toBeNull();
      // The next append goes on from the last acknowledged revision.
      const next = await store.appendToStream('s-1', [event(9999)], { expectedRevision: revision });
      expect(next.nextExpectedRevision).toBe(revision + 1n);
      expect((await store.readStream('s-1')).length).toBe(Number(revision) + 2);
    } finally {
      await store.close();
    }
  });
});

describe('a full disk under the writer thread', () => {
  it('rejects every append of the failed batch, keeps none of it, and the next batch goes on from the stored heads', async () => {
    const limitFile = join(dir, 'page-limit-batch');
    writeFileSync(limitFile, '1000000');
    process.env.SPORTS_TEST_EVENT_LOG_PAGE_LIMIT_FILE = limitFile;
    const store = new SqliteEventStore(join(dir, 'batch.sqlite'), { probeEveryMs: 50 });
    delete process.env.SPORTS_TEST_EVENT_LOG_PAGE_LIMIT_FILE;
    try {
      await store.appendToStream('a', [event(0)], { expectedRevision: 'no_stream' });
      await store.appendToStream('b', [event(0)], { expectedRevision: 'no_stream' });
      const head = await store.headPosition();
      writeFileSync(limitFile, '1');
      // One turn, one batch: big enough that it cannot fit in the pages the file has.
      const attempts = await Promise.allSettled([
        store.appendToStream('a', [event(1, 20_000)], { expectedRevision: 0n }),
        store.appendToStream('b', [event(1, 20_000)], { expectedRevision: 0n }),
        store.appendToStream('c', [event(1, 20_000)], { expectedRevision: 'no_stream' }),
      ]);
      expect(attempts.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
      for (const a of attempts) expect((a as PromiseRejectedResult).reason).toBeInstanceOf(StorageUnavailableError);
      expect(store.storageProblem).toBe('storage: disk full');
      expect(await store.headPosition()).toBe(head);
      expect(await store.readStream('c')).toEqual([]);
      writeFileSync(limitFile, '1000000');
      const next = await Promise.all([
        store.appendToStream('a', [event(2)], { expectedRevision: 0n }),
        store.appendToStream('c', [event(2)], { expectedRevision: 'no_stream' }),
      ]);
      expect(next.map((r) => r.nextExpectedRevision)).toEqual([1n, 0n]);
      expect(store.storageProblem).toBeNull();
    } finally {
      await store.close();
    }
  });
});

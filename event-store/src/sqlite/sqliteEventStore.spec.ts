import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventStoreContract } from '../contract';
import { WrongExpectedRevisionError } from '../port';
import { SqliteEventStore } from './sqliteEventStore';
import { nameBytes } from './streamNames';

const dir = mkdtempSync(join(tmpdir(), 'events-'));
const file = join(dir, 'events.sqlite');

eventStoreContract('embedded SQLite', {
  open: async () => new SqliteEventStore(file),
  reopen: async (store) => {
    await store.close();
    return new SqliteEventStore(file);
  },
});

describe('embedded SQLite shared by two processes', () => {
  const event = (n: number) => ({ id: randomUUID(), type: 'Tested', data: { n }, metadata: {} as never });

  it('sees appends made through another connection to the same file', async () => {
    const shared = join(dir, 'shared.sqlite');
    const writer = new SqliteEventStore(shared);
    const reader = new SqliteEventStore(shared);
    try {
      await writer.appendToStream('game-1', [event(1)], { expectedRevision: 'no_stream' });
      expect(await reader.readStream('game-1')).toHaveLength(1);
      // The reader now knows revision 0 is the head; nothing new yet.
      expect(await reader.readStream('game-1', { fromRevision: 1n })).toEqual([]);
      await writer.appendToStream('game-1', [event(2)], { expectedRevision: 0n });
      expect((await reader.readStream('game-1', { fromRevision: 1n })).map((e) => e.data)).toEqual([{ n: 2 }]);
      // And the reader's own append after that is checked against the real head.
      await reader.appendToStream('game-1', [event(3)], { expectedRevision: 1n });
      await writer.appendToStream('game-1', [event(4)], { expectedRevision: 2n });
      expect((await reader.readStream('game-1', { fromRevision: 3n })).map((e) => e.data)).toEqual([{ n: 4 }]);
      await expect(reader.appendToStream('game-1', [event(5)], { expectedRevision: 2n })).rejects.toThrow(WrongExpectedRevisionError);
    } finally {
      await writer.close();
      await reader.close();
    }
  });

  it('asks whether another connection wrote once a turn, and an append on a head moved within that turn still fails alone and reads anew', async () => {
    const shared = join(dir, 'turn.sqlite');
    const store = new SqliteEventStore(shared);
    const other = new Database(shared);
    try {
      await store.appendToStream('game-1', [event(1)], { expectedRevision: 'no_stream' });
      expect(await store.readStream('game-1')).toHaveLength(1);
      // One turn: the store has asked, then another process commits revision 1.
      const asked = store.readStream('game-1', { fromRevision: 1n });
      other
        .prepare(
          "INSERT INTO events (id, stream_no, revision, type, data, metadata) VALUES (?, (SELECT stream_no FROM streams WHERE name = 'game-1'), 1, 'Tested', '{\"n\":2}', '{}')",
        )
        .run(randomUUID());
      const sameTurn = store.readStream('game-1', { fromRevision: 1n });
      expect(await asked).toEqual([]);
      // Within the turn the head may still look unmoved; the append's own check (afresh, in its transaction) refuses it.
      expect((await sameTurn).length).toBeLessThanOrEqual(1);
      await expect(store.appendToStream('game-1', [event(3)], { expectedRevision: 0n })).rejects.toThrow(WrongExpectedRevisionError);
      expect((await store.readStream('game-1', { fromRevision: 1n })).map((e) => e.data)).toEqual([{ n: 2 }]);
      await store.appendToStream('game-1', [event(3)], { expectedRevision: 1n });
    } finally {
      other.close();
      await store.close();
    }
  });
});

describe('embedded SQLite data directories from before stream numbers', () => {
  it('are migrated in place, keeping positions, revisions and order', async () => {
    const legacy = join(dir, 'legacy.sqlite');
    const db = new Database(legacy);
    db.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
      type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream_id, revision))`);
    const insert = db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
    insert.run('e1', 'game-b', 0, 'Tested', '{"n":1}', '{}');
    insert.run('e2', 'game-a', 0, 'Tested', '{"n":2}', '{}');
    insert.run('e3', 'game-b', 1, 'Tested', '{"n":3}', '{}');
    db.close();

    const store = new SqliteEventStore(legacy);
    try {
      const all = await store.readAll({ after: null, maxCount: 10 });
      expect(all.map((e) => [e.position, e.streamId, e.revision, e.data])).toEqual([
        [1n, 'game-b', 0n, { n: 1 }],
        [2n, 'game-a', 0n, { n: 2 }],
        [3n, 'game-b', 1n, { n: 3 }],
      ]);
      await store.appendToStream('game-b', [{ id: randomUUID(), type: 'Tested', data: { n: 4 }, metadata: {} as never }], {
        expectedRevision: 1n,
      });
      expect((await store.readStream('game-b')).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
    } finally {
      await store.close();
    }
  });
});

describe('embedded SQLite stream names read with the log', () => {
  const event = (n: number) => ({ id: randomUUID(), type: 'Tested', data: { n }, metadata: {} as never });

  it('names every event of a read that fills the bounded cache, the streams it knew before included', async () => {
    const store = new SqliteEventStore(join(dir, 'names.sqlite'), { streamNameBytes: 3 * nameBytes('a') });
    try {
      for (const stream of ['a', 'b', 'c', 'd', 'e']) await store.appendToStream(stream, [event(1)], { expectedRevision: 'no_stream' });
      // Learns a and b; then a read of all five needs three more than the cache has room for, and forgets some it knew.
      expect((await store.readAll({ after: null, maxCount: 2 })).map((e) => e.streamId)).toEqual(['a', 'b']);
      expect((await store.readAll({ after: null, maxCount: 5 })).map((e) => e.streamId)).toEqual(['a', 'b', 'c', 'd', 'e']);
    } finally {
      await store.close();
    }
  });
});

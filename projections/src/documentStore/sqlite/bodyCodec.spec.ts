import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CHANGES_FROM_START, type DocumentWrite } from '../port';
import { SqliteDocumentStore } from './sqliteDocumentStore';

/** Bodies stored compressed against a dictionary of the collection's first documents (docs/adr/0138-compressed-bodies.md). */
const freshFile = () => join(mkdtempSync(join(tmpdir(), 'bodies-')), 'read.sqlite');

const games = { name: 'games', indexes: [{ fields: [['listingId', 1]] as const }] };

const game = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `g${n}`,
  name: `Evening football ${n} with a long description that repeats between games`,
  listingId: n % 2 ? 'football' : 'tennis',
  symbol: '₹',
  participantDetail: [{ id: `u${n}`, status: 'joined', name: `Player ${n}`, isOfflineParticipant: false }],
  ...extra,
});

const writesOf = (collection: string, from: number, to: number, position = 0n): DocumentWrite[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    collection,
    id: `g${from + i}`,
    doc: game(from + i),
    position: position + BigInt(i + 1),
  }));

/** Each stored body's SQLite type and length, by id. */
const storedBodies = (path: string, table = 'doc_games'): Map<string, { type: string; bytes: number }> => {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db.prepare(`SELECT id, typeof(body) AS type, length(CAST(body AS BLOB)) AS bytes FROM ${table}`).all() as Array<{
      id: string;
      type: string;
      bytes: number;
    }>;
    return new Map(rows.map((r) => [r.id, { type: r.type, bytes: r.bytes }]));
  } finally {
    db.close();
  }
};

describe('embedded SQLite document store compressed bodies', () => {
  it('keeps a collection’s first documents as text, then compresses, and reads both back the same through every read', async () => {
    const path = freshFile();
    const store = new SqliteDocumentStore(path);
    await store.ensureCollection(games);
    await store.commit(writesOf('games', 1, 40), []);

    const bodies = storedBodies(path);
    // The first eight make the dictionary and stay as written; every later one is compressed to a fraction.
    expect(bodies.get('g1')).toMatchObject({ type: 'text' });
    expect(bodies.get('g8')).toMatchObject({ type: 'blob' });
    expect(bodies.get('g40')!.type).toBe('blob');
    const json = Buffer.byteLength(JSON.stringify(game(40)));
    expect(bodies.get('g40')!.bytes).toBeLessThan(json / 3);

    expect(await store.get('games', 'g1')).toEqual(game(1));
    expect(await store.get('games', 'g40')).toEqual(game(40));
    expect(await store.find('games', { filter: { listingId: 'tennis' }, sort: [['listingId', 1]], limit: 3 })).toEqual([
      game(10),
      game(12),
      game(14),
    ]);
    expect((await store.findJson('games', { filter: { listingId: 'football' }, limit: 2 })).map((j) => JSON.parse(j) as unknown)).toEqual([
      game(1),
      game(11),
    ]);
    const stored = await store.getStored('games', ['g2', 'g39']);
    expect(stored.get('g39')).toEqual({ doc: game(39), position: 39n });
    const changes = await store.changesSince('games', CHANGES_FROM_START, 100);
    expect(changes).toHaveLength(40);
    expect(changes.map((c) => c.doc)).toEqual(Array.from({ length: 40 }, (_, i) => game(i + 1)));
    await store.close();
  });

  it('reads compressed bodies through another connection, and keeps compressing with the stored dictionary after a restart', async () => {
    const path = freshFile();
    const writer = new SqliteDocumentStore(path);
    const reader = new SqliteDocumentStore(path);
    await writer.ensureCollection(games);
    await reader.ensureCollection(games);
    await writer.commit(writesOf('games', 1, 20), []);
    expect(await reader.get('games', 'g20')).toEqual(game(20));
    await writer.close();

    const restarted = new SqliteDocumentStore(path);
    await restarted.ensureCollection(games);
    await restarted.commit(writesOf('games', 21, 22, 20n), []);
    expect(storedBodies(path).get('g21')!.type).toBe('blob');
    expect(await reader.get('games', 'g22')).toEqual(game(22));
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT count(*) FROM body_dictionaries').pluck().get()).toBe(1);
    db.close();
    await restarted.close();
    await reader.close();
  });

  it('opens a file made before compression (text bodies, no dictionaries table) and compresses what it writes from then on', async () => {
    const path = freshFile();
    const old = new SqliteDocumentStore(path);
    await old.ensureCollection(games);
    await old.commit(writesOf('games', 1, 5), []);
    await old.close();
    const db = new Database(path);
    db.exec('DROP TABLE body_dictionaries');
    db.close();

    const upgraded = new SqliteDocumentStore(path);
    await upgraded.ensureCollection(games);
    expect(await upgraded.get('games', 'g5')).toEqual(game(5));
    await upgraded.commit(writesOf('games', 6, 30, 5n), []);
    const bodies = storedBodies(path);
    expect(bodies.get('g5')!.type).toBe('text');
    expect(bodies.get('g30')!.type).toBe('blob');
    expect((await upgraded.changesSince('games', CHANGES_FROM_START, 100)).map((c) => c.doc)).toEqual(
      Array.from({ length: 30 }, (_, i) => game(i + 1)),
    );
    await upgraded.close();
  });

  it('forgets a dictionary whose transaction rolled back, so no body ever names a dictionary the file lacks', async () => {
    const path = freshFile();
    const store = new SqliteDocumentStore(path);
    await store.ensureCollection(games);
    // The dictionary is made by the eighth write; the write after it fails, so the whole commit rolls back.
    await expect(
      store.commit([...writesOf('games', 1, 10), { collection: 'never-ensured', id: 'x', doc: { id: 'x' }, position: 11n }], []),
    ).rejects.toThrow(/never-ensured/);
    await store.commit(writesOf('games', 1, 30), []);
    await store.close();

    const later = new SqliteDocumentStore(path);
    await later.ensureCollection(games);
    expect(await later.get('games', 'g30')).toEqual(game(30));
    expect((await later.changesSince('games', CHANGES_FROM_START, 100)).map((c) => c.doc)).toHaveLength(30);
    await later.close();
  });

  it('keeps each body readable through a swap, and fills newly declared fields and arrays from compressed bodies', async () => {
    const path = freshFile();
    const store = new SqliteDocumentStore(path);
    await store.ensureCollection(games);
    await store.commit(writesOf('games', 1, 20), []);
    const fresh = { ...games, name: 'games_fresh' };
    await store.ensureCollection(fresh);
    await store.commit(
      writesOf('games_fresh', 1, 20).map((w) => ({ ...w, doc: game(Number(w.id.slice(1)), { tags: ['rebuilt'], city: 'pune' }) })),
      [],
    );
    await store.swapCollection('games', 'games_fresh');
    expect(storedBodies(path).get('g20')!.type).toBe('blob');
    expect(await store.get('games', 'g20')).toEqual(game(20, { tags: ['rebuilt'], city: 'pune' }));
    await store.close();

    // A field and an array field declared since: their columns and rows come from the compressed bodies.
    const later = new SqliteDocumentStore(path);
    await later.ensureCollection({ ...games, indexes: [...games.indexes, { fields: [['city', 1]] as const }], arrayFields: ['tags'] });
    expect(await later.count('games', { city: 'pune' })).toBe(20);
    expect(await later.count('games', { tags: 'rebuilt' })).toBe(20);
    await later.close();
  });
});

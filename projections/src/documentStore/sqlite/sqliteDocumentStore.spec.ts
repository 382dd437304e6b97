import { mkdtempSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { documentStoreContract } from '../contract';
import { CHANGES_FROM_START } from '../port';
import { SqliteDocumentStore } from './sqliteDocumentStore';

const file = join(mkdtempSync(join(tmpdir(), 'docs-')), 'read.sqlite');

documentStoreContract('embedded SQLite', { open: async () => new SqliteDocumentStore(file) });

describe('embedded SQLite document store plans', () => {
  it('serves filters and sorts from the declared indexes, not a full scan', async () => {
    const store = new SqliteDocumentStore(file);
    const spec = {
      name: 'planned',
      indexes: [
        {
          fields: [
            ['listingId', 1],
            ['startAt', 1],
          ] as const,
        },
        { fields: [['startAt', 1]] as const },
      ],
      arrayFields: ['memberIds'],
    };
    await store.ensureCollection(spec);
    const plan = store
      .explainFind('planned', { filter: { listingId: 'football', startAt: { $gt: 5 } }, sort: [['startAt', 1]] })
      .join('\n');
    expect(plan).toMatch(/USING (COVERING )?INDEX doc_planned__by__c_listingId_a__c_startAt_a__/);
    expect(plan).not.toMatch(/SCAN doc_planned(?! USING)/);
    const members = store.explainFind('planned', { filter: { memberIds: 'u1' } }).join('\n');
    expect(members).toMatch(/doc_planned__c_memberIds/);
    await store.close();
  });
});

describe('embedded SQLite document store sort-only fields', () => {
  const spec = {
    name: 'sorted',
    indexes: [
      {
        fields: [
          ['listingId', 1],
          ['startAt', 1],
        ] as const,
      },
      { fields: [['name', 1]] as const },
    ],
    sortOnly: ['name'],
  };
  /** Each declared index of the collection's table with its columns, in order (the rowid left out). */
  const indexColumns = (path: string): Map<string, string[]> => {
    const db = new Database(path, { readonly: true });
    try {
      const names = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'doc_sorted' AND instr(name, '__by__') > 0")
        .pluck()
        .all() as string[];
      const columns = db.prepare('SELECT name FROM pragma_index_xinfo(?) WHERE name IS NOT NULL').pluck();
      return new Map(names.map((name) => [name, columns.all(name) as string[]]));
    } finally {
      db.close();
    }
  };

  it('keeps a sort-only field in its own index, out of the other indexes, and still answers a filter on it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'docs-')), 'read.sqlite');
    const store = new SqliteDocumentStore(path);
    await store.ensureCollection(spec);
    await store.commit(
      [
        { collection: 'sorted', id: 'b', doc: { id: 'b', listingId: 'football', startAt: 2, name: 'Zed' }, position: 1n },
        { collection: 'sorted', id: 'a', doc: { id: 'a', listingId: 'football', startAt: 1, name: 'Amy' }, position: 2n },
        { collection: 'sorted', id: 'c', doc: { id: 'c', listingId: 'tennis', startAt: 3, name: 'Amy' }, position: 3n },
      ],
      [],
    );
    expect([...indexColumns(path).values()].sort()).toEqual([
      ['c_listingId', 'c_startAt', 'id'],
      ['c_name', 'id', 'c_listingId', 'c_startAt'],
    ]);
    // Sorted by it from its own index; filtered on it beside another index, from the rows.
    expect((await store.find('sorted', { sort: [['name', 1]] })).map((d) => d.id)).toEqual(['a', 'c', 'b']);
    expect(store.explainFind('sorted', { sort: [['name', 1]] }).join('\n')).toMatch(/USING COVERING INDEX doc_sorted__by__c_name_a/);
    const amyAtFootball = { filter: { listingId: 'football', name: 'Amy' }, sort: [['startAt', 1]] as Array<[string, 1 | -1]> };
    expect((await store.find('sorted', amyAtFootball)).map((d) => d.id)).toEqual(['a']);
    expect(await store.count('sorted', { listingId: 'football', name: 'Amy' })).toBe(1);
    await store.close();
  });

  it('refuses a sort-only field that no index is declared on', async () => {
    const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'docs-')), 'read.sqlite'));
    await expect(store.ensureCollection({ ...spec, sortOnly: ['nmae'] })).rejects.toThrow(/sort-only nmae not a declared index/);
    await store.close();
  });
});

describe('embedded SQLite document store layout', () => {
  const freshFile = () => join(mkdtempSync(join(tmpdir(), 'docs-')), 'read.sqlite');
  const games = {
    name: 'games',
    indexes: [
      {
        fields: [
          ['listingId', 1],
          ['startAt', 1],
        ] as const,
      },
    ],
    arrayFields: ['memberIds'],
  };

  it('lays out a read model of an early layout (indexes over generated columns) again: fields beside the bodies, deletions as tombstones', async () => {
    const path = freshFile();
    const old = new Database(path);
    old.exec(`CREATE TABLE doc_games (id TEXT PRIMARY KEY, position INTEGER NOT NULL, body TEXT,
      c_listingId GENERATED ALWAYS AS (json_extract(body, '$.listingId')) VIRTUAL, c_startAt GENERATED ALWAYS AS (json_extract(body, '$.startAt')) VIRTUAL)`);
    old.exec('CREATE INDEX doc_games__c_listingId_a__c_startAt_a ON doc_games (c_listingId ASC, c_startAt ASC)');
    const insert = old.prepare('INSERT INTO doc_games (id, position, body) VALUES (?, ?, ?)');
    insert.run('g1', 1, JSON.stringify({ id: 'g1', listingId: 'football', startAt: 20 }));
    insert.run('g2', 2, JSON.stringify({ id: 'g2', listingId: 'football', startAt: 10 }));
    insert.run('g3', 3, null); // a tombstone stays out of queries
    old.close();

    const store = new SqliteDocumentStore(path);
    await store.ensureCollection(games);
    expect((await store.find(games.name, { filter: { listingId: 'football' }, sort: [['startAt', 1]] })).map((d) => d.id)).toEqual([
      'g2',
      'g1',
    ]);
    expect(await store.count(games.name, { listingId: 'football' })).toBe(2);
    expect((await store.getStored(games.name, ['g3'])).get('g3')).toEqual({ doc: null, position: 3n });
    expect(store.explainFind(games.name, { filter: { listingId: 'football' } }).join('\n')).toMatch(
      /doc_games__by__c_listingId_a__c_startAt_a__/,
    );
    await store.close();
    const check = new Database(path);
    expect(
      check
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'doc_games' AND sql IS NOT NULL ORDER BY name")
        .pluck()
        .all(),
    ).toEqual(['doc_games__by__c_listingId_a__c_startAt_a__b6507584', 'doc_games__changes']);
    expect(check.prepare('SELECT id, position, c_listingId, c_startAt FROM doc_games ORDER BY id').all()).toEqual([
      { id: 'g1', position: 1, c_listingId: 'football', c_startAt: 20 },
      { id: 'g2', position: 2, c_listingId: 'football', c_startAt: 10 },
    ]);
    check.close();
  });

  it('lays out a read model with a fields table again: its columns beside the bodies, its tombstones apart, unwanted side tables dropped', async () => {
    const path = freshFile();
    const old = new Database(path);
    // The layout before docs/adr/0135-fields-beside-bodies.md, a collection without indexed fields among them.
    old.exec('CREATE TABLE doc_games (id TEXT PRIMARY KEY, position INTEGER NOT NULL, body TEXT)');
    old.exec('CREATE TABLE doc_games__fields (id TEXT PRIMARY KEY, c_listingId, c_startAt) WITHOUT ROWID');
    old.exec('CREATE TABLE doc_games__c_participants (value, id TEXT NOT NULL, PRIMARY KEY (value, id)) WITHOUT ROWID');
    old.exec('CREATE TABLE doc_notes (id TEXT PRIMARY KEY, position INTEGER NOT NULL, body TEXT)');
    const insert = (table: string, id: string, position: number, body: object | null) =>
      old.prepare(`INSERT INTO ${table} (id, position, body) VALUES (?, ?, ?)`).run(id, position, body && JSON.stringify(body));
    insert('doc_games', 'g1', 1, { id: 'g1', listingId: 'football', startAt: 20, memberIds: ['u1'] });
    insert('doc_games', 'g2', 2, null);
    insert('doc_notes', 'n1', 3, { id: 'n1', text: 'hello' });
    insert('doc_notes', 'n2', 4, null);
    old.close();

    const store = new SqliteDocumentStore(path);
    await store.ensureCollection(games);
    await store.ensureCollection({ name: 'notes', indexes: [] });
    expect(await store.find(games.name, { filter: { memberIds: 'u1' } })).toEqual([
      { id: 'g1', listingId: 'football', startAt: 20, memberIds: ['u1'] },
    ]);
    expect(await store.count(games.name)).toBe(1);
    expect(await store.count('notes')).toBe(1);
    expect((await store.getStored('notes', ['n1', 'n2'])).get('n2')).toEqual({ doc: null, position: 4n });
    expect((await store.changesSince('notes', CHANGES_FROM_START, 10)).map((c) => [c.id, c.doc === null])).toEqual([
      ['n1', false],
      ['n2', true],
    ]);
    await store.close();
    const check = new Database(path);
    const tables = check.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).not.toContain('doc_games__fields');
    expect(tables).not.toContain('doc_games__c_participants');
    expect(tables).toContain('doc_games__c_memberIds');
    check.close();
  });

  it('fills a newly declared field, nested or boolean, from the stored documents', async () => {
    const path = freshFile();
    const first = new SqliteDocumentStore(path);
    await first.ensureCollection(games);
    const doc = (id: string, city: string, indoor: boolean) => ({ id, listingId: 'tennis', startAt: 1, location: { city }, indoor });
    await first.commit(
      [
        { collection: 'games', id: 'g1', doc: doc('g1', 'pune', true), position: 1n },
        { collection: 'games', id: 'g2', doc: doc('g2', 'delhi', false), position: 2n },
      ],
      [],
    );
    await first.close();

    const later = {
      ...games,
      indexes: [
        ...games.indexes,
        {
          fields: [
            ['location.city', 1],
            ['indoor', 1],
          ] as const,
        },
      ],
    };
    const second = new SqliteDocumentStore(path);
    await second.ensureCollection(later);
    expect((await second.find('games', { filter: { 'location.city': 'pune', indoor: true } })).map((d) => d.id)).toEqual(['g1']);
    await second.commit([{ collection: 'games', id: 'g2', doc: doc('g2', 'pune', true), position: 3n }], []);
    expect(await second.count('games', { 'location.city': 'pune', indoor: true })).toBe(2);
    await second.close();
  });

  it('fills a newly declared array field from the stored documents (not only those written again)', async () => {
    const path = freshFile();
    const plain = { name: 'games', indexes: games.indexes };
    const first = new SqliteDocumentStore(path);
    await first.ensureCollection(plain);
    const doc = (id: string, tags: unknown) => ({ id, listingId: 'tennis', startAt: 1, tags });
    await first.commit(
      [
        { collection: 'games', id: 'g1', doc: doc('g1', ['indoor', 'league', true]), position: 1n },
        { collection: 'games', id: 'g2', doc: doc('g2', 'not an array'), position: 2n },
        { collection: 'games', id: 'g3', doc: null, position: 3n },
      ],
      [],
    );
    await first.close();

    const second = new SqliteDocumentStore(path);
    await second.ensureCollection({ ...plain, arrayFields: ['tags'] });
    expect(await second.count('games', { tags: 'league' })).toBe(1);
    expect(await second.count('games', { tags: true })).toBe(1);
    expect(await second.count('games', { tags: 'not an array' })).toBe(0);
    await second.commit([{ collection: 'games', id: 'g1', doc: doc('g1', ['indoor', true]), position: 4n }], []);
    expect(await second.count('games', { tags: 'league' })).toBe(0);
    expect(await second.count('games', { tags: 'indoor' })).toBe(1);
    await second.close();
  });
});

describe('embedded SQLite document store counts', () => {
  const spec = { name: 'counted', indexes: [{ fields: [['listingId', 1]] as const }] };
  const doc = (id: string, listingId: string) => ({ id, listingId });

  it('keeps a count until the database changes, through this connection or another', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'docs-')), 'read.sqlite');
    const reader = new SqliteDocumentStore(path);
    const writer = new SqliteDocumentStore(path);
    await reader.ensureCollection(spec);
    await writer.ensureCollection(spec);
    await reader.commit([{ collection: 'counted', id: 'a', doc: doc('a', 'football'), position: 1n }], []);
    expect(await reader.count('counted', { listingId: 'football' })).toBe(1);
    expect(await reader.count('counted', { listingId: 'football' })).toBe(1);
    // Another connection (a projector in its own process) commits: the next count sees it.
    await writer.commit([{ collection: 'counted', id: 'b', doc: doc('b', 'football'), position: 2n }], []);
    expect(await reader.count('counted', { listingId: 'football' })).toBe(2);
    // And a commit through the same connection.
    await reader.commit([{ collection: 'counted', id: 'a', doc: null, position: 3n }], []);
    expect(await reader.count('counted', { listingId: 'football' })).toBe(1);
    expect(await reader.count('counted', { listingId: 'cricket' })).toBe(0);
    await reader.close();
    await writer.close();
  });
});

describe('embedded SQLite document store rebuild writes', () => {
  // A rebuild writes each new document's arrays in one statement (json_each) and
  // the document's row with one reused parameter list; the rows must be those of the general path.
  const spec = (name: string) => ({
    name,
    indexes: [{ fields: [['listingId', 1]] as const }, { fields: [['location.city', 1]] as const }, { fields: [['indoor', 1]] as const }],
    arrayFields: ['memberIds'],
  });
  const arrays: unknown[][] = [
    ['u1', 'u2', 'u1', 'u3'],
    ['quote"s', 'back\\slash', '₹ 100', 'emoji 🏏', 'Ünïcode'],
    ['line\nbreak', 'tab\tx', 'u4'],
    ['lone \ud800 surrogate', 'u5', 'u6'],
    ['two', 'only'],
    [1, 2, 2.5, 'mixed'],
    [true, false, 'x'],
    [],
  ];
  const doc = (i: number) => ({
    id: `d${i}`,
    listingId: i % 2 ? 'football' : null,
    location: { city: i % 3 ? `City ${i}` : undefined },
    indoor: i % 2 === 0,
    memberIds: arrays[i],
  });

  it('writes the same fields and array rows for a new document as the path that compares with stored rows', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'docs-')), 'read.sqlite');
    const store = new SqliteDocumentStore(path);
    await store.ensureCollection(spec('fresh'));
    await store.ensureCollection(spec('compared'));
    const docs = arrays.map((_, i) => doc(i));
    await store.commit(
      docs.map((d, i) => ({ collection: 'fresh', id: d.id, doc: d, position: BigInt(i + 1), isNew: true })),
      [],
    );
    await store.commit(
      docs.map((d, i) => ({ collection: 'compared', id: d.id, doc: d, position: BigInt(i + 1), isNew: false })),
      [],
    );
    await store.close();
    const db = new Database(path);
    const rows = (table: string) => db.prepare(`SELECT *, typeof(value) AS type FROM ${table} ORDER BY id, value`).all();
    expect(rows('doc_fresh__c_memberIds')).toEqual(rows('doc_compared__c_memberIds'));
    expect(rows('doc_fresh__c_memberIds')).toHaveLength(arrays.reduce((n, a) => n + new Set(a).size, 0));
    const fields = (table: string) =>
      db.prepare(`SELECT id, position, c_listingId, c_location_city, c_indoor FROM ${table} ORDER BY id`).all();
    expect(fields('doc_fresh')).toEqual(fields('doc_compared'));
    expect(fields('doc_fresh')).toContainEqual({ id: 'd1', position: 2, c_listingId: 'football', c_location_city: 'City 1', c_indoor: 0 });
    db.close();
  });
});

describe('embedded SQLite document store bulk loads beside another writer', () => {
  it('builds the indexes at the end of a bulk load once another connection lets go of the write lock, however long it held it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'docs-')), 'read.sqlite');
    const spec = { name: 'loaded', indexes: [{ fields: [['listingId', 1]] as const }] };
    // A short busy timeout stands in for a lock held past the real one (another rebuild thread's index builds).
    const store = new SqliteDocumentStore(path, { busyTimeoutMs: 20 });
    await store.ensureCollection(spec);
    await store.beginBulkLoad(['loaded']);
    await store.commit([{ collection: 'loaded', id: 'a', doc: { id: 'a', listingId: 'football' }, position: 1n, isNew: true }], []);
    const other = new Database(path);
    other.exec('BEGIN IMMEDIATE');
    let ended = false;
    const ending = store.endBulkLoad(['loaded']).then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ended).toBe(false);
    other.exec('COMMIT');
    other.close();
    await ending;
    expect(store.explainFind('loaded', { filter: { listingId: 'football' } }).join('\n')).toMatch(
      /USING COVERING INDEX doc_loaded__by__c_listingId_a/,
    );
    await store.close();
  });
});

describe('embedded SQLite document store checkpoints (docs/adr/0140)', () => {
  const MB = 1024 * 1024;
  const freshStore = async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'checkpoints-')), 'read.sqlite');
    const store = new SqliteDocumentStore(path);
    await store.ensureCollection({ name: 'pages', indexes: [] });
    return { store, fileBytes: () => statSync(path).size };
  };
  /** `count` new documents of about 2.4 KB each once compressed, from position `from` on. */
  const commitPages = (store: SqliteDocumentStore, count: number, from = 0) =>
    store.commit(
      Array.from({ length: count }, (_, k) => ({
        collection: 'pages',
        id: `p${from + k}`,
        doc: { id: `p${from + k}`, text: randomBytes(2_400).toString('base64') },
        position: BigInt(from + k + 1),
        isNew: true,
      })),
      [{ name: 'pages', position: BigInt(from + count) }],
    );

  it("copies the WAL into the file once about 2 MB were written, not after SQLite's default 8 MB", async () => {
    const { store, fileBytes } = await freshStore();
    await commitPages(store, 1_500); // about 4 MB of pages
    // The commit itself ran the checkpoint: the pages are in the file, not only in the WAL.
    expect(fileBytes()).toBeGreaterThan(3 * MB);
    await store.close();
  });

  it('leaves a commit below 2 MB in the WAL', async () => {
    const { store, fileBytes } = await freshStore();
    await commitPages(store, 300); // under 1 MB
    expect(fileBytes()).toBeLessThan(MB / 2);
    await store.close();
  });

  it("copies at SQLite's default while a rebuild writes, and every 2 MB again once it ends", async () => {
    const { store, fileBytes } = await freshStore();
    await store.beginBulkLoad(['pages']);
    await commitPages(store, 1_500);
    expect(fileBytes()).toBeLessThan(MB / 2);
    await store.endBulkLoad(['pages']);
    // Together under SQLite's default of 1,000 pages: only the 2 MB rule copies them.
    await commitPages(store, 600, 1_500);
    expect(fileBytes()).toBeGreaterThan(4 * MB);
    await store.close();
  });
});

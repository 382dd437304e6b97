import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CollectionSpec } from '../port';
import { ARRAY_TABLE_INFIX, arrayTableOf, columnOf, scalarFieldsOf, tableOf, tombstonesTableOf } from './sqlFilter';

/**
 * A collection is one table of live documents, `doc_X (id, position, <indexed fields>, body)`: the
 * value of every indexed field as a real column ahead of the body (JSON, compressed: bodyCodec.ts), so
 * a row visit never walks past the body and filters, sorts and counts never read one
 * (docs/adr/0135-fields-beside-bodies.md).
 * Each declared index also carries `id` and then the collection's other indexed fields after its
 * own, so any filter on declared fields is checked inside the index (covering), without a row
 * visit; fields declared sort-only are left out of the others' tails (docs/adr/0137-sort-only-fields.md).
 * Deleted documents leave the table for `doc_X__tombstones (id, position)`, so no query needs a
 * term to skip them. Array fields get a side table (value, id), like a multikey index.
 * `whenLocked` runs first inside the schema change's transaction: the store reads every body
 * dictionary there, since a layout change decodes bodies in SQL (`body_json`) and another
 * connection must not add a dictionary in between (docs/adr/0138-compressed-bodies.md).
 */
export const ensureCollectionSchema = (db: Database.Database, spec: CollectionSpec, whenLocked: () => void): void => {
  // One writer at a time: the query connection and the projector's may both ensure at start.
  db.transaction(() => {
    // With the write lock held, nothing another connection commits can change what the schema reads.
    whenLocked();
    const table = tableOf(spec.name);
    const tombstones = tombstonesTableOf(spec.name);
    // First, so a document table of the earlier layout can move its deletions there.
    db.exec(`CREATE TABLE IF NOT EXISTS ${tombstones} (id TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID`);
    ensureDocumentTable(db, spec);
    // Followers of the collection's changes (changesSince) walk these, never the bodies.
    db.exec(`CREATE INDEX IF NOT EXISTS ${changesIndexOf(table)} ON ${table} (position, id)`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${changesIndexOf(tombstones)} ON ${tombstones} (position, id)`);
    ensureIndexes(db, spec);
    ensureArrayTables(db, spec);
  }).immediate();
};

const changesIndexOf = (table: string) => `${table}__changes`;

const columnsOf = (db: Database.Database, table: string): string[] =>
  db.prepare(`SELECT name FROM pragma_table_xinfo('${table}')`).pluck().all() as string[];

const exists = (db: Database.Database, table: string): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;

/**
 * Creates the document table, or lays out again one whose columns are not the declared ones (a
 * field declared or dropped since, or the earlier layout: bodies beside a `__fields` table, deleted
 * documents as rows with a null body). Every column is filled from the stored bodies, as a query
 * would read the field; this copies the table once, at the start after such a change.
 */
const ensureDocumentTable = (db: Database.Database, spec: CollectionSpec): void => {
  const table = tableOf(spec.name);
  const fields = scalarFieldsOf(spec).map(columnOf);
  const wanted = ['id', 'position', ...fields, 'body'];
  const create = (name: string): void => {
    db.exec(`CREATE TABLE ${name} (${['id TEXT PRIMARY KEY', 'position INTEGER NOT NULL', ...fields, 'body TEXT NOT NULL'].join(', ')})`);
  };
  // Names, and whether the column refuses null: the earlier layout's body did not (it held deletions).
  const layout = db.prepare(`SELECT name || ':' || "notnull" FROM pragma_table_xinfo('${table}')`).pluck().all() as string[];
  if (layout.length === 0) return create(table);
  if (layout.join() === wanted.map((c) => `${c}:${c === 'position' || c === 'body' ? 1 : 0}`).join()) return;
  const next = `${table}__next`;
  db.exec(`DROP TABLE IF EXISTS ${next}`);
  create(next);
  // body_json: the body's JSON, compressed or not (registered by the store's BodyCodec).
  const extract = scalarFieldsOf(spec).map((field) => `json_extract(body_json(body), '$.${field}')`);
  db.exec(
    `INSERT INTO ${next} (${wanted.join(', ')}) SELECT ${['id', 'position', ...extract, 'body'].join(', ')} FROM ${table} WHERE body IS NOT NULL`,
  );
  db.exec(`INSERT OR REPLACE INTO ${tombstonesTableOf(spec.name)} (id, position) SELECT id, position FROM ${table} WHERE body IS NULL`);
  db.exec(`DROP TABLE ${table}`);
  db.exec(`DROP TABLE IF EXISTS ${table}__fields`);
  db.exec(`ALTER TABLE ${next} RENAME TO ${table}`);
};

/** The declared indexes, each followed by the other indexed fields; indexes no longer wanted are dropped. */
const ensureIndexes = (db: Database.Database, spec: CollectionSpec): void => {
  const table = tableOf(spec.name);
  const fields = scalarFieldsOf(spec);
  // A sort-only field no index is declared on would be a misspelling that leaves the field in every tail.
  const undeclared = spec.sortOnly?.filter((f) => !fields.includes(f)) ?? [];
  if (undeclared.length) throw new Error(`${spec.name}: sort-only ${undeclared.join(', ')} not a declared index's scalar field`);
  const wanted = new Map<string, string>();
  for (const index of spec.indexes) {
    const own = index.fields.filter(([f]) => fields.includes(f) || f === 'id');
    if (own.length === 0) continue;
    const rest = fields.filter((f) => !own.some(([o]) => o === f) && !spec.sortOnly?.includes(f));
    // `id` right after the declared columns: it completes the sort order (ORDER BY ..., id needs no
    // sorting step) and, being unique, keeps the planner from treating the covering columns behind
    // it as a longer prefix (e.g. privacy then isOnHold then startAt) and preferring a wide index.
    // It takes the direction of the last declared column, as finds break ties (sqliteDocumentStore.ts):
    // then a sort either way on the index's columns is one forward or backward walk, never a sort step.
    const tieBreak = `id ${own.at(-1)![1] === 1 ? 'ASC' : 'DESC'}`;
    const tail = own.some(([o]) => o === 'id') ? rest.map(columnOf) : [tieBreak, ...rest.map(columnOf)];
    const columns = [...own.map(([f, d]) => `${columnOf(f)} ${d === 1 ? 'ASC' : 'DESC'}`), ...tail].join(', ');
    // The name says what the index is declared on; the hash changes when the covered fields do.
    const name = `${table}__by__${own.map(([f, d]) => `${columnOf(f)}_${d === 1 ? 'a' : 'd'}`).join('__')}__${createHash('sha1').update(columns).digest('hex').slice(0, 8)}`;
    wanted.set(name, columns);
  }
  const present = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
    .pluck()
    .all(table) as string[];
  for (const name of present) if (!wanted.has(name) && name !== changesIndexOf(table)) db.exec(`DROP INDEX ${name}`);
  for (const [name, columns] of wanted) db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns})`);
};

/** One side table per array field; a newly declared one is filled from the stored bodies, one no longer declared is dropped. */
const ensureArrayTables = (db: Database.Database, spec: CollectionSpec): void => {
  const table = tableOf(spec.name);
  const declared = new Set((spec.arrayFields ?? []).map((field) => arrayTableOf(spec.name, field)));
  const prefix = `${table}${ARRAY_TABLE_INFIX}`;
  const sideTables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ?) = ?")
    .pluck()
    .all(prefix.length, prefix) as string[];
  for (const side of sideTables) if (!declared.has(side) && columnsOf(db, side).join() === 'value,id') db.exec(`DROP TABLE ${side}`);
  for (const field of spec.arrayFields ?? []) {
    const side = arrayTableOf(spec.name, field);
    const existed = exists(db, side);
    db.exec(`CREATE TABLE IF NOT EXISTS ${side} (value, id TEXT NOT NULL, PRIMARY KEY (value, id)) WITHOUT ROWID`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${side}__id ON ${side} (id)`);
    // A field newly declared on stored documents: its rows come from their bodies, or a filter on
    // it would miss every document until it is written again.
    if (!existed) {
      db.exec(
        `INSERT OR IGNORE INTO ${side} (value, id) SELECT j.value, t.id FROM ${table} t, json_each(body_json(t.body), '$.${field}') j
         WHERE json_type(body_json(t.body), '$.${field}') = 'array'`,
      );
    }
  }
};

export const createCheckpointTable = (db: Database.Database): void => {
  db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
  // Bumped by every swap of a collection (DocumentStore.generationOf).
  db.exec('CREATE TABLE IF NOT EXISTS collection_generations (name TEXT PRIMARY KEY, generation INTEGER NOT NULL)');
};

/** Every index of a collection's tables but the primary keys (see SqliteDocumentStore.beginBulkLoad). */
export const dropSecondaryIndexes = (db: Database.Database, spec: CollectionSpec): void => {
  const tables = [
    tableOf(spec.name),
    tombstonesTableOf(spec.name),
    ...(spec.arrayFields ?? []).map((field) => arrayTableOf(spec.name, field)),
  ];
  const indexesOf = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").pluck();
  db.transaction(() => {
    for (const table of tables) for (const name of indexesOf.all(table) as string[]) db.exec(`DROP INDEX ${name}`);
  }).immediate();
};

import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CollectionSpec } from '../port';
import { arrayTableOf, columnOf, fieldsTableOf, scalarFieldsOf, tableOf } from './sqlFilter';

/**
 * A collection is two tables. `doc_X` holds each document as JSON with the position of the last
 * event applied (tombstones keep a null body). `doc_X__fields` holds, for live documents only,
 * the value of every indexed field as a real column: a row is a few dozen bytes, so the table
 * and its indexes stay in the page cache, and filters, sorts and counts never read or parse a
 * body. Each declared index also carries `id` and then the collection's other indexed fields after
 * its own, so any filter on declared fields is checked inside the index (covering), without a row visit.
 * Array fields get a side table (value, id), like a multikey index.
 */
export const ensureCollectionSchema = (db: Database.Database, spec: CollectionSpec): void => {
  // One writer at a time: the query connection and the projector's may both ensure at start.
  db.transaction(() => {
    const table = tableOf(spec.name);
    db.exec(`CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, position INTEGER NOT NULL, body TEXT)`);
    dropIndexesOverBodies(db, table);
    // Followers of the collection's changes (changesSince) walk this, never the bodies.
    db.exec(`CREATE INDEX IF NOT EXISTS ${changesIndexOf(table)} ON ${table} (position, id)`);
    ensureFieldsTable(db, spec);
    ensureIndexes(db, spec);
    for (const field of spec.arrayFields ?? []) {
      const side = arrayTableOf(spec.name, field);
      const existed = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(side) !== undefined;
      db.exec(`CREATE TABLE IF NOT EXISTS ${side} (value, id TEXT NOT NULL, PRIMARY KEY (value, id)) WITHOUT ROWID`);
      db.exec(`CREATE INDEX IF NOT EXISTS ${side}__id ON ${side} (id)`);
      // A field newly declared on stored documents: its rows come from their bodies, or a filter on
      // it would miss every document until it is written again.
      if (!existed) {
        db.exec(
          `INSERT OR IGNORE INTO ${side} (value, id) SELECT j.value, t.id FROM ${table} t, json_each(t.body, '$.${field}') j
           WHERE t.body IS NOT NULL AND json_type(t.body, '$.${field}') = 'array'`,
        );
      }
    }
  }).immediate();
};

const changesIndexOf = (table: string) => `${table}__changes`;

/** Read models from before the fields table indexed generated columns of the body table; those indexes only cost writes now. */
const dropIndexesOverBodies = (db: Database.Database, table: string): void => {
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
    .pluck()
    .all(table) as string[];
  for (const name of names) if (name !== changesIndexOf(table)) db.exec(`DROP INDEX ${name}`);
};

const columnsOf = (db: Database.Database, table: string): Set<string> =>
  new Set(db.prepare(`SELECT name FROM pragma_table_xinfo('${table}')`).pluck().all() as string[]);

/** Creates the fields table, or adds newly declared fields, filled from the stored bodies. */
const ensureFieldsTable = (db: Database.Database, spec: CollectionSpec): void => {
  const table = tableOf(spec.name);
  const fieldsTable = fieldsTableOf(spec.name);
  const fields = scalarFieldsOf(spec);
  const extract = (field: string) => `json_extract(body, '$.${field}')`;
  const existing = columnsOf(db, fieldsTable);
  if (existing.size === 0) {
    db.exec(`CREATE TABLE ${fieldsTable} (${['id TEXT PRIMARY KEY', ...fields.map(columnOf)].join(', ')}) WITHOUT ROWID`);
    db.exec(
      `INSERT INTO ${fieldsTable} (${['id', ...fields.map(columnOf)].join(', ')})
       SELECT ${['id', ...fields.map(extract)].join(', ')} FROM ${table} WHERE body IS NOT NULL`,
    );
    return;
  }
  for (const field of fields.filter((f) => !existing.has(columnOf(f)))) {
    db.exec(`ALTER TABLE ${fieldsTable} ADD COLUMN ${columnOf(field)}`);
    db.exec(
      `UPDATE ${fieldsTable} SET ${columnOf(field)} = (SELECT ${extract(field)} FROM ${table} WHERE ${table}.id = ${fieldsTable}.id)`,
    );
  }
};

/** The declared indexes, each followed by the other indexed fields; indexes no longer wanted are dropped. */
const ensureIndexes = (db: Database.Database, spec: CollectionSpec): void => {
  const fieldsTable = fieldsTableOf(spec.name);
  const fields = scalarFieldsOf(spec);
  const wanted = new Map<string, string>();
  for (const index of spec.indexes) {
    const own = index.fields.filter(([f]) => fields.includes(f) || f === 'id');
    if (own.length === 0) continue;
    const rest = fields.filter((f) => !own.some(([o]) => o === f));
    // `id` right after the declared columns: it completes the sort order (ORDER BY ..., id needs no
    // sorting step) and, being unique, keeps the planner from treating the covering columns behind
    // it as a longer prefix (e.g. privacy then isOnHold then startAt) and preferring a wide index.
    // It takes the direction of the last declared column, as finds break ties (sqliteDocumentStore.ts):
    // then a sort either way on the index's columns is one forward or backward walk, never a sort step.
    const tieBreak = `id ${own.at(-1)![1] === 1 ? 'ASC' : 'DESC'}`;
    const tail = own.some(([o]) => o === 'id') ? rest.map(columnOf) : [tieBreak, ...rest.map(columnOf)];
    const columns = [...own.map(([f, d]) => `${columnOf(f)} ${d === 1 ? 'ASC' : 'DESC'}`), ...tail].join(', ');
    // The name says what the index is declared on; the hash changes when the covered fields do.
    const name = `${fieldsTable}__${own.map(([f, d]) => `${columnOf(f)}_${d === 1 ? 'a' : 'd'}`).join('__')}__${createHash('sha1').update(columns).digest('hex').slice(0, 8)}`;
    wanted.set(name, columns);
  }
  const present = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
    .pluck()
    .all(fieldsTable) as string[];
  for (const name of present) if (!wanted.has(name)) db.exec(`DROP INDEX ${name}`);
  for (const [name, columns] of wanted) db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${fieldsTable} (${columns})`);
};

export const createCheckpointTable = (db: Database.Database): void => {
  db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
  // Bumped by every swap of a collection (DocumentStore.generationOf).
  db.exec('CREATE TABLE IF NOT EXISTS collection_generations (name TEXT PRIMARY KEY, generation INTEGER NOT NULL)');
};

/** Every index of a collection's tables but the primary keys (see SqliteDocumentStore.beginBulkLoad). */
export const dropSecondaryIndexes = (db: Database.Database, spec: CollectionSpec): void => {
  const tables = [tableOf(spec.name), fieldsTableOf(spec.name), ...(spec.arrayFields ?? []).map((field) => arrayTableOf(spec.name, field))];
  const indexesOf = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").pluck();
  db.transaction(() => {
    for (const table of tables) for (const name of indexesOf.all(table) as string[]) db.exec(`DROP INDEX ${name}`);
  }).immediate();
};

import type Database from 'better-sqlite3';
import type { CollectionSpec } from '../port';
import { arrayTableOf, columnOf, tableOf } from './sqlFilter';

/**
 * A collection is a table of JSON documents. Each indexed field is a generated column over
 * the JSON, and each declared index is a real SQLite index on those columns, so filters and
 * sorts are index lookups. Array fields get a side table (value, id), like a multikey index.
 */
export const ensureCollectionSchema = (db: Database.Database, spec: CollectionSpec): void => {
  const table = tableOf(spec.name);
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, position INTEGER NOT NULL, body TEXT)`);
  const existing = new Set(
    (db.prepare(`SELECT name FROM pragma_table_xinfo('${table}')`).all() as Array<{ name: string }>).map((r) => r.name),
  );
  const fields = new Set(spec.indexes.flatMap((i) => i.fields.map(([f]) => f)).filter((f) => f !== 'id'));
  for (const field of fields) {
    const column = columnOf(field);
    if (!existing.has(column)) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} GENERATED ALWAYS AS (json_extract(body, '$.${field}')) VIRTUAL`);
    }
  }
  for (const index of spec.indexes) {
    const name = `${table}__${index.fields.map(([f, d]) => `${columnOf(f)}_${d === 1 ? 'a' : 'd'}`).join('__')}`;
    const columns = index.fields.map(([f, d]) => `${columnOf(f)} ${d === 1 ? 'ASC' : 'DESC'}`).join(', ');
    db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns})`);
  }
  for (const field of spec.arrayFields ?? []) {
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${arrayTableOf(spec.name, field)} (value, id TEXT NOT NULL, PRIMARY KEY (value, id)) WITHOUT ROWID`,
    );
    db.exec(`CREATE INDEX IF NOT EXISTS ${arrayTableOf(spec.name, field)}__id ON ${arrayTableOf(spec.name, field)} (id)`);
  }
};

export const createCheckpointTable = (db: Database.Database): void => {
  db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
};

import Database from 'better-sqlite3';
import {
  type Checkpoint,
  type CollectionSpec,
  type Document,
  type DocumentStore,
  type DocumentWrite,
  type Filter,
  type FindQuery,
  type StoredDocument,
  UnindexedQueryError,
  queryableFields,
} from '../port';
import { createCheckpointTable, ensureCollectionSchema } from './schema';
import { arrayTableOf, columnOf, compileFilter, tableOf, toSql } from './sqlFilter';

const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;

/**
 * Embedded read models: SQLite documents with declared indexes. Read models can always be
 * rebuilt from the log, so commits use synchronous=NORMAL; documents and checkpoints are
 * still written in one transaction, so they never disagree after a crash.
 */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: Database.Database;
  private readonly specs = new Map<string, CollectionSpec>();
  private readonly statementCache = new Map<string, Database.Statement>();

  constructor(readonly file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    createCheckpointTable(this.db);
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    if (!SAFE_NAME.test(spec.name)) throw new Error(`Unsafe collection name ${spec.name}`);
    ensureCollectionSchema(this.db, spec);
    this.specs.set(spec.name, spec);
  }

  private spec(collection: string): CollectionSpec {
    const spec = this.specs.get(collection);
    if (!spec) throw new Error(`Collection ${collection} was not ensured`);
    return spec;
  }

  private prepare(sql: string): Database.Statement {
    let statement = this.statementCache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statementCache.set(sql, statement);
    }
    return statement;
  }

  async get<D extends Document>(collection: string, id: string): Promise<D | null> {
    this.spec(collection);
    const row = this.prepare(`SELECT body FROM ${tableOf(collection)} WHERE id = ?`).get(id) as { body: string | null } | undefined;
    return row?.body ? (JSON.parse(row.body) as D) : null;
  }

  async getStored(collection: string, ids: readonly string[]): Promise<Map<string, StoredDocument>> {
    this.spec(collection);
    const rows = this.prepare(
      `SELECT id, position, body FROM ${tableOf(collection)} WHERE id IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(ids)) as Array<{ id: string; position: number; body: string | null }>;
    return new Map(rows.map((r) => [r.id, { doc: r.body ? JSON.parse(r.body) : null, position: BigInt(r.position) }]));
  }

  async find<D extends Document>(collection: string, query: FindQuery): Promise<D[]> {
    const spec = this.spec(collection);
    const params: unknown[] = [];
    const where = compileFilter(spec, query.filter, params);
    const allowed = queryableFields(spec);
    const order = (query.sort ?? []).map(([field, dir]) => {
      if (!allowed.has(field) || spec.arrayFields?.includes(field)) throw new UnindexedQueryError(collection, field);
      return `${columnOf(field)} ${dir === 1 ? 'ASC' : 'DESC'}`;
    });
    order.push('id ASC'); // a total order, so pages never overlap or skip
    params.push(query.limit ?? -1, query.skip ?? 0);
    const sql = `SELECT body FROM ${tableOf(collection)} WHERE body IS NOT NULL AND ${where} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`;
    const rows = this.prepare(sql).all(...params) as Array<{ body: string }>;
    return rows.map((r) => JSON.parse(r.body) as D);
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    const spec = this.spec(collection);
    const params: unknown[] = [];
    const where = compileFilter(spec, filter, params);
    const row = this.prepare(`SELECT count(*) AS n FROM ${tableOf(collection)} WHERE body IS NOT NULL AND ${where}`).get(...params) as {
      n: number;
    };
    return row.n;
  }

  /** The SQLite plan of a find, so tests can prove a query is served by an index. */
  explainFind(collection: string, query: FindQuery): string[] {
    const spec = this.spec(collection);
    const params: unknown[] = [];
    const where = compileFilter(spec, query.filter, params);
    const order = [...(query.sort ?? []).map(([f, d]) => `${columnOf(f)} ${d === 1 ? 'ASC' : 'DESC'}`), 'id ASC'];
    const sql = `EXPLAIN QUERY PLAN SELECT body FROM ${tableOf(collection)} WHERE body IS NOT NULL AND ${where} ORDER BY ${order.join(', ')} LIMIT 9`;
    return (this.db.prepare(sql).all(...params) as Array<{ detail: string }>).map((r) => r.detail);
  }

  async commit(writes: readonly DocumentWrite[], checkpoints: readonly Checkpoint[]): Promise<void> {
    this.db.transaction(() => {
      for (const write of writes) this.write(write);
      const save = this.prepare(
        'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position',
      );
      for (const checkpoint of checkpoints) save.run(checkpoint.name, checkpoint.position);
    })();
  }

  private write(write: DocumentWrite): void {
    const spec = this.spec(write.collection);
    const table = tableOf(write.collection);
    this.prepare(
      `INSERT INTO ${table} (id, position, body) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET position = excluded.position, body = excluded.body`,
    ).run(write.id, write.position, write.doc ? JSON.stringify(write.doc) : null);
    for (const field of spec.arrayFields ?? []) this.syncArrayField(write, field);
  }

  /** Keeps the per-element table in step by difference, so a growing array costs only its changes. */
  private syncArrayField(write: DocumentWrite, field: string): void {
    const side = arrayTableOf(write.collection, field);
    const stored = (this.prepare(`SELECT value FROM ${side} WHERE id = ?`).all(write.id) as Array<{ value: unknown }>).map((r) => r.value);
    const values = write.doc?.[field];
    const wanted = new Set((Array.isArray(values) ? values : []).map((v) => toSql(v as never)));
    const remove = this.prepare(`DELETE FROM ${side} WHERE value = ? AND id = ?`);
    for (const value of stored) if (!wanted.delete(value as never)) remove.run(value, write.id);
    const insert = this.prepare(`INSERT OR IGNORE INTO ${side} (value, id) VALUES (?, ?)`);
    for (const value of wanted) insert.run(value, write.id);
  }

  async getCheckpoint(name: string): Promise<bigint | null> {
    const row = this.prepare('SELECT position FROM checkpoints WHERE name = ?').get(name) as { position: number } | undefined;
    return row ? BigInt(row.position) : null;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

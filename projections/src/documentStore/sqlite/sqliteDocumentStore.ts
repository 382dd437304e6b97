import Database from 'better-sqlite3';
import { asStorageError } from '@sports/contracts';
import {
  type ChangeCursor,
  type Checkpoint,
  type CollectionSpec,
  type Document,
  type DocumentChange,
  type DocumentStore,
  type DocumentWrite,
  type Filter,
  type FindQuery,
  type Scalar,
  type StoredDocument,
  CollectionReplacedError,
  UnindexedQueryError,
  tieBreakOf,
} from '../port';
import { BodyCodec, type StoredBody } from './bodyCodec';
import { createCheckpointTable, dropSecondaryIndexes, ensureCollectionSchema } from './schema';
import { arrayTableOf, columnOf, compileFilter, fieldNamesOf, tableOf, tombstonesTableOf, toSql, valueAt } from './sqlFilter';

const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;

interface ChangeRow {
  id: string;
  position: number;
  body: StoredBody | null;
}

/** SQLite's order of (position, id): ids by their UTF-8 bytes (BINARY collation), as the changes indexes hold them. */
const byPositionThenId = (a: ChangeRow, b: ChangeRow): number =>
  a.position - b.position || Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
interface CollectionWriter {
  /**
   * The indexed fields' paths (split once), and the row's parameters, filled in place for each
   * document: position, one per field, body, id (the order of both insert and updateAll).
   */
  paths: string[][];
  params: unknown[];
  insert: Database.Statement;
  selectFields: Database.Statement;
  /** An update that changes no indexed field (most events) leaves every declared index untouched. */
  updateBody: Database.Statement;
  updateAll: Database.Statement;
  remove: Database.Statement;
  bury: Database.Statement;
  unbury: Database.Statement;
  arrays: Array<{
    field: string;
    select: Database.Statement;
    remove: Database.Statement;
    insert: Database.Statement;
    insertAll: Database.Statement;
  }>;
}

/**
 * Runs a schema change, waiting as long as another connection holds the write lock. A rebuild's
 * index builds must not give up: on two projector threads (docs/adr/0134-rebuild-on-two-threads.md)
 * one thread's build of the games' indexes at ten million events holds the lock for minutes, past
 * busy_timeout, and the other's builds then failed, leaving its read models without indexes.
 */
const whenUnlocked = async (change: () => void): Promise<void> => {
  for (;;) {
    try {
      change();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
    }
  }
};
const LOCK_RETRY_MS = 250;

/** A new document's array of at least this many strings goes into its side table in one statement (json_each) instead of one per element. */
const ARRAY_IN_ONE_STATEMENT = 3;

/** 2 MB of 8 KB pages (docs/adr/0140-read-model-checkpoints-every-2-mb.md). */
const WAL_AUTOCHECKPOINT_PAGES = 250;
/** SQLite's own default, while a rebuild writes: no reader waits on its changes, and fewer copies cost it less. */
const BULK_WAL_AUTOCHECKPOINT_PAGES = 1_000;

/** Distinct count queries remembered at once; past it the memory starts afresh. */
const COUNT_CACHE_SIZE = 2_000;

/**
 * Embedded read models: SQLite documents with declared indexes (layout in schema.ts). Read
 * models can always be rebuilt from the log, so commits use synchronous=NORMAL; documents and
 * checkpoints are still written in one transaction, so they never disagree after a crash.
 * Queries select ids from the covering indexes and read bodies only for the page returned.
 */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: Database.Database;
  private readonly specs = new Map<string, CollectionSpec>();
  private readonly statementCache = new Map<string, Database.Statement>();
  private readonly writers = new Map<string, CollectionWriter>();
  /** The generation of each collection when getStored last read from it (see commit). */
  private readonly readGenerations = new Map<string, number>();
  /** Counts by query, with the database version they were taken at (see count). */
  private readonly counts = new Map<string, { version: string; count: number }>();
  /** Commits through this connection, which data_version does not see. */
  private localCommits = 0;
  private readonly bodies: BodyCodec;

  constructor(
    readonly file: string,
    options: { busyTimeoutMs?: number } = {},
  ) {
    this.db = new Database(file);
    // A new file only (an existing one keeps its size): a game's document is about 2.5 KB, so a 4 KB
    // page held one and left a third empty; 8 KB pages hold three (docs/adr/0135-fields-beside-bodies.md).
    this.db.pragma('page_size = 8192');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    // A rebuild holds the write lock for long stretches (a flush of 50,000 events' documents, then
    // each collection's indexes built back to back), and SQLite's waiting is not fair: another
    // connection (the notifier's or the query service's) waits for up to a minute, not 5 s.
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 60_000}`);
    // The declared indexes and the rows they lead to are what queries touch: keep them in memory (64 MiB per connection).
    this.db.pragma('cache_size = -65536');
    // The WAL is copied into the file after every 2 MB written, not SQLite's default 1,000 pages (8 MB
    // at this page size): a commit that runs the copy waits for its syncs, and a shorter copy holds up
    // the read models' next changes for less (docs/adr/0140-read-model-checkpoints-every-2-mb.md).
    this.db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
    createCheckpointTable(this.db);
    this.bodies = new BodyCodec(this.db);
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    if (!SAFE_NAME.test(spec.name)) throw new Error(`Unsafe collection name ${spec.name}`);
    // A layout change reads fields out of the stored bodies: every dictionary they may name, first.
    ensureCollectionSchema(this.db, spec, () => this.bodies.readAll());
    this.writers.delete(spec.name); // its columns may have changed
    this.localCommits++;
    this.specs.set(spec.name, spec);
  }

  private spec(collection: string): CollectionSpec {
    const spec = this.specs.get(collection);
    if (!spec) throw new Error(`Collection ${collection} was not ensured`);
    return spec;
  }

  /** After a schema change (a swap, indexes dropped or built) statements are prepared afresh. */
  private forgetStatements(): void {
    this.statementCache.clear();
    this.writers.clear();
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
    const row = this.prepare(`SELECT body FROM ${tableOf(collection)} WHERE id = ?`).get(id) as { body: StoredBody | null } | undefined;
    return row?.body ? this.bodies.parse<D>(row.body) : null;
  }

  async getStored(collection: string, ids: readonly string[]): Promise<Map<string, StoredDocument>> {
    this.spec(collection);
    this.readGenerations.set(collection, this.generationNow(collection));
    const wanted = JSON.stringify(ids);
    const live = this.prepare(`SELECT id, position, body FROM ${tableOf(collection)} WHERE id IN (SELECT value FROM json_each(?))`).all(
      wanted,
    ) as Array<{ id: string; position: number; body: StoredBody }>;
    const stored = new Map<string, StoredDocument>(
      live.map((r) => [r.id, { doc: this.bodies.parse<Document>(r.body), position: BigInt(r.position) }]),
    );
    const deleted = this.prepare(
      `SELECT id, position FROM ${tombstonesTableOf(collection)} WHERE id IN (SELECT value FROM json_each(?))`,
    ).all(wanted) as Array<{ id: string; position: number }>;
    for (const r of deleted) stored.set(r.id, { doc: null, position: BigInt(r.position) });
    return stored;
  }

  async find<D extends Document>(collection: string, query: FindQuery): Promise<D[]> {
    return this.bodiesOf(collection, query).map((body) => JSON.parse(body) as D);
  }

  async findJson(collection: string, query: FindQuery): Promise<string[]> {
    return this.bodiesOf(collection, query);
  }

  /** The page's ids from the covering indexes, then their bodies' JSON, in the page's order. */
  private bodiesOf(collection: string, query: FindQuery): string[] {
    const { sql, params } = this.selectIds(collection, query);
    const ids = this.prepare(sql)
      .pluck()
      .all(...params, query.limit ?? -1, query.skip ?? 0) as string[];
    if (ids.length === 0) return [];
    const rows = this.prepare(`SELECT id, body FROM ${tableOf(collection)} WHERE id IN (SELECT value FROM json_each(?))`).all(
      JSON.stringify(ids),
    ) as Array<{
      id: string;
      body: StoredBody;
    }>;
    const bodies = new Map(rows.map((r) => [r.id, this.bodies.decode(r.body)]));
    return ids.map((id) => bodies.get(id)!);
  }

  async findFields(collection: string, query: FindQuery, fields: readonly string[]): Promise<Array<{ id: string; values: Scalar[] }>> {
    const { allowed, arrayFields } = fieldNamesOf(this.spec(collection));
    for (const field of fields) if (!allowed.has(field) || arrayFields.has(field)) throw new UnindexedQueryError(collection, field);
    const { sql, params } = this.selectIds(collection, query, fields.map(columnOf));
    const rows = this.prepare(sql)
      .raw()
      .all(...params, query.limit ?? -1, query.skip ?? 0) as Scalar[][];
    return rows.map((row) => ({ id: row[0] as string, values: row.slice(1) }));
  }

  /** The page of ids a find returns, in order, from the field columns (no body is read). */
  private selectIds(collection: string, query: FindQuery, extraColumns: readonly string[] = []): { sql: string; params: unknown[] } {
    const spec = this.spec(collection);
    const params: unknown[] = [];
    const where = compileFilter(spec, query.filter, params);
    const { allowed, arrayFields } = fieldNamesOf(spec);
    const order = (query.sort ?? []).map(([field, dir]) => {
      if (!allowed.has(field) || arrayFields.has(field)) throw new UnindexedQueryError(collection, field);
      return `${columnOf(field)} ${dir === 1 ? 'ASC' : 'DESC'}`;
    });
    // A total order, so pages never overlap or skip: ties go by id in the last term's direction,
    // the way every index stores them (schema.ts).
    if (!(query.sort ?? []).some(([field]) => field === 'id')) order.push(`id ${tieBreakOf(query.sort) === 1 ? 'ASC' : 'DESC'}`);
    return {
      sql: `SELECT ${['id', ...extraColumns].join(', ')} FROM ${tableOf(collection)} WHERE ${where} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
      params,
    };
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    const spec = this.spec(collection);
    const params: unknown[] = [];
    const where = compileFilter(spec, filter, params);
    const sql = `SELECT count(*) FROM ${tableOf(collection)} WHERE ${where}`;
    // A count walks every matching index entry (a whole organisation's orders for a list's total),
    // so it is kept until the database changes: a commit here or, seen through data_version, elsewhere.
    const version = `${this.prepare('PRAGMA data_version').pluck().get() as number}.${this.localCommits}`;
    const key = JSON.stringify([sql, params]);
    const cached = this.counts.get(key);
    if (cached?.version === version) return cached.count;
    const count = this.prepare(sql)
      .pluck()
      .get(...params) as number;
    if (this.counts.size >= COUNT_CACHE_SIZE) this.counts.clear();
    this.counts.set(key, { version, count });
    return count;
  }

  async countBy(collection: string, field: string, filter?: Filter): Promise<Map<Scalar, number>> {
    const groups = await this.countGroups(collection, [field], filter);
    return new Map(groups.map((g) => [g.values[0]!, g.count]));
  }

  async countGroups(collection: string, fields: readonly string[], filter?: Filter): Promise<Array<{ values: Scalar[]; count: number }>> {
    const spec = this.spec(collection);
    const { allowed, arrayFields } = fieldNamesOf(spec);
    for (const field of fields) if (!allowed.has(field) || arrayFields.has(field)) throw new UnindexedQueryError(collection, field);
    const params: unknown[] = [];
    const where = compileFilter(spec, filter, params);
    const columns = fields.map(columnOf).join(', ');
    const rows = this.prepare(`SELECT ${columns}, count(*) AS __n FROM ${tableOf(collection)} WHERE ${where} GROUP BY ${columns}`)
      .raw()
      .all(...params) as Scalar[][];
    return rows.map((row) => ({ values: row.slice(0, fields.length), count: row[fields.length] as number }));
  }

  /** The SQLite plan of a find, so tests can prove a query is served by an index. */
  explainFind(collection: string, query: FindQuery): string[] {
    const { sql, params } = this.selectIds(collection, query);
    return (this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params, 9, 0) as Array<{ detail: string }>).map((r) => r.detail);
  }

  async changesSince<D extends Document>(collection: string, cursor: ChangeCursor, limit: number): Promise<Array<DocumentChange<D>>> {
    this.spec(collection);
    // One range on position (each changes index's first column), then the id tie-break inside it;
    // live documents and tombstones, each in order, merged (the tombstones are few).
    const after = `WHERE position >= ? AND (position > ? OR id > ?) ORDER BY position, id LIMIT ?`;
    const bounds = [cursor.position, cursor.position, cursor.id, limit];
    const live = this.prepare(`SELECT id, position, body FROM ${tableOf(collection)} ${after}`).all(...bounds) as ChangeRow[];
    const deleted = this.prepare(`SELECT id, position, NULL AS body FROM ${tombstonesTableOf(collection)} ${after}`).all(
      ...bounds,
    ) as ChangeRow[];
    const rows = deleted.length === 0 ? live : [...live, ...deleted].sort(byPositionThenId).slice(0, limit);
    return rows.map((r) => ({ id: r.id, doc: r.body === null ? null : this.bodies.parse<D>(r.body), position: BigInt(r.position) }));
  }

  async lastChange(collection: string): Promise<ChangeCursor | null> {
    this.spec(collection);
    const last = `ORDER BY position DESC, id DESC LIMIT 1`;
    const live = this.prepare(`SELECT id, position FROM ${tableOf(collection)} ${last}`).get() as ChangeRow | undefined;
    const deleted = this.prepare(`SELECT id, position FROM ${tombstonesTableOf(collection)} ${last}`).get() as ChangeRow | undefined;
    const latest = !live || (deleted && byPositionThenId(deleted, live) > 0) ? deleted : live;
    return latest ? { position: BigInt(latest.position), id: latest.id } : null;
  }

  async commit(writes: readonly DocumentWrite[], checkpoints: readonly Checkpoint[]): Promise<void> {
    // IMMEDIATE: the write lock first (waiting for it), since the generation check reads before
    // writing, and a read that then upgrades to a write fails at once if another connection wrote.
    try {
      this.db
        .transaction(() => {
          for (const collection of new Set(writes.map((w) => w.collection))) {
            const read = this.readGenerations.get(collection);
            if (read !== undefined && read !== this.generationNow(collection)) throw new CollectionReplacedError(collection);
          }
          for (const write of writes) this.write(write);
          const save = this.prepare(
            'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position',
          );
          for (const checkpoint of checkpoints) save.run(checkpoint.name, checkpoint.position);
        })
        .immediate();
    } catch (error) {
      // Rolled back. A full or failing disk is StorageUnavailableError: the projector waits it out.
      this.bodies.rolledBack();
      throw asStorageError(error);
    }
    this.bodies.committed();
    this.localCommits++;
  }

  private write(write: DocumentWrite): void {
    const writer = this.writerOf(write.collection);
    if (write.doc) this.writeLive(writer, write, write.doc);
    else {
      if (!write.isNew) writer.remove.run(write.id);
      writer.bury.run(write.id, write.position);
    }
    for (const side of writer.arrays) this.syncArrayField(side, write);
  }

  /**
   * A document's row with its indexed fields; an update that changes none of them (most events:
   * a join, a request, an invitation) rewrites the body and position only, no declared index.
   */
  private writeLive(writer: CollectionWriter, write: DocumentWrite, doc: Document): void {
    const { paths, params } = writer;
    const n = paths.length;
    params[0] = write.position;
    for (let i = 0; i < n; i++) params[i + 1] = valueAt(doc, paths[i]!);
    params[n + 1] = this.bodies.encode(write.collection, JSON.stringify(doc));
    params[n + 2] = write.id;
    if (write.isNew) {
      writer.insert.run(params);
      return;
    }
    const stored = writer.selectFields.get(write.id) as unknown[] | undefined;
    if (!stored) {
      writer.unbury.run(write.id);
      writer.insert.run(params);
      return;
    }
    let same = true;
    for (let i = 0; i < n && same; i++) same = stored[i] === params[i + 1];
    if (same) writer.updateBody.run(write.position, params[n + 1], write.id);
    else writer.updateAll.run(params);
  }

  /** The statements that keep one collection's tables in step, made once (a replay writes hundreds of thousands of documents). */
  private writerOf(collection: string): CollectionWriter {
    let writer = this.writers.get(collection);
    if (writer) return writer;
    const spec = this.spec(collection);
    const table = tableOf(collection);
    const fields = fieldNamesOf(spec).scalars;
    const columns = fields.map(columnOf);
    const rowColumns = ['position', ...columns, 'body'];
    const tombstones = tombstonesTableOf(collection);
    writer = {
      paths: fields.map((f) => f.split('.')),
      params: new Array<unknown>(fields.length + 3),
      insert: this.db.prepare(
        `INSERT INTO ${table} (${[...rowColumns, 'id'].join(', ')}) VALUES (${[...rowColumns, 'id'].map(() => '?').join(', ')})`,
      ),
      selectFields: this.db.prepare(`SELECT ${columns.length ? columns.join(', ') : '1'} FROM ${table} WHERE id = ?`).raw(),
      updateBody: this.db.prepare(`UPDATE ${table} SET position = ?, body = ? WHERE id = ?`),
      updateAll: this.db.prepare(`UPDATE ${table} SET ${rowColumns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`),
      remove: this.db.prepare(`DELETE FROM ${table} WHERE id = ?`),
      bury: this.db.prepare(
        `INSERT INTO ${tombstones} (id, position) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET position = excluded.position`,
      ),
      unbury: this.db.prepare(`DELETE FROM ${tombstones} WHERE id = ?`),
      arrays: (spec.arrayFields ?? []).map((field) => {
        const side = arrayTableOf(collection, field);
        return {
          field,
          select: this.db.prepare(`SELECT value FROM ${side} WHERE id = ?`).pluck(),
          remove: this.db.prepare(`DELETE FROM ${side} WHERE value = ? AND id = ?`),
          insert: this.db.prepare(`INSERT OR IGNORE INTO ${side} (value, id) VALUES (?, ?)`),
          insertAll: this.db.prepare(`INSERT OR IGNORE INTO ${side} (value, id) SELECT value, ? FROM json_each(?)`),
        };
      }),
    };
    this.writers.set(collection, writer);
    return writer;
  }

  /** Keeps the per-element table in step by difference, so a growing array costs only its changes. */
  private syncArrayField(side: CollectionWriter['arrays'][number], write: DocumentWrite): void {
    const values = write.doc?.[side.field];
    if (write.isNew) {
      // Nothing stored to compare with; INSERT OR IGNORE keeps one row per distinct value, as the Set below does.
      if (!Array.isArray(values)) return;
      // Strings only: json_each gives them back as the same text (escapes, surrogates: the spec checks), numbers not always as the same type.
      if (values.length >= ARRAY_IN_ONE_STATEMENT && values.every((v) => typeof v === 'string'))
        side.insertAll.run(write.id, JSON.stringify(values));
      else for (const value of values) side.insert.run(toSql(value as never), write.id);
      return;
    }
    const stored = side.select.all(write.id);
    const wanted = new Set((Array.isArray(values) ? values : []).map((v) => toSql(v as never)));
    for (const value of stored) if (!wanted.delete(value as never)) side.remove.run(value, write.id);
    for (const value of wanted) side.insert.run(value, write.id);
  }

  async swapCollection(live: string, fresh: string): Promise<void> {
    const spec = this.spec(live);
    this.spec(fresh);
    const columnsOf = (table: string) =>
      (this.db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]).join(', ');
    const tables = [
      [tableOf(live), tableOf(fresh)],
      [tombstonesTableOf(live), tombstonesTableOf(fresh)],
      ...(spec.arrayFields ?? []).map((f) => [arrayTableOf(live, f), arrayTableOf(fresh, f)]),
    ];
    // Readers on other connections see the old rows until this commits, then the new ones (WAL snapshots).
    this.db
      .transaction(() => {
        for (const [to, from] of tables) {
          const columns = columnsOf(from!);
          this.db.exec(`DELETE FROM ${to}`);
          this.db.exec(`INSERT INTO ${to} (${columns}) SELECT ${columns} FROM ${from}`);
        }
        for (const [, from] of [...tables].reverse()) this.db.exec(`DROP TABLE ${from}`);
        this.db
          .prepare(
            'INSERT INTO collection_generations (name, generation) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET generation = generation + 1',
          )
          .run(live);
      })
      .immediate();
    this.forgetStatements();
    this.localCommits++;
    this.specs.delete(fresh);
  }

  /**
   * Drops the secondary indexes of these collections (the declared indexes, the changes indexes,
   * the array tables' id index) until endBulkLoad builds them again: a game
   * document feeds a dozen covering indexes, and inserting into each at a random place costs
   * far more than one sort per index at the end. A crash in between is healed by the next
   * ensureCollection, which creates whatever index is missing.
   */
  async beginBulkLoad(collections: readonly string[]): Promise<void> {
    this.db.pragma(`wal_autocheckpoint = ${BULK_WAL_AUTOCHECKPOINT_PAGES}`);
    for (const collection of collections) await whenUnlocked(() => dropSecondaryIndexes(this.db, this.spec(collection)));
    this.forgetStatements();
  }

  async endBulkLoad(collections: readonly string[]): Promise<void> {
    for (const collection of collections)
      await whenUnlocked(() => ensureCollectionSchema(this.db, this.spec(collection), () => this.bodies.readAll()));
    this.forgetStatements();
    this.localCommits++;
    this.db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  }

  async generationOf(collection: string): Promise<number> {
    return this.generationNow(collection);
  }

  private generationNow(collection: string): number {
    return (
      (this.prepare('SELECT generation FROM collection_generations WHERE name = ?').pluck().get(collection) as number | undefined) ?? 0
    );
  }

  async getCheckpoint(name: string): Promise<bigint | null> {
    const row = this.prepare('SELECT position FROM checkpoints WHERE name = ?').get(name) as { position: number } | undefined;
    return row ? BigInt(row.position) : null;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

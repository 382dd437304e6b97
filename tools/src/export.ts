import { DuckDBInstance, type DuckDBAppender, type DuckDBConnection } from '@duckdb/node-api';
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '@sports/event-store';
import { CHANGES_FROM_START, type ChangeCursor, type CollectionSpec, type DocumentStore } from '@sports/projections';
import { scanLog, type LogFilter } from './exportRows';
import { ProgressBar, fractionOf, type ProgressOut } from './progress';

/**
 * `npm run export`: the event log, and on request every read model, as Parquet
 * files for analysts (docs/analysts.md "Export"). Rows stream page by page from the log into a
 * staging table of a DuckDB database on disk, through DuckDB's appender, and DuckDB writes the
 * Parquet file from it (COPY ... TO): memory stays bounded by DuckDB's memory_limit whatever the
 * size of the log. The typed columns (category, time, user id...) are derived by DuckDB's own
 * string and JSON functions in that COPY, not per event in JavaScript.
 */

export interface ExportOptions {
  out: string;
  filter: LogFilter;
  /** Also write each read model collection as read_models/<collection>.parquet. */
  readModels?: { documents: DocumentStore; collections: readonly CollectionSpec[] };
  progress?: ProgressOut;
  now?: () => number;
}

export interface ExportedFile {
  file: string;
  rows: number;
  bytes: number;
}

export interface ExportSummary {
  files: ExportedFile[];
  /** Events written (the events file's rows). */
  events: number;
  /** Rows of every file. */
  rows: number;
  bytes: number;
  seconds: number;
  eventsPerSecond: number;
}

/** The events file's columns, in order (docs/analysts.md lists what each holds). */
export const EVENT_COLUMNS = [
  'position',
  'event_id',
  'stream',
  'category',
  'aggregate_id',
  'revision',
  'type',
  'time',
  'user_id',
  'correlation_id',
  'causation_id',
  'command_id',
  'schema_version',
  'data',
  'metadata',
] as const;

const STAGE_EVENTS = `CREATE TABLE events_stage (position BIGINT, event_id VARCHAR, stream VARCHAR, revision BIGINT, type VARCHAR, time VARCHAR, data VARCHAR, metadata VARCHAR)`;

/** A stream's category is the part of its id before the first dash (contracts categoryOf); the rest is the aggregate's id. */
const EVENTS_SELECT = `SELECT
  position,
  event_id,
  stream,
  CASE WHEN strpos(stream, '-') > 0 THEN substr(stream, 1, strpos(stream, '-') - 1) ELSE stream END AS category,
  CASE WHEN strpos(stream, '-') > 0 THEN substr(stream, strpos(stream, '-') + 1) END AS aggregate_id,
  revision,
  type,
  try_cast(time AS TIMESTAMPTZ) AS time,
  metadata::JSON ->> 'userId' AS user_id,
  metadata::JSON ->> 'correlationId' AS correlation_id,
  metadata::JSON ->> 'causationId' AS causation_id,
  metadata::JSON ->> 'commandId' AS command_id,
  try_cast(metadata::JSON ->> 'schemaVersion' AS INTEGER) AS schema_version,
  data::JSON AS data,
  metadata::JSON AS metadata
FROM events_stage`;

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Written beside the final name and renamed at the end: an interrupted export never leaves a file that looks complete. */
const copyTo = async (connection: DuckDBConnection, select: string, file: string): Promise<ExportedFile> => {
  const partial = join(file, '..', `.${file.split('/').pop()}.partial`);
  const reader = await connection.runAndReadAll(`COPY (${select}) TO ${sqlString(partial)} (FORMAT parquet, COMPRESSION zstd)`);
  const rows = Number(reader.getRowsJS()[0]?.[0] ?? 0);
  renameSync(partial, file);
  return { file, rows, bytes: statSync(file).size };
};

/** Rows per appender flush: DuckDB takes them in chunks of 2,048 anyway; flushing bounds what the appender holds. */
const FLUSH_EVERY = 50_000;

const exportEvents = async (
  store: EventStore,
  connection: DuckDBConnection,
  options: ExportOptions,
  bar: ProgressBar,
): Promise<ExportedFile> => {
  await connection.run(STAGE_EVENTS);
  const appender: DuckDBAppender = await connection.createAppender('events_stage');
  const scan = await scanLog(store, options.filter);
  let appended = 0;
  try {
    for await (const page of scan.pages) {
      for (const r of page) {
        appender.appendBigInt(r.position);
        appender.appendVarchar(r.id);
        appender.appendVarchar(r.stream);
        appender.appendBigInt(BigInt(r.revision));
        appender.appendVarchar(r.type);
        if (r.time === null) appender.appendNull();
        else appender.appendVarchar(r.time);
        appender.appendVarchar(r.data);
        appender.appendVarchar(r.metadata);
        appender.endRow();
      }
      appended += page.length;
      if (appended % FLUSH_EVERY < page.length) appender.flushSync();
      bar.update(fractionOf(page[page.length - 1]!.position, options.filter.after ?? null, scan.end), appended);
    }
    appender.closeSync();
  } finally {
    scan.close();
  }
  bar.done(appended);
  const file = await copyTo(connection, EVENTS_SELECT, join(options.out, 'events.parquet'));
  await connection.run('DROP TABLE events_stage');
  return file;
};

/** One collection: every document (tombstones left out) by its change order, the document as JSON beside its id and position. */
const exportCollection = async (
  documents: DocumentStore,
  spec: CollectionSpec,
  connection: DuckDBConnection,
  dir: string,
  progress: ProgressOut,
): Promise<ExportedFile> => {
  const collection = spec.name;
  // As a projector would: a read model nothing has written yet is an empty collection (and an empty file).
  await documents.ensureCollection(spec);
  await connection.run('CREATE TABLE documents_stage (id VARCHAR, position BIGINT, document VARCHAR)');
  const appender = await connection.createAppender('documents_stage');
  const total = await documents.count(collection);
  const bar = new ProgressBar(progress, `export ${collection}`);
  let cursor: ChangeCursor = CHANGES_FROM_START;
  let written = 0;
  for (;;) {
    const changes = await documents.changesSince(collection, cursor, 1_000);
    for (const change of changes) {
      if (change.doc === null) continue;
      appender.appendVarchar(change.id);
      appender.appendBigInt(change.position);
      appender.appendVarchar(JSON.stringify(change.doc));
      appender.endRow();
      written++;
    }
    if (changes.length < 1_000) break;
    const last = changes[changes.length - 1]!;
    cursor = { position: last.position, id: last.id };
    bar.update(total === 0 ? 1 : written / total, written);
  }
  appender.closeSync();
  bar.done(written);
  const file = await copyTo(
    connection,
    'SELECT id, position, document::JSON AS document FROM documents_stage',
    join(dir, `${collection}.parquet`),
  );
  await connection.run('DROP TABLE documents_stage');
  return file;
};

export const exportParquet = async (store: EventStore, options: ExportOptions): Promise<ExportSummary> => {
  const now = options.now ?? Date.now;
  const started = now();
  const progress = options.progress ?? process.stderr;
  mkdirSync(options.out, { recursive: true });
  // A database file of its own, not memory: DuckDB spills the staged rows to it past memory_limit.
  const staging = join(options.out, `.export-${process.pid}-${started}.duckdb`);
  const instance = await DuckDBInstance.create(staging, { memory_limit: '512MB', preserve_insertion_order: 'true' });
  const connection = await instance.connect();
  const files: ExportedFile[] = [];
  try {
    files.push(await exportEvents(store, connection, options, new ProgressBar(progress, 'export events')));
    if (options.readModels) {
      const dir = join(options.out, 'read_models');
      mkdirSync(dir, { recursive: true });
      for (const collection of options.readModels.collections)
        files.push(await exportCollection(options.readModels.documents, collection, connection, dir, progress));
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
    rmSync(staging, { force: true });
    rmSync(`${staging}.wal`, { force: true });
  }
  const seconds = (now() - started) / 1000;
  const events = files[0]!.rows;
  return {
    files,
    events,
    rows: files.reduce((n, f) => n + f.rows, 0),
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    seconds,
    eventsPerSecond: seconds > 0 ? Math.round(events / seconds) : events,
  };
};

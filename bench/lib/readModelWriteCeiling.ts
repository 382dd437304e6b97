import { rmSync, statSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * The write side's ceiling of a rebuild: SQLite alone writing the rows a
 * rebuild wrote (every read model's documents with their indexed fields, tombstones and array rows, read from the rebuilt
 * file) into a fresh file with the same settings, then building the same indexes, as the
 * rebuild does (beginBulkLoad/endBulkLoad). No JavaScript runs per row, no JSON is made: what is
 * left is the cost of the rows themselves, which no projector code can go below.
 */
export const readModelWriteCeiling = (
  readModelsFile: string,
): { rows: number; seconds: number; cpuMicros: number; filePerTable: boolean } => {
  const copy = `${readModelsFile}.ceiling`;
  const remove = () => ['', '-wal', '-shm'].forEach((suffix) => rmSync(`${copy}${suffix}`, { force: true }));
  remove();
  const source = new Database(readModelsFile, { readonly: true });
  const pageSize = source.pragma('page_size', { simple: true }) as number;
  const objects = source
    .prepare("SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'")
    .all() as Array<{ type: 'table' | 'index'; name: string; tableName: string; sql: string }>;
  source.close();
  // One copy of everything needs as much room again as the read models (33 GB at ten million
  // events): where the disk lacks it, a file a table, written with its indexes and deleted, holds
  // at most one table's copy. The rows and index builds are the same; opening ~100 files costs
  // about a second, which is noise at that size but not at 100,000 events, hence not always.
  const free = statfsSync(dirname(readModelsFile));
  const filePerTable = free.bavail * free.bsize < 1.2 * statSync(readModelsFile).size;
  const open = () => {
    const db = new Database(copy);
    db.pragma(`page_size = ${pageSize}`);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('cache_size = -65536');
    db.prepare('ATTACH DATABASE ? AS src').run(readModelsFile);
    return db;
  };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let rows = 0;
  let db: Database.Database | null = null;
  try {
    // A transaction a table and an index, as the rebuild commits in flushes.
    for (const table of objects.filter((o) => o.type === 'table')) {
      db ??= open();
      const into = db;
      into.transaction(() => {
        into.exec(table.sql);
        rows += into.prepare(`INSERT INTO main.${table.name} SELECT * FROM src.${table.name}`).run().changes;
      })();
      for (const index of objects.filter((o) => o.type === 'index' && o.tableName === table.name)) into.exec(index.sql);
      if (filePerTable) {
        into.close();
        db = null;
        remove();
      }
    }
    const cpu = process.cpuUsage(cpu0);
    return { rows, seconds: (performance.now() - t0) / 1000, cpuMicros: cpu.user + cpu.system, filePerTable };
  } finally {
    db?.close();
    remove();
  }
};

/** What a rebuild left on disk, per kind of b-tree: rows and bytes (pages) of document tables, side tables and indexes. */
export interface ReadModelFootprint {
  /** Rows of the tables that hold bodies (doc_X): one a live document (deletions are side rows: tombstones). */
  documents: number;
  /** Rows of every other table: the tombstones, the array side tables, checkpoints. */
  sideRows: number;
  documentBytes: number;
  sideBytes: number;
  /** Every index's pages (declared ones, the changes index, primary keys of rowid tables). */
  indexBytes: number;
  /** The whole file: page_count × page_size (free pages too). */
  fileBytes: number;
}

/**
 * Weighs the rebuilt file with SQLite's dbstat table (compiled into better-sqlite3): pages by
 * b-tree, each b-tree a table or an index of sqlite_schema. Rows are counted per table.
 */
export const readModelFootprint = (readModelsFile: string): ReadModelFootprint => {
  const db = new Database(readModelsFile, { readonly: true });
  try {
    const objects = db.prepare("SELECT type, name FROM sqlite_schema WHERE type IN ('table', 'index')").all() as Array<{
      type: 'table' | 'index';
      name: string;
    }>;
    const pages = new Map(
      (db.prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name').all() as Array<{ name: string; bytes: number }>).map(
        ({ name, bytes }) => [name, bytes],
      ),
    );
    const footprint: ReadModelFootprint = { documents: 0, sideRows: 0, documentBytes: 0, sideBytes: 0, indexBytes: 0, fileBytes: 0 };
    for (const { type, name } of objects) {
      const bytes = pages.get(name) ?? 0;
      if (type === 'index') {
        footprint.indexBytes += bytes;
        continue;
      }
      const rows = db.prepare(`SELECT count(*) FROM "${name}"`).pluck().get() as number;
      const hasBody = (db.prepare(`SELECT count(*) FROM pragma_table_info('${name}') WHERE name = 'body'`).pluck().get() as number) > 0;
      if (hasBody) {
        footprint.documents += rows;
        footprint.documentBytes += bytes;
      } else {
        footprint.sideRows += rows;
        footprint.sideBytes += bytes;
      }
    }
    footprint.fileBytes = (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
    return footprint;
  } finally {
    db.close();
  }
};

import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * The write side's ceiling of a rebuild: SQLite alone writing the rows a
 * rebuild wrote (every read model's bodies, fields rows and array rows, read from the rebuilt
 * file) into a fresh file with the same settings, then building the same indexes, as the
 * rebuild does (beginBulkLoad/endBulkLoad). No JavaScript runs per row, no JSON is made: what is
 * left is the cost of the rows themselves, which no projector code can go below.
 */
export const readModelWriteCeiling = (readModelsFile: string): { rows: number; seconds: number; cpuMicros: number } => {
  const copy = `${readModelsFile}.ceiling`;
  const remove = () => ['', '-wal', '-shm'].forEach((suffix) => rmSync(`${copy}${suffix}`, { force: true }));
  remove();
  const db = new Database(copy);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('cache_size = -65536');
    db.prepare('ATTACH DATABASE ? AS src').run(readModelsFile);
    const objects = db
      .prepare("SELECT type, name, sql FROM src.sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type DESC")
      .all() as Array<{
      type: 'table' | 'index';
      name: string;
      sql: string;
    }>;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    let rows = 0;
    // A transaction a table and an index, as the rebuild commits in flushes: one transaction of
    // everything would hold the whole copy in the WAL beside the file (twice the read models' size
    // on disk: 40 GB at ten million events).
    for (const table of objects.filter((o) => o.type === 'table')) {
      db.transaction(() => {
        db.exec(table.sql);
        rows += db.prepare(`INSERT INTO main.${table.name} SELECT * FROM src.${table.name}`).run().changes;
      })();
    }
    for (const index of objects.filter((o) => o.type === 'index')) db.exec(index.sql);
    const cpu = process.cpuUsage(cpu0);
    return { rows, seconds: (performance.now() - t0) / 1000, cpuMicros: cpu.user + cpu.system };
  } finally {
    db.close();
    remove();
  }
};

import Database from 'better-sqlite3';
import { join } from 'node:path';

/** The storage ceiling: durable single-row appends, one fsync'd transaction each (WAL, synchronous=FULL). */
export const rawDurableAppendRate = (dir: string, seconds: number): number => {
  const db = new Database(join(dir, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE IF NOT EXISTS events (position INTEGER PRIMARY KEY, stream_id TEXT, data TEXT)');
  const insert = db.prepare('INSERT INTO events (stream_id, data) VALUES (?, ?)');
  const payload = JSON.stringify({ activityId: 'g1', participant: { id: 'u1', name: 'Bench Player' } });
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    insert.run(`game-${n % 64}`, payload); // autocommit: one transaction, one fsync per row
    n++;
  }
  const rate = n / seconds;
  db.close();
  return rate;
};

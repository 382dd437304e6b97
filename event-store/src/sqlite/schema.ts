import type Database from 'better-sqlite3';

/**
 * One row per event. `position` is the rowid, so the global order is the insertion order
 * and never reused (rows are never deleted). Streams get small integer numbers in creation
 * order: the (stream_no, revision) index then keeps recently active streams on a few pages,
 * so a group commit writes a handful of WAL frames instead of one per stream it touched.
 * That unique index is also what makes optimistic concurrency hold across processes.
 */
const EVENTS_TABLE = (name: string) => `CREATE TABLE ${name} (
  position  INTEGER PRIMARY KEY,
  id        TEXT NOT NULL UNIQUE,
  stream_no INTEGER NOT NULL REFERENCES streams (stream_no),
  revision  INTEGER NOT NULL,
  type      TEXT NOT NULL,
  data      TEXT NOT NULL,
  metadata  TEXT NOT NULL,
  UNIQUE (stream_no, revision)
);`;

export const createEventTables = (db: Database.Database): void => {
  db.exec(`
    CREATE TABLE IF NOT EXISTS streams (
      stream_no INTEGER PRIMARY KEY,
      name      TEXT NOT NULL UNIQUE
    );
  `);
  const columns = db.prepare("SELECT name FROM pragma_table_info('events')").pluck().all() as string[];
  if (columns.includes('stream_id')) migrateNamedStreams(db);
  db.exec(`
    ${EVENTS_TABLE('IF NOT EXISTS events')}
  `);
};

/** Data directories from before stream numbers kept the stream name on every event row. */
const migrateNamedStreams = (db: Database.Database): void => {
  db.transaction(() => {
    db.exec(`
      ALTER TABLE events RENAME TO events_named;
      INSERT INTO streams (name) SELECT stream_id FROM events_named GROUP BY stream_id ORDER BY min(position);
      ${EVENTS_TABLE('events')}
      INSERT INTO events (position, id, stream_no, revision, type, data, metadata)
        SELECT e.position, e.id, s.stream_no, e.revision, e.type, e.data, e.metadata
        FROM events_named e JOIN streams s ON s.name = e.stream_id ORDER BY e.position;
      DROP TABLE events_named;
    `);
  }).immediate();
};

/** WAL lets readers run beside the writer; synchronous=FULL fsyncs every commit, so an acknowledged append survives a crash. */
export const openDurable = (db: Database.Database): void => {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
};

import type Database from 'better-sqlite3';

/**
 * One row per event. `position` is the rowid, so the global order is the insertion order
 * and never reused (rows are never deleted). (stream_id, revision) is unique: that unique
 * index is what makes optimistic concurrency hold even if two processes share the file.
 */
export const createEventTables = (db: Database.Database): void => {
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position  INTEGER PRIMARY KEY,
      id        TEXT NOT NULL UNIQUE,
      stream_id TEXT NOT NULL,
      revision  INTEGER NOT NULL,
      type      TEXT NOT NULL,
      data      TEXT NOT NULL,
      metadata  TEXT NOT NULL,
      UNIQUE (stream_id, revision)
    );
  `);
};

/** WAL lets readers run beside the writer; synchronous=FULL fsyncs every commit, so an acknowledged append survives a crash. */
export const openDurable = (db: Database.Database): void => {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
};

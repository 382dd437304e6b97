import Database from 'better-sqlite3';
import { existsSync, renameSync, statSync } from 'node:fs';

/** Which file a name pointed to when it was checked: a set-aside moves that file, never one made since. */
export interface FileIdentity {
  dev: number;
  ino: number;
}

export const identityOf = (file: string): FileIdentity | null => {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? { dev: stats.dev, ino: stats.ino } : null;
};

/** `read-models.sqlite.damaged-20261129T132800123Z`: when it was found, sortable, no colons. */
const asideName = (file: string, at: Date) => `${file}.damaged-${at.toISOString().replace(/[-:.]/g, '')}`;

/**
 * Runs `work` holding the event log's write lock (BEGIN IMMEDIATE), the one lock every process of
 * the data directory already shares: starts that found the same damage take turns, and the kernel
 * drops it if the holder dies, so no stale lock is left. Appends wait for it (busy timeout) for
 * as long as a few renames take. Without a log (a directory being set up) there is nobody to race.
 */
const holdingLogWriteLock = <T>(eventsFile: string, work: () => T): T => {
  if (!existsSync(eventsFile)) return work();
  const db = new Database(eventsFile, { fileMustExist: true, timeout: 30_000 });
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      return work();
    } finally {
      db.exec('ROLLBACK');
    }
  } finally {
    db.close();
  }
};

/**
 * Moves a damaged file and its companions (`-wal`, `-shm`, `-journal`) aside under one new name, so
 * SQLite still opens the moved copy with its write-ahead log for inspection; returns that name.
 * Services started together on one data directory may all find the same damage: under the log's
 * write lock, only the one that still finds the file it checked (same device and inode) moves it;
 * the others find it gone or already new (a fresh file another start opened) and get null.
 */
export const setAsideDamaged = (file: string, checked: FileIdentity, eventsFile: string, at: Date): string | null =>
  holdingLogWriteLock(eventsFile, () => {
    const now = identityOf(file);
    if (!now || now.dev !== checked.dev || now.ino !== checked.ino) return null;
    const aside = asideName(file, at);
    renameSync(file, aside);
    for (const companion of ['-wal', '-shm', '-journal']) if (existsSync(file + companion)) renameSync(file + companion, aside + companion);
    return aside;
  });

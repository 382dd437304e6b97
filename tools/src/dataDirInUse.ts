import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The SQLite files of the embedded default that a running platform (or any tool) keeps open. */
export const LIVE_DATABASES = ['events.sqlite', 'accounts.sqlite', 'read-models.sqlite'] as const;

/**
 * Whether another process has this SQLite file open. In WAL mode every open connection holds a
 * shared lock on the database file for as long as it is open (idle or not), so an exclusive lock
 * taken without waiting succeeds only when nobody else has it open. The kernel drops the locks of
 * a process that dies (SIGKILL included), so there is no stale lock file to clean up, and it sees
 * every opener: the platform, the services run alone, replay, rebuild, a backup under way.
 * Needs a local file system (POSIX locks are unreliable on NFS; docs/operations.md says so).
 */
export const isDatabaseOpenElsewhere = (file: string): boolean => {
  if (!existsSync(file)) return false;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'SQLITE_BUSY') return true;
    // A damaged file (cut short, not SQLite): SQLite stops at its header before the exclusive lock,
    // and the platform refuses to start on it (embeddedFiles/checkAtStart.ts), so this is what a
    // restore is for. Any process that could still hold it (a platform started before the damage,
    // a tool) holds its sibling files too, and the check of those answers for it.
    if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return false;
    throw error;
  } finally {
    db?.close();
  }
};

/** The files of DATA_DIR some process has open; empty when the directory can be replaced. */
export const databasesInUse = (dataDir: string): string[] => LIVE_DATABASES.filter((name) => isDatabaseOpenElsewhere(join(dataDir, name)));

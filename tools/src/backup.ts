import Database from 'better-sqlite3';
import { existsSync, writeSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST,
  platformVersion,
  publish,
  sha256OfFile,
  verifyDatabaseCopy,
  type BackedUpFile,
  type BackupManifest,
  type LogFacts,
  type PauseStep,
} from './backupFiles';
import type { ProgressOut } from './progress';
import { DamagedCredentialStoreError, DamagedEventLogError, type DamagedFileError } from '@sports/platform/embeddedFiles/checkAtStart';
import { checkSqliteFile } from '@sports/platform/embeddedFiles/sqliteFileCheck';

export interface BackupOptions {
  dataDir: string;
  outDir: string;
  /** Stage lines and the copy's progress (stderr in the CLI). */
  progress?: ProgressOut;
  /**
   * Pages per step of SQLite's online backup; default all in one step. One step reads one
   * snapshot (WAL: the writer goes on beside it). Smaller steps let writers of other connections
   * restart the copy, which under a steady load may never finish: only tests lower it.
   */
  pagesPerStep?: number;
  /** Test hook: stop dead at this step (see PauseStep). */
  pauseAt?: PauseStep;
  clock?: () => Date;
}

const ALL_PAGES = 0x7fffffff;

/** Blocks the process for good, so a test can SIGKILL it at a known step; nothing else calls this. */
const pauseForever = (step: PauseStep): never => {
  writeSync(2, `backup: paused at ${step} (BACKUP_TEST_PAUSE_AT); waiting to be killed\n`);
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Copies one live SQLite file with the online backup API into `<name>.partial`, makes the copy a
 * self-contained rollback-journal file (no -wal beside it), checks it and only then renames it to
 * its name. A copy that does not check out is never published.
 */
const copyDatabase = async (
  dataDir: string,
  outDir: string,
  name: 'events.sqlite' | 'accounts.sqlite',
  options: BackupOptions,
): Promise<LogFacts | null> => {
  try {
    return await copyCheckedDatabase(dataDir, outDir, name, options);
  } catch (error) {
    throw damageOfSource(join(dataDir, name), name) ?? error;
  }
};

/**
 * Why a copy failed when the source itself is damaged: the same error (and message, and exit code
 * in the CLI) as a start on it, rather than SQLite's error or a refused copy. Asked only after a
 * failure, so a sound backup reads its files once.
 */
const damageOfSource = (file: string, name: 'events.sqlite' | 'accounts.sqlite'): DamagedFileError | null => {
  const check = checkSqliteFile(file);
  if (check.ok) return null;
  return name === 'events.sqlite' ? new DamagedEventLogError(file, check.problem) : new DamagedCredentialStoreError(file, check.problem);
};

const copyCheckedDatabase = async (
  dataDir: string,
  outDir: string,
  name: 'events.sqlite' | 'accounts.sqlite',
  options: BackupOptions,
): Promise<LogFacts | null> => {
  const out = options.progress;
  const temporary = join(outDir, `${name}.partial`);
  const started = Date.now();
  const source = new Database(join(dataDir, name), { fileMustExist: true, timeout: 5000 });
  try {
    let lastTenth = -1;
    await source.backup(temporary, {
      progress: ({ totalPages, remainingPages }) => {
        const copied = totalPages - remainingPages;
        const tenth = Math.floor((copied / Math.max(1, totalPages)) * 10);
        if (tenth !== lastTenth) {
          lastTenth = tenth;
          out?.write(`${name}: ${copied.toLocaleString('en-US')} of ${totalPages.toLocaleString('en-US')} pages copied\n`);
        }
        if (options.pauseAt === 'events-copying' && name === 'events.sqlite' && copied > 0) pauseForever('events-copying');
        return options.pagesPerStep ?? ALL_PAGES;
      },
    });
  } finally {
    source.close();
  }
  const copy = new Database(temporary, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  const facts = verifyDatabaseCopy(temporary, name);
  const { size } = await stat(temporary);
  await chmod(temporary, 0o600); // the credential store's sessions are secrets
  out?.write(
    `${name}: copied ${mb(size)} in ${((Date.now() - started) / 1000).toFixed(1)} s; integrity ok` +
      (facts ? `; ${facts.eventCount.toLocaleString('en-US')} events up to position ${facts.headPosition ?? 'none'}\n` : '\n'),
  );
  await publish(temporary, join(outDir, name), outDir);
  return facts;
};

/**
 * An online backup of the embedded default's event log and credential store,
 * safe while the platform serves writes. Files appear under their names only once checked, and
 * manifest.json, which restore requires, is written last (temporary name, then rename): a backup
 * killed at any point leaves a directory that restore refuses.
 */
export const backupDataDir = async (options: BackupOptions): Promise<BackupManifest> => {
  const dataDir = resolve(options.dataDir);
  const outDir = resolve(options.outDir);
  for (const name of ['events.sqlite', 'accounts.sqlite'] as const) {
    if (!existsSync(join(dataDir, name)))
      throw new BackupError('NO_EVENT_LOG', `No ${name} in ${dataDir}: is DATA_DIR (or --data-dir) the platform's data directory?`);
  }
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const present = await readdir(outDir);
  if (present.length > 0)
    throw new BackupError(
      'OUT_NOT_EMPTY',
      `${outDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', ...' : ''}): a backup goes into a new or empty directory`,
    );
  options.progress?.write(`Backing up ${dataDir} into ${outDir}\n`);

  const facts = (await copyDatabase(dataDir, outDir, 'events.sqlite', options))!;
  if (options.pauseAt === 'events-copied') pauseForever('events-copied');
  await copyDatabase(dataDir, outDir, 'accounts.sqlite', options);
  const names: BackedUpFile[] = ['events.sqlite', 'accounts.sqlite'];
  // Written once when the platform first starts without JWT_SECRET; it signs every session.
  if (existsSync(join(dataDir, 'jwt-secret'))) {
    await copyFile(join(dataDir, 'jwt-secret'), join(outDir, 'jwt-secret.partial'));
    await chmod(join(outDir, 'jwt-secret.partial'), 0o600);
    await publish(join(outDir, 'jwt-secret.partial'), join(outDir, 'jwt-secret'), outDir);
    names.push('jwt-secret');
  }

  const files = await Promise.all(
    names.map(async (name) => ({ name, bytes: (await stat(join(outDir, name))).size, sha256: await sha256OfFile(join(outDir, name)) })),
  );
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: (options.clock?.() ?? new Date()).toISOString(),
    platformVersion: platformVersion(),
    sourceDataDir: dataDir,
    eventCount: facts.eventCount,
    headPosition: facts.headPosition,
    files,
  };
  const temporary = join(outDir, `${MANIFEST}.partial`);
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  if (options.pauseAt === 'manifest-temporary') pauseForever('manifest-temporary');
  await publish(temporary, join(outDir, MANIFEST), outDir);
  return manifest;
};

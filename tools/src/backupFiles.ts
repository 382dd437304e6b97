import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rename, type FileHandle } from 'node:fs/promises';
import { z } from 'zod';
import platformPackage from '../../platform/package.json' with { type: 'json' };

/**
 * What a backup of the embedded default holds and how it is checked, shared by backup and restore
 * (docs/operations.md "Backups and restores"). Read models are not in it: the log rebuilds them.
 */
export const BACKUP_FORMAT = 'sports-platform-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';

/** events.sqlite and accounts.sqlite always; jwt-secret when the data directory has one (no JWT_SECRET set). */
export const backedUpFile = z.enum(['events.sqlite', 'accounts.sqlite', 'jwt-secret']);
export type BackedUpFile = z.infer<typeof backedUpFile>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  platformVersion: z.string(),
  sourceDataDir: z.string(),
  eventCount: z.number().int().min(0),
  /** The last event's global position in the copy (a string: positions are 64-bit); null for an empty log. */
  headPosition: z.string().regex(/^\d+$/).nullable(),
  files: z
    .array(z.object({ name: backedUpFile, bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }))
    .refine(
      (files) => files.some((f) => f.name === 'events.sqlite') && files.some((f) => f.name === 'accounts.sqlite'),
      'must list events.sqlite and accounts.sqlite',
    )
    .refine((files) => new Set(files.map((f) => f.name)).size === files.length, 'lists a file twice'),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup or restore that stops: `code` is stable (scripts and tests read it), the message says what to do. */
export class BackupError extends Error {
  constructor(
    readonly code:
      | 'NO_EVENT_LOG'
      | 'OUT_NOT_EMPTY'
      | 'SERVERS_STORAGE'
      | 'COPY_CORRUPT'
      | 'MANIFEST_MISSING'
      | 'MANIFEST_INVALID'
      | 'FILE_MISSING'
      | 'CHECKSUM_MISMATCH'
      | 'COUNT_MISMATCH'
      | 'DATA_DIR_IN_USE',
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

export const sha256OfFile = (path: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

export interface LogFacts {
  eventCount: number;
  headPosition: string | null;
}

/** PRAGMA integrity_check of a copy: anything but "ok" is refused. */
export const checkIntegrity = (db: Database.Database, name: string): void => {
  const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
  const result = rows.map((r) => r.integrity_check);
  if (result.length !== 1 || result[0] !== 'ok')
    throw new BackupError('COPY_CORRUPT', `${name}: integrity_check says ${result.slice(0, 5).join('; ')}`);
};

/** How many events a log copy holds and its last position, read from the copy itself. */
export const readLogFacts = (db: Database.Database): LogFacts => {
  const row = db.prepare('SELECT count(*) AS n, max(position) AS head FROM events').safeIntegers(true).get() as {
    n: bigint;
    head: bigint | null;
  };
  return { eventCount: Number(row.n), headPosition: row.head === null ? null : String(row.head) };
};

/** Opens a finished copy read-only, checks it and, for the log, reads its facts. */
export const verifyDatabaseCopy = (path: string, name: BackedUpFile): LogFacts | null => {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    checkIntegrity(db, name);
    return name === 'events.sqlite' ? readLogFacts(db) : null;
  } finally {
    db.close();
  }
};

const fsyncPath = async (path: string, flags: string): Promise<void> => {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, flags);
    await handle.sync();
  } catch (error) {
    // Directories cannot be opened on some systems (Windows): nothing to sync there.
    if (!['EISDIR', 'EPERM', 'EACCES', 'EINVAL'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
};

export const fsyncFile = (path: string): Promise<void> => fsyncPath(path, 'r+');
export const fsyncDirectory = (dir: string): Promise<void> => fsyncPath(dir, 'r');

/** Renames a finished file into place and makes the rename itself durable. */
export const publish = async (temporary: string, final: string, dir: string): Promise<void> => {
  await fsyncFile(temporary);
  await rename(temporary, final);
  await fsyncDirectory(dir);
};

/** Bundled in by `npm run build` (the file is not beside platform/dist), read as a module under tsx. */
export const platformVersion = (): string => platformPackage.version;

/** A test hook (documented in docs/operations.md): the tool stops dead at this step so a test can SIGKILL it there. */
export type PauseStep = 'events-copying' | 'events-copied' | 'manifest-temporary';

import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  BackupError,
  MANIFEST,
  fsyncDirectory,
  fsyncFile,
  manifestSchema,
  sha256OfFile,
  verifyDatabaseCopy,
  type BackupManifest,
} from './backupFiles';
import { databasesInUse } from './dataDirInUse';
import type { ProgressOut } from './progress';

export interface RestoreOptions {
  from: string;
  dataDir: string;
  progress?: ProgressOut;
  clock?: () => Date;
}

export interface RestoreSummary {
  dataDir: string;
  from: string;
  eventCount: number;
  headPosition: string | null;
  restored: string[];
  /** Where the files the restore replaced went (nothing of the log is ever deleted); null when there were none. */
  movedAside: string | null;
  removedReadModels: string[];
}

/**
 * Everything restore requires of a backup: a manifest (written last, so an interrupted backup has
 * none), every file it lists with its size and sha256, and a log copy that passes integrity_check
 * and holds exactly the manifest's event count up to its head position.
 */
export const verifyBackup = async (from: string): Promise<BackupManifest> => {
  const path = join(from, MANIFEST);
  if (!existsSync(path))
    throw new BackupError(
      'MANIFEST_MISSING',
      `No ${MANIFEST} in ${from}: not a finished backup (an interrupted backup has none). Use another backup.`,
    );
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new BackupError('MANIFEST_INVALID', `${path} is not JSON: ${(error as Error).message}`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new BackupError(
      'MANIFEST_INVALID',
      `${path}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'manifest'}: ${i.message}`).join('; ')}`,
    );
  const manifest = parsed.data;
  for (const file of manifest.files) {
    const filePath = join(from, file.name);
    if (!existsSync(filePath)) throw new BackupError('FILE_MISSING', `${file.name} is listed in the manifest but missing from ${from}`);
    const { size } = await stat(filePath);
    if (size !== file.bytes) throw new BackupError('CHECKSUM_MISMATCH', `${file.name} has ${size} bytes, the manifest says ${file.bytes}`);
    if ((await sha256OfFile(filePath)) !== file.sha256)
      throw new BackupError('CHECKSUM_MISMATCH', `${file.name}: sha256 differs from the manifest's`);
  }
  const facts = verifyDatabaseCopy(join(from, 'events.sqlite'), 'events.sqlite')!;
  if (facts.eventCount !== manifest.eventCount || facts.headPosition !== manifest.headPosition) {
    throw new BackupError(
      'COUNT_MISMATCH',
      `events.sqlite holds ${facts.eventCount} events up to position ${facts.headPosition ?? 'none'}; the manifest says ${manifest.eventCount} up to ${manifest.headPosition ?? 'none'}`,
    );
  }
  verifyDatabaseCopy(join(from, 'accounts.sqlite'), 'accounts.sqlite');
  return manifest;
};

const withCompanions = (name: string) => [name, `${name}-wal`, `${name}-shm`, `${name}-journal`];

const refuseInUse = (dataDir: string): void => {
  const inUse = databasesInUse(dataDir);
  if (inUse.length > 0) {
    throw new BackupError(
      'DATA_DIR_IN_USE',
      `${dataDir} is in use: ${inUse.join(', ')} open in another process (a running platform, a service or a tool). Stop it, then restore.`,
    );
  }
};

/**
 * Restores a verified backup into a data directory nobody has open: the files it
 * replaces (the log with its -wal, the credential store, the signing secret) are moved aside into
 * before-restore-<time>/, the read models are removed, and the next start rebuilds them from the
 * restored log (the projector starts from an empty read store at position zero).
 */
export const restoreDataDir = async (options: RestoreOptions): Promise<RestoreSummary> => {
  const from = resolve(options.from);
  const dataDir = resolve(options.dataDir);
  const out = options.progress;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  refuseInUse(dataDir);
  out?.write(`Checking the backup in ${from}\n`);
  const manifest = await verifyBackup(from);
  out?.write(
    `Backup of ${manifest.createdAt} (platform ${manifest.platformVersion}): ${manifest.eventCount.toLocaleString('en-US')} events up to position ${manifest.headPosition ?? 'none'}; checksums and counts match\n`,
  );

  // Staged beside their final names (same file system), so the switch below is renames only.
  for (const file of manifest.files) {
    const staged = join(dataDir, `${file.name}.restoring`);
    await copyFile(join(from, file.name), staged);
    await chmod(staged, 0o600);
    await fsyncFile(staged);
    if ((await sha256OfFile(staged)) !== file.sha256)
      throw new BackupError('CHECKSUM_MISMATCH', `${file.name}: the copy into ${dataDir} differs from the backup (disk error?)`);
  }

  refuseInUse(dataDir); // once more: the copies above may have taken a while
  const replaced = manifest.files.flatMap((f) => withCompanions(f.name)).filter((name) => existsSync(join(dataDir, name)));
  let movedAside: string | null = null;
  if (replaced.length > 0) {
    movedAside = join(dataDir, `before-restore-${(options.clock?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(movedAside, { mode: 0o700 });
    for (const name of replaced) await rename(join(dataDir, name), join(movedAside, name));
    out?.write(`Moved the replaced files aside into ${movedAside}: ${replaced.join(', ')}\n`);
  }
  const removedReadModels = withCompanions('read-models.sqlite').filter((name) => existsSync(join(dataDir, name)));
  for (const name of removedReadModels) await rm(join(dataDir, name), { force: true });
  if (removedReadModels.length > 0)
    out?.write(`Removed the read models (${removedReadModels.join(', ')}): the next start rebuilds them from the log\n`);
  for (const file of manifest.files) await rename(join(dataDir, `${file.name}.restoring`), join(dataDir, file.name));
  await fsyncDirectory(dataDir);
  const restored = manifest.files.map((f) => f.name);
  out?.write(`Restored ${restored.join(', ')} into ${dataDir}. Start the platform: it rebuilds the read models before it reports ready.\n`);
  out?.write('Uploaded images (DATA_DIR/blobs) are not part of a backup: bring them back with your file backup if images were uploaded.\n');
  return { dataDir, from, eventCount: manifest.eventCount, headPosition: manifest.headPosition, restored, movedAside, removedReadModels };
};

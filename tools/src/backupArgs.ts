import { parseArgs } from 'node:util';
import { z } from 'zod';
import { BackupError } from './backupFiles';
import { UsageError } from './cliArgs';

export const BACKUP_USAGE = `npm run backup -- --out DIR [--data-dir D]
  Copies the event log and the credential store of D (default: DATA_DIR, else ./data) into the new
  or empty directory DIR while the platform runs, checks each copy and writes DIR/manifest.json last.`;

export const RESTORE_USAGE = `npm run restore -- --from DIR [--data-dir D]
  Restores the backup in DIR into D (default: DATA_DIR, else ./data), which no running platform may
  have open. Replaced files are moved into D/before-restore-<time>/; the read models are removed and
  the next start rebuilds them from the log.`;

const options = { out: { type: 'string' }, from: { type: 'string' }, 'data-dir': { type: 'string' } } as const;

const parse = (argv: string[], required: 'out' | 'from', env: Record<string, string | undefined>) => {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const other = required === 'out' ? 'from' : 'out';
  if (values[other] !== undefined) throw new UsageError(`--${other}: not an option of this command`);
  const parsed = z.object({ [required]: z.string().min(1, 'needs a directory') }).safeParse({ [required]: values[required] ?? '' });
  if (!parsed.success) throw new UsageError(`--${required}: needs a directory`);
  // The servers' storage keeps no files here: their own backup tools apply (docs/operations.md).
  if (env.EVENTSTORE_URL || env.MONGODB_URL)
    throw new BackupError(
      'SERVERS_STORAGE',
      'EVENTSTORE_URL/MONGODB_URL are set: this tool backs up the embedded default only; use EventStoreDB and MongoDB backups for that storage',
    );
  return { dir: values[required]!, dataDir: values['data-dir'] ?? env.DATA_DIR ?? './data' };
};

const pauseStep = z.enum(['events-copying', 'events-copied', 'manifest-temporary']).optional();

export const parseBackupArgs = (argv: string[], env: Record<string, string | undefined> = process.env) => {
  const { dir, dataDir } = parse(argv, 'out', env);
  const pages = z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .safeParse(env.BACKUP_PAGES_PER_STEP || undefined);
  if (!pages.success) throw new UsageError('BACKUP_PAGES_PER_STEP: a whole number of pages, at least 1');
  const pause = pauseStep.safeParse(env.BACKUP_TEST_PAUSE_AT || undefined);
  if (!pause.success) throw new UsageError('BACKUP_TEST_PAUSE_AT: events-copying, events-copied or manifest-temporary');
  return { outDir: dir, dataDir, pagesPerStep: pages.data, pauseAt: pause.data };
};

export const parseRestoreArgs = (argv: string[], env: Record<string, string | undefined> = process.env) => {
  const { dir, dataDir } = parse(argv, 'from', env);
  return { from: dir, dataDir };
};

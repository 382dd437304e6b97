import { RESTORE_USAGE, parseRestoreArgs } from './backupArgs';
import { BackupError } from './backupFiles';
import { UsageError } from './cliArgs';
import { restoreDataDir } from './restore';

/** `npm run restore -- --from DIR [--data-dir D]` (docs/operations.md "Backups and restores"). */
try {
  const args = parseRestoreArgs(process.argv.slice(2));
  const summary = await restoreDataDir({ ...args, progress: process.stderr });
  process.stdout.write(`${JSON.stringify({ restore: summary })}\n`);
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${RESTORE_USAGE}\n`);
    process.exit(2);
  }
  if (error instanceof BackupError) {
    process.stderr.write(`Restore refused (${error.code}): ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

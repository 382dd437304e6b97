import { BACKUP_USAGE, parseBackupArgs } from './backupArgs';
import { backupDataDir } from './backup';
import { BackupError } from './backupFiles';
import { UsageError } from './cliArgs';
import { explainDamagedFile } from '@sports/platform/embeddedFiles/checkAtStart';

/** `npm run backup -- --out DIR`: an online backup of the embedded default (docs/operations.md "Backups and restores"). */
try {
  const args = parseBackupArgs(process.argv.slice(2));
  const started = Date.now();
  const manifest = await backupDataDir({ ...args, progress: process.stderr });
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  process.stderr.write(
    `Backup complete in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest.eventCount.toLocaleString('en-US')} events up to position ${manifest.headPosition ?? 'none'}, ` +
      `${manifest.files.map((f) => f.name).join(', ')} (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${args.outDir}\n`,
  );
  process.stdout.write(
    `${JSON.stringify({ backup: { out: args.outDir, eventCount: manifest.eventCount, headPosition: manifest.headPosition, files: manifest.files } })}\n`,
  );
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${BACKUP_USAGE}\n`);
    process.exit(2);
  }
  if (error instanceof BackupError) {
    process.stderr.write(`Backup refused (${error.code}): ${error.message}\n`);
    process.exit(1);
  }
  // A damaged log or credential store: its file, what is wrong and the restore command, exit 65.
  explainDamagedFile(error);
}

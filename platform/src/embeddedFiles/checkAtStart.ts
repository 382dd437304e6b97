import { existsSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from '../observability/logger';
import { checkSqliteFile } from './sqliteFileCheck';

/**
 * The event log failed its check at start. The log is the only complete history (docs/operations.md
 * "What lives where"), so nothing is rebuilt or moved: the platform stops and says how to restore.
 */
export class DamagedEventLogError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(
      `The event log ${file} is damaged (${problem}). The platform does not start on a damaged log. ` +
        `Stop every process using ${dirname(file)}, then restore the last backup: npm run restore -- --from <backup directory> --data-dir ${dirname(file)} ` +
        `(docs/operations.md "Restoring"; the restore moves the damaged file aside and deletes nothing).`,
    );
    this.name = 'DamagedEventLogError';
  }
}

/** `read-models.sqlite.damaged-20261129T132800123Z`: when it was found, sortable, no colons. */
const asideName = (file: string, at: Date) => `${file}.damaged-${at.toISOString().replace(/[-:.]/g, '')}`;

/**
 * Moves a damaged file and its companions (`-wal`, `-shm`, `-journal`) aside under one new name, so
 * SQLite still opens the moved copy with its write-ahead log for inspection; returns that name.
 */
const setAside = (file: string, at: Date): string => {
  const aside = asideName(file, at);
  renameSync(file, aside);
  for (const companion of ['-wal', '-shm', '-journal']) if (existsSync(file + companion)) renameSync(file + companion, aside + companion);
  return aside;
};

/**
 * Before the embedded stores open (docs/decisions.md "Damaged SQLite files at start"): each file's
 * header, then SQLite's quick_check, at every start. A damaged event log stops the start
 * (DamagedEventLogError). A damaged read-model file is never served: it is set aside for
 * inspection, one warning line says where, and the stores then open a new file, which the
 * projector fills from the start of the log, as after a restore.
 */
export const checkEmbeddedFilesAtStart = (files: { eventsFile: string; readModelsFile: string }, log: Logger, clock: () => Date = () => new Date()): void => {
  const events = checkSqliteFile(files.eventsFile);
  if (!events.ok) throw new DamagedEventLogError(files.eventsFile, events.problem);
  const readModels = checkSqliteFile(files.readModelsFile);
  if (readModels.ok) return;
  const movedTo = setAside(files.readModelsFile, clock());
  log.warn(
    { event: 'read_models_set_aside', file: files.readModelsFile, movedTo, problem: readModels.problem },
    'read-model file damaged: set aside, every read model is rebuilt from the event log',
  );
};

/**
 * The exit code of a start refused on a damaged log: sysexits' EX_DATAERR, so a supervisor can tell
 * it from a crash (exit code 1) and stop restarting (docs/operations.md: RestartPreventExitStatus).
 */
export const EXIT_DAMAGED_LOG = 65;

/**
 * What `npm start` does with a start that throws: a damaged log gets its message alone on stderr
 * (what the operator must do, not a stack trace) and EXIT_DAMAGED_LOG; anything else is thrown as before.
 */
export const explainDamagedLog = (error: unknown): never => {
  if (error instanceof DamagedEventLogError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_DAMAGED_LOG);
  }
  throw error;
};

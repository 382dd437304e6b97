import { dirname } from 'node:path';

/** What the operator runs to bring a data directory back from its last backup (docs/operations.md "Restoring"). */
const restoreCommand = (dataDir: string) => `npm run restore -- --from <backup directory> --data-dir ${dataDir}`;

/**
 * An embedded file the platform cannot do without failed its check (docs/adr/0115-damaged-sqlite-files.md): nothing is moved or rebuilt,
 * and the message says what to do.
 */
export abstract class DamagedFileError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    message: string,
  ) {
    super(message);
  }
}

/** The event log is the only complete history (docs/operations.md "What lives where"): only a restore brings it back. */
export class DamagedEventLogError extends DamagedFileError {
  constructor(file: string, problem: string) {
    super(
      file,
      problem,
      `The event log ${file} is damaged (${problem}). The platform does not start on a damaged log. ` +
        `Stop every process using ${dirname(file)}, then restore the last backup: ${restoreCommand(dirname(file))} ` +
        `(docs/operations.md "Restoring"; the restore moves the damaged file aside and deletes nothing).`,
    );
    this.name = 'DamagedEventLogError';
  }
}

/**
 * The credential store (accounts.sqlite) holds refresh sessions, the sessions ended by logout or
 * revocation, one-time codes in flight and the send counters behind their rate limits: none of it
 * is in the log, so it is not rebuilt. A new empty one would sign everybody out (harmless) but also
 * forget which sessions were ended, whose access tokens would then pass again until they expire:
 * the operator chooses, knowing that (docs/adr/0115-damaged-sqlite-files.md).
 */
export class DamagedCredentialStoreError extends DamagedFileError {
  constructor(file: string, problem: string) {
    const dataDir = dirname(file);
    super(
      file,
      problem,
      `The credential store ${file} is damaged (${problem}). It holds sign-in sessions, ended sessions and one-time codes, which the event log does not, ` +
        `so the platform does not start on it. Stop every process using ${dataDir}, then either restore the last backup: ${restoreCommand(dataDir)} ` +
        `(the event log goes back to the backup too), or keep the log and start with a new credential store: move ${file} and its -wal and -shm files out of ${dataDir}; ` +
        `every user then signs in again, and access tokens already issued, those of ended sessions included, pass until they expire (ACCESS_TOKEN_TTL_SECONDS): ` +
        `wait that long before starting to keep ended sessions ended (docs/operations.md "Damaged files").`,
    );
    this.name = 'DamagedCredentialStoreError';
  }
}

/**
 * The exit code of a start or a tool refused on a damaged file: sysexits' EX_DATAERR, so a
 * supervisor can tell it from a crash (exit code 1) and stop restarting (docs/operations.md: RestartPreventExitStatus).
 */
export const EXIT_DAMAGED_FILE = 65;

/**
 * What `npm start`, the services and the tools do with a start that throws: a damaged file gets its
 * message alone on stderr (what the operator must do, not a stack trace) and EXIT_DAMAGED_FILE;
 * anything else is thrown as before.
 */
export const explainDamagedFile = (error: unknown): never => {
  if (error instanceof DamagedFileError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_DAMAGED_FILE);
  }
  throw error;
};

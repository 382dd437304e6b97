import type { Logger } from '../observability/logger';
import { DamagedCredentialStoreError, DamagedEventLogError } from './damagedFiles';
import { identityOf, setAsideDamaged } from './setAside';
import { checkSqliteFile } from './sqliteFileCheck';

export { DamagedCredentialStoreError, DamagedEventLogError, DamagedFileError, EXIT_DAMAGED_FILE, explainDamagedFile } from './damagedFiles';

/**
 * Before the embedded stores open (docs/adr/0115-damaged-sqlite-files.md): each file's
 * header, then SQLite's quick_check, at every start. A damaged event log stops the start
 * (DamagedEventLogError). A damaged read-model file is never served: it is set aside for
 * inspection, one warning line says where, and the stores then open a new file, which the
 * projector fills from the start of the log, as after a restore. When several services start
 * together, one of them moves it (setAside.ts) and the others go on with the new file.
 */
export const checkEmbeddedFilesAtStart = (
  files: { eventsFile: string; readModelsFile: string },
  log: Logger,
  clock: () => Date = () => new Date(),
): void => {
  const events = checkSqliteFile(files.eventsFile);
  if (!events.ok) throw new DamagedEventLogError(files.eventsFile, events.problem);
  const checked = identityOf(files.readModelsFile);
  const readModels = checkSqliteFile(files.readModelsFile);
  if (readModels.ok || !checked) return;
  const movedTo = setAsideDamaged(files.readModelsFile, checked, files.eventsFile, clock());
  if (!movedTo) {
    log.info(
      { event: 'read_models_set_aside_elsewhere', file: files.readModelsFile },
      'damaged read-model file already set aside by a service started beside this one',
    );
    return;
  }
  log.warn(
    { event: 'read_models_set_aside', file: files.readModelsFile, movedTo, problem: readModels.problem },
    'read-model file damaged: set aside, every read model is rebuilt from the event log',
  );
};

/**
 * Before the embedded credential store opens: a damaged one stops the start
 * (DamagedCredentialStoreError says why it is neither rebuilt nor replaced on its own).
 */
export const checkCredentialStoreAtStart = (accountsFile: string): void => {
  const accounts = checkSqliteFile(accountsFile);
  if (!accounts.ok) throw new DamagedCredentialStoreError(accountsFile, accounts.problem);
};

import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync, readSync, rmSync, statSync } from 'node:fs';

/** What a look at an SQLite file found: nothing wrong, or what is wrong in words an operator reads. */
export type FileCheck = { ok: true } | { ok: false; problem: string };

const OK: FileCheck = { ok: true };
const HEADER_BYTES = 100;
const MAGIC = Buffer.from('SQLite format 3\u0000', 'latin1');
/** SQLite's error codes that mean "this file is not a sound database" (not busy, not a permission problem). */
const DAMAGE_CODES = /^SQLITE_(CORRUPT|NOTADB)/;

/**
 * The database header (https://www.sqlite.org/fileformat.html section 1.3): the magic string, a
 * page size that is a power of two from 512 to 65536, a file of whole pages, and (when the
 * header's own page count is valid, and no write-ahead log could hold the missing pages) at least
 * as many pages as the header counts. Reads 100 bytes, whatever the file's size.
 */
const checkHeader = (file: string, size: number): FileCheck => {
  if (size < HEADER_BYTES) return { ok: false, problem: `truncated: ${size} bytes, less than an SQLite header` };
  const header = Buffer.alloc(HEADER_BYTES);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, HEADER_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC))
    return { ok: false, problem: `not an SQLite database: its header starts ${JSON.stringify(header.subarray(0, 16).toString('latin1'))}` };
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  if (pageSize < 512 || pageSize > 65_536 || (pageSize & (pageSize - 1)) !== 0)
    return { ok: false, problem: `damaged header: page size ${rawPageSize}` };
  if (size % pageSize !== 0) return { ok: false, problem: `truncated: ${size} bytes is not a whole number of ${pageSize}-byte pages` };
  const pages = header.readUInt32BE(28);
  const countValid = pages > 0 && header.readUInt32BE(24) === header.readUInt32BE(92);
  const walSize = existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0;
  if (countValid && walSize === 0 && size < pages * pageSize)
    return {
      ok: false,
      problem: `truncated: ${size} bytes, the header counts ${pages} pages of ${pageSize} bytes (${pages * pageSize} bytes)`,
    };
  return OK;
};

/**
 * SQLite's `PRAGMA quick_check`: every page of every b-tree read once and its structure checked
 * (O(size); it skips integrity_check's index-to-table comparison). Read-only: a write-ahead log
 * left by a crash is read as the platform's own open would read it, and a damaged file is not
 * written to (no checkpoint into it on close), so what is set aside or restored over is as found.
 */
const quickCheck = (file: string): FileCheck => {
  const hadLog = existsSync(`${file}-wal`) || existsSync(`${file}-shm`);
  const checkedIno = statSync(file).ino;
  const found = readOnlyQuickCheck(file);
  if (!hadLog) removeCheckTrace(file, checkedIno, found.ok);
  return found;
};

const readOnlyQuickCheck = (file: string): FileCheck => {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('quick_check(5)', { simple: false }) as Array<{ quick_check: string }>;
    const messages = rows.flatMap((r) => r.quick_check.split('\n')).filter((m) => m && !m.startsWith('***'));
    return messages.length === 1 && messages[0] === 'ok' ? OK : { ok: false, problem: `quick_check: ${messages.join('; ')}` };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (DAMAGE_CODES.test(code)) return { ok: false, problem: `${code}: ${(error as Error).message}` };
    throw error;
  } finally {
    db?.close();
  }
};

/**
 * A read-only open of a file in WAL mode creates an empty -wal and -shm: a check leaves no trace.
 * Only while the name is still the checked file's (inode `checkedIno`): once another start set it
 * aside (setAside.ts), the -wal beside the name is that of the new file it has open. A sound file's
 * trace is taken away by SQLite itself: a read-write connection opened and closed removes the
 * -wal and -shm only when it is the last connection to the file, so a service that opened the
 * file meanwhile (services started together on one data directory) keeps its log and its shared
 * index. A damaged file is refused by every opener, so its empty trace is simply removed.
 */
export const removeCheckTrace = (file: string, checkedIno: number, sound = true): void => {
  if (statSync(file, { throwIfNoEntry: false })?.ino !== checkedIno) return;
  if (!existsSync(`${file}-wal`) || statSync(`${file}-wal`).size !== 0) return;
  if (!sound) {
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
    return;
  }
  const db = new Database(file, { fileMustExist: true, timeout: 1_000 });
  try {
    db.pragma('schema_version'); // opens the file and its log; the close below decides about the trace
  } finally {
    db.close();
  }
};

/**
 * Whether an SQLite file can be opened and trusted: absent (a new data directory) and empty (a
 * database with no table yet, as SQLite itself treats it) are fine; otherwise its header, then
 * `quick_check`. Other errors (permissions, a lock) are thrown: they are not damage.
 */
export const checkSqliteFile = (file: string): FileCheck => {
  if (!existsSync(file)) return OK;
  const { size } = statSync(file);
  if (size === 0) return quickCheck(file); // empty: fine, unless a write-ahead log left beside it says otherwise
  const header = checkHeader(file, size);
  return header.ok ? quickCheck(file) : header;
};

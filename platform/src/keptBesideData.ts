import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The text of `file`, made by `make` and written there (mode 0600) if nothing is there yet.
 *
 * Several processes may start on one fresh data directory at once (`npm start` beside a tool, two
 * tools): each writes its own text to a private file and links it into place. The link either
 * publishes a complete file or fails because another process's is already there, which is then the
 * one every process reads, so no process reads half a file or keeps a secret the others lost.
 */
export const keptBesideData = (file: string, make: () => string): string => {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.draft`;
  writeFileSync(draft, make(), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A file system without hard links: a rename is still atomic, though the last writer wins.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') renameSync(draft, file);
    else if (code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8');
};

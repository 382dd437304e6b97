import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const PREFIX = 'sports-tests-';

/**
 * vitest globalSetup of every project (vitest.config.ts): the run's temporary files go under one
 * directory of their own, removed when the run ends. Specs make hundreds of temporary data
 * directories (platforms, read stores, logs), and those that leave theirs behind piled up in /tmp by
 * the thousand. TMPDIR is set before the workers start, so os.tmpdir() in them, in the processes they
 * spawn and in Chromium names it.
 */
export default function setup(): () => void {
  // Each project runs its global set-up: the first made the root, the others use it.
  if (basename(tmpdir()).startsWith(PREFIX)) return () => undefined;
  const root = mkdtempSync(join(tmpdir(), PREFIX));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}

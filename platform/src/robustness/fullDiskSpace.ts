import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The space the full-disk test (fullDisk.spec.ts) runs the platform on, and how it fills and frees it.
 * As root: a real 64 MiB tmpfs mounted by the test, filled by a file written until ENOSPC and freed
 * by deleting it. Without root (or when mounting fails): SQLite's own full condition, max_page_count
 * on the event log's connection through a test-only limit file (SPORTS_TEST_EVENT_LOG_PAGE_LIMIT_FILE,
 * event-store/src/sqlite/storageWatch.ts): SQLite then fails appends with SQLITE_FULL exactly as on a
 * full disk, and raising the limit is space returning.
 */
export interface TestSpace {
  mechanism: string;
  dataDir: string;
  /** Environment the platform needs for this mechanism. */
  env: Record<string, string>;
  fill(): void;
  free(): void;
  dispose(): void;
}

const TMPFS_SIZE = '64m';

export const openTestSpace = (root: string): TestSpace => {
  const mountPoint = join(root, 'fs');
  mkdirSync(mountPoint, { recursive: true });
  if (process.getuid?.() === 0 && process.env.FULL_DISK_MECHANISM !== 'page-limit') {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', mountPoint], { stdio: 'pipe' });
      return tmpfsSpace(mountPoint);
    } catch (error) {
      console.log(`full-disk test: no tmpfs (${(error as Error).message.split('\n')[0]}); SQLite's page limit instead`);
    }
  }
  return pageLimitSpace(root, mountPoint);
};

const tmpfsSpace = (mountPoint: string): TestSpace => {
  const dataDir = join(mountPoint, 'data');
  mkdirSync(dataDir);
  const filler = join(mountPoint, 'filler');
  return {
    mechanism: `a ${TMPFS_SIZE} tmpfs filled to ENOSPC`,
    dataDir,
    env: {},
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Large chunks, then ever smaller ones, until not even 512 bytes fit.
        for (const size of [1024 * 1024, 64 * 1024, 4096, 512]) {
          const chunk = Buffer.alloc(size, 1);
          for (;;) {
            try {
              writeSync(fd, chunk);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    dispose() {
      execFileSync('umount', ['-l', mountPoint], { stdio: 'pipe' });
    },
  };
};

const pageLimitSpace = (root: string, dataDir: string): TestSpace => {
  const limitFile = join(root, 'page-limit');
  writeFileSync(limitFile, '1000000000');
  return {
    mechanism: "SQLite's max_page_count on the event log (SQLITE_FULL, as a full disk)",
    dataDir,
    env: { SPORTS_TEST_EVENT_LOG_PAGE_LIMIT_FILE: limitFile },
    fill: () => writeFileSync(limitFile, '1'), // SQLite keeps it at the pages the file has: full as of now
    free: () => writeFileSync(limitFile, '1000000000'),
    dispose: () => undefined,
  };
};

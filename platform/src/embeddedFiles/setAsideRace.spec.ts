import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '@sports/projections';
import { makeDataDir, repoRoot, tempDir } from '@sports/tools/backupTestKit';
import { damage } from './damageKit';
import { checkSqliteFile, removeCheckTrace } from './sqliteFileCheck';

/**
 * Services started at the same moment on one data directory (docs/adr/0115-damaged-sqlite-files.md): each finds the same damaged read-model file, and each then opens a new one, as
 * openStores does. Two processes are held at a barrier between their check and their set-aside,
 * so both try to move the file at once: one moves it, neither fails, and both write into the same
 * new file, none into the copy set aside.
 */
const dirs: string[] = [];
let source = '';

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

beforeAll(async () => {
  source = await makeDataDir(20);
  dirs.push(source);
  const documents = new SqliteDocumentStore(join(source, 'read-models.sqlite'));
  await documents.ensureCollection({ name: 'old', indexes: [] });
  await documents.commit(
    Array.from({ length: 400 }, (_, i) => ({
      collection: 'old',
      id: `d${i}`,
      doc: { id: `d${i}`, text: 'z'.repeat(300) },
      position: BigInt(i + 1),
      isNew: true,
    })),
    [{ name: 'old.v1', position: 400n }],
  );
  await documents.close();
}, 60_000);

/** One start: check, wait for the other at the barrier, set aside, open the new file and write its own document there. */
const START = `
const { readdirSync, writeFileSync } = await import('node:fs');
const { join } = await import('node:path');
const { identityOf, setAsideDamaged } = await import(process.env.SET_ASIDE);
const { checkSqliteFile } = await import(process.env.FILE_CHECK);
const { SqliteDocumentStore } = await import('@sports/projections');
const { FILE: file, EVENTS: eventsFile, BARRIER: barrier, ME: me } = process.env;
const checked = identityOf(file);
if (checkSqliteFile(file).ok) throw new Error('the damaged copy passed its check');
writeFileSync(join(barrier, me), '');
while (readdirSync(barrier).length < 2) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
const movedTo = setAsideDamaged(file, checked, eventsFile, new Date());
const documents = new SqliteDocumentStore(file);
await documents.ensureCollection({ name: 'fresh', indexes: [] });
await documents.commit([{ collection: 'fresh', id: me, doc: { id: me }, position: 1n, isNew: true }], [{ name: 'fresh.' + me, position: 1n }]);
await documents.close();
process.stdout.write(JSON.stringify({ movedTo }));
`;

const start = (env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', START], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });

describe('setting a damaged read-model file aside, two starts at once', () => {
  it.each(['garbled pages', 'wrong header'] as const)(
    '%s: one moves it, neither fails, and both use one new file',
    async (how) => {
      const dir = tempDir('set-aside-race');
      dirs.push(dir);
      for (const name of ['events.sqlite', 'read-models.sqlite']) copyFileSync(join(source, name), join(dir, name));
      const file = join(dir, 'read-models.sqlite');
      damage(file, how);
      const barrier = join(dir, 'barrier');
      mkdirSync(barrier);
      const env = {
        FILE: file,
        EVENTS: join(dir, 'events.sqlite'),
        BARRIER: barrier,
        SET_ASIDE: join(import.meta.dirname, 'setAside.ts'),
        FILE_CHECK: join(import.meta.dirname, 'sqliteFileCheck.ts'),
      };
      const runs = await Promise.all(['a', 'b'].map((me) => start({ ...env, ME: me })));

      for (const run of runs) expect(run.code, run.stderr).toBe(0);
      const moved = runs.map((run) => (JSON.parse(run.stdout) as { movedTo: string | null }).movedTo);
      expect(moved.filter(Boolean), 'exactly one start moved it').toHaveLength(1);
      const aside = readdirSync(dir).filter((name) => /^read-models\.sqlite\.damaged-\d{8}T\d{9}Z$/.test(name));
      expect(aside).toEqual([moved.find(Boolean)!.slice(dir.length + 1)]);
      // What was set aside is the damaged file; the new one is sound and holds what both starts wrote.
      expect(checkSqliteFile(join(dir, aside[0]!)).ok).toBe(false);
      expect(checkSqliteFile(file)).toEqual({ ok: true });
      const fresh = new SqliteDocumentStore(file);
      try {
        await fresh.ensureCollection({ name: 'fresh', indexes: [] });
        expect(await fresh.get('fresh', 'a')).toEqual({ id: 'a' });
        expect(await fresh.get('fresh', 'b')).toEqual({ id: 'b' });
        expect(await fresh.getCheckpoint('old.v1')).toBeNull();
      } finally {
        await fresh.close();
      }
    },
    60_000,
  );
});

describe('a check while another service has the same file open', () => {
  it("leaves that service's write-ahead log and shared index, and its writes reach the file", () => {
    const dir = tempDir('check-beside-open');
    dirs.push(dir);
    const file = join(dir, 'events.sqlite');
    copyFileSync(join(source, 'read-models.sqlite'), file);
    const checkedIno = statSync(file).ino;
    // Services started together: the other one opened the file while this one was checking it.
    const other = new Database(file);
    try {
      other.pragma('journal_mode = WAL');
      other.exec('CREATE TABLE beside (x)');
      other.pragma('wal_checkpoint(TRUNCATE)');
      expect(statSync(`${file}-wal`).size).toBe(0);
      removeCheckTrace(file, checkedIno);
      expect(existsSync(`${file}-wal`) && existsSync(`${file}-shm`)).toBe(true);
      other.exec("INSERT INTO beside VALUES ('kept')");
      const third = new Database(file, { readonly: true });
      expect(third.prepare('SELECT x FROM beside').pluck().get()).toBe('kept');
      third.close();
    } finally {
      other.close();
    }
  });
});

describe('a check that ran on a file set aside meanwhile', () => {
  it('leaves the write-ahead log of the new file alone', () => {
    const dir = tempDir('set-aside-trace');
    dirs.push(dir);
    const file = join(dir, 'read-models.sqlite');
    copyFileSync(join(source, 'read-models.sqlite'), file);
    const checkedIno = statSync(file).ino;
    // Another start sets the checked file aside and has a new one open, its -wal empty (just checkpointed).
    renameSync(file, `${file}.damaged-20261129T141500000Z`);
    const fresh = new Database(file);
    try {
      fresh.pragma('journal_mode = WAL');
      fresh.exec('CREATE TABLE t (x)');
      fresh.pragma('wal_checkpoint(TRUNCATE)');
      expect(statSync(`${file}-wal`).size).toBe(0);
      removeCheckTrace(file, checkedIno);
      expect(existsSync(`${file}-wal`) && existsSync(`${file}-shm`)).toBe(true);
      fresh.exec("INSERT INTO t VALUES ('kept')");
    } finally {
      fresh.close();
    }
    const reader = new Database(file, { readonly: true });
    expect(reader.prepare('SELECT x FROM t').pluck().get()).toBe('kept');
    reader.close();
    expect(checkSqliteFile(file)).toEqual({ ok: true });
    // The trace of a check on the file still under its name goes.
    const checked = new Database(file, { readonly: true });
    checked.pragma('quick_check');
    checked.close();
    expect(existsSync(`${file}-wal`)).toBe(true);
    removeCheckTrace(file, statSync(file).ino);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});

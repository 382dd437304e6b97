import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_DAMAGED_FILE } from '../embeddedFiles/checkAtStart';
import { DAMAGES, damage, type Damage } from '../embeddedFiles/damageKit';
import { checkSqliteFile } from '../embeddedFiles/sqliteFileCheck';
import { backupDataDir } from '@sports/tools/backup';
import { repoRoot, runTool, tempDir } from '@sports/tools/backupTestKit';
import { digestCleanRebuild, digestReadModelFile } from './readModelDigest';

/**
 * Damaged SQLite files at start (docs/adr/0115-damaged-sqlite-files.md), for real: the
 * platform as `npm start` runs it (main.ts, a child process) on a copy of a data directory it
 * wrote, with one file cut short, garbled in the middle or given a wrong header. A damaged
 * `read-models.sqlite` is set aside with a warning line naming both names, and the platform starts,
 * rebuilds and answers as before; a damaged `events.sqlite` stops the start with exit code 65 and a
 * message that names the file and `npm run restore`, and the restore it names brings it back; so
 * does a damaged `accounts.sqlite`, whose message also offers starting with a new one, which works.
 */
const dirs: string[] = [];
const children: ChildProcess[] = [];
let sound = '';
let backup = '';
/** What the platform answered on the sound data directory, asked again after each rebuild. */
let answersBefore: Record<string, unknown> = {};
/** Reads that do not move with the clock: the venues of a sport, its skill levels. */
const READS = ['/api/vm/spaces/listing/football/0/30', '/api/vm/listings/football/skills'];

afterAll(async () => {
  for (const child of children) await stop(child);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  /** The base URL once it listens, or null when the process exited first. */
  listening: Promise<string | null>;
  exited: Promise<number | null>;
}

/** `npm start`'s main.ts (or a service run alone) on `dataDir`, development mode with demo data, warnings and worse logged. */
const startPlatform = (dataDir: string, entry = 'platform/src/main.ts'): Started => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      NOTIFICATIONS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string | null>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => resolve(null));
  });
  return { child, output: () => output, listening, exited };
};

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
};

const until = async (what: string, check: () => Promise<boolean>, output: () => string, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; platform output:\n${output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Started, listening and ready (read models caught up), or the output of why not. */
const startReady = async (dataDir: string) => {
  const started = startPlatform(dataDir);
  const base = await started.listening;
  if (!base) throw new Error(`The platform exited with ${await started.exited}:\n${started.output()}`);
  await until('/ready 200', async () => (await fetch(`${base}/ready`)).status === 200, started.output);
  return { ...started, base };
};

const answers = async (base: string) =>
  Object.fromEntries(await Promise.all(READS.map(async (path) => [path, await (await fetch(`${base}${path}`)).json()] as const)));

/** A copy of the sound data directory with `file` damaged `how`. */
const damagedCopy = (file: 'events.sqlite' | 'read-models.sqlite' | 'accounts.sqlite', how: Damage) => {
  const dir = tempDir('startup-damage');
  dirs.push(dir);
  cpSync(sound, dir, { recursive: true });
  damage(join(dir, file), how);
  expect(checkSqliteFile(join(dir, file)).ok, `${file} ${how} fails its check`).toBe(false);
  return dir;
};

beforeAll(async () => {
  sound = tempDir('startup-sound');
  dirs.push(sound);
  const platform = await startReady(sound);
  answersBefore = await answers(platform.base);
  for (const path of READS) expect(JSON.stringify(answersBefore[path]).length, path).toBeGreaterThan(100);
  await stop(platform.child);
  expect(platform.child.exitCode).toBe(0);
  backup = tempDir('startup-backup');
  dirs.push(backup);
  rmSync(backup, { recursive: true });
  await backupDataDir({ dataDir: sound, outDir: backup });
}, 240_000);

describe('a damaged read-model file at start', () => {
  it.each(DAMAGES)(
    '%s: is set aside with a warning line, and the platform rebuilds and answers as before',
    async (how) => {
      const dir = damagedCopy('read-models.sqlite', how);
      const platform = await startReady(dir);
      expect(await answers(platform.base)).toEqual(answersBefore);
      const aside = readdirSync(dir).filter((name) => /^read-models\.sqlite\.damaged-\d{8}T\d{9}Z$/.test(name));
      expect(aside, readdirSync(dir).join(', ')).toHaveLength(1);
      const warning = platform
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.event === 'read_models_set_aside');
      expect(warning).toMatchObject({
        level: 40,
        service: 'platform',
        file: join(dir, 'read-models.sqlite'),
        movedTo: join(dir, aside[0]!),
        problem: expect.any(String),
      });
      await stop(platform.child);
      expect(platform.child.exitCode).toBe(0);
      // Every read model equals a clean rebuild from the log, and the damaged copy is still there to inspect.
      expect(await digestReadModelFile(join(dir, 'read-models.sqlite'))).toEqual(await digestCleanRebuild(join(dir, 'events.sqlite')));
      expect(existsSync(join(dir, aside[0]!))).toBe(true);
    },
    180_000,
  );
});

describe('a damaged event log at start', () => {
  it.each(DAMAGES)(
    '%s: stops the start with exit code 65 and a message naming the file and npm run restore, which brings it back',
    async (how) => {
      const dir = damagedCopy('events.sqlite', how);
      const files = readdirSync(dir).sort();
      const platform = startPlatform(dir);
      expect(await platform.listening).toBeNull();
      expect(await platform.exited, platform.output()).toBe(EXIT_DAMAGED_FILE);
      const message = platform.output().trim();
      expect(message).toContain(`The event log ${join(dir, 'events.sqlite')} is damaged`);
      expect(message).toContain(`npm run restore -- --from <backup directory> --data-dir ${dir}`);
      expect(message, 'no stack trace').not.toMatch(/^\s+at /m);
      expect(readdirSync(dir).sort(), 'nothing moved, nothing rebuilt').toEqual(files);

      // What the message says to do.
      const restore = await runTool('restore', ['--from', backup, '--data-dir', dir]);
      expect(restore.code, restore.stderr).toBe(0);
      expect(checkSqliteFile(join(dir, 'events.sqlite'))).toEqual({ ok: true });
      if (how === 'wrong header') {
        const restarted = await startReady(dir);
        expect(await answers(restarted.base)).toEqual(answersBefore);
        await stop(restarted.child);
      }
    },
    180_000,
  );

  it('stops the services run alone on the embedded storage the same way', async () => {
    const dir = damagedCopy('events.sqlite', 'wrong header');
    for (const service of ['commandService', 'queryService', 'projector']) {
      const started = startPlatform(dir, `platform/src/services/${service}.ts`);
      expect(await started.exited, `${service}: ${started.output()}`).toBe(EXIT_DAMAGED_FILE);
      expect(started.output(), service).toContain(`The event log ${join(dir, 'events.sqlite')} is damaged`);
      expect(started.output(), `${service}: no stack trace`).not.toMatch(/^\s+at /m);
    }
  }, 120_000);
});

describe('a damaged credential store at start', () => {
  it.each(DAMAGES)(
    '%s: stops the start with exit code 65 and a message naming the file and npm run restore; either way out it names works',
    async (how) => {
      const dir = damagedCopy('accounts.sqlite', how);
      const accountsFile = join(dir, 'accounts.sqlite');
      const damaged = readFileSync(accountsFile);
      const platform = startPlatform(dir);
      expect(await platform.listening).toBeNull();
      expect(await platform.exited, platform.output()).toBe(EXIT_DAMAGED_FILE);
      const message = platform.output().trim();
      expect(message).toContain(`The credential store ${accountsFile} is damaged`);
      expect(message).toContain(`npm run restore -- --from <backup directory> --data-dir ${dir}`);
      expect(message, 'no stack trace').not.toMatch(/^\s+at /m);
      expect(readFileSync(accountsFile).equals(damaged), 'left as found').toBe(true);
      expect(
        readdirSync(dir).filter((name) => name.includes('damaged')),
        'nothing set aside',
      ).toEqual([]);

      if (how === 'garbled pages') return;
      if (how === 'wrong header') {
        const restore = await runTool('restore', ['--from', backup, '--data-dir', dir]);
        expect(restore.code, restore.stderr).toBe(0);
      } else {
        // The other way out: the file moved out of the data directory, the platform starts with a new store.
        const out = join(dir, '..', `${dir.split('/').pop()}-accounts-out`);
        dirs.push(out);
        mkdirSync(out);
        for (const name of readdirSync(dir).filter((n) => n.startsWith('accounts.sqlite'))) renameSync(join(dir, name), join(out, name));
      }
      expect(checkSqliteFile(accountsFile)).toEqual({ ok: true });
      const restarted = await startReady(dir);
      expect(await answers(restarted.base)).toEqual(answersBefore);
      await stop(restarted.child);
    },
    180_000,
  );

  it('stops the command and query services run alone the same way', async () => {
    const dir = damagedCopy('accounts.sqlite', 'wrong header');
    for (const service of ['commandService', 'queryService']) {
      const started = startPlatform(dir, `platform/src/services/${service}.ts`);
      expect(await started.exited, `${service}: ${started.output()}`).toBe(EXIT_DAMAGED_FILE);
      expect(started.output(), service).toContain(`The credential store ${join(dir, 'accounts.sqlite')} is damaged`);
      expect(started.output(), `${service}: no stack trace`).not.toMatch(/^\s+at /m);
    }
  }, 120_000);
});

import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@sports/projections';
import { EXIT_DAMAGED_FILE } from '@sports/platform/embeddedFiles/checkAtStart';
import { DAMAGES, damage, type Damage } from '@sports/platform/embeddedFiles/damageKit';
import { makeDataDir, runTool, tempDir, type Tool } from './backupTestKit';

/**
 * The tools on a damaged data directory (docs/operations.md "Damaged files"): what a start on it
 * prints (the file, what is wrong, npm run restore) and exit code 65, never SQLite's stack trace.
 */
const dirs: string[] = [];
let source = '';

beforeAll(async () => {
  source = await makeDataDir(40);
  dirs.push(source);
}, 60_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const damagedCopy = (file: 'events.sqlite' | 'accounts.sqlite', how: Damage) => {
  const dir = tempDir('tool-damage');
  dirs.push(dir);
  for (const name of ['events.sqlite', 'accounts.sqlite']) copyFileSync(join(source, name), join(dir, name));
  damage(join(dir, file), how);
  return dir;
};

/** Runs `tool` on `dir` as an operator would (DATA_DIR for the tools that read it, --data-dir for backup). */
const runOn = (tool: Tool, dir: string, args: string[]) => runTool(tool, args, { DATA_DIR: dir, NODE_ENV: 'development' });

const expectExplained = (run: { code: number | null; stderr: string }, message: string, dir: string) => {
  expect(run.code, run.stderr).toBe(EXIT_DAMAGED_FILE);
  expect(run.stderr).toContain(message);
  expect(run.stderr).toContain(`npm run restore -- --from <backup directory> --data-dir ${dir}`);
  expect(run.stderr, 'no stack trace').not.toMatch(/^\s+at /m);
};

const REBUILT = allProjections[0]!.name;

describe('the tools on a damaged event log', () => {
  it.each(DAMAGES)(
    'replay and rebuild, log %s: the damaged-log message and exit 65',
    async (how) => {
      const dir = damagedCopy('events.sqlite', how);
      const logMessage = `The event log ${join(dir, 'events.sqlite')} is damaged`;
      const [replay, rebuild] = await Promise.all([runOn('replay', dir, []), runOn('rebuild', dir, [REBUILT])]);
      expectExplained(replay, logMessage, dir);
      expect(replay.stdout, 'no events written').toBe('');
      expectExplained(rebuild, logMessage, dir);
    },
    60_000,
  );

  it('export and time-travel: the same', async () => {
    const dir = damagedCopy('events.sqlite', 'wrong header');
    const logMessage = `The event log ${join(dir, 'events.sqlite')} is damaged`;
    const out = join(dir, 'parquet');
    const [exported, travelled] = await Promise.all([
      runOn('export', dir, ['--format', 'parquet', '--out', out]),
      runOn('timeTravel', dir, ['game-g1']),
    ]);
    expectExplained(exported, logMessage, dir);
    expect(existsSync(out), 'nothing exported').toBe(false);
    expectExplained(travelled, logMessage, dir);
  }, 60_000);

  it.each(DAMAGES)(
    'backup, log %s: the same, and no backup is published',
    async (how) => {
      const dir = damagedCopy('events.sqlite', how);
      const out = join(tempDir('tool-damage-backup'), 'backup');
      dirs.push(join(out, '..'));
      const backup = await runOn('backup', dir, ['--data-dir', dir, '--out', out]);
      expectExplained(backup, `The event log ${join(dir, 'events.sqlite')} is damaged`, dir);
      expect(existsSync(out) ? readdirSync(out).filter((name) => !name.endsWith('.partial')) : []).toEqual([]);
    },
    60_000,
  );
});

describe('backup on a damaged credential store', () => {
  it('says which file and what to do, exit 65', async () => {
    const dir = damagedCopy('accounts.sqlite', 'wrong header');
    const out = join(tempDir('tool-damage-backup'), 'backup');
    dirs.push(join(out, '..'));
    const backup = await runOn('backup', dir, ['--data-dir', dir, '--out', out]);
    expectExplained(backup, `The credential store ${join(dir, 'accounts.sqlite')} is damaged`, dir);
    expect(readdirSync(out)).not.toContain('manifest.json');
  }, 60_000);
});

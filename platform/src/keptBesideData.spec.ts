import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptBesideData } from './keptBesideData';

/** The development secrets kept beside the data (README "Configuration"): one per data directory, whoever starts first. */
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kept-beside-data-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** One process that waits for `startAt`, then asks for `file` with a slow `make` of its own text, and prints what it got. */
const contender = (file: string, startAt: number, name: string) =>
  new Promise<string>((resolve, reject) => {
    const script = `
      const { keptBesideData } = await import(${JSON.stringify(join(import.meta.dirname, 'keptBesideData.ts'))});
      while (Date.now() < ${startAt}) {}
      const slowMake = () => { const until = Date.now() + 150; while (Date.now() < until) {} return ${JSON.stringify(name)}; };
      process.stdout.write(keptBesideData(${JSON.stringify(file)}, slowMake));`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`contender ${name} exited ${code}: ${err}`))));
  });

describe('keptBesideData', () => {
  it('writes what make gives once, mode 0600, then reads it back without calling make', () => {
    const file = join(freshDir(), 'nested', 'jwt-secret');
    expect(keptBesideData(file, () => 'first')).toBe('first');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(
      keptBesideData(file, () => {
        throw new Error('make is not called when the file is there');
      }),
    ).toBe('first');
    expect(readdirSync(join(file, '..'))).toEqual(['jwt-secret']);
  });

  it('keeps a file that is already there as it is', () => {
    const file = join(freshDir(), 'vapid-keys.json');
    writeFileSync(file, '{"publicKey":"p","privateKey":"k"}');
    expect(keptBesideData(file, () => 'other')).toBe('{"publicKey":"p","privateKey":"k"}');
  });

  it('gives every process started at once on a fresh directory the same text, never half a file', async () => {
    const dir = freshDir();
    const file = join(dir, 'vapid-keys.json');
    const names = ['a', 'b', 'c', 'd'].map((letter) => `text-of-${letter}`);
    // Far enough ahead that the processes have usually loaded by then; a late one finds the file and reads it.
    const startAt = Date.now() + 3_000;
    const got = await Promise.all(names.map((name) => contender(file, startAt, name)));
    const kept = readFileSync(file, 'utf8');
    expect(names).toContain(kept);
    expect(got).toEqual(names.map(() => kept));
    expect(readdirSync(dir), 'no drafts left behind').toEqual(['vapid-keys.json']);
  }, 60_000);
});

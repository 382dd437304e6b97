import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run build`: production runs the compiled JavaScript with plain `node`, no
 * TypeScript loader. Builds, then starts the built whole platform on a fresh data folder and an
 * OS-chosen port, and asks /health.
 */
const root = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'built-platform-'));
let server: ChildProcess | undefined;

const run = (command: string, args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    const killer = setTimeout(() => server!.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('npm run build: the services as JavaScript for plain node', () => {
  it('builds every service entry point, with no TypeScript loader left in the output', async () => {
    const { code, output } = await run('npm', ['run', 'build']);
    expect(code, output).toBe(0);
    for (const entry of ['main', 'commandService', 'queryService', 'projector', 'relay', 'workerEntry']) {
      const file = join(root, 'platform/dist', `${entry}.mjs`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).not.toMatch(/from ["']tsx|\.ts["']\)/);
    }
  }, 120_000);

  it('the built platform starts under plain node, answers /health with 200 and its projector thread catches up', async () => {
    server = spawn(process.execPath, ['platform/dist/main.mjs'], {
      cwd: root,
      // A clean environment for the service: no loader flags inherited from the test runner.
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PROJECTOR_THREAD: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line within 90 s:\n${output}`)), 90_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /on http:\/\/localhost:(\d+)/.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(Number(found[1]));
        }
      };
      server!.stdout!.on('data', read);
      server!.stderr!.on('data', read);
      server!.once('exit', (code) => reject(new Error(`the built platform exited with ${code}:\n${output}`)));
    });
    const reply = await fetch(`http://127.0.0.1:${port}/health`);
    expect(reply.status, output).toBe(200);
    // The embedded projector runs in a worker thread started from the built ./workerEntry.mjs.
    await expect.poll(() => output, { timeout: 60_000 }).toMatch(/Read models caught up/);
  }, 120_000);
});

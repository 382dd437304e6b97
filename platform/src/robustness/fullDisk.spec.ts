import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES_COLLECTION } from '@sports/projections';
import { gameBody } from '@sports/testing/http/fixtures';
import { openTestSpace, type TestSpace } from './fullDiskSpace';

/**
 * For real: the platform (`npm start`'s main.ts, a child process) on a space the
 * test fills (fullDiskSpace.ts says which mechanism ran), under a steady stream of commands.
 * While full: refused commands get 503 STORAGE_UNAVAILABLE with Retry-After, /ready says 503 with
 * the reason, the process stays up. Once freed, with no restart: /ready 200 and commands
 * acknowledged again. At the end, every acknowledged command is in the log exactly once, and no
 * refused one is (a refused one sent again after recovery counts as acknowledged then).
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'full-disk-'));
let space: TestSpace | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  await stop(child);
  space?.dispose();
  rmSync(root, { recursive: true, force: true });
});

const stop = async (process: ChildProcess | undefined) => {
  if (!process || process.exitCode !== null || process.signalCode !== null) return;
  const exited = new Promise((resolve) => process.once('exit', resolve));
  process.kill('SIGTERM');
  const timer = setTimeout(() => process.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
};

const until = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, output: () => string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; platform output:\n${output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

type Phase = 'before' | 'during' | 'after';
interface Sent {
  key: string;
  phase: Phase;
  status: number;
  code?: string;
  retryAfter?: string | null;
  activityId?: string;
  position?: bigint;
}

describe('a full disk', () => {
  it('refuses commands with 503 while full, stays up, recovers without a restart, and loses or doubles no acknowledged command', async () => {
    space = openTestSpace(root);
    console.log(`full-disk test: ${space.mechanism}`);
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'platform/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...space.env,
        NODE_ENV: 'development',
        DATA_DIR: space.dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const log = () => output;
    const started = Date.now();
    let base = '';
    await until(
      'the platform to listen',
      () => {
        const port = /on http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (port) base = `http://127.0.0.1:${port}`;
        return Boolean(port) || child!.exitCode !== null;
      },
      90_000,
      log,
    );
    expect(child.exitCode, log()).toBeNull();
    const ready = () => fetch(`${base}/ready`).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
    await until('/ready 200', async () => (await ready()).status === 200, 90_000, log);
    const startMs = Date.now() - started;

    const tokenReply = (await (
      await fetch(`${base}/api/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'full-disk-host' }),
      })
    ).json()) as { data?: { accessToken?: string }; accessToken?: string };
    const token = (tokenReply.data?.accessToken ?? tokenReply.accessToken) as string;
    expect(token).toBeTruthy();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const body = JSON.stringify(
      gameBody({ date: tomorrow, duration: [{ from: `${tomorrow}T18:00:00+05:30`, to: `${tomorrow}T19:30:00+05:30` }] }),
    );
    const create = async (key: string, phase: Phase): Promise<Sent> => {
      const response = await fetch(`${base}/api/vm/activities`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
      const reply = (await response.json()) as { code?: string; data?: { activityId?: string } };
      const position = response.headers.get('x-log-position');
      return {
        key,
        phase,
        status: response.status,
        code: reply.code,
        retryAfter: response.headers.get('retry-after'),
        activityId: reply.data?.activityId,
        position: position === null ? undefined : BigInt(position),
      };
    };

    // A steady load: four clients, each sending one command after another with keys of its own.
    const sent: Sent[] = [];
    let phase: Phase = 'before';
    let running = true;
    let paused = false;
    let next = 0;
    const client = async () => {
      while (running) {
        if (paused) await new Promise((r) => setTimeout(r, 50));
        else sent.push(await create(`fd-${next++}`, phase));
      }
    };
    const clients = Promise.all([client(), client(), client(), client()]);
    const count = (p: Phase, ok: (s: Sent) => boolean) => sent.filter((s) => s.phase === p && ok(s)).length;
    const acknowledged = (s: Sent) => s.status >= 200 && s.status < 300;
    const refused = (s: Sent) => s.status === 503;
    try {
      await until('commands acknowledged before the disk fills', () => count('before', acknowledged) >= 40, 60_000, log);
      space.fill();
      const filledAt = Date.now();
      phase = 'during';
      await until('commands refused with 503', () => count('during', refused) >= 20, 120_000, log);
      const firstRefusalsMs = Date.now() - filledAt;
      const whileFull = await ready();
      expect(whileFull.status).toBe(503);
      expect(whileFull.body).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/^storage: /) });
      console.log(`full-disk test: /ready while full: ${JSON.stringify(whileFull.body)}`);
      expect(child.exitCode, log()).toBeNull();
      await new Promise((r) => setTimeout(r, 1_000)); // still full a while later: still refused, still up
      expect((await ready()).status).toBe(503);
      expect(child.exitCode, log()).toBeNull();

      // Traffic held back (as a load balancer does on /ready 503): only the store's own probe can see space return.
      paused = true;
      await new Promise((r) => setTimeout(r, 500)); // the commands under way finish
      const freedAt = Date.now();
      space.free();
      phase = 'after';
      await until('/ready 200 again with no command arriving', async () => (await ready()).status === 200, 60_000, log);
      const recoveredMs = Date.now() - freedAt;
      paused = false;
      await until('commands acknowledged after recovery', () => count('after', acknowledged) >= 40, 60_000, log);
      running = false;
      await clients;
      // A refused command sent again with its key is a new attempt, acknowledged now.
      const retried = await Promise.all(
        sent
          .filter(refused)
          .slice(0, 5)
          .map((s) => create(s.key, 'after')),
      );
      expect(retried.map((s) => s.status)).toEqual(retried.map(() => 201));
      sent.push(...retried);

      const refusals = sent.filter(refused);
      for (const s of refusals) {
        expect(s.code).toBe('STORAGE_UNAVAILABLE');
        expect(Number(s.retryAfter)).toBeGreaterThan(0);
      }
      // Only acknowledgements and 503 refusals: no 500, no lost connection.
      expect(sent.filter((s) => !acknowledged(s) && !refused(s))).toEqual([]);
      const figures = {
        mechanism: space.mechanism,
        acknowledgedBefore: count('before', acknowledged),
        acknowledgedWhileFull: count('during', acknowledged),
        refusedWith503: refusals.length,
        platformStartMs: startMs,
        twentyRefusalsAfterFillMs: firstRefusalsMs,
        recoveredInMs: recoveredMs,
        acknowledgedAfter: count('after', acknowledged),
        refusedThenAcknowledgedOnRetry: retried.length,
      };
      console.log(`full-disk test figures: ${JSON.stringify(figures)}`);
      // The projector waited the full disk out: it reaches the last acknowledged position.
      const last = sent.reduce((max, s) => (s.position !== undefined && s.position > max ? s.position : max), 0n);
      await until(
        'the read models to catch up',
        async () => {
          const health = (await (await fetch(`${base}/health`)).json()) as { position?: string; data?: { position?: string } };
          return BigInt(health.data?.position ?? health.position ?? '0') >= last;
        },
        60_000,
        log,
      );
    } finally {
      running = false;
      await clients;
    }

    await stop(child);
    expect(child.signalCode ?? child.exitCode).toBe(0);
    // The log as written: each command's GameCreated, by its caller-scoped command id (key@scope).
    const db = new Database(join(space.dataDir, 'events.sqlite'), { readonly: true });
    const logged = new Map<string, number>();
    try {
      for (const metadata of db.prepare("SELECT metadata FROM events WHERE type = 'GameCreated'").pluck().all() as string[]) {
        const key = String(JSON.parse(metadata).commandId).split('@')[0]!;
        logged.set(key, (logged.get(key) ?? 0) + 1);
      }
    } finally {
      db.close();
    }
    const acknowledgedKeys = new Set(sent.filter(acknowledged).map((s) => s.key));
    const neverAcknowledged = new Set(sent.filter((s) => !acknowledgedKeys.has(s.key)).map((s) => s.key));
    expect([...acknowledgedKeys].filter((key) => logged.get(key) !== 1)).toEqual([]);
    expect([...neverAcknowledged].filter((key) => logged.has(key))).toEqual([]);
    expect(logged.size).toBe(acknowledgedKeys.size);
    // And no event was skipped on the way to the read models: every acknowledged game is listed.
    const readModels = new Database(join(space.dataDir, 'read-models.sqlite'), { readonly: true });
    try {
      const listed = new Set(readModels.prepare(`SELECT id FROM doc_${GAMES_COLLECTION}`).pluck().all() as string[]);
      expect(sent.filter((s) => acknowledged(s) && !listed.has(s.activityId!)).map((s) => s.key)).toEqual([]);
    } finally {
      readModels.close();
    }
  }, 600_000);
});

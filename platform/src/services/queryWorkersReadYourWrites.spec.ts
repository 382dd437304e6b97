import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '@sports/projections';
import { createGame } from '@sports/testing/http/fixtures';
import { HeldFeedEventStore } from '@sports/testing/heldFeedEventStore';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';

/**
 * Read-your-writes across the workers of a query service run alone with QUERY_WORKERS=2
 * (docs/adr/0132-query-workers.md, docs/adr/0114-permission-checks-read-own-writes.md): a platform in
 * this process takes the commands and projects; `platform/src/services/queryService.ts` runs as a
 * primary and two workers over the same files. Every read goes on a new connection, so either
 * worker may answer it, and carries the x-log-position of the command just made as x-read-after:
 * the game list (the live index of whichever worker answers) must count the game just created.
 * The projector is held behind the log from each command until its read is sent, so a read that
 * did not wait for its position would count one game too few.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const ROUNDS = 40;
let dataDir: string;
let log: HeldFeedEventStore;
let platform: TestPlatform;
let queries: ChildProcess;
let port: number;
let output = '';
const outputWaiters = new Set<() => void>();

/** Resolves once the service's output (primary and workers) matches `pattern` `times` times. */
const printed = (pattern: RegExp, times = 1): Promise<void> =>
  new Promise((resolve) => {
    const check = () => {
      if ((output.match(new RegExp(pattern.source, 'g')) ?? []).length < times) return;
      outputWaiters.delete(check);
      resolve();
    };
    outputWaiters.add(check);
    check();
  });

const startQueryWorkers = async (): Promise<number> => {
  queries = spawn(process.execPath, ['--import', 'tsx', 'platform/src/services/queryService.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      QUERY_WORKERS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const check of [...outputWaiters]) check();
      // Each worker says it listens; both on the one port.
      const ports = [...output.matchAll(/on http:\/\/localhost:(\d+)/g)].map((m) => Number(m[1]));
      if (ports.length >= 2) resolve(ports[0]!);
    };
    queries.stdout!.on('data', onData);
    queries.stderr!.on('data', onData);
    queries.once('exit', (code) => reject(new Error(`query-service exited with ${code}:\n${output}`)));
  });
};

/** A GET on a connection of its own (no keep-alive), so the cluster may hand it to either worker. */
const getFresh = (path: string, headers: Record<string, string>): Promise<{ status: number; worker: string; body: any }> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, worker: String(res.headers['x-query-worker']), body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });

/** Game n starts n hours after a day from now (the real clock: the query service has no other), on the IST wall clock. */
const gameOn = (n: number) => {
  const start = new Date(Date.now() + 86_400_000 + n * 3_600_000);
  const ist = (ms: number) => `${new Date(ms + 19_800_000).toISOString().slice(0, 19)}+05:30`;
  return {
    date: ist(start.getTime()).slice(0, 10),
    duration: [{ from: ist(start.getTime()), to: ist(start.getTime() + 3_600_000) }],
    maxParticipants: 10,
  };
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'query-workers-ryw-'));
  log = new HeldFeedEventStore(join(dataDir, 'events.sqlite'));
  platform = await startTestPlatform({
    dataDir,
    now: new Date().toISOString(),
    env: { NOTIFICATIONS: 'false' },
    stores: { eventStore: log, documents: new SqliteDocumentStore(join(dataDir, 'read-models.sqlite')) },
  });
  port = await startQueryWorkers();
}, 120_000);

afterAll(async () => {
  log?.release();
  if (queries && queries.exitCode === null) {
    const exited = new Promise((resolve) => queries.once('exit', resolve));
    queries.kill('SIGTERM');
    await exited;
  }
  await platform?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the query service on two workers', () => {
  it('each read after a command, answered by either worker, counts the game that command made', async () => {
    const host = await platform.tokenFor('workers-host');
    const answeredBy = new Set<string>();
    for (let round = 1; round <= ROUNDS; round++) {
      log.hold();
      const { response } = await createGame(platform, host, gameOn(round));
      expect(response.status).toBe(201);
      const reply = getFresh('/api/vm/activities/all/0/9?status=upcoming', {
        authorization: `Bearer ${host}`,
        'x-read-after': response.headers.get('x-log-position')!,
      });
      log.release();
      const list = await reply;
      expect(list.status).toBe(200);
      expect(list.body.data.counts.total, `round ${round}, worker ${list.worker}`).toBe(round);
      answeredBy.add(list.worker);
    }
    expect([...answeredBy].sort()).toEqual(['1', '2']);
  }, 60_000);

  it('a worker that dies is logged and replaced, and the port keeps answering', async () => {
    const workers = readFileSync(`/proc/${queries.pid}/task/${queries.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    expect(workers).toHaveLength(2);
    process.kill(workers[0]!, 'SIGKILL');
    await printed(/starting a worker in its place/);
    await printed(/on http:\/\/localhost:\d+/, 3);
    expect((await getFresh('/health', {})).status).toBe(200);
  });

  it('SIGTERM to the primary ends the workers and the primary', async () => {
    const exited = new Promise<number | null>((resolve) => queries.once('exit', resolve));
    queries.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(getFresh('/health', {})).rejects.toThrow();
  });
});

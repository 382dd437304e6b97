import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '@sports/projections';
import { createGame } from '@sports/testing/http/fixtures';
import { HeldFeedEventStore } from '@sports/testing/heldFeedEventStore';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';

/**
 * The query service run alone (production's shape, here on the embedded files) reads its own
 * writes by the read models' checkpoints (docs/adr/0114-permission-checks-read-own-writes.md): `platform/src/services/queryService.ts`
 * itself, in a process of its own, beside a
 * platform in this process that takes the commands and projects, held behind the log.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let dataDir: string;
let log: HeldFeedEventStore;
let platform: TestPlatform;
let queries: ChildProcess;
let base: string;

const startQueryService = async (): Promise<string> => {
  queries = spawn(process.execPath, ['--import', 'tsx', 'platform/src/services/queryService.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    queries.stdout!.on('data', onData);
    queries.stderr!.on('data', onData);
    queries.once('exit', (code) => reject(new Error(`query-service exited with ${code}:\n${output}`)));
  });
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'query-service-ryw-'));
  log = new HeldFeedEventStore(join(dataDir, 'events.sqlite'));
  platform = await startTestPlatform({
    dataDir,
    env: { NOTIFICATIONS: 'false' },
    stores: { eventStore: log, documents: new SqliteDocumentStore(join(dataDir, 'read-models.sqlite')) },
  });
  base = await startQueryService();
}, 120_000);

afterAll(async () => {
  log.release();
  if (queries && queries.exitCode === null) {
    const exited = new Promise((resolve) => queries.once('exit', resolve));
    queries.kill('SIGTERM');
    await exited;
  }
  await platform?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const put = (path: string, token: string) => platform.request('PUT', path, { token, body: {} });

/**
 * A read sent to the query service while the projector is held; the projector is let go only if the
 * read is still unanswered a second later (so a read answered from the held read models is seen as such).
 */
const readWhileHeld = async (path: string, token: string, headers: Record<string, string> = {}) => {
  const reply = fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const early = await Promise.race([reply.then((r) => r.status), new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000))]);
  expect(early, 'answered while the read models were held behind the log').toBeNull();
  log.release();
  return reply;
};

describe('the query service on its own', () => {
  it('a player who has just joined reads the chat (x-read-after); a co-host just appointed reads the waitlist (the head)', async () => {
    const [host, priya, arjun] = await Promise.all(['alone-host', 'alone-priya', 'alone-arjun'].map((id) => platform.tokenFor(id)));
    const { activityId } = await createGame(platform, host!, { maxParticipants: 10 });
    expect((await put(`/api/vm/activities/${activityId}/join`, arjun!)).status).toBe(200);
    await platform.settle();

    log.hold();
    const joined = await put(`/api/vm/activities/${activityId}/join`, priya!);
    expect(joined.status).toBe(200);
    const chat = await readWhileHeld(`/api/vm/activities/${activityId}/chat`, priya!, {
      'x-read-after': joined.headers.get('x-log-position')!,
    });
    expect(chat.status).toBe(200);

    log.hold();
    expect((await put(`/api/vm/activities/${activityId}/cohosts/alone-arjun`, host!)).status).toBe(200);
    const waitlist = await readWhileHeld(`/api/vm/activities/${activityId}/waitlist`, arjun!);
    expect(waitlist.status).toBe(200);
  }, 60_000);

  it('a bad x-read-after is a 400 naming the header', async () => {
    const host = await platform.tokenFor('alone-bad');
    const reply = await fetch(`${base}/api/vm/activities/any-game/waitlist`, {
      headers: { authorization: `Bearer ${host}`, 'x-read-after': 'soon' },
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'x-read-after' });
  });
});

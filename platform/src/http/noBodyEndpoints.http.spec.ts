import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_BODY_SCHEMA } from '@sports/service-kit';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * docs/adr/0118-empty-body.md: a write that takes no body
 * accepts none, `{}` and `null` alike (client libraries send `{}` by default); anything else is
 * still 400 VALIDATION_FAILED naming `body`; /openapi.json says so on every such operation.
 */
let platform: TestPlatform;
let player: string;
beforeAll(async () => {
  platform = await startTestStack();
  player = await platform.tokenFor('nobody-player');
});
afterAll(() => platform.close());

type Operation = {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: { enum?: Array<string | number> } }>;
  requestBody?: { required?: boolean; description?: string; content?: Record<string, { schema?: unknown }> };
};
const noBodyWrites = async () => {
  const doc = await json(await platform.request('GET', '/openapi.json'));
  return Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(
        ([method, op]) =>
          method !== 'get' && JSON.stringify(op.requestBody?.content?.['application/json']?.schema) === JSON.stringify(NO_BODY_SCHEMA),
      )
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
};
/** A path of the operation: an enum's first value, else an id nobody has; required query values likewise. */
const urlOf = ({ path, op }: { path: string; op: Operation }) => {
  const valueOf = (name: string) => {
    const schema = op.parameters?.find((p) => p.name === name)?.schema;
    return String(schema?.enum?.[0] ?? 'no-such-id');
  };
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(valueOf(p.name))}`);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => valueOf(name)) + (query.length ? `?${query.join('&')}` : '');
};
const send = (method: string, url: string, raw: string | undefined) =>
  platform.request(method, url, { token: player, rawBody: raw, headers: raw === undefined ? {} : { 'content-type': 'application/json' } });

describe('endpoints that take no body', () => {
  it('accept none, {} and null alike on every such write of /openapi.json, and refuse anything else naming body', async () => {
    const writes = await noBodyWrites();
    expect(writes.length).toBeGreaterThan(20);
    const refusedForBody: string[] = [];
    let bodiesJudged = 0;
    for (const write of writes) {
      const url = urlOf(write);
      let paramsRefused = false;
      for (const raw of [undefined, '{}', 'null', ' { } ']) {
        const reply = await send(write.method, url, raw);
        const problem = reply.status === 400 ? await json(reply) : null;
        if (problem?.field === 'body') refusedForBody.push(`${write.method} ${url} with ${raw ?? 'no body'}: ${problem.detail}`);
        // Path and query parameters are judged before the body: an id of the wrong shape never reaches it.
        else if (problem) paramsRefused = true;
      }
      if (paramsRefused) continue;
      bodiesJudged++;
      for (const raw of ['{"unexpected":1}', '[]', '0', '"text"']) {
        const reply = await send(write.method, url, raw);
        const problem = await expectProblem(reply, 400, 'VALIDATION_FAILED', 'body');
        expect(problem.detail).toContain('no body');
      }
    }
    expect(refusedForBody).toEqual([]);
    expect(bodiesJudged).toBeGreaterThan(writes.length / 2);
  });

  it('take part in a game: waitlist with {}, leave the line with null, join and leave with {}', async () => {
    const host = await platform.tokenFor('nobody-host');
    // Two places: the host's and another player's, so the game is full.
    const { activityId } = await createGame(platform, host, { maxParticipants: 2 });
    expect(
      (await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: await platform.tokenFor('nobody-other'), body: {} }))
        .status,
    ).toBe(200);
    const waitlist = (method: string, raw: string) =>
      platform.request(method, `/api/vm/activities/${activityId}/waitlist`, {
        token: player,
        rawBody: raw,
        headers: { 'content-type': 'application/json' },
      });
    expect((await waitlist('PUT', '{}')).status).toBe(200);
    expect((await waitlist('DELETE', 'null')).status).toBe(200);
    const other = await createGame(platform, host, { maxParticipants: 5 });
    expect((await platform.request('PUT', `/api/vm/activities/${other.activityId}/join`, { token: player, body: {} })).status).toBe(200);
    expect((await platform.request('PUT', `/api/vm/activities/${other.activityId}/leave`, { token: player, body: {} })).status).toBe(200);
  });

  it('are described in /openapi.json: an optional body of an empty object or null', async () => {
    const writes = await noBodyWrites();
    expect(writes.length).toBeGreaterThan(20);
    for (const { op } of writes) {
      expect([op.operationId, op.requestBody?.required, op.requestBody?.description]).toEqual([
        op.operationId,
        false,
        expect.stringContaining('send none, {} or null'),
      ]);
    }
  });
});

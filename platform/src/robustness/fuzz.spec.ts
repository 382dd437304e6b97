import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TokenService, defaultTokenLifetimes } from '@sports/service-kit';
import { createGame } from '@sports/testing/http/fixtures';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { bodyArbitrary, operationsOf, pathParamArbitrary, queryArbitrary, type Operation } from './requestArbitraries';

/**
 * Generated requests against every endpoint of /openapi.json. Whatever comes in,
 * the platform answers within a second, never with a 5xx, never logs an unhandled error, and a
 * rejected (4xx) request appends nothing to the event store. Bounded in time: rounds of
 * RUNS_PER_ROUND requests to every endpoint until FUZZ_RUNS each or the budget is spent.
 * FUZZ_SEED reproduces a run (fast-check prints the seed and the shrunk request on a failure).
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 45_000);
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 60);
const RUNS_PER_ROUND = 6;
const REQUEST_TIMEOUT_MS = 5_000;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fuzzing every endpoint', () => {
  let platform: TestPlatform;
  let operations: Operation[];
  let knownIds: string[];
  let tokens: fc.Arbitrary<string | undefined>;
  const unhandled: unknown[] = [];

  beforeAll(async () => {
    // Notifications off: nothing may append on its own between a request and the head check.
    platform = await startTestPlatform({ env: { NOTIFICATIONS: 'false' } });
    const host = await platform.tokenFor('fuzz-host');
    const { activityId } = await createGame(platform, host);
    const admin = (await platform.tokens.issue({ userId: 'fuzz-admin', name: 'Fuzz Admin', role: 'admin', scopeIds: [] })).accessToken;
    const manager = (
      await platform.tokens.issue({
        userId: 'fuzz-manager',
        name: 'Fuzz Manager',
        role: 'org_manager',
        scopeIds: ['fuzz-org', 'fuzz-org:manage'],
      })
    ).accessToken;
    const stranger = new TokenService({
      secret: 'not-the-platform-secret-'.padEnd(48, 'z'),
      issuer: 'sports-platform',
      ...defaultTokenLifetimes,
    });
    const forged = (await stranger.issue({ userId: 'fuzz-admin', name: 'Forged', role: 'admin', scopeIds: [] })).accessToken;
    const expired = (
      await platform.tokens.issue({ userId: 'fuzz-host', name: 'Old', role: 'player', scopeIds: [] }, { nowMs: Date.parse('2020-01-01') })
    ).accessToken;
    const [header, payload] = host.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'fuzz-admin', org_role: 'admin' })).toString('base64url')}.${host.split('.')[2]}`;
    // Mostly callers that get past authentication, so the input checks behind it are reached too.
    tokens = fc.oneof(
      { weight: 7, arbitrary: fc.constantFrom(host, admin, manager) },
      { weight: 3, arbitrary: fc.constantFrom(undefined, forged, expired, unsigned, tampered, 'garbage', '', 'x'.repeat(20_000)) },
    );
    knownIds = [activityId, 'fuzz-host', 'fuzz-admin', 'fuzz-org', 'football', '0', '1', '20'];
    operations = operationsOf((await (await platform.request('GET', '/openapi.json')).json()) as never);
    // Any error the app did not turn into a problem document is logged through console.error.
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      unhandled.push(args);
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await platform?.close();
  });

  /** Sends one request; streams (server-sent events) are answered with headers, so their body is cancelled. */
  const send = async (
    method: string,
    url: string,
    token: string | undefined,
    tokenHeader: 'authorization' | 'token',
    body: { raw?: string; contentType?: string },
  ) => {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers[tokenHeader] = tokenHeader === 'authorization' ? `Bearer ${token}` : token;
    if (body.contentType) headers['content-type'] = body.contentType;
    const withBody = method !== 'GET' && method !== 'HEAD';
    const exchange = (async () => {
      const response = await platform.app.request(url, { method, headers, body: withBody ? body.raw : undefined });
      if (response.headers.get('content-type')?.includes('text/event-stream')) {
        await response.body?.cancel();
        return { status: response.status, contentType: 'text/event-stream', text: '' };
      }
      return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
    })();
    const timeout = sleep(REQUEST_TIMEOUT_MS).then(() => 'timeout' as const);
    return Promise.race([exchange, timeout]);
  };

  /**
   * Waits until nothing more is appended: the test payment gateway confirms through a webhook ~20 ms
   * later, so this waits for its answers to be delivered (payments.idle) and the read models to take
   * them, not for a fixed 60 ms after every accepted write.
   */
  const quiet = async () => {
    for (;;) {
      const last = await platform.eventCount();
      await platform.payments.idle();
      if ((await platform.eventCount()) === last) return;
    }
  };

  it(
    'answers every generated request with a non-5xx reply in time, and a rejected one appends nothing',
    async () => {
      expect(operations.length).toBeGreaterThan(100);
      const statuses = new Map<number, number>();
      // Every operation of /openapi.json gets its requests (everyRouteDocumented.spec.ts checks the document holds every served route).
      const sentTo = new Map<string, number>();
      const slowest: Array<[string, number]> = [];
      let total = 0;
      const properties = operations.map((operation) => {
        const request = fc.record({
          params: fc.tuple(...operation.pathParams.map(() => pathParamArbitrary(knownIds))),
          query: queryArbitrary(operation.queryParams),
          body: bodyArbitrary(operation.body),
          token: tokens,
          tokenHeader: fc.constantFrom('authorization' as const, 'authorization' as const, 'token' as const),
        });
        return {
          operation,
          property: fc.asyncProperty(request, async ({ params, query, body, token, tokenHeader }) => {
            let index = 0;
            const url = operation.path.replace(/\{\w+\}/g, () => params[index++] as string) + query;
            const label = `${operation.method} ${url.slice(0, 200)}`;
            const before = await platform.eventCount();
            const reply = await send(operation.method, url, token, tokenHeader, body);
            total++;
            sentTo.set(`${operation.method} ${operation.path}`, (sentTo.get(`${operation.method} ${operation.path}`) ?? 0) + 1);
            if (reply === 'timeout') throw new Error(`${label}: no answer within ${REQUEST_TIMEOUT_MS} ms`);
            statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
            expect(reply.status, `${label} ${reply.text.slice(0, 300)}`).toBeLessThan(500);
            if (reply.status >= 400) {
              expect(await platform.eventCount(), `${label} was rejected (${reply.status}) but appended events`).toBe(before);
              // Spec: bad input gets a problem document with a stable code.
              expect(reply.contentType, label).toMatch(/application\/problem\+json/);
              expect(JSON.parse(reply.text).code, label).toMatch(/^[A-Z_]+$/);
            } else if (operation.method !== 'GET') {
              await quiet();
            }
            expect(unhandled, `${label} logged an unhandled error`).toEqual([]);
          }),
        };
      });
      // Rounds over every endpoint until the budget is spent: each endpoint gets at least one round.
      const deadline = Date.now() + BUDGET_MS;
      for (let round = 0; round * RUNS_PER_ROUND < RUNS_PER_ENDPOINT && (round === 0 || Date.now() < deadline); round++) {
        for (const { operation, property } of properties) {
          const t0 = Date.now();
          await fc.assert(property, { numRuns: RUNS_PER_ROUND, seed: seed === undefined ? undefined : seed + round, endOnFailure: true });
          slowest.push([`${operation.method} ${operation.path}`, Date.now() - t0]);
        }
      }
      slowest.sort((a, b) => b[1] - a[1]);
      // The process is still up and serving after all of it.
      expect((await platform.request('GET', '/health')).status).toBe(200);
      expect(total).toBeGreaterThan(operations.length * 5);
      expect(
        operations.filter((op) => (sentTo.get(`${op.method} ${op.path}`) ?? 0) < RUNS_PER_ROUND).map((op) => `${op.method} ${op.path}`),
      ).toEqual([]);
      console.info(
        `fuzz: ${total} requests over ${operations.length} endpoints; statuses ${JSON.stringify(Object.fromEntries(statuses))}; slowest rounds ${JSON.stringify(slowest.slice(0, 5))}`,
      );
    },
    BUDGET_MS + 60_000,
  );
});

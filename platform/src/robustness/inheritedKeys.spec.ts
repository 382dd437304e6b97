import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { operationsOf, type JsonSchema, type Operation } from './requestArbitraries';

/**
 * A key that a plain object inherits (`constructor`, `__proto__`, `toString` …)
 * sent as a path parameter, a query parameter or a body key must never find the inherited value.
 * Every operation of /openapi.json is walked with each such key in each place, on the demo data
 * (so the documents behind the keys exist), by the admin and by a player: no answer is a 5xx and
 * none logs an unhandled error; a refusal is a problem document with a stable code.
 */
const HOSTILE_KEYS = ['constructor', '__proto__', 'toString', 'prototype', 'valueOf', 'hasOwnProperty'] as const;

type SchemaWithRecords = JsonSchema & { additionalProperties?: SchemaWithRecords | boolean; propertyNames?: JsonSchema };

/** A body shaped after the schema whose every string, and every key of a record, is the hostile key. */
const bodyWith = (schema: SchemaWithRecords | null, key: string, depth = 0): unknown => {
  if (!schema || depth > 5) return key;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return bodyWith(alternatives.find((s) => s.type !== 'null') ?? alternatives[0]!, key, depth + 1);
  if (schema.allOf?.length) return bodyWith(schema.allOf[0]!, key, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [bodyWith(schema.items ?? null, key, depth + 1)];
    case 'object': {
      const value: Record<string, unknown> = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, s]) => [name, bodyWith(s, key, depth + 1)]),
      );
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
        value[key] = bodyWith(schema.additionalProperties, key, depth + 1);
      return value;
    }
    default:
      return key;
  }
};

/** Known values per path parameter name (from the demo data), so one hostile parameter is reached behind real ones. */
const KNOWN: Record<string, string> = {
  page: '0',
  size: '10',
  region: 'Chennai',
  listingId: 'football',
  userId: 'demo-player-priya',
  id: 'demo-player-priya',
  orgId: 'org-marina-sports',
  spaceId: 'space-marina-turf',
  gateway: 'test',
};

describe('keys an object inherits, sent to every endpoint', () => {
  let platform: TestPlatform;
  let operations: Operation[];
  let tokens: Array<[string, string]>;
  const unhandled: unknown[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ env: { DEMO_DATA: 'true', NOTIFICATIONS: 'false' } });
    await platform.settle();
    const tokenOf = async (userId: string) =>
      ((await (await platform.request('POST', '/api/dev/token', { body: { userId } })).json()) as { accessToken: string }).accessToken;
    tokens = [
      ['admin', await tokenOf('demo-admin-neha')],
      ['player', await tokenOf('demo-player-priya')],
    ];
    const games = (await (await platform.request('GET', '/admin-api/games?range=[0,0]', { token: tokens[0]![1] })).json()) as Array<{
      id: string;
    }>;
    KNOWN.activityId = games[0]!.id;
    operations = operationsOf((await (await platform.request('GET', '/openapi.json')).json()) as never);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      unhandled.push(args);
    });
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await platform?.close();
  });

  const send = async (method: string, url: string, token: string, body: unknown) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    const withBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
    if (withBody) headers['content-type'] = 'application/json';
    const response = await platform.app.request(url, { method, headers, body: withBody ? JSON.stringify(body) : undefined });
    if (response.headers.get('content-type')?.includes('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, contentType: 'text/event-stream', text: '' };
    }
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  };

  /** Each request an operation gets: one hostile key per path parameter, per query parameter and in the body. */
  const requestsOf = (operation: Operation, key: string) => {
    const pathWith = (hostile?: string) =>
      operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(name === hostile ? key : (KNOWN[name] ?? key)));
    const body = operation.method === 'GET' || operation.method === 'DELETE' ? undefined : bodyWith(operation.body, key);
    const requests = [pathWith(), ...operation.pathParams.map((name) => pathWith(name))].map((url) => ({ url, body }));
    for (const { name } of operation.queryParams) requests.push({ url: `${pathWith()}?${name}=${encodeURIComponent(key)}`, body });
    // The admin lists' JSON parameters carry keys too: a filter field, a range field, a sort field.
    if (operation.queryParams.some((p) => p.name === 'filter')) {
      for (const filter of [{ [key]: 'x' }, { [`${key}_gte`]: 'x' }, JSON.parse(`{"${key}":["x"]}`)])
        requests.push({ url: `${pathWith()}?filter=${encodeURIComponent(JSON.stringify(filter))}`, body });
      requests.push({ url: `${pathWith()}?sort=${encodeURIComponent(JSON.stringify([key, 'ASC']))}`, body });
    }
    return requests;
  };

  it('answers every one with a non-5xx reply, a refusal being a problem document', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let total = 0;
    for (const operation of operations) {
      if (operation.path.startsWith('/api/dev/') || operation.path.startsWith('/api/auth/') || operation.path === '/api/shield/token')
        continue;
      for (const key of HOSTILE_KEYS) {
        for (const { url, body } of requestsOf(operation, key)) {
          for (const [who, token] of tokens) {
            const reply = await send(operation.method, url, token, body);
            total++;
            const label = `${who} ${operation.method} ${url}`;
            if (reply.status >= 500) failures.push(`${label} -> ${reply.status} ${reply.text.slice(0, 160)}`);
            else if (
              reply.status >= 400 &&
              !(reply.contentType.includes('application/problem+json') && /^[A-Z_]+$/.test(JSON.parse(reply.text).code))
            )
              failures.push(`${label} -> ${reply.status} without a problem code`);
            if (unhandled.length) failures.push(`${label} logged ${String(unhandled.splice(0)[0])}`);
          }
        }
      }
    }
    expect(total).toBeGreaterThan(operations.length * HOSTILE_KEYS.length);
    expect(failures).toEqual([]);
    expect((await platform.request('GET', '/health')).status).toBe(200);
  }, 600_000);
});

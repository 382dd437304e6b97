import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';

/**
 * docs/security.md "Every route is fuzzed and in the matrix": the fuzz suite (fuzz.spec.ts) and the
 * authorization matrix ("covers every endpoint") take their routes from /openapi.json. This checks
 * that /openapi.json holds every route the platform's app serves, so a route bound around the
 * declared-route machinery (a bare app.get) fails here instead of going unfuzzed and unchecked.
 * Left out, each for its reason: middleware that runs before routes (method ALL), the operational
 * and documentation routes, and the admin API's writes a resource does not allow, which answer
 * nothing but 405 with Allow (checked below, not assumed).
 */
const OPERATIONAL = ['GET /metrics', 'GET /ready', 'GET /openapi.json', 'GET /docs'];

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('/openapi.json lists every route the platform serves', () => {
  it('has an operation for every served method and path but middleware, operational routes and 405 refusals', async () => {
    const doc = (await (await platform.request('GET', '/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const served = [
      ...new Set(platform.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)),
    ];
    expect(served.length).toBeGreaterThan(documented.size);
    const undocumented: string[] = [];
    for (const route of served.filter((r) => !documented.has(r) && !OPERATIONAL.includes(r))) {
      const [method, path] = route.split(' ') as [string, string];
      const reply = await platform.request(method, path.replace(/:(\w+)/g, 'any-id'), { body: method === 'GET' ? undefined : {} });
      const refusal =
        reply.status === 405 && ((await reply.json()) as { code?: string }).code === 'METHOD_NOT_ALLOWED' && reply.headers.has('allow');
      if (!refusal) undocumented.push(`${route} (${reply.status})`);
    }
    expect(undocumented).toEqual([]);
    // Every API family the clients use is in it (spec section 7 and the back office).
    for (const prefix of ['/api/vm/', '/api/b2c/', '/api/user/', '/api/auth/', '/org-api/', '/admin-api/']) {
      expect([prefix, Object.keys(doc.paths).some((path) => path.startsWith(prefix))]).toEqual([prefix, true]);
    }
  });
});

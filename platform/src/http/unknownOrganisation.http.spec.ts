import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * `PUT /org-api/__proto__/accessAccounts/...` gave 200. Every /org-api route that
 * takes an organisation id refuses one nobody registered: 404 ORGANISATION_NOT_FOUND on `orgId`,
 * nothing appended. The list of routes is the API's own (/openapi.json), so a new one is covered.
 */
let platform: TestPlatform;
let admin: string;
let staffOfReal: string;
let player: string;
let orgRoutes: Array<{ method: string; path: string; operationId: string }>;

const REAL = 'org-real';
const UNKNOWN = ['__proto__', 'constructor', `org-${Math.random().toString(36).slice(2, 10)}`];

beforeAll(async () => {
  platform = await startTestStack();
  admin = (await platform.tokens.issue({ userId: 'root', name: 'Root', role: 'admin', scopeIds: [] })).accessToken;
  player = (await platform.tokens.issue({ userId: 'p-1', name: 'Player', role: 'player', scopeIds: [] })).accessToken;
  for (const userId of ['root', 'grantee', 'p-1']) await platform.request('POST', '/api/dev/token', { body: { userId } });
  expect((await platform.request('PUT', `/org-api/${REAL}`, { token: admin, body: { name: 'Real Org' } })).status).toBe(201);
  // Staff whose token names the unknown ids too: rights on an id do not make it an organisation.
  staffOfReal = (await platform.tokens.issue({ userId: 's-1', name: 'Staff', role: 'org_staff', scopeIds: [REAL, ...UNKNOWN] }))
    .accessToken;
  const doc = await json(await platform.request('GET', '/openapi.json'));
  orgRoutes = Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>)
    .filter(([path]) => path.startsWith('/org-api/{orgId}/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId })),
    );
});
afterAll(() => platform?.close());

/** Any other path parameter gets a plain id (or a page number); the organisation is what is refused first. */
const pathFor = (path: string, orgId: string) =>
  path
    .replace('{orgId}', encodeURIComponent(orgId))
    .replace(/\{(page|size)\}/g, (_m, name: string) => (name === 'page' ? '0' : '10'))
    .replace(/\{\w+\}/g, 'x1');

describe('org-api refuses unknown organisations', () => {
  it('covers the org-api routes of the API', () => {
    expect(orgRoutes.length).toBeGreaterThanOrEqual(40);
    expect(orgRoutes.map((r) => r.operationId)).toEqual(
      expect.arrayContaining([
        'grantAccessAccount',
        'revokeAccessAccount',
        'updateOrgUserAccount',
        'listOrganisationOrders',
        'saveSpace',
        'saveCoupon',
      ]),
    );
  });

  it.each(UNKNOWN)('every route answers 404 ORGANISATION_NOT_FOUND for %s, to an admin and to staff, appending nothing', async (orgId) => {
    const before = await platform.eventCount();
    for (const route of orgRoutes) {
      for (const token of [admin, staffOfReal]) {
        const response = await platform.request(route.method, pathFor(route.path, orgId), {
          token,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const body = await json(response);
        expect({ route: route.operationId, status: response.status, code: body.code, field: body.field }).toEqual({
          route: route.operationId,
          status: 404,
          code: 'ORGANISATION_NOT_FOUND',
          field: 'orgId',
        });
      }
    }
    expect(await platform.eventCount()).toBe(before);
  });

  it('the reported hole: granting access in __proto__ is 404, in the real organisation 200', async () => {
    await expectProblem(
      await platform.request('PUT', '/org-api/__proto__/accessAccounts/grantee', { token: admin, body: { role: 'staff' } }),
      404,
      'ORGANISATION_NOT_FOUND',
      'orgId',
    );
    const real = await platform.request('PUT', `/org-api/${REAL}/accessAccounts/grantee`, { token: admin, body: { role: 'staff' } });
    expect(real.status).toBe(200);
    expect((await platform.request('GET', `/org-api/${REAL}/orders/0/10`, { token: staffOfReal })).status).toBe(200);
  });

  it('callers without rights on the id learn nothing: 401 and 403 as for a real organisation', async () => {
    // __proto__ and constructor are not catalogue ids, so the catalogue routes refuse them as input (400) before any check of rights.
    for (const orgId of [REAL, UNKNOWN[2]!]) {
      await expectProblem(
        await platform.request('PUT', `/org-api/${orgId}/accessAccounts/grantee`, { body: { role: 'staff' } }),
        401,
        'UNAUTHENTICATED',
      );
      await expectProblem(
        await platform.request('PUT', `/org-api/${orgId}/accessAccounts/grantee`, { token: player, body: { role: 'staff' } }),
        403,
        'FORBIDDEN',
      );
      await expectProblem(await platform.request('GET', `/org-api/${orgId}/payouts`, { token: player }), 403, 'FORBIDDEN');
    }
  });

  it('registering an organisation still works, and its routes open at once', async () => {
    const orgId = `new-${Date.now().toString(36)}`;
    await expectProblem(
      await platform.request('PUT', `/org-api/${orgId}/commission`, { token: admin, body: { commissionPercent: 10 } }),
      404,
      'ORGANISATION_NOT_FOUND',
      'orgId',
    );
    expect((await platform.request('PUT', `/org-api/${orgId}`, { token: admin, body: { name: 'New Org' } })).status).toBe(201);
    expect((await platform.request('PUT', `/org-api/${orgId}/commission`, { token: admin, body: { commissionPercent: 10 } })).status).toBe(
      200,
    );
  });
});

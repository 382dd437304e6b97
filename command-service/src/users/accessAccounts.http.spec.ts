import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { expectProblem as problem } from '@sports/testing/http/fixtures';
import { spaceBody } from '@sports/testing/http/bookingsFixtures';

/**
 * Organisation staff through access accounts (spec sections 3, 6 and 7).
 * org-a is managed by "owner-a", who is also staff in org-b: the case the :manage scope exists for.
 */
let platform: TestPlatform;
let admin: string;

type Session = { accessToken: string; refreshToken: string };
/** Signs in again through the development endpoint (registering unknown ids), as a client would. */
const signIn = async (userId: string): Promise<Session> => {
  const response = await platform.request('POST', '/api/dev/token', { body: { userId } });
  expect(response.status).toBe(200);
  return (await json(response)) as Session;
};
const refresh = async (session: Session): Promise<Session> => {
  const response = await platform.request('POST', '/api/auth/token/refresh', { body: { refreshToken: session.refreshToken } });
  expect(response.status).toBe(200);
  return (await json(response)) as Session;
};
const claimsOf = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  return { org_role: claims.org_role, scope_ids: claims.scope_ids };
};

const grant = (token: string | undefined, orgId: string, userId: string, body: unknown) =>
  platform.request('PUT', `/org-api/${orgId}/accessAccounts/${userId}`, { token, body });
const revoke = (token: string | undefined, orgId: string, userId: string) =>
  platform.request('DELETE', `/org-api/${orgId}/accessAccounts/${userId}`, { token });
const setGst = (token: string | undefined, orgId: string, userId: string, body: unknown) =>
  platform.request('PUT', `/org-api/${orgId}/userAccount/${userId}`, { token, body });
const accountsOf = async (token: string | undefined, userId: string) => {
  await platform.settle();
  return platform.request('GET', `/api/vm/accessAccount/get/user/${userId}`, { token });
};
/** Runs the calls and checks that none of them appended anything. */
const appendsNothing = async (calls: () => Promise<void>) => {
  const before = await platform.eventCount();
  await calls();
  expect(await platform.eventCount()).toBe(before);
};
const GST = { gstin: '33abcde1234f1z5', businessName: 'Target Sports LLP', address: { line1: '4 Marina Rd', city: 'Chennai' } };

let ownerA: string;
let staffer: Session;

beforeAll(async () => {
  platform = await startTestStack();
  for (const userId of ['owner-a', 'target', 'outsider', 'root']) await signIn(userId);
  staffer = await signIn('staffer');
  admin = (await platform.tokens.issue({ userId: 'root', name: 'Root', role: 'admin', scopeIds: [] })).accessToken;
  // A grant covers the organisation's own venues only, so the venues exist first ('org-b' is a venue of org-a, for the last test).
  for (const [orgId, spaceIds] of [
    ['org-a', ['space-a', 'org-b']],
    ['org-b', ['space-b']],
  ] as const) {
    expect((await platform.request('PUT', `/org-api/${orgId}`, { token: admin, body: { name: orgId } })).status).toBe(201);
    for (const spaceId of spaceIds)
      expect((await platform.request('PUT', `/org-api/${orgId}/spaces/${spaceId}`, { token: admin, body: spaceBody() })).status).toBe(200);
  }
  // An operator onboards org-a; its owner's next sign-in carries the organisation.
  expect((await grant(admin, 'org-a', 'owner-a', { role: 'owner', spaceIds: ['space-a'] })).status).toBe(200);
  ownerA = (await signIn('owner-a')).accessToken;
});
afterAll(() => platform.close());

describe('granting (PUT /org-api/{orgId}/accessAccounts/{userId})', () => {
  it("the owner's new token carries org_manager and the org's :manage scope", () => {
    expect(claimsOf(ownerA)).toEqual({ org_role: 'org_manager', scope_ids: ['org-a', 'org-a:manage', 'org-a:own', 'space:space-a'] });
  });

  it("a manager of the org grants; the grantee's next token, by refresh or by signing in again, carries the role and scopes", async () => {
    expect(claimsOf(staffer.accessToken)).toEqual({ org_role: 'player', scope_ids: [] });
    const response = await grant(ownerA, 'org-a', 'staffer', {
      role: 'staff',
      spaceIds: ['space-a'],
      mobiles: ['98123 45678'],
      emails: ['Staffer@Example.com'],
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      message: 'success',
      data: {
        id: 'staffer',
        orgId: 'org-a',
        role: 'staff',
        spaces: ['space-a'],
        mobiles: ['+919812345678'],
        emails: ['staffer@example.com'],
      },
    });
    expect(response.headers.get('x-log-position')).toMatch(/^\d+$/);

    staffer = await refresh(staffer);
    expect(claimsOf(staffer.accessToken)).toEqual({ org_role: 'org_staff', scope_ids: ['org-a', 'space:space-a'] });
    expect(claimsOf((await signIn('staffer')).accessToken)).toEqual({ org_role: 'org_staff', scope_ids: ['org-a', 'space:space-a'] });
  });

  it('appends nothing when the same account is granted again', async () => {
    await appendsNothing(async () => {
      const again = await grant(ownerA, 'org-a', 'staffer', {
        role: 'staff',
        spaceIds: ['space-a'],
        mobiles: ['+919812345678'],
        emails: ['staffer@example.com'],
      });
      expect(again.status).toBe(200);
    });
  });

  it('refuses staff, players and anonymous callers, appending nothing', async () => {
    const player = (await signIn('outsider')).accessToken;
    await appendsNothing(async () => {
      for (const token of [staffer.accessToken, player]) {
        await problem(await grant(token, 'org-a', 'target', { role: 'staff' }), 403, 'FORBIDDEN', 'orgId');
        await problem(await revoke(token, 'org-a', 'staffer'), 403, 'FORBIDDEN');
        await problem(await setGst(token, 'org-a', 'target', GST), 403, 'FORBIDDEN');
      }
      await problem(await grant(undefined, 'org-a', 'target', { role: 'staff' }), 401, 'UNAUTHENTICATED');
    });
  });

  it('keeps a manager of org A out of managing org B, even where they are staff', async () => {
    expect((await grant(admin, 'org-b', 'owner-a', { role: 'staff' })).status).toBe(200);
    expect((await grant(admin, 'org-b', 'staffer', { role: 'staff' })).status).toBe(200);
    ownerA = (await signIn('owner-a')).accessToken;
    // Highest role org_manager, but :manage only for org-a.
    expect(claimsOf(ownerA)).toEqual({
      org_role: 'org_manager',
      scope_ids: ['org-a', 'org-a:manage', 'org-a:own', 'space:space-a', 'org-b'],
    });
    await appendsNothing(async () => {
      await problem(await grant(ownerA, 'org-b', 'target', { role: 'staff' }), 403, 'FORBIDDEN');
      await problem(await grant(ownerA, 'org-b', 'owner-a', { role: 'manager' }), 403, 'FORBIDDEN');
      await problem(await revoke(ownerA, 'org-b', 'staffer'), 403, 'FORBIDDEN');
      await problem(await setGst(ownerA, 'org-b', 'target', GST), 403, 'FORBIDDEN');
    });
    expect((await grant(ownerA, 'org-a', 'target', { role: 'staff' })).status).toBe(200);
  });

  it('refuses an unknown user with 404 USER_NOT_FOUND and bad input with 400 naming the field, appending nothing', async () => {
    await appendsNothing(async () => {
      await problem(await grant(ownerA, 'org-a', 'nobody', { role: 'staff' }), 404, 'USER_NOT_FOUND');
      await problem(await grant(ownerA, 'org-a', 'target', { role: 'admin' }), 400, 'VALIDATION_FAILED', 'role');
      await problem(await grant(ownerA, 'org-a', 'target', { role: 'staff', emails: ['nope'] }), 400, 'VALIDATION_FAILED', 'emails.0');
      await problem(
        await grant(ownerA, 'org-a', 'target', { role: 'staff', spaceIds: ['org-b:manage'] }),
        400,
        'VALIDATION_FAILED',
        'spaceIds.0',
      );
      await problem(await grant(ownerA, 'org-a', 'target', { role: 'staff', userId: 'someone' }), 400, 'VALIDATION_FAILED', 'userId');
      await problem(await grant(admin, 'org-a:manage', 'target', { role: 'staff' }), 400, 'VALIDATION_FAILED', 'params.orgId');
    });
    expect(await platform.eventStore.readStream(streams.user('nobody'))).toEqual([]);
  });
});

describe('GST details (spec section 7: PUT /org-api/{orgId}/userAccount/{id})', () => {
  it('sets them (GSTIN upper-cased); the same details again append nothing', async () => {
    const response = await setGst(ownerA, 'org-a', 'target', GST);
    expect(await json(response)).toEqual({
      message: 'success',
      data: { id: 'target', orgId: 'org-a', gst: { ...GST, gstin: '33ABCDE1234F1Z5' } },
    });
    await appendsNothing(async () => {
      expect((await setGst(ownerA, 'org-a', 'target', { ...GST, gstin: '33ABCDE1234F1Z5' })).status).toBe(200);
    });
  });

  it('refuses a bad GSTIN with 400 naming the field, and an unknown user with 404, appending nothing', async () => {
    await appendsNothing(async () => {
      const body = await problem(
        await setGst(ownerA, 'org-a', 'target', { ...GST, gstin: '33ABCDE1234F1X5' }),
        400,
        'VALIDATION_FAILED',
        'gstin',
      );
      expect(body.errors[0]).toMatchObject({ field: 'gstin', code: 'invalid_format' });
      await problem(await setGst(ownerA, 'org-a', 'target', { businessName: 'No GSTIN' }), 400, 'VALIDATION_FAILED', 'gstin');
      await problem(await setGst(ownerA, 'org-a', 'nobody', GST), 404, 'USER_NOT_FOUND');
    });
  });
});

describe('reading (spec section 7: GET /api/vm/accessAccount/get/user/{id})', () => {
  const orgsIn = async (token: string, userId: string) => {
    const response = await accountsOf(token, userId);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    return {
      accessAccounts: data.accessAccounts.map((a: { orgId: string }) => a.orgId),
      orgUserAccounts: data.orgUserAccounts.map((a: { orgId: string }) => a.orgId),
    };
  };

  beforeAll(async () => {
    expect((await grant(admin, 'org-b', 'target', { role: 'manager', spaceIds: ['space-b'] })).status).toBe(200);
    expect((await setGst(admin, 'org-b', 'target', GST)).status).toBe(200);
    // Grants need a registered organisation.
    expect((await platform.request('PUT', '/org-api/org-c', { token: admin, body: { name: 'org-c' } })).status).toBe(201);
    expect((await grant(admin, 'org-c', 'outsider', { role: 'staff' })).status).toBe(200);
  });

  it('shows the user and admins every account', async () => {
    const target = (await signIn('target')).accessToken;
    const all = { accessAccounts: ['org-a', 'org-b'], orgUserAccounts: ['org-a', 'org-b'] };
    expect(await orgsIn(target, 'target')).toEqual(all);
    expect(await orgsIn(admin, 'target')).toEqual(all);
    const { data } = await json(await accountsOf(admin, 'target'));
    expect(data.accessAccounts[1]).toMatchObject({
      orgId: 'org-b',
      role: 'manager',
      spaces: ['space-b'],
      mobiles: [],
      emails: [],
      grantedBy: 'root',
    });
    expect(data.orgUserAccounts[0]).toMatchObject({
      orgId: 'org-a',
      gst: { gstin: '33ABCDE1234F1Z5', businessName: 'Target Sports LLP' },
      updatedBy: 'owner-a',
    });
  });

  it('shows staff and managers only the organisations in their scope', async () => {
    const stafferA = (await signIn('staffer')).accessToken; // staff in org-a and org-b by now
    expect(await orgsIn(stafferA, 'target')).toEqual({ accessAccounts: ['org-a', 'org-b'], orgUserAccounts: ['org-a', 'org-b'] });
    const onlyA = (await platform.tokens.issue({ userId: 'staffer', name: 'S', role: 'org_staff', scopeIds: ['org-a'] })).accessToken;
    expect(await orgsIn(onlyA, 'target')).toEqual({ accessAccounts: ['org-a'], orgUserAccounts: ['org-a'] });
  });

  it('refuses everyone else with 403, whether the id exists or not; admins get 404 for unknown ids', async () => {
    const staffOfC = (await signIn('outsider')).accessToken;
    const player = (await signIn('player-p')).accessToken;
    for (const token of [staffOfC, player]) {
      await problem(await accountsOf(token, 'target'), 403, 'FORBIDDEN');
      await problem(await accountsOf(token, 'nobody'), 403, 'FORBIDDEN');
    }
    await problem(await accountsOf(undefined, 'target'), 401, 'UNAUTHENTICATED');
    await problem(await accountsOf(admin, 'nobody'), 404, 'USER_NOT_FOUND');
  });

  it('shows role and spaces as the next token carries them on GET /api/thiram/userAccount/{id}', async () => {
    await platform.settle();
    const { data } = await json(await platform.request('GET', '/api/thiram/userAccount/target', { token: admin }));
    expect(data).toMatchObject({ id: 'target', role: 'org_manager', spaces: ['org-a', 'org-b', 'org-b:manage', 'space:space-b'] });
  });
});

describe('revoking (DELETE /org-api/{orgId}/accessAccounts/{userId})', () => {
  it("revokes; a second revoke is 404 ACCESS_ACCOUNT_NOT_FOUND; the user's next token no longer carries the org", async () => {
    const response = await revoke(ownerA, 'org-a', 'staffer');
    expect(await json(response)).toEqual({ message: 'success', data: { id: 'staffer', orgId: 'org-a', revoked: true } });
    await appendsNothing(async () => {
      await problem(await revoke(ownerA, 'org-a', 'staffer'), 404, 'ACCESS_ACCOUNT_NOT_FOUND', 'orgId');
      await problem(await revoke(ownerA, 'org-a', 'nobody'), 404, 'USER_NOT_FOUND');
    });
    staffer = await refresh(staffer);
    expect(claimsOf(staffer.accessToken)).toEqual({ org_role: 'org_staff', scope_ids: ['org-b'] });
    expect((await revoke(admin, 'org-b', 'staffer')).status).toBe(200);
    expect(claimsOf((await refresh(staffer)).accessToken)).toEqual({ org_role: 'player', scope_ids: [] });
    expect((await platform.eventStore.readStream(streams.user('staffer'))).map((e) => e.type)).toEqual([
      'UserRegistered',
      'AccessAccountGranted',
      'AccessAccountGranted',
      'AccessAccountRevoked',
      'AccessAccountRevoked',
    ]);
  });
});

describe('the API describes the access endpoints', () => {
  it('lists their operationIds and error statuses in /openapi.json', async () => {
    const doc = await json(await platform.request('GET', '/openapi.json'));
    expect(doc.paths['/org-api/{orgId}/accessAccounts/{userId}'].put.operationId).toBe('grantAccessAccount');
    expect(doc.paths['/org-api/{orgId}/accessAccounts/{userId}'].delete.operationId).toBe('revokeAccessAccount');
    expect(doc.paths['/org-api/{orgId}/userAccount/{id}'].put.operationId).toBe('updateOrgUserAccount');
    expect(doc.paths['/api/vm/accessAccount/get/user/{id}'].get.operationId).toBe('getUserAccessAccounts');
    expect(Object.keys(doc.paths['/org-api/{orgId}/accessAccounts/{userId}'].delete.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
  });
});

describe('owners (only owners appoint, change or remove owners)', () => {
  it('a manager cannot make anyone an owner, nor demote or remove an owner; the owner can', async () => {
    for (const id of ['mgr-a', 'mgr-a-helper']) await signIn(id);
    expect((await grant(ownerA, 'org-a', 'mgr-a', { role: 'manager' })).status).toBe(200);
    const manager = (await signIn('mgr-a')).accessToken;
    await appendsNothing(async () => {
      await problem(await grant(manager, 'org-a', 'target', { role: 'owner' }), 403, 'FORBIDDEN', 'role');
      await problem(await grant(manager, 'org-a', 'owner-a', { role: 'staff' }), 403, 'FORBIDDEN', 'role');
      await problem(await revoke(manager, 'org-a', 'owner-a'), 403, 'FORBIDDEN', 'role');
    });
    expect((await grant(manager, 'org-a', 'mgr-a-helper', { role: 'staff' })).status).toBe(200);
    expect((await grant(ownerA, 'org-a', 'target', { role: 'owner' })).status).toBe(200);
    expect((await revoke(ownerA, 'org-a', 'target')).status).toBe(200);
  });

  it('a space id never grants reading an organisation of that name', async () => {
    for (const id of ['space-trick', 'only-b']) await signIn(id);
    expect((await grant(admin, 'org-b', 'only-b', { role: 'staff' })).status).toBe(200);
    expect((await grant(ownerA, 'org-a', 'space-trick', { role: 'staff', spaceIds: ['org-b'] })).status).toBe(200);
    const trick = (await signIn('space-trick')).accessToken;
    expect(claimsOf(trick).scope_ids).toEqual(['org-a', 'space:org-b']);
    await problem(await platform.request('GET', '/api/vm/accessAccount/get/user/only-b', { token: trick }), 403, 'FORBIDDEN');
  });
});

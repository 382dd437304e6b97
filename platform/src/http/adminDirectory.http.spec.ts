import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from '@sports/contracts';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import {
  ORG,
  SPACE,
  cart,
  managerToken,
  orderAfterPayment,
  playerToken,
  setUpVenue,
  spaceBody,
  staffToken,
} from '@sports/testing/http/bookingsFixtures';

/**
 * The back office's organisations and access accounts (docs/backoffice.md), driven by
 * ra-data-simple-rest's own data provider over real HTTP as react-admin drives it, with the
 * writes through their commands; another organisation's staff see none of it.
 */
const OTHER = 'other-co';
let platform: TestPlatform;
let served: ServedAdminApi;
let tokens: { manager: string; staff: string; otherManager: string; admin: string };

const providerFor = (token: string): DataProvider => served.providerFor(token);
const page = { page: 1, perPage: 25 };
/** A list as react-admin asks for it: the resource's own default sort unless told. */
const listOf = async (
  token: string,
  resource: string,
  filter: Record<string, unknown> = {},
  sort?: { field: string; order: 'ASC' | 'DESC' },
) => {
  await platform.settle();
  const [field, order] = ADMIN_RESOURCES.find((r) => r.name === resource)!.defaultSort;
  return providerFor(token).getList(resource, { pagination: page, sort: sort ?? { field, order }, filter });
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: { status: number }) => error.status,
  );

const signIn = async (userId: string) =>
  (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))).accessToken as string;
const claimsOf = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  return { role: claims.org_role as string, scopes: claims.scope_ids as string[] };
};

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  const otherManager = await managerToken(platform, OTHER);
  expect((await platform.request('PUT', `/org-api/${OTHER}`, { token: otherManager, body: { name: 'Other Co' } })).status).toBe(201);
  expect(
    (
      await platform.request('PUT', `/org-api/${OTHER}/spaces/harbour`, {
        token: otherManager,
        body: spaceBody({ name: 'Harbour Courts', location: { name: 'Harbour Courts', city: 'Kochi' } }),
      })
    ).status,
  ).toBe(200);
  tokens = {
    manager: await managerToken(platform),
    staff: await staffToken(platform),
    otherManager,
    admin: (await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken,
  };
  served = await serveAdminApi(platform);
}, 60_000);

afterAll(async () => {
  await served?.close();
  await platform?.close();
});

describe('organisations', () => {
  const details = {
    name: 'Turf Co',
    legalName: 'Turf Co LLP',
    gstin: '33abcde1234f1z5',
    contactName: 'Mala',
    contactPhone: '+919800000001',
    contactEmail: 'Desk@TurfCo.example',
    city: 'Chennai',
  };

  it('staff see their own organisation with its venue count; platform operators see every one, sorted and filtered', async () => {
    const own = await listOf(tokens.staff, 'organisations');
    expect(own.total).toBe(1);
    expect(own.data[0]).toMatchObject({ id: ORG, orgId: ORG, name: 'Turf Co', status: 'active', venues: 1, spaceIds: [SPACE] });
    const all = await listOf(tokens.admin, 'organisations', {}, { field: 'name', order: 'DESC' });
    expect(all.data.map((o) => o.id)).toEqual(expect.arrayContaining([OTHER, ORG]));
    expect(all.data.map((o) => o.name)).toEqual([...all.data.map((o) => o.name as string)].sort().reverse());
    expect((await listOf(tokens.otherManager, 'organisations', { orgId: ORG })).total).toBe(0);
    expect(await refusal(providerFor(tokens.otherManager).getOne('organisations', { id: ORG }))).toBe(404);
    expect(
      await refusal(
        providerFor(await playerToken(platform, 'priya')).getList('organisations', {
          pagination: page,
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        }),
      ),
    ).toBe(403);
  });

  it("a manager edits the details through PUT /org-api/{orgId} (200, the same again appends nothing); the status is the platform's", async () => {
    const saved = await platform.request('PUT', `/org-api/${ORG}`, { token: tokens.manager, body: details });
    expect(saved.status).toBe(200);
    const before = await platform.eventCount();
    expect(
      (await platform.request('PUT', `/org-api/${ORG}`, { token: tokens.manager, body: { ...details, status: 'active' } })).status,
    ).toBe(200);
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}`, { token: tokens.manager, body: { ...details, status: 'suspended' } }),
      403,
      'FORBIDDEN',
      'status',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}`, { token: tokens.manager, body: { ...details, gstin: '33ABC' } }),
      400,
      'VALIDATION_FAILED',
      'gstin',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}`, { token: tokens.manager, body: { ...details, contactPhone: '98000' } }),
      400,
      'VALIDATION_FAILED',
      'contactPhone',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}`, { token: tokens.staff, body: details }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}`, { token: tokens.otherManager, body: details }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    expect(await platform.eventCount()).toBe(before);
    await platform.settle();
    const { data } = await providerFor(tokens.staff).getOne('organisations', { id: ORG });
    expect(data).toMatchObject({
      legalName: 'Turf Co LLP',
      gstin: '33ABCDE1234F1Z5',
      contactEmail: 'desk@turfco.example',
      city: 'Chennai',
      venues: 1,
    });
    const history = (await json(
      await platform.request('GET', `/admin-api/organisations/${ORG}/history`, { token: tokens.staff }),
    )) as unknown as Array<{ type: string }>;
    expect(history.map((e) => e.type)).toEqual(['OrganisationRegistered', 'OrganisationUpdated']);
  });

  it('a platform operator registers an organisation (201) and suspends another; the list filters by status', async () => {
    expect((await platform.request('PUT', '/org-api/new-co', { token: tokens.admin, body: { name: 'New Co', city: 'Pune' } })).status).toBe(
      201,
    );
    expect(
      (await platform.request('PUT', `/org-api/${OTHER}`, { token: tokens.admin, body: { name: 'Other Co', status: 'suspended' } })).status,
    ).toBe(200);
    const suspended = await listOf(tokens.admin, 'organisations', { status: 'suspended' });
    expect(suspended.data.map((o) => o.id)).toEqual([OTHER]);
    // A suspended organisation takes no new bookings.
    const order = {
      cartItem: [{ type: 'slot', fieldId: 'harbour.court-1', date: '2026-11-21', startTime: '18:00', listingId: 'football' }],
    };
    await expectProblem(
      await platform.request('POST', '/api/b2c/orders', { token: await playerToken(platform, 'arjun'), body: order }),
      409,
      'ORGANISATION_SUSPENDED',
      'cartItem.0.fieldId',
    );
    expect((await listOf(tokens.admin, 'organisations', { city: 'Pune' })).data.map((o) => o.id)).toEqual(['new-co']);
    const many = await providerFor(tokens.admin).getMany('organisations', { ids: [ORG, 'new-co'] });
    expect(many.data.map((o) => o.id).sort()).toEqual(['new-co', ORG]);
  });
});

describe('access accounts', () => {
  it("a manager grants, changes and revokes staff access; the staff member's next sign-in carries each change", async () => {
    await signIn('asha');
    const grant = (token: string, orgId: string, body: unknown) =>
      platform.request('PUT', `/org-api/${orgId}/accessAccounts/asha`, { token, body });
    expect(
      (await grant(tokens.manager, ORG, { role: 'staff', spaceIds: [SPACE], mobiles: ['98123 45678'], emails: ['Asha@Example.com'] }))
        .status,
    ).toBe(200);
    expect(claimsOf(await signIn('asha'))).toEqual({ role: 'org_staff', scopes: [ORG, `space:${SPACE}`] });

    const listed = await listOf(tokens.staff, 'access', { role: 'staff', spaceIds: SPACE });
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: `${ORG}:asha`,
        orgId: ORG,
        userId: 'asha',
        role: 'staff',
        spaceIds: [SPACE],
        mobiles: ['+919812345678'],
        emails: ['asha@example.com'],
        status: 'active',
        grantedBy: `manager-${ORG}`,
      }),
    ]);
    expect((await listOf(tokens.staff, 'access', { mobiles: '+919812345678' })).total).toBe(1);
    const byUser = await providerFor(tokens.admin).getManyReference('access', {
      target: 'userId',
      id: 'asha',
      pagination: page,
      sort: { field: 'updated', order: 'DESC' },
      filter: {},
    });
    expect(byUser.data.map((a) => a.id)).toEqual([`${ORG}:asha`]);

    expect((await grant(tokens.manager, ORG, { role: 'manager', spaceIds: [SPACE] })).status).toBe(200);
    expect(claimsOf(await signIn('asha'))).toEqual({ role: 'org_manager', scopes: [ORG, `${ORG}:manage`, `space:${SPACE}`] });

    expect((await platform.request('DELETE', `/org-api/${ORG}/accessAccounts/asha`, { token: tokens.manager })).status).toBe(200);
    expect(claimsOf(await signIn('asha'))).toEqual({ role: 'player', scopes: [] });
    await platform.settle();
    expect((await providerFor(tokens.manager).getOne('access', { id: `${ORG}:asha` })).data).toMatchObject({
      status: 'revoked',
      revokedBy: `manager-${ORG}`,
      role: 'manager',
    });
    expect((await listOf(tokens.manager, 'access', { status: 'active' })).data.map((a) => a.userId)).not.toContain('asha');
  });

  it("refuses another organisation's space and an unknown one (404 SPACE_NOT_FOUND) and another organisation's manager; they see none of the accounts", async () => {
    await signIn('ravi');
    const before = await platform.eventCount();
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/accessAccounts/ravi`, {
        token: tokens.manager,
        body: { role: 'staff', spaceIds: [SPACE, 'harbour'] },
      }),
      404,
      'SPACE_NOT_FOUND',
      'spaceIds.1',
    );
    // Nor a venue id nobody has yet: another organisation could create it later.
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/accessAccounts/ravi`, {
        token: tokens.manager,
        body: { role: 'staff', spaceIds: ['future-venue'] },
      }),
      404,
      'SPACE_NOT_FOUND',
      'spaceIds.0',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/accessAccounts/ravi`, { token: tokens.otherManager, body: { role: 'staff' } }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/accessAccounts/ravi`, { token: tokens.staff, body: { role: 'staff' } }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/accessAccounts/ravi`, { token: tokens.manager, body: { role: 'boss' } }),
      400,
      'VALIDATION_FAILED',
      'role',
    );
    expect(await platform.eventCount()).toBe(before);
    // Another organisation's manager: nothing listed, and the record does not exist for them.
    expect((await listOf(tokens.otherManager, 'access')).total).toBe(0);
    expect((await listOf(tokens.otherManager, 'access', { orgId: ORG })).total).toBe(0);
    expect(await refusal(providerFor(tokens.otherManager).getOne('access', { id: `${ORG}:asha` }))).toBe(404);
  });
});

describe('transactions', () => {
  it("lists an order's charge and refund (getManyReference by orderId), filtered and sorted, within the organisation only", async () => {
    const priya = await playerToken(platform, 'priya');
    const orderId = (await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: cart('18:00') })))
      .data.orderId as string;
    expect((await orderAfterPayment(platform, priya, orderId)).data.status).toBe('confirmed');
    platform.setNow('2026-11-20T10:30:00.000Z');
    expect(
      (await platform.request('POST', `/admin-api/orders/${orderId}/refund`, { token: tokens.manager, body: { refundPercent: 50 } }))
        .status,
    ).toBe(200);
    await platform.payments.idle();
    await platform.settle();

    const ofOrder = await providerFor(tokens.staff).getManyReference('transactions', {
      target: 'orderId',
      id: orderId,
      pagination: page,
      sort: { field: 'at', order: 'ASC' },
      filter: {},
    });
    expect(ofOrder.total).toBe(2);
    const [charge, refund] = ofOrder.data;
    expect(charge).toMatchObject({
      kind: 'charge',
      orderId,
      orgId: ORG,
      spaceId: SPACE,
      userId: 'priya',
      status: 'captured',
      gateway: expect.any(String),
    });
    expect(charge!.gatewayReference).toEqual(expect.any(String));
    expect(refund).toMatchObject({
      kind: 'refund',
      orderId,
      orgId: ORG,
      status: 'refunded',
      chargeId: charge!.id,
      amount: Math.round(charge!.amount / 2) - 1000,
    });
    expect((await listOf(tokens.staff, 'transactions', { kind: 'refund', orderId })).data.map((t) => t.id)).toEqual([refund!.id]);
    expect((await listOf(tokens.staff, 'transactions', { orderId }, { field: 'amount', order: 'DESC' })).data.map((t) => t.kind)).toEqual([
      'charge',
      'refund',
    ]);
    expect((await listOf(tokens.staff, 'transactions', { orderId, at_gte: '2999-01-01' })).total).toBe(0);
    expect(
      (await listOf(tokens.staff, 'transactions', { status: ['captured', 'failed'], spaceId: SPACE })).data.every(
        (t) => t.status === 'captured',
      ),
    ).toBe(true);
    // Another organisation's staff: nothing, and no record.
    expect((await listOf(tokens.otherManager, 'transactions', { orderId })).total).toBe(0);
    expect(await refusal(providerFor(tokens.otherManager).getOne('transactions', { id: charge!.id as string }))).toBe(404);
    await expectProblem(
      await platform.request('GET', `/admin-api/transactions?filter=${encodeURIComponent(JSON.stringify({ kind: 'payout' }))}`, {
        token: tokens.staff,
      }),
      400,
      'VALIDATION_FAILED',
      'query.filter.kind',
    );
  });
});

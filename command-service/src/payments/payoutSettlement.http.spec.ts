import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Platform admins settle the payout due to an organisation's partner and set commission rates. */
let platform: TestPlatform;
let admin: string;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  admin = (await platform.tokens.issue({ userId: 'ops', name: 'Olga Ops', role: 'admin', scopeIds: [] })).accessToken;
});
afterAll(() => platform.close());

const payouts = async (token: string) => {
  await platform.settle();
  return (await json(await platform.request('GET', `/org-api/${ORG}/payouts`, { token }))).data;
};
const settle = (token: string, body: unknown, orgId = ORG) =>
  platform.request('POST', `/org-api/${orgId}/payouts/settlements`, { token, body });
const settlement = (overrides: Record<string, unknown> = {}) => ({
  amount: 100000,
  reference: 'UTR-0001',
  period: { from: '2026-11-01', to: '2026-11-15' },
  ...overrides,
});
const paidOrder = async (startTime: string) => {
  const priya = await playerToken(platform, 'priya');
  const { data } = await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: cart(startTime) }));
  return (await orderAfterPayment(platform, priya, data.orderId)).data;
};

describe('commission rates', () => {
  it("a platform admin sets the organisation's rate, and a space's own rate wins; orders placed after take it", async () => {
    expect((await platform.request('PUT', `/org-api/${ORG}/commission`, { token: admin, body: { commissionPercent: 12.5 } })).status).toBe(
      200,
    );
    await paidOrder('18:00');
    expect((await payouts(admin)).payouts[0]).toMatchObject({ commissionPercent: 12.5, gross: 143600, commission: 17950 });
    expect(
      (await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/commission`, { token: admin, body: { commissionPercent: 5 } }))
        .status,
    ).toBe(200);
    await paidOrder('19:00');
    const { payouts: list } = await payouts(admin);
    expect(list.map((p: { commissionPercent: number }) => p.commissionPercent).sort()).toEqual([12.5, 5]);
  });

  it('is for platform admins only: managers cannot set it, not even through the space details', async () => {
    const manager = await managerToken(platform);
    const ravi = await playerToken(platform, 'ravi');
    const before = await platform.eventCount();
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/commission`, { token: manager, body: { commissionPercent: 1 } }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/commission`, { token: manager, body: { commissionPercent: 1 } }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, { token: manager, body: spaceBody({ commissionPercent: 1 }) }),
      403,
      'FORBIDDEN',
      'commissionPercent',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/commission`, { token: ravi, body: { commissionPercent: 1 } }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    expect(await platform.eventCount()).toBe(before);
  });

  it('refuses a rate out of range, finer than a hundredth, or for an unknown organisation or space', async () => {
    for (const commissionPercent of [101, -1, 7.555, '10']) {
      await expectProblem(
        await platform.request('PUT', `/org-api/${ORG}/commission`, { token: admin, body: { commissionPercent } }),
        400,
        'VALIDATION_FAILED',
        'commissionPercent',
      );
    }
    await expectProblem(
      await platform.request('PUT', '/org-api/nobody/commission', { token: admin, body: { commissionPercent: 5 } }),
      404,
      'ORGANISATION_NOT_FOUND',
      'orgId',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/nowhere/commission`, { token: admin, body: { commissionPercent: 5 } }),
      404,
      'SPACE_NOT_FOUND',
      'spaceId',
    );
  });
});

describe('settling payouts', () => {
  it('records the settlement; the payouts show it settled and the remaining due; the same transfer recorded twice counts once', async () => {
    const due = (await payouts(admin)).payoutDue;
    expect(due).toBeGreaterThan(100000);
    const first = await settle(admin, settlement({ note: 'First half of November' }));
    expect(first.status).toBe(201);
    const { settlementId } = (await json(first)).data;
    expect((await settle(admin, settlement())).status).toBe(201);
    const staff = await staffToken(platform);
    const view = await payouts(staff);
    expect(view).toMatchObject({ payoutDue: due, settled: 100000, remainingDue: due - 100000 });
    expect(view.settlements).toEqual([
      expect.objectContaining({
        settlementId,
        orgId: ORG,
        amount: 100000,
        reference: 'UTR-0001',
        period: { from: '2026-11-01', to: '2026-11-15' },
        note: 'First half of November',
        settledBy: 'ops',
      }),
    ]);
  });

  it('refuses a reference used for another settlement and a period that overlaps one settled', async () => {
    await expectProblem(await settle(admin, settlement({ amount: 5 })), 409, 'PAYOUT_REFERENCE_REUSED', 'reference');
    await expectProblem(
      await settle(admin, settlement({ reference: 'UTR-0002', period: { from: '2026-11-15', to: '2026-11-30' } })),
      409,
      'PAYOUT_PERIOD_OVERLAPS',
      'period.from',
    );
    expect(
      (await settle(admin, settlement({ reference: 'UTR-0002', amount: 5000, period: { from: '2026-11-16', to: '2026-11-30' } }))).status,
    ).toBe(201);
    expect((await payouts(admin)).settled).toBe(105000);
  });

  it('refuses bad input with the field named, and appends nothing', async () => {
    const before = await platform.eventCount();
    await expectProblem(await settle(admin, settlement({ amount: 0 })), 400, 'VALIDATION_FAILED', 'amount');
    await expectProblem(await settle(admin, settlement({ amount: 10.5 })), 400, 'VALIDATION_FAILED', 'amount');
    await expectProblem(await settle(admin, settlement({ reference: 'x' })), 400, 'VALIDATION_FAILED', 'reference');
    await expectProblem(
      await settle(admin, settlement({ period: { from: '2026-12-10', to: '2026-12-01' } })),
      400,
      'VALIDATION_FAILED',
      'period.to',
    );
    await expectProblem(await settle(admin, settlement({ period: { from: '2026-12-01' } })), 400, 'VALIDATION_FAILED', 'period.to');
    await expectProblem(await settle(admin, { ...settlement(), paidTo: 'me' }), 400, 'VALIDATION_FAILED');
    await expectProblem(await settle(admin, settlement({ reference: 'UTR-0009' }), 'nobody'), 404, 'ORGANISATION_NOT_FOUND', 'orgId');
    expect(await platform.eventCount()).toBe(before);
  });

  it('is for platform admins only', async () => {
    const body = settlement({ reference: 'UTR-0100', period: { from: '2026-10-01', to: '2026-10-31' } });
    await expectProblem(await settle(await managerToken(platform), body), 403, 'FORBIDDEN', 'orgId');
    await expectProblem(await settle(await staffToken(platform), body), 403, 'FORBIDDEN', 'orgId');
    await expectProblem(await settle(await playerToken(platform, 'ravi'), body), 403, 'FORBIDDEN', 'orgId');
    expect((await platform.request('POST', `/org-api/${ORG}/payouts/settlements`, { body })).status).toBe(401);
  });
});

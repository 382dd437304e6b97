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

/** The partner split recorded on confirmation and the payouts due per organisation. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  // The rate is the platform's to set (payoutSettlement.http.spec.ts): a platform admin sets the venue's.
  const admin = (await platform.tokens.issue({ userId: 'ops', name: 'Olga Ops', role: 'admin', scopeIds: [] })).accessToken;
  expect(
    (await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/commission`, { token: admin, body: { commissionPercent: 7.5 } }))
      .status,
  ).toBe(200);
});
afterAll(() => platform.close());

const payouts = async (token: string, orgId = ORG) => {
  await platform.settle();
  return platform.request('GET', `/org-api/${orgId}/payouts`, { token });
};

describe('payouts due per organisation', () => {
  it("splits each confirmed order at the venue's rate; the payout due is the partner's share of what the platform collected less the commission on pay-later orders; a refund takes back from both", async () => {
    const priya = await playerToken(platform, 'priya');
    const arjun = await playerToken(platform, 'arjun');
    const paid = (await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: cart('18:00') }))).data
      .orderId;
    expect((await orderAfterPayment(platform, priya, paid)).data.status).toBe('confirmed');
    const atVenue = (
      await json(
        await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: arjun, body: { ...cart('19:00'), payLater: true } }),
      )
    ).data.orderId;
    await platform.request('POST', '/api/b2c/orders', { token: arjun, body: cart('20:00') }); // never paid: no split
    const staff = await staffToken(platform);

    // A slot is 1,200.00 + 18 % GST, and 20.00 handling: 1,436.00 an order; 7.5 % of it is 107.70.
    const before = (await json(await payouts(staff))).data;
    expect(before).toMatchObject({
      orgId: ORG,
      currency: 'INR',
      gross: 287200,
      commission: 21540,
      partnerShare: 265660,
      payoutDue: 132830 - 10770,
    });
    expect(before.payouts).toHaveLength(2);
    expect(before.payouts.find((p: { orderId: string }) => p.orderId === atVenue)).toMatchObject({
      collectedBy: 'venue',
      commissionPercent: 7.5,
      gross: 143600,
      commission: 10770,
      partnerShare: 132830,
      refunded: 0,
    });

    // 26 hours before the start: everything comes back, so nothing is owed on it.
    expect((await platform.request('PUT', `/api/b2c/orders/${paid}/cancel`, { token: priya })).status).toBe(200);
    const after = (await json(await payouts(staff))).data;
    expect(after.payouts.find((p: { orderId: string }) => p.orderId === paid)).toMatchObject({
      collectedBy: 'platform',
      gross: 143600,
      refunded: 143600,
      commission: 0,
      partnerShare: 0,
    });
    expect(after).toMatchObject({ gross: 143600, commission: 10770, payoutDue: -10770 });
  });

  it('is for staff of the organisation', async () => {
    await expectProblem(await payouts(await staffToken(platform, 'other-co')), 403, 'FORBIDDEN', 'orgId');
    await expectProblem(await payouts(await playerToken(platform, 'ravi')), 403, 'FORBIDDEN', 'orgId');
  });

  it('refuses a commission rate out of range or finer than a hundredth of a percent, appending nothing', async () => {
    const manager = await managerToken(platform);
    const before = await platform.eventCount();
    for (const commissionPercent of [101, -1, 7.555]) {
      await expectProblem(
        await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, { token: manager, body: spaceBody({ commissionPercent }) }),
        400,
        'VALIDATION_FAILED',
        'commissionPercent',
      );
    }
    expect(await platform.eventCount()).toBe(before);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, managerToken, orderAfterPayment, playerToken, setUpVenue, slotItem } from '@sports/testing/http/bookingsFixtures';

/** Coupons (spec section 3 Coupon, section 7 "Coupons"; docs/bookings.md): one reason code per rule, limits that hold under concurrency. */
let platform: TestPlatform;
let manager: string;
let priya: string;
beforeEach(async () => {
  platform = await startTestStack();
  manager = await setUpVenue(platform);
  priya = await playerToken(platform, 'priya');
});
afterEach(() => platform.close());

const coupon = (overrides: Record<string, unknown> = {}) => ({
  description: '20% off, up to ₹200',
  usageLimit: 5,
  usageLimitPerUser: 1,
  discountType: 'percentage',
  amountorper: 20,
  maxDiscountAmount: 20000,
  minimumAmountToApply: 100000,
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-31T00:00:00.000Z',
  ...overrides,
});
const saveCoupon = async (code: string, overrides: Record<string, unknown> = {}, orgId = ORG, token = manager) => {
  const response = await platform.request('PUT', `/org-api/${orgId}/coupons/${code}`, { token, body: coupon(overrides) });
  expect(response.status).toBe(200);
};
/** An order on its own date, so buyers never compete for a slot here, only for the coupon. */
const order = (token: string, couponCode: string, day = 21, path = '/api/b2c/orders') =>
  platform.request('POST', path, { token, body: { couponCode, cartItem: [slotItem('18:00', { date: `2026-11-${day}` })] } });

describe('applying a coupon at CreateOrder', () => {
  it('takes its discount off the price before tax (capped at maxDiscountAmount), tax on what remains, and refunds what was paid', async () => {
    await saveCoupon('SAVE20');
    const { data } = await json(await order(priya, 'save20', 21, '/api/b2c/transaction/instantBuy'));
    // 20 % of ₹1,200 capped at ₹200: 18 % GST on ₹1,000 (₹180), plus ₹20 handling (docs/adr/0143-discounts-before-tax.md).
    expect(data.total).toBe(100000 + 18000 + 2000);
    const placed = (await orderAfterPayment(platform, priya, data.orderId)).data;
    expect(placed).toMatchObject({
      status: 'confirmed',
      couponCode: 'SAVE20',
      discountTotal: 20000,
      subTotal: 120000,
      totalTax: 18000,
      taxLines: [{ slug: 'GST', rate: 18, total: 18000 }],
      total: 120000,
    });
    expect(placed.items[0]).toMatchObject({ amount: 120000, discount: 20000, taxes: [{ totalTax: 18000 }], total: 118000 });
    const cancelled = await json(await platform.request('PUT', `/api/b2c/orders/${data.orderId}/cancel`, { token: priya }));
    expect(cancelled.data.refundTotal).toBe(120000);
  });

  const reasons: Array<[string, Record<string, unknown>, string, number]> = [
    ['inactive', { status: 'inactive' }, 'COUPON_INACTIVE', 422],
    ['not started', { from: '2026-11-25T00:00:00.000Z' }, 'COUPON_NOT_STARTED', 422],
    ['expired', { to: '2026-11-20T09:00:00.000Z', from: '2026-11-01T00:00:00.000Z' }, 'COUPON_EXPIRED', 422],
    ['another city', { cities: ['Mumbai'] }, 'COUPON_NOT_FOR_CITY', 422],
    ['another service', { services: ['class'] }, 'COUPON_NOT_FOR_SERVICE', 422],
    ['below the minimum', { minimumAmountToApply: 500000 }, 'COUPON_MINIMUM_NOT_MET', 422],
    ['private, not given to the buyer', { privacy: 'private' }, 'COUPON_PRIVATE', 403],
  ];
  it.each(reasons)('refuses a coupon %s with its reason code, and appends nothing', async (_name, overrides, code, status) => {
    await saveCoupon('RULE1', overrides);
    await platform.settle();
    const before = await platform.eventCount();
    await expectProblem(await order(priya, 'RULE1'), status, code, 'couponCode');
    expect(await platform.eventCount()).toBe(before);
  });

  it('refuses an unknown code, and a coupon of another organisation', async () => {
    await expectProblem(await order(priya, 'NOSUCH'), 404, 'COUPON_NOT_FOUND', 'couponCode');
    await expectProblem(await order(priya, 'not a code!'), 404, 'COUPON_NOT_FOUND', 'couponCode');
    const other = await managerToken(platform, 'other-co');
    await platform.request('PUT', '/org-api/other-co', { token: other, body: { name: 'Other' } });
    await saveCoupon('OTHER10', {}, 'other-co', other);
    await expectProblem(await order(priya, 'OTHER10'), 422, 'COUPON_NOT_FOR_VENUE', 'couponCode');
  });

  it('counts a use per user; a cancelled order or an expired hold gives it back', async () => {
    await saveCoupon('ONCE');
    const first = await json(await order(priya, 'ONCE', 21));
    await expectProblem(await order(priya, 'ONCE', 22), 409, 'COUPON_USER_LIMIT_REACHED', 'couponCode');
    await platform.request('PUT', `/api/b2c/orders/${first.data.orderId}/cancel`, { token: priya });
    expect((await order(priya, 'ONCE', 22)).status).toBe(201);
    platform.setNow('2026-11-20T10:10:00.000Z'); // that order was never paid: its hold, and its use of the coupon, ran out
    expect((await order(priya, 'ONCE', 23)).status).toBe(201);
  });
});

describe('limits under concurrency', () => {
  it('usageLimit 3: of 20 buyers at once exactly 3 get the discount, 17 get COUPON_USAGE_LIMIT_REACHED', async () => {
    await saveCoupon('FIRST3', { usageLimit: 3 });
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => playerToken(platform, `buyer-${i}`)));
    // Each buyer their own slot (dates 21st to 30th, 18:00 and 19:00), so only the coupon is contended.
    const responses = await Promise.all(
      tokens.map((token, i) =>
        platform.request('POST', '/api/b2c/orders', {
          token,
          body: { couponCode: 'FIRST3', cartItem: [slotItem(i % 2 ? '19:00' : '18:00', { date: `2026-11-${21 + Math.floor(i / 2)}` })] },
        }),
      ),
    );
    const bodies = await Promise.all(responses.map(json));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    expect(bodies.filter((b) => b.code === 'COUPON_USAGE_LIMIT_REACHED')).toHaveLength(17);
  });

  it('usageLimitPerUser 2: one buyer sending 10 orders at once gets the discount twice', async () => {
    await saveCoupon('TWICE', { usageLimit: 100, usageLimitPerUser: 2 });
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => order(priya, 'TWICE', 21 + i)));
    expect(responses.map((r) => r.status).filter((s) => s === 201)).toHaveLength(2);
    expect((await Promise.all(responses.filter((r) => r.status !== 201).map(json))).map((b) => b.code)).toEqual(
      Array(8).fill('COUPON_USER_LIMIT_REACHED'),
    );
  });
});

// Spin-wheel draws, rewards and listings: spinWheel.http.spec.ts (docs/adr/0110-spin-wheel-server.md).
describe('coupon fields', () => {
  it('refuses coupon fields out of range, naming the field', async () => {
    for (const [overrides, field] of [
      [{ amountorper: 120 }, 'amountorper'],
      [{ to: '2026-10-01T00:00:00.000Z' }, 'to'],
      [{ couponType: 'spinWheel' }, 'campaignId'],
      [{ usageLimit: 0 }, 'usageLimit'],
      [{ services: ['spaceship'] }, 'services.0'],
    ] as const) {
      await expectProblem(
        await platform.request('PUT', `/org-api/${ORG}/coupons/BAD1`, { token: manager, body: coupon(overrides) }),
        400,
        'VALIDATION_FAILED',
        field,
      );
    }
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/coupons/lower`, { token: manager, body: coupon() }),
      400,
      'VALIDATION_FAILED',
      'params.code',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/coupons/GOOD1`, { token: priya, body: coupon() }),
      403,
      'FORBIDDEN',
      'orgId',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, cart, playerToken, setUpVenue, slotStatuses } from '@sports/testing/http/bookingsFixtures';

/**
 * POST /api/b2c/orders/quote: the cart screen's preview (spec section 2's booking screens) priced as
 * CreateOrder prices it, the coupon checked by its own rules, nothing held and no use counted.
 */
let platform: TestPlatform;
let manager: string;
beforeAll(async () => {
  platform = await startTestStack();
  manager = await setUpVenue(platform);
  const coupon = {
    description: '20% off, up to ₹200',
    usageLimit: 1,
    usageLimitPerUser: 1,
    discountType: 'percentage',
    amountorper: 20,
    maxDiscountAmount: 20000,
    minimumAmountToApply: 100000,
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-12-31T00:00:00.000Z',
  };
  expect((await platform.request('PUT', `/org-api/${ORG}/coupons/ONCE20`, { token: manager, body: coupon })).status).toBe(200);
});
afterAll(() => platform.close());

const quote = async (token: string, body: unknown) => platform.request('POST', '/api/b2c/orders/quote', { token, body });

describe('quoting a cart', () => {
  it('prices the cart as an order would be, and holds nothing', async () => {
    const priya = await playerToken(platform, 'priya');
    const before = await platform.eventCount();
    const response = await quote(priya, cart('18:00', '19:00'));
    expect(response.status).toBe(200);
    // Two slots of ₹1,200 + 18 % GST, one ₹20 handling charge.
    expect((await json(response)).data).toMatchObject({
      subTotal: 240000,
      totalTax: 43200,
      handlingCharges: 2000,
      discountTotal: 0,
      total: 285200,
      currency: 'INR',
      symbol: '₹',
      couponCode: null,
      couponDiscount: 0,
    });
    expect(await platform.eventCount()).toBe(before);
    expect((await slotStatuses(platform))['18:00']).toBe('available');
  });

  it('applies a coupon without counting a use: the one-use coupon still works for the order after', async () => {
    const priya = await playerToken(platform, 'priya');
    const quoted = (await json(await quote(priya, { ...cart('18:00'), couponCode: 'once20' }))).data;
    // 20 % of ₹1,200 before tax is ₹240, capped at ₹200; 18 % GST on the ₹1,000 left, ₹20 handling.
    expect(quoted).toMatchObject({ couponCode: 'ONCE20', couponDiscount: 20000, discountTotal: 20000, totalTax: 18000, total: 120000 });
    expect((await json(await quote(priya, { ...cart('18:00'), couponCode: 'ONCE20' }))).data.couponDiscount).toBe(20000);
    const placed = await platform.request('POST', '/api/b2c/orders', { token: priya, body: { ...cart('18:00'), couponCode: 'ONCE20' } });
    expect((await json(placed)).data.total).toBe(120000);
    // Now used up: the quote says so by its reason code.
    await expectProblem(
      await quote(await playerToken(platform, 'arjun'), { ...cart('19:00'), couponCode: 'ONCE20' }),
      409,
      'COUPON_USAGE_LIMIT_REACHED',
      'couponCode',
    );
  });

  it('names each refusal by its reason code and field, appending nothing', async () => {
    const arjun = await playerToken(platform, 'arjun');
    const before = await platform.eventCount();
    await expectProblem(await quote(arjun, { ...cart('20:00'), couponCode: 'NOSUCH' }), 404, 'COUPON_NOT_FOUND', 'couponCode');
    await expectProblem(await quote(arjun, { ...cart('20:00'), couponCode: '../../x' }), 404, 'COUPON_NOT_FOUND', 'couponCode');
    await expectProblem(await quote(arjun, { cartItem: [] }), 400, 'VALIDATION_FAILED');
    await expectProblem(
      await quote(arjun, { cartItem: [{ type: 'slot', fieldId: 'nowhere.f', date: '2026-11-21', startTime: '18:00' }] }),
      404,
      'SPACE_NOT_FOUND',
    );
    await expectProblem(await platform.request('POST', '/api/b2c/orders/quote', { body: cart('20:00') }), 401, 'UNAUTHENTICATED');
    expect(await platform.eventCount()).toBe(before);
  });
});

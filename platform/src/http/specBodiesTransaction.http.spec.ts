import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import {
  DATE,
  FIELD,
  ORG,
  SPACE,
  cart,
  orderAfterPayment,
  playerToken,
  setUpVenue,
  slotStatuses,
} from '@sports/testing/http/bookingsFixtures';

/**
 * Spec section 7 "POST transaction create and instantBuy (b2c). Payload as the
 * order shape above": the Order of spec section 3 with the Booking cart's cartItem (Cart line item
 * fields), beside today's {orderId}. The venue sells 60-minute slots at ₹1,200 + 18% GST + ₹20.
 */
let platform: TestPlatform;
let priya: string;
beforeEach(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  priya = await playerToken(platform, 'priya');
});
afterEach(() => platform.close());

const create = (body: unknown, headers: Record<string, string> = {}) =>
  platform.request('POST', '/api/b2c/transaction/create', { token: priya, body, headers });

/** The order shape as the spec's client sends it: Order fields, the cart's cartItem with every Cart line item field it knows. */
const orderShape = (overrides: Record<string, unknown> = {}) => ({
  currency: 'INR',
  symbol: '₹',
  total: 1436,
  totalTax: 216,
  subTotal: 1200,
  discountTotal: 0,
  actualAmount: 1200,
  totalAmount: 1436,
  totalDiscount: 0,
  totalTaxes: 216,
  handlingCharges: 20,
  bookedFor: { id: 'priya', name: 'Priya Raman', email: 'priya@example.com', phone: '9876543210', countryCode: '91' },
  initiator: { id: 'priya', name: 'Priya Raman' },
  provider: { id: SPACE, name: 'Marina Turf Arena', orgId: ORG },
  communication: { whatsapp: true, email: false, sms: true, circle: false, pushNotification: true },
  whatsapp: true,
  email: false,
  sms: true,
  circle: false,
  pushNotification: true,
  bookingType: 'slot',
  channel: 'web',
  couponApplied: false,
  applyCoupon: false,
  payLater: false,
  sendPaymentLink: true,
  paymentSource: 'razorpay',
  bookingSource: 'web',
  associatedItems: [],
  cartItem: [
    {
      type: 'slot',
      fieldId: FIELD,
      slotPrice: 120000,
      payAdvance: false,
      participantCount: 1,
      qty: 1,
      listingId: 'football',
      date: DATE,
      startTime: '18:00',
      endTime: '19:00',
      communication: { whatsapp: true, email: false, sms: true, circle: false },
    },
  ],
  ...overrides,
});

describe('POST /api/b2c/transaction/create with the order shape', () => {
  it("places the order at the server's prices and starts its payment in one call; the buyer's channels are kept", async () => {
    platform.payments.pause(); // the slot is looked at while the payment is on its way
    const response = await create(orderShape());
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({ status: 'pending_payment', total: 143600, currency: 'INR' });
    expect(data.transactionId).toEqual(expect.any(String));
    expect(await slotStatuses(platform)).toMatchObject({ '18:00': 'held' });
    platform.payments.resume();
    const order = (await orderAfterPayment(platform, priya, data.orderId)).data;
    expect(order).toMatchObject({
      status: 'confirmed',
      total: 143600,
      bookingSource: 'web',
      bookedFor: { id: 'priya', name: 'Priya Raman', email: 'priya@example.com', phone: '9876543210' },
      communication: { whatsapp: true, email: false, sms: true, circle: false },
    });
  });

  it("paymentSource 'venue' is paying later: the order is confirmed at once, with no transaction", async () => {
    const { payLater: _omitted, ...body } = orderShape({ paymentSource: 'venue' });
    const { data } = await json(await create(body));
    expect(data).toMatchObject({ status: 'confirmed', transactionId: null });
  });

  it('a retried request (same Idempotency-Key) places one order', async () => {
    const first = await json(await create(orderShape(), { 'idempotency-key': 'shape-1' }));
    const again = await json(await create(orderShape(), { 'idempotency-key': 'shape-1' }));
    expect(again.data.orderId).toBe(first.data.orderId);
    await platform.settle();
    expect((await json(await platform.request('GET', '/api/b2c/orders/my/0/10', { token: priya }))).data.orders).toHaveLength(1);
  });

  it('instantBuy takes the same order shape ("POST transaction create and instantBuy (b2c). Payload as the order shape")', async () => {
    const path = '/api/b2c/transaction/instantBuy';
    const bought = await platform.request('POST', path, {
      token: priya,
      body: orderShape({ cartItem: [{ ...orderShape().cartItem[0], startTime: '21:00', endTime: '22:00' }] }),
    });
    expect(bought.status).toBe(201);
    expect((await json(bought)).data).toMatchObject({ status: 'pending_payment', total: 143600 });
    await expectProblem(
      await platform.request('POST', path, { token: priya, body: orderShape({ currency: 'USD' }) }),
      400,
      'VALIDATION_FAILED',
      'currency',
    );
    await expectProblem(
      await platform.request('POST', path, { token: priya, body: { orderId: 'o-1', ...orderShape() } }),
      400,
      'VALIDATION_FAILED',
      'orderId',
    );
  });

  it("today's {orderId} form keeps working", async () => {
    const placed = await json(await platform.request('POST', '/api/b2c/orders', { token: priya, body: cart('19:00') }));
    const paid = await create({ orderId: placed.data.orderId, paymentMode: 'card' });
    expect(paid.status).toBe(201);
    expect((await orderAfterPayment(platform, priya, placed.data.orderId)).data.status).toBe('confirmed');
  });

  it('refuses bad bodies with a problem naming the field, and appends nothing', async () => {
    const placed = await json(await platform.request('POST', '/api/b2c/orders', { token: priya, body: cart('20:00') }));
    const events = await platform.eventCount();
    const cases: Array<[unknown, string]> = [
      [{}, 'cartItem'],
      [{ orderId: placed.data.orderId, cartItem: orderShape().cartItem }, 'cartItem'],
      [orderShape({ currency: 'USD' }), 'currency'],
      [orderShape({ pushNotification: false }), 'pushNotification'],
      [orderShape({ communication: { whatsapp: true, pushNotification: false } }), 'communication.pushNotification'],
      [orderShape({ applyCoupon: true }), 'applyCoupon'],
      [orderShape({ channel: 'app' }), 'channel'],
      [orderShape({ email: true }), 'email'],
      [orderShape({ paymentSource: 'venue', payLater: false }), 'paymentSource'],
      [orderShape({ total: -5 }), 'total'],
      [orderShape({ bookingType: 'spaceship' }), 'bookingType'],
      [orderShape({ cartItem: [{ type: 'rocket', date: DATE }] }), 'cartItem.0.type'],
      [orderShape({ cartItem: [] }), 'cartItem'],
      [orderShape({ status: 'confirmed' }), 'status'],
    ];
    for (const [body, field] of cases) await expectProblem(await create(body), 400, 'VALIDATION_FAILED', field);
    await expectProblem(await create(orderShape({ initiator: { id: 'arjun' } })), 403, 'FORBIDDEN', 'initiator.id');
    expect(await platform.eventCount()).toBe(events);
  });
});

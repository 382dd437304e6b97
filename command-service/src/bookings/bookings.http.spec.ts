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
  managerToken,
  orderAfterPayment,
  playerToken,
  setUpVenue,
  slotStatuses,
  spaceBody,
  staffToken,
} from '@sports/testing/http/bookingsFixtures';

/**
 * "Done when": a player books a slot, pays with the test gateway, sees the order and
 * cancels it by the venue's policy. Spec section 3 (Booking cart, Order, Transaction), section 7
 * (transaction create and instantBuy), section 9 (rupee).
 */
let platform: TestPlatform;
let priya: string;
beforeEach(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  priya = await playerToken(platform, 'priya');
});
afterEach(() => platform.close());

const buy = (token: string, body: Record<string, unknown>, path = '/api/b2c/transaction/instantBuy') =>
  platform.request('POST', path, { token, body });

describe('booking a slot and paying with the test gateway', () => {
  it('holds the slot for 10 minutes, confirms it when the gateway says captured, and shows the order with invoice data', async () => {
    platform.payments.pause(); // the slot is looked at while the payment is on its way
    const response = await buy(priya, cart('18:00'));
    expect(response.status).toBe(201);
    const { data } = await json(response);
    // ₹1,200 + 18% GST (₹216) + ₹20 handling, in paise.
    expect(data).toMatchObject({
      status: 'pending_payment',
      currency: 'INR',
      symbol: '₹',
      total: 143600,
      holdExpiresAt: '2026-11-20T10:10:00.000Z',
    });
    expect(data.paymentLink).toContain(`/pay/test/${data.transactionId}`);
    expect(await slotStatuses(platform)).toMatchObject({ '18:00': 'held', '19:00': 'available' });
    platform.payments.resume();

    const order = (await orderAfterPayment(platform, priya, data.orderId)).data;
    expect(order).toMatchObject({
      status: 'confirmed',
      subTotal: 120000,
      totalTax: 21600,
      taxLines: [{ slug: 'GST', rate: 18, total: 21600 }],
      handlingCharges: 2000,
      discountTotal: 0,
      total: 143600,
      bookedFor: { id: 'priya', countryCode: '91' },
      communication: { whatsapp: true, email: true, sms: true, circle: false },
      invoice: { number: `INV-${data.orderId.toUpperCase()}`, seller: 'Marina Turf Arena' },
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        id: `${FIELD}.${DATE}.1800`,
        type: 'slot',
        date: DATE,
        startTime: '18:00',
        endTime: '19:00',
        duration: 60,
        amount: 120000,
        total: 141600,
        taxes: [{ taxSlug: 'GST', taxRate: 18, totalTax: 21600 }],
      }),
    ]);
    expect(order.transactions).toEqual([
      expect.objectContaining({ id: data.transactionId, status: 'captured', pgType: 'test', amount: 143600 }),
    ]);
    expect(await slotStatuses(platform)).toMatchObject({ '18:00': 'booked' });

    const mine = await json(await platform.request('GET', '/api/b2c/orders/my/0/10', { token: priya }));
    expect(mine.data.orders.map((o: { id: string }) => o.id)).toEqual([data.orderId]);
    const transactions = await json(await platform.request('GET', '/api/b2c/transactions/my/0/10', { token: priya }));
    expect(transactions.data.transactions).toEqual([expect.objectContaining({ id: data.transactionId, status: 'captured' })]);
  });

  it('creates the order first (CreateOrder), then pays it with transaction create', async () => {
    const placed = await json(await buy(priya, cart('19:00', '20:00'), '/api/b2c/orders'));
    expect(placed.data).toMatchObject({ status: 'pending_payment', total: 2 * 141600 + 2000, transactionId: null });
    const paid = await platform.request('POST', '/api/b2c/transaction/create', {
      token: priya,
      body: { orderId: placed.data.orderId, paymentMode: 'card' },
    });
    expect(paid.status).toBe(201);
    const order = (await orderAfterPayment(platform, priya, placed.data.orderId)).data;
    expect(order.status).toBe('confirmed');
    expect(await slotStatuses(platform)).toMatchObject({ '19:00': 'booked', '20:00': 'booked', '18:00': 'available' });
  });

  it("takes the venue's bulk discount off an order of enough slots (spec section 3 bulk discount)", async () => {
    await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, {
      token: await managerToken(platform),
      body: spaceBody({ bulkDiscount: { minSlots: 2, percent: 10 } }),
    });
    expect((await json(await buy(priya, cart('18:00'), '/api/b2c/orders'))).data.total).toBe(143600);
    const { data } = await json(await buy(priya, cart('19:00', '20:00'), '/api/b2c/orders'));
    // 2 × ₹1,200 before tax, less 10 % (₹240), then 18 % GST on ₹2,160 (₹388.80), plus ₹20 handling
    // (docs/adr/0143-discounts-before-tax.md).
    expect(data.total).toBe(240000 - 24000 + 38880 + 2000);
    await platform.settle();
    const order = (await json(await platform.request('GET', `/api/b2c/orders/${data.orderId}`, { token: priya }))).data;
    expect(order).toMatchObject({ subTotal: 240000, totalTax: 38880, bulkDiscount: 24000, discountTotal: 24000, total: 256880 });
    expect(order.items.map((item: { discount: number; total: number }) => [item.discount, item.total])).toEqual([
      [12000, 127440],
      [12000, 127440],
    ]);
  });

  it('books at once, without the gateway, when the buyer pays at the venue (payLater)', async () => {
    const { data } = await json(await buy(priya, { ...cart('21:00'), payLater: true }));
    expect(data).toMatchObject({ status: 'confirmed', transactionId: null, total: 143600 });
    expect((await orderAfterPayment(platform, priya, data.orderId)).data).toMatchObject({
      status: 'confirmed',
      payLater: true,
      transactions: [],
    });
    expect(await slotStatuses(platform)).toMatchObject({ '21:00': 'booked' });
    expect(platform.payments.charged.size).toBe(0);
  });

  it('leaves the order waiting when the payment fails, and it can be paid again while held', async () => {
    const { data } = await json(await buy(priya, { ...cart('18:00'), paymentMode: 'test_failure' }));
    const failed = (await orderAfterPayment(platform, priya, data.orderId)).data;
    expect(failed.status).toBe('pending_payment');
    expect(failed.transactions.map((t: { status: string }) => t.status)).toEqual(['failed']);
    expect(await slotStatuses(platform)).toMatchObject({ '18:00': 'held' });
    await platform.request('POST', '/api/b2c/transaction/create', { token: priya, body: { orderId: data.orderId } });
    expect((await orderAfterPayment(platform, priya, data.orderId)).data.status).toBe('confirmed');
  });

  it('frees the slot when the hold runs out (a gateway that never answers): the next buyer gets it, the first order shows expired', async () => {
    const first = await json(await buy(priya, { ...cart('18:00'), paymentMode: 'test_timeout' }));
    const arjun = await playerToken(platform, 'arjun');
    await expectProblem(await buy(arjun, cart('18:00')), 409, 'SLOT_UNAVAILABLE', 'cartItem.0');
    platform.setNow('2026-11-20T10:10:00.000Z');
    const second = await buy(arjun, cart('18:00'));
    expect(second.status).toBe(201);
    expect((await orderAfterPayment(platform, priya, first.data.orderId)).data.status).toBe('expired');
    expect((await orderAfterPayment(platform, arjun, (await json(second)).data.orderId)).data.status).toBe('confirmed');
    await expectProblem(
      await platform.request('POST', '/api/b2c/transaction/create', { token: priya, body: { orderId: first.data.orderId } }),
      409,
      'HOLD_EXPIRED',
      'orderId',
    );
  });

  it('confirms a late payment when nobody took the slot, and refunds it whole when someone did', async () => {
    const late = await json(await buy(priya, cart('18:00'), '/api/b2c/orders'));
    const lost = await json(await buy(priya, cart('19:00'), '/api/b2c/orders'));
    await platform.request('POST', '/api/b2c/transaction/create', {
      token: priya,
      body: { orderId: late.data.orderId, paymentMode: 'test_timeout' },
    });
    const pending = await json(
      await platform.request('POST', '/api/b2c/transaction/create', {
        token: priya,
        body: { orderId: lost.data.orderId, paymentMode: 'test_timeout' },
      }),
    );
    platform.setNow('2026-11-20T10:30:00.000Z');
    const arjun = await playerToken(platform, 'arjun');
    expect((await buy(arjun, cart('19:00'), '/api/b2c/orders')).status).toBe(201);
    // The gateway answers late for both payments.
    for (const [orderId, transactionId] of [
      [late.data.orderId, (await orderAfterPayment(platform, priya, late.data.orderId)).data.transactions[0].id],
      [lost.data.orderId, pending.data.transactionId],
    ]) {
      const { rawBody, signature } = platform.payments.signed({
        eventId: `late_${transactionId}`,
        transactionId,
        orderId,
        status: 'captured',
        gatewayPaymentId: `pay_${transactionId}`,
      });
      const response = await platform.request('POST', '/api/b2c/payments/webhook/test', {
        rawBody,
        headers: { 'content-type': 'application/json', 'x-signature': signature },
      });
      expect(response.status).toBe(200);
    }
    expect((await orderAfterPayment(platform, priya, late.data.orderId)).data.status).toBe('confirmed');
    const failed = (await orderAfterPayment(platform, priya, lost.data.orderId)).data;
    expect(failed).toMatchObject({ status: 'failed', refundTotal: 143600 });
    expect(failed.transactions[0]).toMatchObject({ status: 'refunded', settlements: [expect.objectContaining({ amount: 143600 })] });
  });
});

describe("the venue staff's view", () => {
  it("lists the organisation's orders newest first, by space and status, a page at a time; other organisations' staff may not", async () => {
    const first = (await json(await buy(priya, cart('18:00')))).data;
    platform.setNow('2026-11-20T10:01:00.000Z');
    const second = (await json(await buy(priya, { ...cart('19:00'), paymentMode: 'test_timeout' }))).data;
    await orderAfterPayment(platform, priya, first.orderId);
    const staff = await staffToken(platform);
    const list = async (query: string, token = staff) => json(await platform.request('GET', `/org-api/${ORG}/orders/${query}`, { token }));
    const page = await list('0/1');
    expect(page.data.orders.map((o: { id: string }) => o.id)).toEqual([second.orderId]);
    expect(page.data.nextUrl).toBe(`/org-api/${ORG}/orders/1/1`);
    expect((await list(`0/10?spaceId=${SPACE}&status=confirmed`)).data.orders.map((o: { id: string }) => o.id)).toEqual([first.orderId]);
    await expectProblem(
      await platform.request('GET', `/org-api/${ORG}/orders/0/10`, { token: await staffToken(platform, 'other-co') }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    await expectProblem(await platform.request('GET', `/org-api/${ORG}/orders/0/10`, { token: priya }), 403, 'FORBIDDEN', 'orgId');
  });
});

describe('retries', () => {
  it('a CreateOrder or instantBuy retried with its Idempotency-Key names the same order and holds, pays and charges once', async () => {
    const send = () =>
      platform.request('POST', '/api/b2c/transaction/instantBuy', {
        token: priya,
        body: cart('18:00'),
        headers: { 'idempotency-key': 'checkout-1' },
      });
    const first = await json(await send());
    // The test gateway answers through its webhook a moment later: count the log once that is in, so
    // only the retry could add to it (on a busy machine the answer may come at any point of the test).
    await platform.payments.idle();
    const before = await platform.eventCount();
    const again = await send();
    expect(again.status).toBe(201);
    expect((await json(again)).data).toMatchObject({ orderId: first.data.orderId, transactionId: first.data.transactionId });
    await platform.payments.idle();
    expect(await platform.eventCount()).toBe(before);
    expect([...platform.payments.charged.values()]).toEqual([143600]);
    // The same key with another cart is a client bug, not a retry; nothing of it stays held.
    for (const other of [cart('19:00'), { cartItem: [{ ...cart('18:00').cartItem[0], date: '2026-11-22' }] }]) {
      await expectProblem(
        await platform.request('POST', '/api/b2c/transaction/instantBuy', {
          token: priya,
          body: other,
          headers: { 'idempotency-key': 'checkout-1' },
        }),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    expect(await slotStatuses(platform)).toMatchObject({ '18:00': 'booked', '19:00': 'available' });
    const nextDay = await json(await platform.request('GET', '/api/vm/slots/listing/football?date=2026-11-22'));
    expect(nextDay.data[0].timings[0].slotStatus).toBe('available');
  });
});

describe('the webhook', () => {
  it('confirms once when the gateway delivers twice', async () => {
    const { data } = await json(await buy(priya, cart('18:00')));
    await orderAfterPayment(platform, priya, data.orderId);
    const before = await platform.eventCount();
    const { rawBody, signature } = platform.payments.signed({
      eventId: 'evt_again',
      transactionId: data.transactionId,
      orderId: data.orderId,
      status: 'captured',
      gatewayPaymentId: 'pay_x',
    });
    for (let i = 0; i < 2; i++) {
      const again = await platform.request('POST', '/api/b2c/payments/webhook/test', {
        rawBody,
        headers: { 'content-type': 'application/json', 'x-signature': signature },
      });
      expect(await json(again)).toEqual({ message: 'ok', data: { orderId: data.orderId, status: 'confirmed' } });
    }
    expect(await platform.eventCount()).toBe(before);
    expect([...platform.payments.charged.values()]).toEqual([143600]);
  });

  it('refuses a body without the gateway signature, and appends nothing', async () => {
    const { data } = await json(await buy(priya, { ...cart('18:00'), paymentMode: 'test_timeout' }));
    const before = await platform.eventCount();
    const { rawBody, signature } = platform.payments.signed({
      eventId: 'evt_forged',
      transactionId: data.transactionId,
      orderId: data.orderId,
      status: 'captured',
      gatewayPaymentId: 'pay_forged',
    });
    const tampered = rawBody.replace('pay_forged', 'pay_other');
    for (const headers of [{ 'x-signature': signature }, {}, { 'x-signature': 'sha256=00' }] as Record<string, string>[]) {
      const response = await platform.request('POST', '/api/b2c/payments/webhook/test', {
        rawBody: tampered,
        headers: { 'content-type': 'application/json', ...headers },
      });
      await expectProblem(response, 401, 'INVALID_SIGNATURE', 'x-signature');
    }
    expect(await platform.eventCount()).toBe(before);
  });
});

describe('cancellation by the venue policy', () => {
  const bookAndPay = async () => {
    const { data } = await json(await buy(priya, cart('18:00')));
    await orderAfterPayment(platform, priya, data.orderId);
    return data.orderId as string;
  };
  const cancel = (orderId: string, token = priya) => platform.request('PUT', `/api/b2c/orders/${orderId}/cancel`, { token });

  it('refunds in full from 24 hours before the start, and frees the slot', async () => {
    const orderId = await bookAndPay();
    const response = await cancel(orderId);
    expect((await json(response)).data).toMatchObject({ status: 'cancelled', refundTotal: 143600 });
    const order = (await orderAfterPayment(platform, priya, orderId)).data;
    expect(order.refund_lines).toEqual([
      { itemId: `${FIELD}.${DATE}.1800`, amount: 141600, refundPercent: 100 },
      { itemId: 'handlingCharges', amount: 2000, refundPercent: 100 },
    ]);
    expect(order.transactions[0]).toMatchObject({ status: 'refunded', settlements: [expect.objectContaining({ amount: 143600 })] });
    expect(await slotStatuses(platform)).toMatchObject({ '18:00': 'available' });
  });

  it('refunds half from 6 hours before, nothing later, and not at all once started', async () => {
    const orderId = await bookAndPay();
    platform.setNow('2026-11-21T05:00:00.000Z'); // 10:30 IST, 7.5 h before 18:00
    expect((await json(await cancel(orderId))).data.refundTotal).toBe(70800);
    platform.setNow('2026-11-20T10:00:00.000Z');
    const late = await bookAndPay();
    platform.setNow('2026-11-21T10:00:00.000Z'); // 2.5 h before
    const response = await json(await cancel(late));
    expect(response.data).toMatchObject({ status: 'cancelled', refundTotal: 0 });
    platform.setNow('2026-11-20T10:00:00.000Z');
    const started = await bookAndPay();
    platform.setNow('2026-11-21T12:45:00.000Z');
    await expectProblem(await cancel(started), 409, 'ORDER_NOT_CANCELLABLE', 'orderId');
  });

  it('gives a payment back whole when it is captured after the order was cancelled', async () => {
    const { data } = await json(await buy(priya, { ...cart('18:00'), paymentMode: 'test_timeout' }));
    expect((await json(await cancel(data.orderId))).data).toMatchObject({ status: 'cancelled', refundTotal: 0 });
    const { rawBody, signature } = platform.payments.signed({
      eventId: 'evt_after_cancel',
      transactionId: data.transactionId,
      orderId: data.orderId,
      status: 'captured',
      gatewayPaymentId: 'pay_late',
    });
    const response = await platform.request('POST', '/api/b2c/payments/webhook/test', {
      rawBody,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
    });
    expect((await json(response)).data.status).toBe('cancelled');
    const order = (await orderAfterPayment(platform, priya, data.orderId)).data;
    expect(order.transactions[0]).toMatchObject({ status: 'refunded', settlements: [expect.objectContaining({ amount: 143600 })] });
    expect([...platform.payments.refunded.values()]).toEqual([143600]);
    expect(await slotStatuses(platform)).toMatchObject({ '18:00': 'available' });
  });

  it("is the buyer's (or the venue staff's): another player is told the order does not exist", async () => {
    const orderId = await bookAndPay();
    const arjun = await playerToken(platform, 'arjun');
    await expectProblem(await cancel(orderId, arjun), 404, 'ORDER_NOT_FOUND', 'orderId');
    await expectProblem(await platform.request('GET', `/api/b2c/orders/${orderId}`, { token: arjun }), 404, 'ORDER_NOT_FOUND');
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueStreams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { RazorpayDouble } from '@sports/testing/razorpayDouble';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { cart, managerToken, playerToken, setUpVenue } from '@sports/testing/http/bookingsFixtures';
import { PACK, setUpOfferings } from '@sports/testing/http/offeringsFixtures';

/**
 * "Done when": the provider's flow end to end over the platform's HTTP API
 * (order, Checkout signature, webhook, refund, reconciliation), the official SDK unchanged against
 * a local double of Razorpay's documented endpoints (testing/src/razorpayDouble.ts).
 */
const keys = { keyId: 'rzp_test_Double0000001', keySecret: 'key-secret-of-the-double', webhookSecret: 'webhook-secret-of-the-double' };
const double = new RazorpayDouble(keys);
beforeAll(() => double.install());
afterAll(() => double.uninstall());

let platform: TestPlatform;
let priya: string;
beforeEach(async () => {
  double.refundStatus = 'processed';
  platform = await startTestStack({
    env: { RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret },
  });
  await setUpVenue(platform);
  priya = await playerToken(platform, 'priya');
});
afterEach(() => platform.close());

const TOTAL = 143600; // ₹1,200 + 18% GST + ₹20 handling, in paise

/** Places the order and starts paying it: the reply tells the UI to open Razorpay Checkout. */
const checkout = async (startTime = '18:00') => {
  const response = await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: cart(startTime) });
  expect(response.status).toBe(201);
  return (await json(response)).data as {
    orderId: string;
    transactionId: string;
    paymentLink: string;
    checkout: { gateway: string; keyId: string; providerOrderId: string; amount: number; currency: string };
  };
};
const verify = (body: unknown, token = priya) => platform.request('POST', '/api/b2c/payments/razorpay/verify', { token, body });
const deliver = (delivery: { rawBody: string; signature?: string; eventId: string }) =>
  platform.request('POST', '/api/b2c/payments/webhook/razorpay', {
    rawBody: delivery.rawBody,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': delivery.eventId,
      ...(delivery.signature === undefined ? {} : { 'x-razorpay-signature': delivery.signature }),
    },
  });
const orderEvents = async (orderId: string) =>
  (await platform.eventStore.readStream(catalogueStreams.order(orderId))).map((e) => ({
    type: e.type,
    data: e.data as Record<string, unknown>,
  }));
const typesOf = async (orderId: string) => (await orderEvents(orderId)).map((e) => e.type);
const paidOrder = async (startTime = '18:00') => {
  const started = await checkout(startTime);
  const result = double.pay(started.checkout.providerOrderId);
  expect((await json(await verify(result))).data.status).toBe('confirmed');
  return { ...started, paymentId: result.razorpay_payment_id };
};

describe('which gateway takes payments', () => {
  it('Razorpay with its key id when configured (never its secrets); the test gateway otherwise, whose webhook is then refused', async () => {
    const answer = await json(await platform.request('GET', '/api/b2c/payments/gateway'));
    expect(answer).toEqual({ data: { gateway: 'razorpay', keyId: keys.keyId } });
    const body = JSON.stringify({ eventId: 'evt_1', transactionId: 't1', orderId: 'o1', status: 'captured', gatewayPaymentId: 'pay_1' });
    await expectProblem(
      await platform.request('POST', '/api/b2c/payments/webhook/test', {
        rawBody: body,
        headers: { 'content-type': 'application/json', 'x-signature': 'sha256=00' },
      }),
      401,
      'INVALID_SIGNATURE',
    );
    const embedded = await startTestStack();
    try {
      expect(await json(await embedded.request('GET', '/api/b2c/payments/gateway'))).toEqual({ data: { gateway: 'test', keyId: null } });
    } finally {
      await embedded.close();
    }
  });
});

describe('an order at Razorpay for every checkout', () => {
  it('opens a Razorpay order for the amount in paise with our transaction id as receipt, and tells the UI to open Checkout with the key id', async () => {
    const data = await checkout();
    expect(data.checkout).toEqual({
      gateway: 'razorpay',
      keyId: keys.keyId,
      providerOrderId: expect.stringMatching(/^order_/),
      amount: TOTAL,
      currency: 'INR',
    });
    expect(double.orders.get(data.checkout.providerOrderId)).toMatchObject({
      amount: TOTAL,
      currency: 'INR',
      receipt: data.transactionId,
      notes: { orderId: data.orderId, transactionId: data.transactionId },
    });
    expect(data.paymentLink).toContain(`/checkout/${data.orderId}`);
    expect((await orderEvents(data.orderId)).find((e) => e.type === 'PaymentInitiated')?.data).toMatchObject({
      gateway: 'razorpay',
      providerOrderId: data.checkout.providerOrderId,
    });
  });

  it('an offering (a pack) is paid the same way: its own Razorpay order for its total, confirmed by the verified result', async () => {
    await setUpOfferings(platform);
    const response = await platform.request('POST', '/api/b2c/transaction/instantBuy', {
      token: priya,
      body: { cartItem: [{ type: 'pack', packId: PACK, qty: 1 }] },
    });
    const data = (await json(response)).data;
    expect(data.checkout).toMatchObject({ gateway: 'razorpay', amount: data.total });
    expect(double.orders.get(data.checkout.providerOrderId)).toMatchObject({ amount: data.total, receipt: data.transactionId });
    expect((await json(await verify(double.pay(data.checkout.providerOrderId)))).data.status).toBe('confirmed');
    expect(await typesOf(data.orderId)).toContain('OrderConfirmed');
  });

  it('opens none for an order that cannot be paid (its hold ran out)', async () => {
    const placed = (await json(await platform.request('POST', '/api/b2c/orders', { token: priya, body: cart('18:00') }))).data;
    const opened = double.orders.size;
    platform.setNow('2026-11-20T10:11:00.000Z');
    await expectProblem(
      await platform.request('POST', '/api/b2c/transaction/create', { token: priya, body: { orderId: placed.orderId } }),
      409,
      'HOLD_EXPIRED',
    );
    expect(double.orders.size).toBe(opened);
  });
});

describe('the Checkout result counts only once its signature is verified', () => {
  it('a good signature confirms the order; sent again, nothing changes', async () => {
    const data = await checkout();
    const result = double.pay(data.checkout.providerOrderId);
    const response = await verify(result);
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ orderId: data.orderId, status: 'confirmed' });
    expect(await typesOf(data.orderId)).toEqual(expect.arrayContaining(['PaymentCaptured', 'OrderConfirmed']));
    const before = await platform.eventCount();
    expect((await verify(result)).status).toBe(200);
    expect(await platform.eventCount()).toBe(before);
  });

  it('a bad signature is 400 CHECKOUT_SIGNATURE_INVALID and changes nothing', async () => {
    const data = await checkout();
    const result = double.pay(data.checkout.providerOrderId);
    const before = await platform.eventCount();
    await expectProblem(
      await verify({ ...result, razorpay_signature: double.checkoutSignature(result.razorpay_order_id, 'pay_SomeoneElses01') }),
      400,
      'CHECKOUT_SIGNATURE_INVALID',
      'razorpay_signature',
    );
    // Signed with the webhook secret instead of the key secret: not Checkout's signature either.
    const { createHmac } = await import('node:crypto');
    const wrongKey = createHmac('sha256', keys.webhookSecret)
      .update(`${result.razorpay_order_id}|${result.razorpay_payment_id}`)
      .digest('hex');
    await expectProblem(await verify({ ...result, razorpay_signature: wrongKey }), 400, 'CHECKOUT_SIGNATURE_INVALID', 'razorpay_signature');
    await expectProblem(await verify({ ...result, razorpay_signature: 'not-hex' }), 400, 'VALIDATION_FAILED', 'razorpay_signature');
    expect(await platform.eventCount()).toBe(before);
    expect(await typesOf(data.orderId)).not.toContain('PaymentCaptured');
  });
});

describe('webhooks', () => {
  it('payment.captured with a good X-Razorpay-Signature confirms the order; a repeated delivery changes nothing', async () => {
    const data = await checkout();
    const { razorpay_payment_id } = double.pay(data.checkout.providerOrderId);
    const delivery = double.paymentWebhook(razorpay_payment_id);
    const response = await deliver(delivery);
    expect([response.status, await json(response)]).toEqual([200, { message: 'ok', data: { orderId: data.orderId, status: 'confirmed' } }]);
    const before = await platform.eventCount();
    expect((await deliver(delivery)).status).toBe(200);
    expect((await deliver({ ...delivery, eventId: 'evt_Redelivered001' })).status).toBe(200);
    expect(await platform.eventCount()).toBe(before);
    expect((await orderEvents(data.orderId)).filter((e) => e.type === 'PaymentCaptured')).toHaveLength(1);
  });

  it('a bad or missing signature is 400 WEBHOOK_SIGNATURE_INVALID and changes nothing', async () => {
    const data = await checkout();
    const { razorpay_payment_id } = double.pay(data.checkout.providerOrderId);
    const delivery = double.paymentWebhook(razorpay_payment_id);
    const before = await platform.eventCount();
    await expectProblem(await deliver({ ...delivery, signature: undefined }), 400, 'WEBHOOK_SIGNATURE_INVALID', 'x-razorpay-signature');
    await expectProblem(
      await deliver({ ...delivery, signature: delivery.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    // The body changed after signing (a tampered amount): the signature no longer matches.
    await expectProblem(
      await deliver({ ...delivery, rawBody: delivery.rawBody.replace(`"amount":${TOTAL}`, '"amount":100') }),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expect(await platform.eventCount()).toBe(before);
  });

  it('payment.failed records the failure; the order can still be paid while held', async () => {
    const data = await checkout();
    const failed = double.pay(data.checkout.providerOrderId, { status: 'failed' });
    const response = await deliver(double.paymentWebhook(failed.razorpay_payment_id));
    expect((await json(response)).data).toMatchObject({ orderId: data.orderId, status: 'pending_payment' });
    expect(await typesOf(data.orderId)).toContain('PaymentFailed');
  });

  it('a payment for an unknown order is refunded whole through Razorpay', async () => {
    const foreign = double.foreignOrder(50000, { orderId: 'no-such-order', transactionId: 't-none' });
    const { razorpay_payment_id } = double.pay(foreign.id);
    const response = await deliver(double.paymentWebhook(razorpay_payment_id));
    expect([response.status, (await json(response)).data]).toEqual([200, { orderId: '', status: 'refunded' }]);
    expect(double.refundsOf(razorpay_payment_id).map((r) => r.amount)).toEqual([50000]);
    // Delivered again: refunded once.
    await deliver(double.paymentWebhook(razorpay_payment_id));
    expect(double.refundsOf(razorpay_payment_id)).toHaveLength(1);
  });

  it('a payment after the hold expired is refunded whole and recorded when Razorpay confirms it', async () => {
    const data = await checkout();
    platform.setNow('2026-11-20T10:11:00.000Z');
    await platform.settle(); // the sweeper finds due orders in the heldOrders read model
    await platform.holdExpiry.sweep();
    expect(await typesOf(data.orderId)).toContain('OrderHoldExpired');
    const { razorpay_payment_id } = double.pay(data.checkout.providerOrderId);
    const response = await deliver(double.paymentWebhook(razorpay_payment_id));
    expect((await json(response)).data).toMatchObject({ orderId: data.orderId, status: 'failed' });
    expect(double.refundsOf(razorpay_payment_id).map((r) => r.amount)).toEqual([TOTAL]);
    expect((await orderEvents(data.orderId)).find((e) => e.type === 'RefundIssued')?.data).toMatchObject({
      amount: TOTAL,
      gateway: 'razorpay',
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    });
  });
});

describe('refunds through Razorpay, recorded when Razorpay confirms them', () => {
  it('a partial refund (cancelled 7 h before: 50 %) accepted as pending is recorded only on refund.processed, once', async () => {
    const { orderId, paymentId } = await paidOrder('18:00');
    double.refundStatus = 'pending';
    platform.setNow('2026-11-21T05:30:00.000Z'); // 7 h before 18:00 IST
    const cancelled = await platform.request('PUT', `/api/b2c/orders/${orderId}/cancel`, { token: priya });
    expect((await json(cancelled)).data).toMatchObject({ status: 'cancelled', refundTotal: 70800 });
    const [refund] = double.refundsOf(paymentId);
    expect(refund).toMatchObject({ amount: 70800, status: 'pending', notes: { orderId } });
    expect(await typesOf(orderId)).not.toContain('RefundIssued');
    // Cancelled again (a retry) while pending: Razorpay is not asked for a second refund.
    await platform.request('PUT', `/api/b2c/orders/${orderId}/cancel`, { token: priya });
    expect(double.refundsOf(paymentId)).toHaveLength(1);

    const processed = double.processRefund(refund!.id);
    expect((await deliver(processed)).status).toBe(200);
    expect((await deliver(processed)).status).toBe(200);
    const issued = (await orderEvents(orderId)).filter((e) => e.type === 'RefundIssued');
    expect(issued.map((e) => e.data)).toEqual([
      expect.objectContaining({ amount: 70800, gatewayRefundId: refund!.id, gateway: 'razorpay' }),
    ]);
  });

  it('staff refund part of a payment twice by amount: Razorpay refunds each amount asked, once per Idempotency-Key, and the payment stays partly refunded', async () => {
    const { orderId, paymentId } = await paidOrder('20:00');
    const refund = async (amount: number, key: string) =>
      json(
        await platform.request('POST', `/admin-api/orders/${orderId}/refund`, {
          token: await managerToken(platform),
          body: { amount },
          headers: { 'idempotency-key': key },
        }),
      );
    expect(await refund(60800, 'partial-1')).toMatchObject({ status: 'confirmed', refunded: 60800, refundable: TOTAL - 60800 });
    expect(await refund(60800, 'partial-1')).toMatchObject({ refunded: 60800 });
    expect(await refund(20000, 'partial-2')).toMatchObject({ status: 'confirmed', refunded: 80800, refundable: TOTAL - 80800 });
    expect(double.refundsOf(paymentId).map((r) => [r.amount, r.status])).toEqual([
      [60800, 'processed'],
      [20000, 'processed'],
    ]);
    expect(double.payments.get(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 80800, refund_status: 'partial' });
    expect((await orderEvents(orderId)).filter((e) => e.type === 'RefundIssued').map((e) => e.data.amount)).toEqual([60800, 20000]);
  });

  it("staff's full refund is recorded from the refund API's reply when Razorpay processes it at once", async () => {
    const { orderId, paymentId } = await paidOrder('19:00');
    const response = await platform.request('POST', `/admin-api/orders/${orderId}/refund`, {
      token: await managerToken(platform),
      body: {},
    });
    expect(await json(response)).toEqual({
      id: orderId,
      status: 'cancelled',
      refundTotal: TOTAL,
      refunded: TOTAL,
      refundable: 0,
      paid: TOTAL,
    });
    expect(double.refundsOf(paymentId).map((r) => [r.amount, r.status])).toEqual([[TOTAL, 'processed']]);
    expect((await orderEvents(orderId)).filter((e) => e.type === 'RefundIssued').map((e) => e.data.amount)).toEqual([TOTAL]);
    expect(double.payments.get(paymentId)).toMatchObject({ status: 'refunded', refund_status: 'full' });
  });
});

describe('reconciliation of a missed webhook', () => {
  it('an order still pending past its hold is confirmed from the payments Razorpay has for it', async () => {
    const data = await checkout();
    double.pay(data.checkout.providerOrderId); // paid in Checkout; the handler and the webhook never reach us
    platform.setNow('2026-11-20T10:11:00.000Z');
    await platform.settle(); // the sweeper finds due orders in the heldOrders read model
    await platform.holdExpiry.sweep();
    const types = await typesOf(data.orderId);
    expect(types).toEqual(expect.arrayContaining(['PaymentCaptured', 'OrderConfirmed']));
    expect(types).not.toContain('OrderHoldExpired');
    expect(double.calls).toContain(`GET /v1/orders/${data.checkout.providerOrderId}/payments`);
  });

  it('an order nobody paid expires as before', async () => {
    const data = await checkout();
    platform.setNow('2026-11-20T10:11:00.000Z');
    await platform.settle(); // the sweeper finds due orders in the heldOrders read model
    await platform.holdExpiry.sweep();
    expect(await typesOf(data.orderId)).toContain('OrderHoldExpired');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStreams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { cart, managerToken, orderAfterPayment, playerToken, setUpVenue, slotStatuses } from '@sports/testing/http/bookingsFixtures';

/**
 * Refunds by amount or percentage up to the refundable balance (paid less already
 * refunded), several partial refunds until nothing is left, each through the gateway once. The
 * order here is ₹1,436 (₹1,416 slot with GST and ₹20 handling), paid through the test gateway.
 */
const PAID = 143600;
/** The first test's order, with a balance left (the venue has four evening slots). */
let amountOrder = '';
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
}, 120_000);
afterAll(() => platform.close());

const paidOrder = async (buyer: string, startTime: string) => {
  const token = await playerToken(platform, buyer);
  const orderId = (await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token, body: cart(startTime) }))).data
    .orderId as string;
  expect((await orderAfterPayment(platform, token, orderId)).data.status).toBe('confirmed');
  return { orderId, token };
};
const refund = async (orderId: string, body: unknown, key?: string) =>
  platform.request('POST', `/admin-api/orders/${orderId}/refund`, {
    token: await managerToken(platform),
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const staffView = async (orderId: string) => {
  await platform.settle();
  return json(await platform.request('GET', `/admin-api/orders/${orderId}`, { token: await managerToken(platform) }));
};
const typesOf = async (orderId: string) => (await platform.eventStore.readStream(catalogueStreams.order(orderId))).map((e) => e.type);

describe('partial refunds from the back office', () => {
  it('refunds an amount (minor units) and the booking stands: slot kept, one gateway refund, the balance shown to staff and buyer alike', async () => {
    const { orderId, token } = await paidOrder('meera', '18:00');
    amountOrder = orderId;
    const refundsBefore = platform.payments.refunded.size;
    const response = await refund(orderId, { amount: 60800 });
    expect([response.status, await json(response)]).toEqual([
      200,
      { id: orderId, status: 'confirmed', refundTotal: 60800, refunded: 60800, refundable: PAID - 60800, paid: PAID },
    ]);
    expect(platform.payments.refunded.size).toBe(refundsBefore + 1);
    expect([...platform.payments.refunded.values()].at(-1)).toBe(60800);
    expect((await slotStatuses(platform))['18:00']).not.toBe('available');
    expect(await typesOf(orderId)).toEqual(expect.arrayContaining(['RefundGranted', 'PartnerSplitReversed', 'RefundIssued']));
    expect(await typesOf(orderId)).not.toContain('OrderCancelled');

    const player = (await orderAfterPayment(platform, token, orderId)).data;
    const staff = await staffView(orderId);
    const balance = { status: 'confirmed', paid: PAID, refunded: 60800, refundable: PAID - 60800, refundTotal: 60800 };
    expect(player).toMatchObject(balance);
    expect(staff).toMatchObject(balance);
    expect(player.refund_lines).toEqual(staff.refund_lines);
    // The payment is still captured: only part of it went back (one settlement).
    expect(player.transactions[0]).toMatchObject({ status: 'captured', settlements: [expect.objectContaining({ amount: 60800 })] });
    expect(player.refund_lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0)).toBe(60800);
    // The history says who refunded what.
    const history = (await json(
      await platform.request('GET', `/admin-api/orders/${orderId}/history`, { token: await managerToken(platform) }),
    )) as unknown as Array<{ type: string; data: { amount?: number } }>;
    expect(history.find((e) => e.type === 'RefundGranted')?.data.amount).toBe(60800);
  });

  it('refunds a percentage of what was paid without cancelling when asked so; refundPercent alone still cancels, as before', async () => {
    const { orderId } = await paidOrder('rohan', '19:00');
    expect(await json(await refund(orderId, { refundPercent: 25, cancel: false }))).toMatchObject({
      status: 'confirmed',
      refunded: PAID / 4,
      refundable: PAID - PAID / 4,
    });
    // The form of before: cancel and refund the share, here capped at what is left (75 % of it).
    expect(await json(await refund(orderId, { refundPercent: 100 }))).toMatchObject({ status: 'cancelled', refunded: PAID, refundable: 0 });
    expect((await slotStatuses(platform))['19:00']).toBe('available');
    expect((await staffView(orderId)).refundable).toBe(0);
  });

  it('two partial refunds, then a third over the balance is refused and nothing changes; with nothing left, every refund is refused', async () => {
    const { orderId } = await paidOrder('tara', '20:00');
    expect((await json(await refund(orderId, { amount: 50000 }))).refundable).toBe(PAID - 50000);
    expect((await json(await refund(orderId, { amount: 40000 }))).refundable).toBe(PAID - 90000);
    const before = await platform.eventCount();
    const refundsBefore = platform.payments.refunded.size;
    await expectProblem(await refund(orderId, { amount: PAID - 90000 + 1 }), 409, 'REFUND_EXCEEDS_BALANCE', 'amount');
    await expectProblem(await refund(orderId, { refundPercent: 50, cancel: false }), 409, 'REFUND_EXCEEDS_BALANCE', 'refundPercent');
    expect(await platform.eventCount()).toBe(before);
    expect(platform.payments.refunded.size).toBe(refundsBefore);
    expect((await staffView(orderId)).refundable).toBe(PAID - 90000);
    // The rest, exactly, then nothing is left.
    expect(await json(await refund(orderId, { amount: PAID - 90000 }))).toMatchObject({
      status: 'confirmed',
      refunded: PAID,
      refundable: 0,
    });
    await expectProblem(await refund(orderId, { amount: 100 }), 409, 'NOTHING_TO_REFUND', 'amount');
  });

  it('bad bodies are 400 naming the field and change nothing', async () => {
    const orderId = amountOrder;
    const before = await platform.eventCount();
    for (const amount of [0, -5, 12.5, '100']) await expectProblem(await refund(orderId, { amount }), 400, 'VALIDATION_FAILED', 'amount');
    await expectProblem(await refund(orderId, { amount: 100, refundPercent: 10 }), 400, 'VALIDATION_FAILED', 'amount');
    await expectProblem(await refund(orderId, { refundPercent: 0, cancel: false }), 400, 'VALIDATION_FAILED', 'refundPercent');
    expect(await platform.eventCount()).toBe(before);
  });

  it('the same Idempotency-Key sent again refunds once', async () => {
    const { orderId } = await paidOrder('isha', '21:00');
    const refundsBefore = platform.payments.refunded.size;
    const first = await json(await refund(orderId, { amount: 20000 }, 'refund-isha-1'));
    const again = await json(await refund(orderId, { amount: 20000 }, 'refund-isha-1'));
    expect(again).toEqual(first);
    expect(platform.payments.refunded.size).toBe(refundsBefore + 1);
    expect((await typesOf(orderId)).filter((t) => t === 'RefundGranted')).toHaveLength(1);
    expect((await staffView(orderId)).refunded).toBe(20000);
    // Another key is another refund.
    expect((await json(await refund(orderId, { amount: 20000 }, 'refund-isha-2'))).refunded).toBe(40000);
    expect(platform.payments.refunded.size).toBe(refundsBefore + 2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStreams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { orderAfterPayment, playerToken, setUpVenue, slotItem, slotStatuses } from '@sports/testing/http/bookingsFixtures';
import { meetItem, setUpOfferings, spaceOfferings } from '@sports/testing/http/offeringsFixtures';

/**
 * When an order's hold runs out unpaid, the order records it, its slot and
 * places are freed, and the person booked for is told on the order's channels.
 */
let platform: TestPlatform;
let priya: string;
beforeAll(async () => {
  platform = await startTestStack({ env: { NOTIFICATIONS: 'true' } });
  await setUpVenue(platform);
  await setUpOfferings(platform);
  priya = await playerToken(platform, 'priya');
});
afterAll(() => platform.close());

type Message = { to: string; channel: string; text: string };
const outbox = async (phone: string) =>
  ((await json(await platform.request('GET', `/api/dev/outbox?to=${phone}`))) as unknown as Message[]).reverse();
const eventually = async (phone: string, count: number) => {
  for (let i = 0; i < 300 && (await outbox(phone)).length < count; i++) await new Promise((r) => setTimeout(r, 10));
  return outbox(phone);
};
const place = async (body: Record<string, unknown>) =>
  (await json(await platform.request('POST', '/api/b2c/orders', { token: priya, body }))).data;
const sweep = async () => {
  await platform.settle();
  const looked = await platform.holdExpiry.sweep();
  await platform.settle();
  return looked;
};

describe('a hold that runs out', () => {
  it('is expired once by the sweeper: the slot and the places are free again and the buyer is told on WhatsApp and SMS', async () => {
    const order = await place({ cartItem: [slotItem('18:00'), meetItem()], bookedFor: { name: 'Ravi Kumar', phone: '9811100021' } });
    expect(await sweep()).toBe(0); // not yet: the hold lasts until 10:10
    expect((await slotStatuses(platform))['18:00']).toBe('held');
    expect((await spaceOfferings(platform, 'meet'))[0].placesLeft).toBe(4);

    platform.setNow('2026-11-20T10:10:00.000Z');
    expect(await sweep()).toBe(1);
    const types = (await platform.eventStore.readStream(catalogueStreams.order(order.orderId), { fromRevision: 0n })).map((e) => e.type);
    expect(types).toEqual(['OrderPlaced', 'OrderHoldExpired']);
    expect((await slotStatuses(platform))['18:00']).toBe('available');
    expect((await spaceOfferings(platform, 'meet'))[0].placesLeft).toBe(5);
    expect((await json(await platform.request('GET', `/api/b2c/orders/${order.orderId}`, { token: priya }))).data.status).toBe('expired');

    const messages = await eventually('9811100021', 2);
    expect(messages.map((m) => m.channel)).toEqual(['whatsapp', 'sms']);
    expect(messages[0]!.text).toBe(
      'Your hold on Marina Turf Arena: Turf A, 21 Nov, 18:00–19:00; Marina 5K Fun Run, 6 Dec, 06:00 ran out before payment, so it has been released. Book again if you still want it.',
    );

    // A second sweep finds nothing left to do and appends nothing.
    const before = await platform.eventCount();
    expect(await sweep()).toBe(0);
    expect(await platform.eventCount()).toBe(before);
  });

  it("tells only on the order's channels, and leaves paid and pay-later orders alone", async () => {
    platform.setNow('2026-11-20T11:00:00.000Z');
    const quiet = await place({
      cartItem: [slotItem('19:00')],
      bookedFor: { name: 'Meena', phone: '9811100022' },
      communication: { whatsapp: false, sms: true, email: false, circle: false },
    });
    const paid = (
      await json(
        await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: { cartItem: [slotItem('20:00')] } }),
      )
    ).data;
    await orderAfterPayment(platform, priya, paid.orderId);
    const atVenue = (
      await json(
        await platform.request('POST', '/api/b2c/transaction/instantBuy', {
          token: priya,
          body: { cartItem: [slotItem('21:00')], payLater: true },
        }),
      )
    ).data;
    platform.setNow('2026-11-20T11:30:00.000Z');
    expect(await sweep()).toBe(1);
    expect((await eventually('9811100022', 1)).map((m) => m.channel)).toEqual(['sms']);
    for (const orderId of [paid.orderId, atVenue.orderId]) {
      expect((await json(await platform.request('GET', `/api/b2c/orders/${orderId}`, { token: priya }))).data.status).toBe('confirmed');
    }
    expect(await slotStatuses(platform)).toMatchObject({ '19:00': 'available', '20:00': 'booked', '21:00': 'booked' });
    expect((await json(await platform.request('GET', `/api/b2c/orders/${quiet.orderId}`, { token: priya }))).data.status).toBe('expired');
  });

  it('a payment captured after the expiry was announced is refunded whole, not booked', async () => {
    platform.setNow('2026-11-20T12:00:00.000Z');
    const order = await place({ cartItem: [slotItem('19:00')] });
    const pending = (
      await json(
        await platform.request('POST', '/api/b2c/transaction/create', {
          token: priya,
          body: { orderId: order.orderId, paymentMode: 'test_timeout' },
        }),
      )
    ).data;
    platform.setNow('2026-11-20T12:30:00.000Z');
    expect(await sweep()).toBe(1);
    const { rawBody, signature } = platform.payments.signed({
      eventId: 'late_after_expiry',
      transactionId: pending.transactionId,
      orderId: order.orderId,
      status: 'captured',
      gatewayPaymentId: 'pay_late',
    });
    expect(
      (
        await platform.request('POST', '/api/b2c/payments/webhook/test', {
          rawBody,
          headers: { 'content-type': 'application/json', 'x-signature': signature },
        })
      ).status,
    ).toBe(200);
    expect((await orderAfterPayment(platform, priya, order.orderId)).data).toMatchObject({ status: 'failed', refundTotal: 143600 });
    expect((await slotStatuses(platform))['19:00']).toBe('available');
  });
});

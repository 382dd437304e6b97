import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { inboxApi } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { orderAfterPayment, playerToken, setUpVenue, slotItem } from '@sports/testing/http/bookingsFixtures';

/**
 * With bookings: the order news the notifier sends to the person booked for
 * also lands in the buyer's inbox, in the same words, linking to the order;
 * the buyer has no number here, so the inbox is the only place they hear it.
 */
let platform: TestPlatform;
let priya: string;
beforeAll(async () => {
  platform = await startTestStack({ env: { NOTIFICATIONS: 'true' } });
  await setUpVenue(platform);
  priya = await playerToken(platform, 'priya');
});
afterAll(() => platform.close());

const inbox = async () =>
  (await json(await platform.request('GET', '/api/vm/users/me/notifications', { token: priya }))).data as inboxApi.InboxPage;
const outbox = async (phone: string) =>
  (
    (await json(await platform.request('GET', `/api/dev/outbox?to=${phone}`))) as unknown as Array<{ channel: string; text: string }>
  ).reverse();

describe("order news in the buyer's inbox", () => {
  it("a hold that ran out: the message to the person booked for and the buyer's inbox item say the same, and the item opens the order", async () => {
    const order = (
      await json(
        await platform.request('POST', '/api/b2c/orders', {
          token: priya,
          body: { cartItem: [slotItem('18:00')], bookedFor: { name: 'Ravi Kumar', phone: '9811100031' } },
        }),
      )
    ).data;
    platform.setNow('2026-11-20T10:10:00.000Z');
    await platform.settle();
    expect(await platform.holdExpiry.sweep()).toBe(1);
    let item: inboxApi.InboxPage['items'][number] | undefined;
    for (let i = 0; i < 300 && !item; i++) {
      await platform.settle();
      item = (await inbox()).items.find((i) => i.kind === 'hold_expired');
      if (!item) await new Promise((r) => setTimeout(r, 10));
    }
    expect(item).toMatchObject({ link: `/orders/${order.orderId}`, read: false });
    expect(item!.text).toMatch(/^Your hold on Marina Turf Arena: Turf A, 21 Nov, 18:00–19:00 ran out before payment/);
    const messages = await outbox('9811100031');
    expect(messages.map((m) => m.channel)).toEqual(['whatsapp', 'sms']);
    expect(messages[0]!.text).toBe(item!.text);
  });

  it('a payment made: the "Payment due" item is marked read once the booking is confirmed, so the bell counts only what still asks something', async () => {
    platform.setNow('2026-11-20T10:00:00.000Z');
    const { data } = await json(
      await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: { cartItem: [slotItem('20:00')] } }),
    );
    await orderAfterPayment(platform, priya, data.orderId);
    const ofOrder = async () =>
      (await inbox()).items.filter((i) => i.link === `/orders/${data.orderId}` || i.link === `/checkout/${data.orderId}`);
    let items = await ofOrder();
    for (
      let i = 0;
      i < 300 && !(items.some((x) => x.kind === 'booking_confirmed') && items.some((x) => x.kind === 'payment_due' && x.read));
      i++
    ) {
      await platform.settle();
      await new Promise((r) => setTimeout(r, 10));
      items = await ofOrder();
    }
    expect(items.map((i) => [i.kind, i.read]).sort()).toEqual([
      ['booking_confirmed', false],
      ['payment_due', true],
    ]);
    // The inbox shows words only: the payment page's address goes on WhatsApp and SMS.
    expect(items.find((i) => i.kind === 'payment_due')!.text).not.toMatch(/https?:/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { cart, orderAfterPayment, playerToken, setUpVenue } from '@sports/testing/http/bookingsFixtures';

/** Payment links, confirmations, cancellations and refunds through the message port, on the order's channels. */
let platform: TestPlatform;
let priya: string;
beforeAll(async () => {
  platform = await startTestStack({ env: { NOTIFICATIONS: 'true' } });
  await setUpVenue(platform);
  priya = await playerToken(platform, 'priya');
});
afterAll(() => platform.close());

type Message = { to: string; channel: string; text: string };
const outbox = async (phone: string) =>
  ((await json(await platform.request('GET', `/api/dev/outbox?to=${phone}`))) as unknown as Message[]).reverse();
const eventually = async (phone: string, count: number) => {
  for (let i = 0; i < 300; i++) {
    const messages = await outbox(phone);
    if (messages.length >= count) return messages;
    await new Promise((r) => setTimeout(r, 10));
  }
  return outbox(phone);
};

describe('order messages', () => {
  it('the person booked for is sent the payment link, the confirmation, the cancellation and the refund, on WhatsApp and SMS by default', async () => {
    const body = { ...cart('18:00'), bookedFor: { name: 'Ravi Kumar', phone: '9811100009' } };
    const { data } = await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body }));
    await orderAfterPayment(platform, priya, data.orderId);
    await platform.request('PUT', `/api/b2c/orders/${data.orderId}/cancel`, { token: priya });
    const messages = await eventually('9811100009', 8);
    expect(messages.map((m) => m.channel)).toEqual(['whatsapp', 'sms', 'whatsapp', 'sms', 'whatsapp', 'sms', 'whatsapp', 'sms']);
    const texts = messages.filter((m) => m.channel === 'whatsapp').map((m) => m.text);
    // In words, as the order page says it: the field, the day and the time in venue time; no order id.
    const what = 'Marina Turf Arena: Turf A, 21 Nov, 18:00–19:00';
    expect(texts[0]).toBe(`Pay ₹1,436 for your booking at ${what} (held for you until 15:40). Pay here: ${data.paymentLink}`);
    expect(texts[1]).toBe(`Booking confirmed at ${what}. ₹1,436 paid.`);
    expect(texts[2]).toBe(`Booking cancelled at ${what}. ₹1,436 will be refunded.`);
    expect(texts[3]).toBe(`Refund of ₹1,436 sent for your booking at ${what}.`);
  });

  it('only on the channels the cart asks for', async () => {
    const body = {
      ...cart('19:00'),
      payLater: true,
      bookedFor: { name: 'Meena', phone: '9811100010' },
      communication: { whatsapp: false, sms: true, email: false, circle: false },
    };
    await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body });
    const messages = await eventually('9811100010', 1);
    expect(messages.map((m) => [m.channel, m.text.startsWith('Booking confirmed')])).toEqual([['sms', true]]);
  });
});

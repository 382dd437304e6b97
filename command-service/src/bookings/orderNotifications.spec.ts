import { describe, expect, it } from 'vitest';
import type { OrderEvent, OrderPlacedData } from '@sports/contracts';
import { messageText } from '../notifications/notificationRules';
import { orderNotificationFor } from '../notifications/orderNotification';
import { orderMessageFor } from './orderNotifications';

/** Order messages in the words of the order page: what, the day and the time in venue time, never an id. */
const gamePlace = {
  id: 'g1',
  type: 'activity' as const,
  name: 'Friday Night Football · Marina Turf Arena',
  itemId: 'g1',
  activityId: 'g1',
  participants: 1,
  date: '2026-11-21',
  startTime: '18:00',
  endTime: '19:30',
  startsAt: '2026-11-21T12:30:00.000Z',
  qty: 1,
  unitAmount: 18000,
  amount: 18000,
  taxes: [],
  total: 18000,
  basis: 'player' as const,
};
const order = (overrides: Partial<OrderPlacedData> = {}): OrderPlacedData => ({
  orderId: 'o96e46d877a90039c7a426eb',
  userId: 'priya',
  orgId: 'org',
  spaceId: 'marina',
  spaceName: 'Marina Turf Arena',
  currency: 'INR',
  symbol: '₹',
  items: [gamePlace] as never,
  totals: { subTotal: 18000, discountTotal: 0, bulkDiscount: 0, totalTax: 0, taxLines: [], handlingCharges: 0, total: 18000 },
  holdExpiresAt: '2026-11-20T10:10:00.000Z',
  startsAt: '2026-11-21T12:30:00.000Z',
  bookedFor: { id: 'priya', name: 'Priya', countryCode: '91' },
  communication: { whatsapp: true, email: true, sms: true, circle: false },
  cancellationPolicy: { type: 'full', rules: [] } as never,
  bookingSource: 'game',
  payLater: false,
  ...overrides,
});

describe('order messages', () => {
  it("a game's place names the game once and the venue once, with its day and time", () => {
    const text = orderMessageFor({ type: 'OrderConfirmed', data: { orderId: 'o1' } }, order());
    expect(text).toBe('Booking confirmed at Marina Turf Arena: Friday Night Football, 21 Nov, 18:00–19:30. ₹180 paid.');
  });

  it('a place cancelled because the host cancelled the game says so, and that all of it comes back', () => {
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: { orderId: 'o1', cancelledBy: 'hari', refundLines: [], refundTotal: 18000, policy: 'full', byHost: true },
    };
    expect(orderMessageFor(cancelled, order())).toBe(
      'The host cancelled the game. Booking cancelled at Marina Turf Arena: Friday Night Football, 21 Nov, 18:00–19:30. ₹180 will be refunded in full.',
    );
  });

  it('a payment due with the hold in venue time (15:40 IST is 10:10 UTC), and no order id anywhere', () => {
    const initiated: OrderEvent = {
      type: 'PaymentInitiated',
      data: {
        orderId: 'o1',
        transactionId: 't1',
        gateway: 'test',
        paymentMode: 'upi',
        amount: 18000,
        paymentLink: 'https://pay.example/x',
      },
    };
    expect(orderMessageFor(initiated, order())).toBe(
      'Pay ₹180 for your booking at Marina Turf Arena: Friday Night Football, 21 Nov, 18:00–19:30 (held for you until 15:40).',
    );
    // WhatsApp and SMS add the payment page; the inbox item opens the checkout and shows no address.
    const notification = orderNotificationFor(initiated, order())!;
    expect([notification.text, notification.link]).toEqual([orderMessageFor(initiated, order()), '/checkout/o96e46d877a90039c7a426eb']);
    expect(messageText(notification, 'https://app.example')).toBe(`${notification.text} Pay here: https://pay.example/x`);
    const expired = orderMessageFor(
      { type: 'OrderHoldExpired', data: { orderId: 'o1', holdExpiresAt: '2026-11-20T10:10:00.000Z' } },
      order(),
    );
    expect(expired).not.toMatch(/o96e46d/);
  });

  it('an offering drops the venue its name repeats; several of one say how many; pay later and free orders say so', () => {
    const pack = { id: 'p', type: 'pack', name: 'Marina Turf Arena · 10-game pack', qty: 2 } as never;
    expect(orderMessageFor({ type: 'OrderConfirmed', data: { orderId: 'o1' } }, order({ items: [pack], payLater: true }))).toBe(
      'Booking confirmed at Marina Turf Arena: 10-game pack × 2. ₹180 to pay at the venue.',
    );
    const free = order({
      totals: { subTotal: 0, discountTotal: 0, bulkDiscount: 0, totalTax: 0, taxLines: [], handlingCharges: 0, total: 0 },
    });
    expect(orderMessageFor({ type: 'OrderConfirmed', data: { orderId: 'o1' } }, free)).toBe(
      'Booking confirmed at Marina Turf Arena: Friday Night Football, 21 Nov, 18:00–19:30.',
    );
  });
});

import type { OrderDocument } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { cancelTermsWords } from './CancelOrder';
import { refundIfCancelledAt } from './policy';

/** A paid slot order: ₹1,200 + GST ₹216 less a ₹200 coupon, and ₹20 handling: ₹1,236 (docs/bookings.md "Cancellation and refunds"). */
const order = {
  total: 123_600,
  refundTotal: 0,
  symbol: '₹',
  discountTotal: 20_000,
  handlingCharges: 2_000,
  items: [{ total: 141_600 }],
  startsAt: '2030-05-04T12:30:00.000Z',
  cancellationPolicy: {
    type: 'partial',
    rules: [
      { hoursBefore: 24, refundPercent: 100 },
      { hoursBefore: 6, refundPercent: 50 },
    ],
  },
} as unknown as OrderDocument;
const start = Date.parse(order.startsAt);
const hours = 3_600_000;

describe('what cancelling gives back, said in rupees before the player confirms', () => {
  it('is the refund lines’ sum: each line’s paid share at the policy’s percentage, handling charges only in full', () => {
    expect(refundIfCancelledAt(order, start - 30 * hours)).toBe(123_600);
    // 50 %: half of the ₹1,216 paid for the slot, ₹608; the ₹20 handling charge stays (it read "50% of what you paid": ₹618).
    expect(refundIfCancelledAt(order, start - 10 * hours)).toBe(60_800);
    expect(refundIfCancelledAt(order, start - hours)).toBe(0);
    // Never more than is left after an earlier partial refund.
    expect(refundIfCancelledAt({ ...order, refundTotal: 100_000 }, start - 30 * hours)).toBe(23_600);
  });

  it('says the amount, what it is of, and why', () => {
    expect(cancelTermsWords(order, 100, 123_600)).toBe('You get back ₹1,236 of the ₹1,236 you paid: all of it.');
    expect(cancelTermsWords(order, 50, 60_800)).toBe(
      "You get back ₹608 of the ₹1,236 you paid: 50% of the booking by the venue's policy; the ₹20 handling charge is not refunded.",
    );
    expect(cancelTermsWords(order, 0, 0)).toBe(
      "You get back nothing of the ₹1,236 you paid: it is too close to the start by the venue's policy.",
    );
  });
});

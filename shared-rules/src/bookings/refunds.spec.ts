import { describe, expect, it } from 'vitest';
import type { CancellationPolicy } from '@sports/contracts';
import { cancellationRefundTotal, paidForItem, refundPercentFor } from './refunds';

const partial: CancellationPolicy = {
  type: 'partial',
  rules: [
    { hoursBefore: 6, refundPercent: 50 },
    { hoursBefore: 24, refundPercent: 100 },
  ],
};
const startsAt = '2030-05-04T12:30:00.000Z';
const at = (hoursBefore: number) => Date.parse(startsAt) - hoursBefore * 3_600_000;

describe('a cancellation’s refund, alike for the server and the player’s app (docs/bookings.md "Cancellation and refunds")', () => {
  it('takes the policy’s rule with the most hours the cancellation still meets', () => {
    expect([30, 24, 10, 6, 1].map((h) => refundPercentFor(partial, startsAt, at(h)))).toEqual([100, 100, 50, 50, 0]);
    expect(refundPercentFor({ type: 'full' }, startsAt, at(1))).toBe(100);
    expect(refundPercentFor({ type: 'none' }, startsAt, at(48))).toBe(0);
  });

  it('an order placed before discounts were shared over its lines: shares its discount by price, paise rounded down, and gives handling charges back only in full', () => {
    // Lines at list price (150,001), a 30,000 discount off the total, 2,000 handling: 122,001 paid.
    const base = { items: [{ total: 100_000 }, { total: 50_001 }], total: 122_001, handlingCharges: 2_000 };
    expect(paidForItem(base, 100_000)).toBe(80_000);
    expect(paidForItem(base, 50_001, 50)).toBe(20_000);
    expect(cancellationRefundTotal(base, 100)).toBe(80_000 + 40_000 + 2_000);
    expect(cancellationRefundTotal(base, 50)).toBe(40_000 + 20_000);
    expect(cancellationRefundTotal(base, 0)).toBe(0);
  });

  it('an order whose lines carry their discount: each line gives back what was paid for it (docs/adr/0143-discounts-before-tax.md)', () => {
    // ₹1,200 + ₹600 before tax, a ₹300 coupon shared 200/100 before 18% GST: 1,180 and 590, ₹20 handling.
    const base = { items: [{ total: 118_000 }, { total: 59_000 }], total: 179_000, handlingCharges: 2_000 };
    expect(paidForItem(base, 118_000)).toBe(118_000);
    expect(paidForItem(base, 59_000, 50)).toBe(29_500);
    expect(cancellationRefundTotal(base, 100)).toBe(179_000);
  });
});

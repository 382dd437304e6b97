import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { refundPercentIfCancelledAt } from './policy';
import { formatCountdown, venueToday } from './dates';
import { itemTitle } from './itemTitle';
import { makeOrder } from './testFixtures';

describe('money in minor units with the rupee sign (spec section 9)', () => {
  it('formats whole rupees without paise and with Indian grouping', () => {
    expect(formatMoney(141600)).toBe('₹1,416');
    expect(formatMoney(12345600)).toBe('₹1,23,456');
  });
  it('shows paise when there are some, and honours another symbol', () => {
    expect(formatMoney(28320)).toBe('₹283.20');
    expect(formatMoney(5, '$')).toBe('$0.05');
  });
});

describe('booking helpers', () => {
  const partial = {
    type: 'partial' as const,
    rules: [
      { hoursBefore: 6, refundPercent: 50 },
      { hoursBefore: 24, refundPercent: 100 },
    ],
  };
  it('picks the policy rule with the most hours the cancellation still meets', () => {
    const start = Date.parse('2030-05-04T12:30:00Z');
    expect(refundPercentIfCancelledAt(partial, '2030-05-04T12:30:00Z', start - 30 * 3_600_000)).toBe(100);
    expect(refundPercentIfCancelledAt(partial, '2030-05-04T12:30:00Z', start - 10 * 3_600_000)).toBe(50);
    expect(refundPercentIfCancelledAt(partial, '2030-05-04T12:30:00Z', start - 3_600_000)).toBe(0);
    expect(refundPercentIfCancelledAt({ type: 'none' }, '2030-05-04T12:30:00Z', 0)).toBe(0);
  });
  it('counts down in mm:ss and takes today in the venue time zone (IST)', () => {
    expect(formatCountdown(599)).toBe('09:59');
    expect(venueToday(Date.parse('2030-05-03T19:00:00Z'))).toBe('2030-05-04');
  });
});

describe('order item titles', () => {
  it('keep the field of a slot named "{venue} · {field} · {date} {from}-{to}", and any other name whole', () => {
    const [slot] = makeOrder().items;
    expect(
      itemTitle({ spaceName: 'Marina Turf Arena' }, { ...slot!, name: 'Marina Turf Arena · Turf A (5-a-side) · 2030-05-04 18:00-19:00' }),
    ).toBe('Turf A (5-a-side)');
    expect(itemTitle({ spaceName: 'Marina Turf Arena' }, { ...slot!, name: 'Evening slot' })).toBe('Evening slot');
  });
});

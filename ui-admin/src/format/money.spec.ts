import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** UX review at 375 px: the back office says money as the player's app and the refund sentence do (contracts' formatAmount). */
describe('formatMoney', () => {
  it('writes whole rupees without paise and Indian digit grouping: ₹2,500, ₹1,436, ₹1,23,456', () => {
    expect(formatMoney(250_000)).toBe('₹2,500');
    expect(formatMoney(143_600, 'INR')).toBe('₹1,436');
    expect(formatMoney(12_345_600)).toBe('₹1,23,456');
    expect(formatMoney(0)).toBe('₹0');
  });

  it('keeps paise when there are some, and a minus sign before the symbol', () => {
    expect(formatMoney(111_240)).toBe('₹1,112.40');
    expect(formatMoney(60_850)).toBe('₹608.50');
    expect(formatMoney(-10_000)).toBe('−₹100');
  });

  it('uses another currency’s own symbol', () => {
    expect(formatMoney(250_000, 'USD')).toBe('$2,500');
  });
});

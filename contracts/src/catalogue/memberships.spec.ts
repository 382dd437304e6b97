import { describe, expect, it } from 'vitest';
import { validUntil } from './memberships';

/** Spec section 5: price validity presets Monthly 1 month, Quarterly 3 months, Half Yearly 6 months, Annually 1 year. */
describe('validity presets', () => {
  it('runs to the day before the same date 1, 3, 6 or 12 months later', () => {
    expect(['Monthly', 'Quarterly', 'Half Yearly', 'Annually'].map((p) => validUntil('2026-01-15', p as never))).toEqual([
      '2026-02-14',
      '2026-04-14',
      '2026-07-14',
      '2027-01-14',
    ]);
    expect(validUntil('2026-01-01', 'Annually')).toBe('2026-12-31');
  });
  it('ends with the shorter month when the start day does not exist in it', () => {
    expect(validUntil('2026-01-31', 'Monthly')).toBe('2026-02-28');
    expect(validUntil('2024-01-31', 'Monthly')).toBe('2024-02-29');
    expect(validUntil('2026-03-31', 'Monthly')).toBe('2026-04-30');
    expect(validUntil('2026-08-31', 'Half Yearly')).toBe('2027-02-28');
  });
});

import { describe, expect, it } from 'vitest';
import { ACCESS_LIFETIME_MS, REFRESH_LIFETIME_MS, TOKEN_MARGIN_MS, sessionState } from './session';

const issued = Date.UTC(2026, 10, 22, 10);

describe('sessionState (spec section 4, margin from section 9)', () => {
  it.each([
    ['just issued', 0, 'signed_in'],
    ['one ms before access lifetime minus margin', ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS - 1, 'signed_in'],
    ['exactly at access lifetime minus margin', ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS, 'refresh_required'],
    ['after the access lifetime', ACCESS_LIFETIME_MS + 1, 'refresh_required'],
    ['one ms before refresh lifetime minus margin', REFRESH_LIFETIME_MS - TOKEN_MARGIN_MS - 1, 'refresh_required'],
    ['exactly at refresh lifetime minus margin', REFRESH_LIFETIME_MS - TOKEN_MARGIN_MS, 'expired'],
    ['a year and a day later', REFRESH_LIFETIME_MS + 86_400_000, 'expired'],
  ] as const)('%s -> %s', (_label, elapsed, expected) => {
    expect(sessionState(issued, issued + elapsed)).toBe(expected);
  });

  it('uses the 55-minute access and 365-day refresh lifetimes by default', () => {
    expect(ACCESS_LIFETIME_MS).toBe(55 * 60 * 1000);
    expect(REFRESH_LIFETIME_MS).toBe(365 * 24 * 60 * 60 * 1000);
    expect(TOKEN_MARGIN_MS).toBe(300_000);
  });

  it('takes other lifetimes when configured', () => {
    expect(sessionState(0, 5 * 60_000, { accessMs: 10 * 60_000, refreshMs: 60 * 60_000 })).toBe('refresh_required');
  });
});

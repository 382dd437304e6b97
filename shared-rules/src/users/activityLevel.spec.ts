import { describe, expect, it } from 'vitest';
import { ACTIVITY_WINDOW_WEEKS, activityLevelOf, activityTierFor } from './activityLevel';

describe('activity level tiers (spec section 4)', () => {
  it.each([
    [0, 'Warming Up'],
    [0.99, 'Warming Up'],
    [1, 'Active'],
    [1.74, 'Active'],
    [1.75, 'Super Active'],
    [2, 'Super Active'],
    [2.5, 'Super Active'],
    [3, 'Super Active'],
    [3.01, 'On Fire'],
    [7, 'On Fire'],
  ] as const)('%s sessions a week is %s', (perWeek, tier) => expect(activityTierFor(perWeek)).toBe(tier));

  it('over 13 weeks: 12 sessions warm up, 13 are active, 23 super active, 40 on fire', () => {
    expect(ACTIVITY_WINDOW_WEEKS).toBe(13);
    expect([12, 13, 22, 23, 39, 40].map((n) => activityLevelOf(n).tier)).toEqual([
      'Warming Up',
      'Active',
      'Active',
      'Super Active',
      'Super Active',
      'On Fire',
    ]);
  });

  it('reports the rate rounded to two decimals with the sessions and weeks behind it', () => {
    expect(activityLevelOf(23)).toEqual({ tier: 'Super Active', sessionsPerWeek: 1.77, sessions: 23, weeks: 13 });
    expect(activityLevelOf(0)).toEqual({ tier: 'Warming Up', sessionsPerWeek: 0, sessions: 0, weeks: 13 });
  });
});

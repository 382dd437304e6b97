import type { ActivityLevel, ActivityTier } from '@sports/contracts/users/activityLevelShape';

/** Spec section 4 "in the last 3 months": 13 whole weeks, so sessions per week is sessions / 13. */
export const ACTIVITY_WINDOW_WEEKS = 13;
export const ACTIVITY_WINDOW_MS = ACTIVITY_WINDOW_WEEKS * 7 * 24 * 60 * 60 * 1000;

/**
 * Spec section 4 gives the thresholds as "under 1 session per week, over 1, nearly 2, over 3".
 * Read precisely, on sessions per week r over the window:
 * - Warming Up: r < 1
 * - Active: 1 <= r < 1.75 (exactly 1 is no longer "under 1")
 * - Super Active: 1.75 <= r <= 3 ("nearly 2" is 1.75 or more; the spec names no tier for
 *   2 to 3 per week, so they stay Super Active)
 * - On Fire: r > 3 (exactly 3 is not "over 3")
 * Over 13 weeks that is 0-12 sessions, 13-22, 23-39, and 40 or more.
 */
export const ACTIVE_FROM = 1;
export const SUPER_ACTIVE_FROM = 1.75;
export const ON_FIRE_ABOVE = 3;

export const activityTierFor = (sessionsPerWeek: number): ActivityTier => {
  if (sessionsPerWeek > ON_FIRE_ABOVE) return 'On Fire';
  if (sessionsPerWeek >= SUPER_ACTIVE_FROM) return 'Super Active';
  if (sessionsPerWeek >= ACTIVE_FROM) return 'Active';
  return 'Warming Up';
};

export const activityLevelOf = (sessions: number, weeks: number = ACTIVITY_WINDOW_WEEKS): ActivityLevel => {
  const perWeek = sessions / weeks;
  return { tier: activityTierFor(perWeek), sessionsPerWeek: Math.round(perWeek * 100) / 100, sessions, weeks };
};

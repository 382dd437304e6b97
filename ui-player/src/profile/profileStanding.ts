/**
 * What this browser knows of its players' profiles, read by the shell before the nudge's code loads:
 * the players it last found with an incomplete profile (spec section 3 "check user"), and those who
 * closed the bar. The shell keeps the bar's line while its code loads, so the page never moves down
 * when it comes (docs/adr/0136-pages-that-hold-still.md, "Bars that come late"). Small on purpose:
 * it is part of the first screen's JavaScript; the writing is in standingMemory.ts.
 */
export const INCOMPLETE_KEY = 'sports.profileNudge.incomplete';
/** Who closed the bar, in this browser: it stays closed for them on later visits. */
export const NUDGE_DISMISSED_KEY = 'sports.profileNudge.dismissed';

/** The user ids kept under `key` (a JSON array); none when unreadable. */
export function usersUnder(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Pages without the bar: the completion form, and the profile page, whose header offers Complete
 * profile with what is missing (a second one in the bar repeated it).
 */
export const nudgeHiddenOn = (pathname: string): boolean =>
  pathname === '/profile/complete' || pathname === '/profile' || pathname === '/profile/';

/** Whether the nudge will be drawn for this player on this page, as far as this browser knows. */
export const nudgeExpected = (userId: string, pathname: string): boolean =>
  !nudgeHiddenOn(pathname) && usersUnder(INCOMPLETE_KEY).includes(userId) && !usersUnder(NUDGE_DISMISSED_KEY).includes(userId);

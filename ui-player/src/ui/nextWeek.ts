import { VENUE_UTC_OFFSET } from '@sports/contracts';

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/** An ISO date `days` later (calendar arithmetic in UTC, so no clock change moves it). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one ISO date to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The day a game or a booking is made again (docs/adr/0093-host-again-book-again.md): a
 * week after the original; when that start (venue time) is already past, the first same weekday
 * whose start is still ahead.
 */
export function nextWeekDate(date: string, startTime: string, nowMs: number): string {
  const startsAt = (day: string) => Date.parse(`${day}T${startTime.slice(0, 5)}:00${VENUE_UTC_OFFSET}`);
  let next = addDays(date, WEEK_DAYS);
  while (startsAt(next) <= nowMs) next = addDays(next, WEEK_DAYS);
  return next;
}

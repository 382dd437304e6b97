import { formatVenueDate } from '../../format/venueTime';

/** Weekday numbers (0 Sunday, as the batch schema has them) as people read them. */
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Monday first, as an Indian week is read: a weekend batch stored [0, 6] reads "Sat, Sun", not "Sun, Sat". */
const mondayFirst = (d: number): number => (d + 6) % 7;
export const weekdaysText = (weekdays: readonly number[]): string =>
  [...weekdays]
    .sort((a, b) => mondayFirst(a) - mondayFirst(b))
    .map((d) => DAYS[d] ?? String(d))
    .join(', ');

/** Sessions left: a number, or "Unlimited" where no sessionLimit applies. */
export const remainingText = (remaining: number | null | undefined): string =>
  remaining === null || remaining === undefined ? 'Unlimited' : String(remaining);

/** "17:00–18:00": an en dash between the times, as the player's app writes a range. */
export const timeRange = (start: string, end: string): string => `${start}–${end}`;

/** A batch's week: "Mon, Wed, Fri 17:00–18:00". */
export const scheduleText = (b: { weekdays: readonly number[]; startTime: string; endTime: string }): string =>
  `${weekdaysText(b.weekdays)} ${timeRange(b.startTime, b.endTime)}`;

/**
 * A session's day and time as the rest of the back office says a moment: "10 Dec 2026, 18:00"
 * ("…, 18:00–19:00" with its end). The date is a venue calendar date and the times venue times.
 */
export const sessionWhen = (date: string, start: string, end?: string): string =>
  `${formatVenueDate(date, { showTime: false })}, ${end ? timeRange(start, end) : start}`;

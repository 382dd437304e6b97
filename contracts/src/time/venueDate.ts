/**
 * The venue's dates and instants, the arithmetic half of contracts/src/time/venueTime.ts
 * (docs/adr/0129-venue-time.md), in a module of its own so that a screen which only needs today's
 * venue date (the player UI's first screen) takes no formatters. India keeps +05:30 all year.
 */
export const VENUE_TIME_ZONE = 'Asia/Kolkata';
/** The venue's offset from UTC, as instants in the API write it ("2026-12-05T18:00:00+05:30"). */
export const VENUE_UTC_OFFSET = '+05:30';
export const VENUE_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** An instant as a Date, epoch milliseconds or an ISO string with its offset. */
export type Instant = Date | number | string;
export const msOf = (at: Instant): number => (typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime());

/** The venue's calendar date at an instant: "2026-12-05". */
export const venueDateAt = (at: Instant): string => new Date(msOf(at) + VENUE_OFFSET_MS).toISOString().slice(0, 10);
/** The venue's clock at an instant: "15:40". */
export const venueTimeAt = (at: Instant): string => new Date(msOf(at) + VENUE_OFFSET_MS).toISOString().slice(11, 16);
/** The date the venues are on now. */
export const venueToday = (nowMs: number = Date.now()): string => venueDateAt(nowMs);
/** A venue date and wall-clock time as the API's instant: "2026-12-05T18:00:00+05:30". */
export const venueIso = (date: string, time = '00:00'): string => `${date}T${time.slice(0, 5)}:00${VENUE_UTC_OFFSET}`;
/** The instant (ms) a venue date's wall-clock time happens; NaN for a malformed one. */
export const venueMs = (date: string, time = '00:00'): number => Date.parse(venueIso(date, time));
/** A calendar date `days` later (or earlier): "2026-12-31" + 1 is "2027-01-01". */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

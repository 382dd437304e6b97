import { VENUE_OFFSET_MS, VENUE_TIME_ZONE, VENUE_UTC_OFFSET } from '@sports/contracts/time/venueTime';

/**
 * Dates as the venue reads them (the zone is contracts/src/time/venueTime.ts's, as in the player
 * UI), so the back office shows a game at 22:00 IST as "5 Dec 2026, 22:00" whatever the browser's
 * zone and language. Intl only: a date library would weigh on the first screen.
 */
export { VENUE_TIME_ZONE };
export const VENUE_LOCALE = 'en-IN';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A calendar date ("2026-12-05", a session's or a batch's) names a day, not an instant: it is read as written. */
export const isCalendarDate = (value: unknown): boolean => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The Intl options react-admin's DateField is given for this value: the day, and the time (24 h) where asked. */
export const venueDateOptions = (value: unknown, showTime: boolean): Intl.DateTimeFormatOptions => {
  // UTC midnight of a calendar date is that day; a date alone is still shown in the venue's zone.
  const timeZone = isCalendarDate(value) ? 'UTC' : VENUE_TIME_ZONE;
  return showTime ? { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone } : { ...DAY, timeZone };
};

/** The same text outside a field (a phone list's second line, a generic record's value); the text as given when it is no date. */
export const formatVenueDate = (value: string | number | Date, options: { showTime?: boolean } = {}): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const showTime = (options.showTime ?? true) && !isCalendarDate(value);
  const format = venueDateOptions(value, showTime);
  return showTime ? date.toLocaleString(VENUE_LOCALE, format) : date.toLocaleDateString(VENUE_LOCALE, format);
};

/** An instant as a datetime-local input holds it at the venue ("2030-01-10T18:00"); '' for none or no date. */
export const venueInputOf = (iso: string | null | undefined): string => {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(at) ? '' : new Date(at + VENUE_OFFSET_MS).toISOString().slice(0, 16);
};

/** A datetime-local input's venue time as the API's instant ("2030-01-10T18:00:00+05:30"); undefined for a blank one. */
export const instantOfVenueInput = (local: string | null | undefined): string | undefined =>
  local && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00${VENUE_UTC_OFFSET}` : undefined;

import { formatDateOnly } from '../ui/dayWords';

/** Venue dates are IST calendar dates (docs/bookings.md: venue times are +05:30). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export const venueToday = (nowMs: number = Date.now()): string => new Date(nowMs + IST_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** "Sat 21 Nov" for an ISO date: the app's one day format (ui/dayWords, as games/format, DESIGN.md "Words"), the cart and checkout included. */
export const formatDay = (date: string): string => formatDateOnly(date);

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' });
const stampDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
/** An instant as the venue's local day and time in the app's words, "Thu 2 May 2030, 05:30" (the 24-hour clock of game times). */
export const formatInstant = (iso: string): string => {
  const at = new Date(iso);
  return `${stampDay.format(at).replace(',', '')}, ${clock.format(at)}`;
};

/** "09:05" for a number of seconds (the hold countdown). */
export const formatCountdown = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

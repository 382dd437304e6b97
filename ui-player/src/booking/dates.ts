/** Venue dates are IST calendar dates (docs/bookings.md: venue times are +05:30). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export const venueToday = (nowMs: number = Date.now()): string => new Date(nowMs + IST_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

const dayParts = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "Sat, 21 Nov 2026" for an ISO date (assembled from parts: engines differ on the commas between them). */
export const formatDay = (date: string): string => {
  const part = Object.fromEntries(dayParts.formatToParts(new Date(`${date}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
};

const stamp = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
/** An instant as the venue's local date and time. */
export const formatInstant = (iso: string): string => stamp.format(new Date(iso));

/** "09:05" for a number of seconds (the hold countdown). */
export const formatCountdown = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

import { venueClockWords, venueDateAt, venueDayWords, venueDayYearWords } from '@sports/contracts/time/venueTime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Whole days between two venue dates. */
const dayOf = (d: Date) => Date.parse(venueDateAt(d));

/**
 * When an inbox item came, as a person says it: "just now", "5 min ago", "3 h ago",
 * "yesterday, 18:30", then the date as DESIGN.md writes dates ("Fri 27 Nov"), with the year
 * once it is another year. Venue time, as every time the app shows (contracts/src/time/venueTime.ts).
 */
export function timeInWords(iso: string, now: Date): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  const days = Math.round((dayOf(now) - dayOf(at)) / (24 * HOUR));
  if (days === 0) return `${Math.floor(ago / HOUR)} h ago`;
  if (days === 1) return `yesterday, ${venueClockWords(at)}`;
  return venueDateAt(at).slice(0, 4) === venueDateAt(now).slice(0, 4) ? venueDayWords(at) : venueDayYearWords(at);
}

/**
 * The venue's time, in one module for both UIs and the server (docs/adr/0129-venue-time.md): its
 * zone, the date a venue is on at an instant, the instant of a venue date and wall-clock time, and
 * dates and times in the app's words (DESIGN.md "Words"), whatever the zone of the browser or the
 * server. Every venue is in India today (spec section 9: country code 91, the rupee), and India
 * keeps +05:30 all year, so venue dates are plain arithmetic on the offset. Intl and nothing else:
 * it is in the player UI's first screen.
 */
import { VENUE_TIME_ZONE, msOf, type Instant } from './venueDate';

/** The dates and instants (venueDate.ts) and the words below: import either from here. */
export * from './venueDate';

const dayWords = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: VENUE_TIME_ZONE });
const dayYearWords = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: VENUE_TIME_ZONE,
});
const clockWords = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: VENUE_TIME_ZONE });
const calendarWords = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The venue's day of an instant in words, "Fri 27 Nov" (no comma: en-GB writes "Fri, 27 Nov"). */
export const venueDayWords = (at: Instant): string => dayWords.format(msOf(at)).replace(',', '');
/** The same with the year, "Thu 2 May 2030". */
export const venueDayYearWords = (at: Instant): string => dayYearWords.format(msOf(at)).replace(',', '');
/** The venue's clock of an instant, 24-hour: "06:30". */
export const venueClockWords = (at: Instant): string => clockWords.format(msOf(at));
/** An instant as the venue's day and time: "Thu 2 May 2030, 05:30". */
export const venueStampWords = (at: Instant): string => `${venueDayYearWords(at)}, ${venueClockWords(at)}`;
/** A calendar date (a venue date, "2026-11-26") in words, "Thu 26 Nov": it names a day, not an instant, so no zone moves it. */
export const calendarDayWords = (date: string): string => calendarWords.format(Date.parse(`${date}T00:00:00Z`)).replace(',', '');

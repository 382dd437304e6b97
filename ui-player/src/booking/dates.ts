import { venueStampWords } from '@sports/contracts/time/venueTime';
import { formatDateOnly } from '../ui/dayWords';

/** Venue dates are the venue's calendar dates (contracts/src/time/venueTime.ts), whatever the browser's zone. */
export { addDays, venueToday } from '@sports/contracts/time/venueDate';

/** "Sat 21 Nov" for an ISO date: the app's one day format (ui/dayWords, as games/format, DESIGN.md "Words"), the cart and checkout included. */
export const formatDay = (date: string): string => formatDateOnly(date);

/** An instant as the venue's local day and time in the app's words, "Thu 2 May 2030, 05:30" (the 24-hour clock of game times). */
export const formatInstant = (iso: string): string => venueStampWords(iso);

/** "09:05" for a number of seconds (the hold countdown). */
export const formatCountdown = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

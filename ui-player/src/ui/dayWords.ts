import { calendarDayWords } from '@sports/contracts/time/venueTime';

/**
 * A calendar day ("2026-11-26") in the app's one day format, "Thu 26 Nov" (DESIGN.md "Words"; no
 * comma: en-GB writes "Thu, 26 Nov"). Its own module so the booking pages in the first screen's
 * script take it without the games' formatters.
 */
export const formatDateOnly = (ymd: string): string => calendarDayWords(ymd);

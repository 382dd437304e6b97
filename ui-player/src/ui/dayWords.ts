const dateOnly = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A calendar day ("2026-11-26") in the app's one day format, "Thu 26 Nov" (DESIGN.md "Words"; no
 * comma: en-GB writes "Thu, 26 Nov"). Its own module so the booking pages in the first screen's
 * script take it without the games' formatters.
 */
export const formatDateOnly = (ymd: string): string => dateOnly.format(new Date(`${ymd}T00:00:00Z`)).replace(',', '');

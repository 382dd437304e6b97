import { GAME_DEFAULT_LENGTH_MS } from '@sports/shared-rules';

/**
 * An iCalendar file for a game (RFC 5545; "add a game to a calendar"): one
 * VEVENT per stretch of the game's duration, times in UTC, text escaped, lines folded at 75
 * octets and ended with CRLF.
 */

export interface CalendarGame {
  activityId: string;
  name: string;
  /** Spec section 3 duration: from/to; with no end a game lasts GAME_DEFAULT_LENGTH_MS (spec section 4). */
  duration: readonly { from: string; to?: string | undefined }[];
  location: { name?: string | undefined; address?: string | undefined };
  description?: string | undefined;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines in TEXT values. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** RFC 5545 3.3.5, UTC form: 20261121T123000Z. */
export const utcStamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/**
 * RFC 5545 3.1: a content line longer than 75 octets is split, each continuation starting with
 * one space; a multi-octet UTF-8 character is never cut in two.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function gameCalendar(game: CalendarGame, pageUrl: string, now: Date): string {
  const where = [game.location.name, game.location.address].filter(Boolean).join(', ');
  const events = game.duration.flatMap((stretch, index) => [
    'BEGIN:VEVENT',
    `UID:${game.activityId}${game.duration.length > 1 ? `-${index + 1}` : ''}@sports-platform`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(new Date(stretch.from))}`,
    `DTEND:${utcStamp(new Date(stretch.to ? Date.parse(stretch.to) : Date.parse(stretch.from) + GAME_DEFAULT_LENGTH_MS))}`,
    `SUMMARY:${escapeText(game.name)}`,
    ...(where ? [`LOCATION:${escapeText(where)}`] : []),
    ...(game.description ? [`DESCRIPTION:${escapeText(game.description)}`] : []),
    `URL:${pageUrl}`,
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sports Platform//Games//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name from the game's name: letters, digits and dashes. */
export const calendarFileName = (name: string): string =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'game'
  }.ics`;

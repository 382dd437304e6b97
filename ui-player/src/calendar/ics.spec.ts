import { describe, expect, it } from 'vitest';
import { calendarFileName, escapeText, foldLine, gameCalendar } from './ics';

const game = {
  activityId: 'g-42',
  name: 'Weekday 7-a-side; bring bibs, please',
  duration: [{ from: '2026-11-27T06:30:00+05:30', to: '2026-11-27T08:00:00+05:30' }],
  location: { name: 'Marina Turf Arena', address: '12, Beach Road, Chennai' },
  description: 'Line one\nLine two with a backslash \\ here',
};
const now = new Date('2026-11-26T06:00:00.123Z');

describe('an .ics file for a game (RFC 5545)', () => {
  const ics = gameCalendar(game, 'https://play.example/games/g-42', now);
  const lines = ics.split('\r\n');

  it('is a VCALENDAR with one VEVENT carrying UID, DTSTAMP, DTSTART/DTEND in UTC, SUMMARY, LOCATION and URL', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:g-42@sports-platform');
    expect(lines).toContain('DTSTAMP:20261126T060000Z');
    expect(lines).toContain('DTSTART:20261127T010000Z');
    expect(lines).toContain('DTEND:20261127T023000Z');
    expect(lines).toContain('SUMMARY:Weekday 7-a-side\\; bring bibs\\, please');
    expect(lines).toContain('LOCATION:Marina Turf Arena\\, 12\\, Beach Road\\, Chennai');
    expect(lines).toContain('URL:https://play.example/games/g-42');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes text: backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(lines.join('\r\n').replace(/\r\n /g, '')).toContain('DESCRIPTION:Line one\\nLine two with a backslash \\\\ here');
  });

  it('folds lines at 75 octets, continuations starting with a space, never splitting a character', () => {
    const long = `SUMMARY:${'Fußball ⚽ '.repeat(20)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('gives each stretch of a game of several its own event and UID', () => {
    const twoDays = gameCalendar(
      { ...game, duration: [game.duration[0]!, { from: '2026-11-28T06:30:00+05:30', to: '2026-11-28T08:00:00+05:30' }] },
      'https://x/g',
      now,
    );
    expect(twoDays.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(twoDays).toContain('UID:g-42-1@sports-platform');
    expect(twoDays).toContain('UID:g-42-2@sports-platform');
  });

  it('ends a game with no end time 4 hours after its start (spec section 4)', () =>
    expect(gameCalendar({ ...game, duration: [{ from: '2026-11-27T06:30:00+05:30' }] }, 'https://x/g', now)).toContain(
      'DTEND:20261127T050000Z',
    ));

  it('names the file after the game', () => expect(calendarFileName('Weekday 7-a-side!')).toBe('weekday-7-a-side.ics'));
});

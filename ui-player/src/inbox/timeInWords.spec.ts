import { describe, expect, it } from 'vitest';
import { timeInWords } from './timeInWords';

/** Venue times (+05:30), as every time the app shows: the viewer's own zone does not move them. */
const now = new Date('2026-11-26T12:00:00+05:30'); // Thu 26 Nov 2026, 12:00 at the venue
const at = (venueTime: string) => new Date(`${venueTime}+05:30`).toISOString();

describe("an inbox item's time in words", () => {
  it('says minutes and hours for today', () => {
    expect(timeInWords(new Date(now.getTime() - 30_000).toISOString(), now)).toBe('just now');
    expect(timeInWords(at('2026-11-26T11:59:00'), now)).toBe('1 min ago');
    expect(timeInWords(at('2026-11-26T11:55:00'), now)).toBe('5 min ago');
    expect(timeInWords(at('2026-11-26T09:00:00'), now)).toBe('3 h ago');
  });
  it('says yesterday with the time, then the date; the year only when it is another', () => {
    expect(timeInWords(at('2026-11-25T18:30:00'), now)).toBe('yesterday, 18:30');
    expect(timeInWords(at('2026-11-20T18:30:00'), now)).toBe('Fri 20 Nov');
    expect(timeInWords(at('2025-12-31T18:30:00'), now)).toBe('Wed 31 Dec 2025');
  });
  it('counts days by the venue calendar: 00:30 at the venue is today, though it is yesterday in UTC', () => {
    const lateNight = new Date('2026-11-26T23:00:00+05:30');
    expect(timeInWords(at('2026-11-26T00:30:00'), lateNight)).toBe('22 h ago');
  });
});

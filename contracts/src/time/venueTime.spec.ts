import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDayWords,
  venueClockWords,
  venueDateAt,
  venueDayWords,
  venueIso,
  venueMs,
  venueStampWords,
  venueTimeAt,
  venueToday,
} from './venueTime';

/** The venue's time (spec section 9: India, +05:30 all year), whatever the process's own zone. */
describe('venue time', () => {
  it('names the date and clock at the venue of an instant, across UTC midnight', () => {
    expect(venueDateAt('2026-12-05T19:00:00Z')).toBe('2026-12-06');
    expect(venueTimeAt('2026-12-05T19:00:00Z')).toBe('00:30');
    expect(venueToday(Date.parse('2026-12-05T18:29:59Z'))).toBe('2026-12-05');
    expect(venueToday(Date.parse('2026-12-05T18:30:00Z'))).toBe('2026-12-06');
  });

  it('writes a venue date and time as the instant the API takes', () => {
    expect(venueIso('2026-12-05', '18:00')).toBe('2026-12-05T18:00:00+05:30');
    expect(venueMs('2026-12-05', '18:00')).toBe(Date.parse('2026-12-05T12:30:00Z'));
    expect(venueMs('2026-12-05')).toBe(Date.parse('2026-12-04T18:30:00Z'));
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('says days and times in the app words', () => {
    expect(venueDayWords('2026-12-05T19:00:00Z')).toBe('Sun 6 Dec');
    expect(venueClockWords('2026-12-05T19:00:00Z')).toBe('00:30');
    expect(venueStampWords('2030-05-02T00:00:00Z')).toBe('Thu 2 May 2030, 05:30');
    expect(calendarDayWords('2026-11-26')).toBe('Thu 26 Nov');
  });
});

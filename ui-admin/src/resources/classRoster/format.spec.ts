import { describe, expect, it } from 'vitest';
import { scheduleText, sessionWhen, timeRange } from './format';

/** UX review at 375 px: sessions dated as the rest of the back office ("10 Dec 2026, 18:00"), ranges with an en dash as the player's app. */
describe('class roster wording', () => {
  it('says a session’s day and time in venue time, with its end when given', () => {
    expect(sessionWhen('2026-12-10', '18:00')).toBe('10 Dec 2026, 18:00');
    expect(sessionWhen('2026-12-10', '18:00', '19:00')).toBe('10 Dec 2026, 18:00–19:00');
    // A calendar date is the day it names, whatever the browser's zone.
    expect(sessionWhen('2027-01-01', '06:30')).toBe('1 Jan 2027, 06:30');
  });

  it('joins times with an en dash and names a batch’s weekdays', () => {
    expect(timeRange('17:00', '18:00')).toBe('17:00–18:00');
    expect(scheduleText({ weekdays: [1, 3, 5], startTime: '17:00', endTime: '18:00' })).toBe('Mon, Wed, Fri 17:00–18:00');
    // The batch schema numbers Sunday 0: a weekend batch reads Monday-first, as the week does.
    expect(scheduleText({ weekdays: [0, 6], startTime: '07:00', endTime: '08:30' })).toBe('Sat, Sun 07:00–08:30');
    expect(scheduleText({ weekdays: [5, 1, 0], startTime: '07:00', endTime: '08:30' })).toBe('Mon, Fri, Sun 07:00–08:30');
  });
});

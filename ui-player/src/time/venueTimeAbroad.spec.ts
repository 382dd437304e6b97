import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A player whose phone is set to New York still reads every time as the venue's (DESIGN.md "Words",
 * contracts/src/time/venueTime.ts): the zone is set before the formatters load.
 */
process.env.TZ = 'America/New_York';

let ui: {
  formatWhen: typeof import('../games/format').formatWhen;
  postedWords: typeof import('../chat/chatWords').postedWords;
  timeInWords: typeof import('../inbox/timeInWords').timeInWords;
  formatInstant: typeof import('../booking/dates').formatInstant;
  venueToday: typeof import('../booking/dates').venueToday;
  offerTime: typeof import('../waitlist/words').offerTime;
};
beforeAll(async () => {
  const [format, chat, inbox, dates, waitlist] = await Promise.all([
    import('../games/format'),
    import('../chat/chatWords'),
    import('../inbox/timeInWords'),
    import('../booking/dates'),
    import('../waitlist/words'),
  ]);
  ui = { ...format, ...chat, ...inbox, ...dates, ...waitlist };
});

describe('times in the player UI on a phone in New York', () => {
  it('runs in New York time (the precondition)', () => {
    expect(new Date('2026-12-05T16:30:00Z').getHours()).toBe(11);
  });

  it("shows a game's day and times at the venue", () => {
    const game = { date: '2026-12-05', duration: [{ from: '2026-12-05T22:00:00+05:30', to: '2026-12-05T23:30:00+05:30' }] };
    expect(ui.formatWhen(game)).toBe('Sat 5 Dec · 22:00–23:30 (1\u00a0h\u00a030)');
    expect(ui.offerTime('2026-12-05T22:15:00+05:30')).toBe('22:15');
    expect(ui.formatInstant('2026-12-05T22:15:00+05:30')).toBe('Sat 5 Dec 2026, 22:15');
  });

  it('says a chat message came on the venue day before, though New York is still on the same day', () => {
    // 23:30 on the 5th at the venue is 13:00 on the 5th in New York; "now" is 09:00 on the 6th at the venue, 22:30 on the 5th in New York.
    expect(ui.postedWords('2026-12-05T23:30:00+05:30', new Date('2026-12-06T09:00:00+05:30'))).toBe('Sat 5 Dec 23:30');
    expect(ui.postedWords('2026-12-06T08:10:00+05:30', new Date('2026-12-06T09:00:00+05:30'))).toBe('08:10');
  });

  it("says an inbox item came yesterday at the venue's time", () => {
    expect(ui.timeInWords('2026-12-05T23:30:00+05:30', new Date('2026-12-06T20:00:00+05:30'))).toBe('yesterday, 23:30');
  });

  it("takes today's date from the venue's calendar, a day ahead of New York's in its evening", () => {
    expect(ui.venueToday(Date.parse('2026-12-05T20:00:00Z'))).toBe('2026-12-06');
  });
});

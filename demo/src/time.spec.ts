import { describe, expect, it } from 'vitest';
import { RATING_REVISION_MS } from '@sports/contracts';
import { venueDateAt, venueMs, venueTimeAt } from '@sports/contracts/time/venueDate';
import { GAMES } from './games';
import { DAY, HOUR, MINUTE, PLAYING_HOURS, TIME_OF_DAY, demoGameStart, onTheHour } from './time';

/** Seeded at 23:40 at the venue (18:10 UTC): the hour in which the demo's games used to cross midnight. */
const lateEvening = venueMs('2026-11-29', '23:40');
/** Every 20 minutes of a week of seeds: each hour of each weekday the demo may be seeded at. */
const seeds = Array.from({ length: (7 * DAY) / (20 * MINUTE) }, (_, i) => venueMs('2026-11-30') + i * 20 * MINUTE);

describe('demo games are played at hours people play (a first screen that reads true)', () => {
  it('seeded at 20:53, "After-work Football" (eight hours ahead) starts at 19:00 the next day, not at 04:30', () => {
    const seeded = venueMs('2026-12-02', '20:53');
    expect(venueTimeAt(onTheHour(seeded, 8))).toBe('04:30');
    const afterWork = GAMES.find((g) => g.details.name === 'After-work Football')!;
    expect(demoGameStart(seeded, afterWork)).toBe(venueMs('2026-12-03', '19:00'));
  });

  it('moves an upcoming game out of the night to the next opening, and a past one later to the morning after', () => {
    expect(demoGameStart(venueMs('2026-11-29', '21:40'), { startsInHours: 1, lengthHours: 2 })).toBe(venueMs('2026-11-30', '06:00'));
    expect(demoGameStart(lateEvening, { startsInHours: -7 * 24, lengthHours: 1.5 })).toBe(venueMs('2026-11-23', '06:00'));
  });

  it('keeps a game that is on now at any hour, and any game within playing hours, on the (UTC) hour as before', () => {
    expect(demoGameStart(lateEvening, { startsInHours: 0, lengthHours: 2 })).toBe(venueMs('2026-11-29', '23:30'));
    const noon = venueMs('2026-11-29', '12:20');
    expect(demoGameStart(noon, { startsInHours: -48, lengthHours: 2 })).toBe(venueMs('2026-11-27', '11:30'));
    expect(demoGameStart(noon, { startsInHours: 3, lengthHours: 1.5 })).toBe(venueMs('2026-11-29', '14:30'));
  });

  it.each(GAMES.map((game) => [game.key, game] as const))('%s, seeded at any time of any day, keeps its place and its hours', (_, game) => {
    for (const now of seeds) {
      const meant = onTheHour(now, game.startsInHours);
      const length = game.lengthHours * HOUR;
      const start = demoGameStart(now, game);
      const end = start + length;
      if (meant <= now && now < meant + length) {
        // The game in progress stays in progress.
        expect(start).toBe(meant);
        continue;
      }
      const where = `${game.key} seeded at ${new Date(now).toISOString()}`;
      // One venue day, within playing hours (the create form's one date; no game at 04:30).
      expect(venueDateAt(start), where).toBe(venueDateAt(end - 1));
      expect(venueTimeAt(start) >= PLAYING_HOURS.opens, where).toBe(true);
      expect(end <= venueMs(venueDateAt(start), PLAYING_HOURS.closes), where).toBe(true);
      if (game.at) expect(venueTimeAt(start), where).toBe(TIME_OF_DAY[game.at]);
      if (meant > now) {
        // Upcoming stays upcoming, near where it was meant: out of the night by at most half a day, to its
        // clock time by at most a day.
        expect(start - now, where).toBeGreaterThanOrEqual(HOUR);
        expect(Math.abs(start - meant), where).toBeLessThanOrEqual(game.at ? DAY : 12 * HOUR);
      } else {
        // Past stays past and only grows younger: the review prompt's look-back and a rating's revision
        // window (RATING_REVISION_DAYS after the end) still hold the games they held.
        expect(now - end, where).toBeGreaterThanOrEqual(HOUR);
        expect(start, where).toBeGreaterThanOrEqual(meant);
        expect(start - meant, where).toBeLessThan(DAY);
      }
    }
  });

  it('keeps the pay-before game more than a day ahead, where its venue refunds a leave in full (demo venues.ts policy)', () => {
    const paid = GAMES.find((g) => g.key === 'upcoming-paid')!;
    for (const now of seeds) expect(demoGameStart(now, paid) - now).toBeGreaterThan(24 * HOUR);
  });

  it('keeps the week-old game a player is asked to rate inside the revision window', () => {
    const weekOld = GAMES.find((g) => g.key === 'past-football')!;
    for (const now of seeds) expect(demoGameStart(now, weekOld) + weekOld.lengthHours * HOUR).toBeGreaterThan(now - RATING_REVISION_MS);
  });
});

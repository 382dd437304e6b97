import { describe, expect, it } from 'vitest';
import { venueDateAt, venueMs } from '@sports/contracts/time/venueDate';
import { HOUR, demoGameStart } from './time';

/** Seeded at 23:40 at the venue (18:10 UTC): the hour in which the demo's games used to cross midnight. */
const lateEvening = venueMs('2026-11-29', '23:40');
const ends = (start: number, hours: number) => [venueDateAt(start), venueDateAt(start + hours * HOUR - 1)];

describe("demo games keep to one venue day (the create form's one date)", () => {
  it('ends a past game half an hour before the midnight it would have reached', () => {
    const start = demoGameStart(lateEvening, -7 * 24, 1.5);
    expect(start).toBe(venueMs('2026-11-22', '22:00'));
    expect(new Set(ends(start, 1.5)).size).toBe(1);
  });

  it('starts an upcoming game at the midnight it would have crossed', () => {
    expect(demoGameStart(venueMs('2026-11-29', '21:40'), 1, 2)).toBe(venueMs('2026-11-30', '00:00'));
  });

  it('keeps a game that is on now, and any game within its day, on the (UTC) hour as before', () => {
    expect(demoGameStart(lateEvening, 0, 2)).toBe(venueMs('2026-11-29', '23:30'));
    const noon = venueMs('2026-11-29', '12:20');
    expect(demoGameStart(noon, -48, 2)).toBe(venueMs('2026-11-27', '11:30'));
    expect(demoGameStart(noon, 3, 1.5)).toBe(venueMs('2026-11-29', '14:30'));
  });
});

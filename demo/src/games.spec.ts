import { describe, expect, it } from 'vitest';
import { slotIdOf, spaceIdOfField } from '@sports/contracts';
import { venueDateAt, venueMs, venueTimeAt } from '@sports/contracts/time/venueDate';
import { GAMES, VENUES } from './games';
import { DAY, HOUR, MINUTE, demoGameStart } from './time';
import { DEMO_SPACE_LAYOUTS, demoSlotsCovering } from './venues';

/** Every hour of a week of seeds: the demo may be seeded at any of them. */
const seeds = Array.from({ length: (7 * DAY) / (60 * MINUTE) }, (_, i) => venueMs('2026-11-30') + i * 60 * MINUTE);
const withSlots = GAMES.filter((game) => game.slot).map((game) => [game.key, game] as const);

describe('demo games at their venues (spec section 2: a game can be played in a slot booked at its venue)', () => {
  it('some demo game has a booked slot', () => {
    expect(withSlots.length).toBeGreaterThan(0);
  });

  it.each(withSlots)('%s: its slot names a field of its venue that exists, and slots of that field cover its hours', (_, game) => {
    const venue = DEMO_SPACE_LAYOUTS.find((space) => space.location.name === VENUES[game.venue].name);
    // The game is at a venue of the catalogue, and names it.
    expect(venue?.spaceId).toBe(game.details.spaceId);
    const fieldId = game.slot!.fieldId;
    expect(spaceIdOfField(fieldId)).toBe(venue!.spaceId);
    expect(Object.keys(venue!.fields)).toContain(fieldId);
    // Seeded at any hour, the game's hours are whole catalogued slots of that field (what seed.ts maps).
    for (const now of seeds) {
      const start = demoGameStart(now, game);
      const [date, from, to] = [venueDateAt(start), venueTimeAt(start), venueTimeAt(start + game.lengthHours * HOUR)];
      const slots = demoSlotsCovering(fieldId, date, from, to);
      const where = `${game.key} seeded at ${new Date(now).toISOString()}`;
      expect(slots.length, where).toBeGreaterThan(0);
      expect([slots[0]!.startTime, slots.at(-1)!.endTime >= to], where).toEqual([from, true]);
      for (const slot of slots) expect(slot.slotId).toBe(slotIdOf(fieldId, date, slot.startTime));
    }
  });
});

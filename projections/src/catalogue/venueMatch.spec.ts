import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeTextOf, type RecordedEvent } from '@sports/contracts';
import { MAX_PLACE_KEY, MIN_PLACE_KEY, placeKeyOf, venueMatchKeys } from './venueMatch';
import { venueMatchProjection } from './venueMatchProjection';

/** Spec section 2 create game: a typed place that names a listed venue (docs/adr/0105-typed-place-venue-match.md). */
const andheri = { name: 'Andheri Smash Courts', address: 'Andheri West, Mumbai', city: 'Mumbai' };
const keys = venueMatchKeys(andheri.name, andheri);
const matches = (typed: string) => keys.includes(placeKeyOf(typed));

describe('which typed places name a venue', () => {
  it('reads a place with case, accents, spaces and punctuation ignored', () => {
    expect(placeKeyOf('  Andheri  Smash-Courts ')).toBe('andherismashcourts');
    expect(placeKeyOf('Café Mêlée Arena')).toBe('cafemeleearena');
    expect(placeKeyOf('5th Block, Bengaluru')).toBe('5thblockbengaluru');
    // Compatibility forms a phone keyboard may give fold too (NFKD): full-width letters, ligatures.
    expect(placeKeyOf('Ｍarina Turf Arena')).toBe('marinaturfarena');
    expect(placeKeyOf('Oﬃce Courts')).toBe('officecourts');
  });

  it('reads text by the one rule the derived venue link reads it by (contracts placeTextOf), cut to the stored length (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        (typed) => placeKeyOf(typed) === placeTextOf(typed).slice(0, MAX_PLACE_KEY),
      ),
    );
    expect(placeKeyOf('x'.repeat(500))).toHaveLength(MAX_PLACE_KEY);
  });

  it("matches the venue's name, its address, a part of its address, or its name with its city", () => {
    expect(matches('andheri smash courts')).toBe(true);
    expect(matches('ANDHERI SMASHCOURTS')).toBe(true);
    expect(matches('Andheri West')).toBe(true);
    expect(matches('andheri west, mumbai')).toBe(true);
    expect(matches('Andheri Smash Courts, Mumbai')).toBe(true);
  });

  it('does not match the city alone, a word of the name, or a name with more to it', () => {
    expect(matches('Mumbai')).toBe(false);
    expect(matches('Andheri')).toBe(false);
    expect(matches('Smash Courts')).toBe(false);
    expect(matches('Andheri Smash Courts 2')).toBe(false);
  });

  it('keeps no key too short to name a place', () => {
    expect(venueMatchKeys('AB', { name: 'AB', address: 'X, Y', city: 'Pune' })).toEqual(['abpune']);
    for (const key of keys) expect(key.length).toBeGreaterThanOrEqual(MIN_PLACE_KEY);
  });

  it('matches the name however it is cased and spaced (property)', () => {
    const spelled = fc
      .array(fc.tuple(fc.boolean(), fc.constantFrom('', ' ', '  ', '-', '.')), {
        minLength: andheri.name.length,
        maxLength: andheri.name.length,
      })
      .map((choices) =>
        [...andheri.name]
          .map((ch, i) => (choices[i]![0] ? ch.toUpperCase() : ch.toLowerCase()) + (ch === ' ' ? '' : choices[i]![1]))
          .join(''),
      );
    fc.assert(fc.property(spelled, (typed) => matches(typed)));
  });
});

describe('the venue match read model', () => {
  const event = (type: 'SpaceCreated' | 'SpaceUpdated', name: string, location: Record<string, unknown>): RecordedEvent =>
    ({
      type,
      data: { spaceId: 'space-a', orgId: 'org-a', details: { name, location } },
      metadata: { time: '2026-11-29T10:00:00.000Z' },
    }) as unknown as RecordedEvent;

  it('keeps each space by its keys and city, and takes a rename and a move', () => {
    const created = venueMatchProjection.evolve(null, event('SpaceCreated', andheri.name, andheri));
    expect(created).toMatchObject({ id: 'space-a', spaceId: 'space-a', name: 'Andheri Smash Courts', region: 'mumbai', location: andheri });
    expect(created!.matchKeys).toContain('andheriwest');
    const moved = venueMatchProjection.evolve(
      created,
      event('SpaceUpdated', 'Bandra Smash Courts', { name: 'Bandra Smash Courts', address: 'Bandra West', city: 'Mumbai' }),
    );
    expect(moved!.matchKeys).toContain('bandrawest');
    expect(moved!.matchKeys).not.toContain('andheriwest');
    expect(moved!.matchKeys).not.toContain('andherismashcourts');
  });
});

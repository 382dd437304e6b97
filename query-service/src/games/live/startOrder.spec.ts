import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byStart, utcDayStart, type LiveGame } from './liveGame';
import { StartOrder } from './startOrder';

/** What StartOrder reads: start and id (few distinct starts, so ties are common), a location or none, and a day. */
const gameArb = fc
  .record({
    startAt: fc.integer({ min: 0, max: 8 }),
    id: fc.string({ minLength: 1, maxLength: 3 }),
    place: fc.option(fc.record({ lat: fc.integer({ min: 0, max: 4 }), lon: fc.integer({ min: 0, max: 4 }) })),
    day: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ startAt, id, place, day }) => ({ startAt, id, lat: place?.lat ?? null, lon: place?.lon ?? null, day }) as unknown as LiveGame);

/** Inserts one at a time or in bulk, and removes some of those held, in any order. */
const stepsArb = fc.uniqueArray(gameArb, { selector: (g) => g.id, minLength: 1, maxLength: 30 }).chain((games) =>
  fc.tuple(
    fc.constant(games),
    // Bulk inserts are the rarer kind, so most inserts go into place.
    fc.array(
      fc.record({
        at: fc.nat(),
        bulk: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
        remove: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      }),
      { maxLength: 60 },
    ),
  ),
);

/** Every range of starts the games can fall in or around: a wrong edge shows in one of them. */
const RANGES = Array.from({ length: 11 }, (_, f) => Array.from({ length: 11 - f }, (_, t) => [f - 1, f - 1 + t] as const)).flat();
const spanArb = fc
  .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
/** A box and a range of days, as a list query's test. */
const testArb = fc
  .tuple(spanArb, spanArb, spanArb)
  .map(([[minLat, maxLat], [minLon, maxLon], [firstDay, lastDay]]) => ({ minLat, maxLat, minLon, maxLon, firstDay, lastDay }));

/** Plays the steps on a StartOrder and on a plain set; returns both. */
const play = ([games, steps]: [LiveGame[], Array<{ at: number; bulk: boolean; remove: boolean }>]) => {
  const order = new StartOrder();
  const held = new Set<LiveGame>();
  for (const { at, bulk, remove } of steps) {
    if (games.length === 0) break;
    const game = games[at % games.length]!;
    if (remove || held.has(game)) {
      order.remove(game);
      held.delete(game);
    } else {
      order.insert(game, bulk);
      held.add(game);
    }
  }
  return { order, held: [...held].sort(byStart) };
};

const walked = (walk: (visit: (game: LiveGame) => void) => void) => {
  const seen: LiveGame[] = [];
  walk((game) => void seen.push(game));
  return seen;
};

describe('StartOrder (games by start, with their starts and locations side by side)', () => {
  it('walks a range of starts as filtering the games held, sorted, would, after any inserts and removes', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const { order, held } = play(steps);
        expect(order.size).toBe(held.length);
        for (const [from, to] of RANGES) {
          expect(walked((visit) => order.forEachStartingIn(from, to, visit))).toEqual(
            held.filter((g) => g.startAt > from && g.startAt <= to),
          );
        }
      }),
    );
  });

  it('walks the games passing a test on place and day as filtering on them too would: games without a place have NaN', () => {
    fc.assert(
      fc.property(stepsArb, testArb, (steps, t) => {
        const { order, held } = play(steps);
        const passes = (lat: number, lon: number, day: number) =>
          lat >= t.minLat && lat <= t.maxLat && lon >= t.minLon && lon <= t.maxLon && day >= t.firstDay && day <= t.lastDay;
        for (const [from, to] of RANGES) {
          const starts: number[] = [];
          const seen = walked((visit) =>
            order.forEachKept(from, to, { keeps: passes }, (game, startAt) => {
              starts.push(startAt);
              visit(game);
            }),
          );
          const expected = held.filter(
            (g) => g.startAt > from && g.startAt <= to && passes(g.lat ?? Number.NaN, g.lon ?? Number.NaN, g.day),
          );
          expect(seen).toEqual(expected);
          expect(starts).toEqual(expected.map((g) => g.startAt));
        }
      }),
    );
  });

  it('stops a walk at the first game its visitor refuses', () => {
    fc.assert(
      fc.property(stepsArb, fc.nat(), (steps, stopAt) => {
        const { order, held } = play(steps);
        const seen: LiveGame[] = [];
        order.forEachStartingIn(-1, 9, (game) => {
          seen.push(game);
          return seen.length <= stopAt;
        });
        expect(seen).toEqual(held.slice(0, stopAt + 1));
      }),
    );
  });

  it('counts the games starting in a range on a day of a window as the walk would, reading days only near its ends', () => {
    const HOUR = 3_600_000;
    const DAYS = [20261126, 20261127, 20261128, 20261129, 20261130];
    // Starts on the hours near the margins (14 h from a midnight) over the five days; days as the start's local day under some offset, or (rarely) not at all.
    const dayGameArb = fc
      .record({
        slot: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.constantFrom(0, 1, 9, 10, 11, 13, 14, 15, 23)).map(([d, h]) => d * 24 + h),
        offsetHours: fc.constantFrom(-14, -13, -1, 0, 5, 13, 14),
        offDay: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        id: fc.string({ minLength: 1, maxLength: 3 }),
      })
      .map(({ slot, offsetHours, offDay, id }) => {
        const startAt = utcDayStart(DAYS[0]!) + slot * HOUR;
        const local = new Date(startAt + offsetHours * HOUR).toISOString().slice(0, 10);
        const day = offDay ? DAYS[(slot * 3) % DAYS.length]! : Number(local.replaceAll('-', ''));
        return { startAt, id, lat: 0, lon: 0, day } as unknown as LiveGame;
      });
    const windowArb = fc
      .tuple(fc.option(fc.constantFrom(...DAYS)), fc.option(fc.constantFrom(...DAYS)))
      .map(([a, b]) => ({ first: a ?? Number.NEGATIVE_INFINITY, last: b ?? Number.POSITIVE_INFINITY }));
    const boundArb = fc.oneof(
      fc.constant(Number.NEGATIVE_INFINITY),
      fc.constant(Number.POSITIVE_INFINITY),
      fc
        .tuple(fc.integer({ min: -1, max: 5 }), fc.constantFrom(0, 9, 10, 13, 14, 23))
        .map(([d, h]) => utcDayStart(DAYS[0]!) + (d * 24 + h) * HOUR),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(dayGameArb, { selector: (g) => g.id, maxLength: 60 }),
        fc.nat(),
        windowArb,
        boundArb,
        boundArb,
        fc.boolean(),
        (games, removeEvery, days, from, to, anyDay) => {
          const order = new StartOrder();
          games.forEach((game, i) => order.insert(game, i % 3 === 0));
          const held = games.filter((_, i) => removeEvery === 0 || i % (removeEvery + 2) !== 1);
          for (const game of games) if (!held.includes(game)) order.remove(game);
          const expected = held.filter(
            (g) => g.startAt > from && g.startAt <= to && (anyDay || (g.day >= days.first && g.day <= days.last)),
          ).length;
          expect(order.countKept(from, to, days, anyDay)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('counts exactly on the margins: every offset from -14 h to +14 h at the hours around them, every window', () => {
    const HOUR = 3_600_000;
    const DAYS = [20261126, 20261127, 20261128, 20261129, 20261130];
    const games: LiveGame[] = [];
    for (const [d, day] of DAYS.entries()) {
      for (const hour of [0, 1, 9, 10, 11, 13, 14, 15, 23]) {
        for (const offsetHours of [-14, -13, 0, 13, 14]) {
          const startAt = utcDayStart(day) + hour * HOUR;
          const local = Number(new Date(startAt + offsetHours * HOUR).toISOString().slice(0, 10).replaceAll('-', ''));
          games.push({ startAt, id: `${d}-${hour}-${offsetHours}`, lat: 0, lon: 0, day: local } as unknown as LiveGame);
        }
      }
    }
    const ends = [Number.NEGATIVE_INFINITY, ...DAYS, Number.POSITIVE_INFINITY];
    const bounds = [Number.NEGATIVE_INFINITY, utcDayStart(DAYS[1]!) + 10 * HOUR, utcDayStart(DAYS[2]!) - HOUR, Number.POSITIVE_INFINITY];
    for (const offDay of [false, true]) {
      const order = new StartOrder();
      for (const game of games) order.insert(game, true);
      // One game whose day is not its start's: the order then reads every day.
      const odd = { startAt: utcDayStart(DAYS[2]!) + 12 * HOUR, id: 'odd', lat: 0, lon: 0, day: DAYS[0]! } as unknown as LiveGame;
      if (offDay) order.insert(odd);
      const held = offDay ? [...games, odd] : games;
      for (const first of ends.slice(0, -1)) {
        for (const last of ends.slice(1)) {
          for (const from of bounds) {
            for (const to of bounds) {
              const expected = held.filter((g) => g.startAt > from && g.startAt <= to && g.day >= first && g.day <= last).length;
              expect(order.countKept(from, to, { first, last }, false), JSON.stringify({ offDay, first, last, from, to })).toBe(expected);
            }
          }
        }
      }
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byStart, type LiveGame } from './liveGame';
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
    fc.array(fc.record({ at: fc.nat(), bulk: fc.integer({ min: 0, max: 5 }).map((n) => n === 0), remove: fc.integer({ min: 0, max: 3 }).map((n) => n === 0) }), { maxLength: 60 }),
  ),
);

/** Every range of starts the games can fall in or around: a wrong edge shows in one of them. */
const RANGES = Array.from({ length: 11 }, (_, f) => Array.from({ length: 11 - f }, (_, t) => [f - 1, f - 1 + t] as const)).flat();
const spanArb = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
/** A box and a range of days, as a list query's test. */
const testArb = fc.tuple(spanArb, spanArb, spanArb).map(([[minLat, maxLat], [minLon, maxLon], [firstDay, lastDay]]) => ({ minLat, maxLat, minLon, maxLon, firstDay, lastDay }));

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
          expect(walked((visit) => order.forEachStartingIn(from, to, visit))).toEqual(held.filter((g) => g.startAt > from && g.startAt <= to));
        }
      }),
    );
  });

  it('walks the games passing a test on place and day as filtering on them too would: games without a place have NaN', () => {
    fc.assert(
      fc.property(stepsArb, testArb, (steps, t) => {
        const { order, held } = play(steps);
        const passes = (lat: number, lon: number, day: number) => lat >= t.minLat && lat <= t.maxLat && lon >= t.minLon && lon <= t.maxLon && day >= t.firstDay && day <= t.lastDay;
        for (const [from, to] of RANGES) {
          const starts: number[] = [];
          const seen = walked((visit) =>
            order.forEachKept(from, to, { keeps: passes }, (game, startAt) => {
              starts.push(startAt);
              visit(game);
            }),
          );
          const expected = held.filter((g) => g.startAt > from && g.startAt <= to && passes(g.lat ?? Number.NaN, g.lon ?? Number.NaN, g.day));
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
});

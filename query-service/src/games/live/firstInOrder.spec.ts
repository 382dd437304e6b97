import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FirstInOrder } from './firstInOrder';
import { byStart, type LiveGame } from './liveGame';

/** Only what byStart reads: start, then id (few distinct starts, so ties are common). */
const gameArb = fc
  .record({ startAt: fc.integer({ min: 0, max: 6 }), id: fc.string({ minLength: 1, maxLength: 3 }) })
  .map((g) => g as unknown as LiveGame);

describe("FirstInOrder (the games up to a page's end)", () => {
  it('holds what sorting every offered game and cutting at the capacity holds, whatever the order of offers', () => {
    fc.assert(
      fc.property(fc.uniqueArray(gameArb, { selector: (g) => g.id }), fc.integer({ min: 0, max: 12 }), (games, capacity) => {
        const first = new FirstInOrder(capacity);
        for (const game of games) first.offer(game);
        expect(first.games).toEqual([...games].sort(byStart).slice(0, capacity));
      }),
    );
  });

  it('refuses only a game that sorts after every one of a full list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(gameArb, { selector: (g) => g.id }), fc.integer({ min: 0, max: 12 }), (games, capacity) => {
        const first = new FirstInOrder(capacity);
        for (const game of games) {
          const before = [...first.games];
          const refused = !first.offer(game);
          const full = before.length >= capacity;
          expect(refused).toBe(full && (before.length === 0 || byStart(game, before.at(-1)!) > 0));
          if (refused) expect(first.games).toEqual(before);
        }
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DroppedIds } from './droppedIds';

const gameId = (n: number) => `game-${n.toString(36)}-${(n * 2654435761) >>> 0}`;

describe('DroppedIds (docs/adr/0139-dropped-documents-filter.md)', () => {
  it('never calls a dropped document absent, across the layers it grows', () => {
    const dropped = new DroppedIds();
    // More than the first layer's 262,144 ids: the second layer takes the rest.
    for (let n = 0; n < 400_000; n++) dropped.add('games', gameId(n));
    let calledAbsent = 0;
    for (let n = 0; n < 400_000; n++) if (!dropped.mayHold('games', gameId(n))) calledAbsent++;
    expect(calledAbsent).toBe(0);
  });

  it('calls nearly every document it was never given absent', () => {
    const dropped = new DroppedIds();
    for (let n = 0; n < 200_000; n++) dropped.add('games', gameId(n));
    let falseHolds = 0;
    for (let n = 200_000; n < 300_000; n++) if (dropped.mayHold('games', gameId(n))) falseHolds++;
    // About 1 % by design; each one costs only the store read every id cost before.
    expect(falseHolds).toBeLessThan(2_000);
  });

  it('tells collections apart: the same id dropped from one collection is not held for another', () => {
    const dropped = new DroppedIds();
    for (let n = 0; n < 50_000; n++) dropped.add('user_games', `user-${n}`);
    let falseHolds = 0;
    for (let n = 0; n < 50_000; n++) if (dropped.mayHold('player_stats', `user-${n}`)) falseHolds++;
    expect(falseHolds).toBeLessThan(500);
    expect(dropped.mayHold('user_games', 'user-7')).toBe(true);
  });
});

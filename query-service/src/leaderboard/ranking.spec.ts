import { describe, expect, it } from 'vitest';
import { byGamesThenId, topWithRecent, withRanks, type Count } from './ranking';

describe('leaderboard ranking', () => {
  it('gives equal counts the same rank and skips the next (1, 2, 2, 4)', () => {
    expect(
      withRanks([
        ['a', 5],
        ['b', 3],
        ['c', 3],
        ['d', 1],
      ]).map((r) => [r.userId, r.rank]),
    ).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('adds recently ended games to the settled counts and agrees with sorting everyone again', () => {
    const settled = new Map<string, number>([
      ['a', 9],
      ['b', 7],
      ['c', 7],
      ['d', 5],
      ['e', 2],
      ['f', 1],
    ]);
    const order: Count[] = [...settled].sort(byGamesThenId);
    const recent = new Map<string, number>([
      ['f', 7],
      ['g', 3],
      ['c', 1],
    ]);
    const everyone = new Map(settled);
    for (const [id, n] of recent) everyone.set(id, (everyone.get(id) ?? 0) + n);
    for (const limit of [1, 2, 3, 5, 10]) {
      expect(topWithRecent(settled, order, recent, limit)).toEqual(withRanks([...everyone].sort(byGamesThenId).slice(0, limit)));
    }
    expect(topWithRecent(settled, order, recent, 3).map((r) => [r.userId, r.gamesPlayed, r.rank])).toEqual([
      ['a', 9, 1],
      ['c', 8, 2],
      ['f', 8, 2],
    ]);
  });

  it('takes games away as exactly as it adds them (games that left the window or did not happen)', () => {
    const settled = new Map<string, number>([
      ['a', 9],
      ['b', 7],
      ['c', 7],
      ['d', 5],
      ['e', 2],
      ['f', 1],
    ]);
    const order: Count[] = [...settled].sort(byGamesThenId);
    const recent = new Map<string, number>([
      ['a', -4],
      ['c', -7],
      ['e', 4],
      ['g', 1],
    ]);
    const everyone = new Map(settled);
    for (const [id, n] of recent) everyone.set(id, (everyone.get(id) ?? 0) + n);
    const expected = [...everyone].filter(([, n]) => n > 0).sort(byGamesThenId);
    for (const limit of [1, 2, 3, 5, 10]) expect(topWithRecent(settled, order, recent, limit)).toEqual(withRanks(expected.slice(0, limit)));
    expect(topWithRecent(settled, order, recent, 10).map((r) => r.userId)).not.toContain('c');
  });

  it('is empty when nobody has played', () => expect(topWithRecent(new Map(), [], new Map(), 20)).toEqual([]));
});

import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistentMap';

describe('PersistentMap (a join adds a member in O(1))', () => {
  it('leaves every older version as it was, whichever version is read next', () => {
    const v0 = PersistentMap.of<string, number>([['a', 1]]);
    const v1 = v0.with('b', 2);
    const v2 = v1.with('a', 10).without('b');
    const branch = v1.with('c', 3); // a decision folded speculatively from v1, then dropped
    expect([...v0]).toEqual([['a', 1]]);
    expect([...v2]).toEqual([['a', 10]]);
    expect(Object.fromEntries(branch)).toEqual({ a: 1, b: 2, c: 3 });
    expect([v1.get('b'), v1.has('c'), v1.size]).toEqual([2, false, 2]);
    expect([v2.get('a'), v2.has('b'), v0.get('a'), branch.get('c')]).toEqual([10, false, 1, 3]);
  });

  it('adds to a map of 10,000 members without copying it: 2,000 adds take less than 200 copies would', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => [`u${i}`, 'joined'] as const);
    let map = PersistentMap.of<string, string>(entries);
    const t0 = performance.now();
    for (let i = 0; i < 2_000; i++) map = map.with(`n${i}`, 'joined');
    const adds = performance.now() - t0;
    let copy = new Map<string, string>(entries);
    const t1 = performance.now();
    for (let i = 0; i < 200; i++) copy = new Map(copy).set(`n${i}`, 'joined');
    expect(adds).toBeLessThan(performance.now() - t1);
    expect(map.size).toBe(12_000);
  });
});

import { describe, expect, it } from 'vitest';
import { StreamNames, nameBytes } from './streamNames';

/** The stream names a read keeps are bounded by the bytes they hold, not by how many there are. */
const reader = () => {
  const fetched: number[][] = [];
  const fetch = (missing: number[]) => {
    fetched.push(missing);
    return missing.map((n): [number, string] => [n, n >= 1_000 ? `${'long-stream-name-'.repeat(100)}${n}` : `game-${n}`]);
  };
  return { fetched, fetch };
};
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('StreamNames', () => {
  it('keeps 1,000 short names in 100 KB: a second read of them asks the store for none', () => {
    const names = new StreamNames(100_000);
    const { fetched, fetch } = reader();
    names.namesOf(range(0, 1_000), fetch);
    expect(names.namesOf(range(0, 1_000), fetch).get(999)).toBe('game-999');
    expect(fetched.map((batch) => batch.length)).toEqual([1_000]);
    expect(names.bytes).toBeLessThanOrEqual(100_000);
  });

  it('forgets the least recently read of a few long names once their bytes pass the bound', () => {
    const names = new StreamNames(100_000);
    const { fetched, fetch } = reader();
    const long = range(1_000, 40); // about 3.5 KB each: 28 fit
    names.namesOf(long, fetch);
    expect(names.bytes).toBeLessThanOrEqual(100_000);
    names.namesOf(long.slice(-5), fetch);
    names.namesOf(long.slice(0, 5), fetch);
    expect(fetched.map((batch) => batch.length)).toEqual([40, 5]);
  });

  it('names every stream of a batch larger than the bound, though not all of them stay', () => {
    const names = new StreamNames(3 * nameBytes('game-1'));
    const { fetch } = reader();
    names.namesOf([1, 2], fetch);
    const batch = names.namesOf([1, 2, 3, 4, 5, 1], fetch);
    expect([...batch.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(batch.get(1)).toBe('game-1');
  });
});

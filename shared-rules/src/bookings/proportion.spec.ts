import { describe, expect, it } from 'vitest';
import { shareInProportion } from './proportion';

describe('shareInProportion', () => {
  it('shares in proportion, rounded down, the paise left over on the first lines', () => {
    expect(shareInProportion([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareInProportion([120_000, 60_000], 20_000)).toEqual([13_334, 6_666]);
  });

  it('gives a line of no weight nothing, and no line more than its weight', () => {
    expect(shareInProportion([0, 50, 0, 50], 100)).toEqual([0, 50, 0, 50]);
    expect(shareInProportion([1, 1_000], 1_001)).toEqual([1, 1_000]);
    expect(shareInProportion([3, 3, 3], 8)).toEqual([3, 3, 2]);
  });

  it('always adds up to the amount, even beyond the weights', () => {
    for (const [weights, amount] of [
      [[7, 11, 13], 29],
      [[99_999, 1, 1], 50_001],
      [[5, 5], 13],
    ] as const) {
      const shares = shareInProportion(weights, amount);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
    }
  });

  it('shares nothing of nothing, and nothing over no weight', () => {
    expect(shareInProportion([10, 20], 0)).toEqual([0, 0]);
    expect(shareInProportion([0, 0], 50)).toEqual([0, 0]);
  });
});

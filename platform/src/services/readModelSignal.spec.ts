import { describe, expect, it } from 'vitest';
import { readModelSignal } from './readModelSignal';

describe('readModelSignal', () => {
  it('moves as soon as the checkpoint seen moves, and stands still otherwise (within pollMs)', () => {
    let applied: bigint | null = null;
    const signal = readModelSignal({ applied: () => applied }, 1e9);
    const first = signal();
    expect(signal()).toBe(first);
    applied = 7n;
    const moved = signal();
    expect(moved).not.toBe(first);
    expect(signal()).toBe(moved);
  });

  it('moves after pollMs even when no checkpoint moved (reads without x-read-after)', () => {
    const signal = readModelSignal({ applied: () => 3n }, 0);
    expect(signal()).not.toBe(signal());
  });
});

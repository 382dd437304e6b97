import { describe, expect, it } from 'vitest';
import { readModelSignal } from './readModelSignal';

/** Lets the signal's look at the standing (a resolved promise) finish. */
const looked = () => new Promise((resolve) => setImmediate(resolve));

describe('readModelSignal', () => {
  it('moves as soon as the checkpoint a waiting read saw moves, and stands still while nothing moves', async () => {
    let applied: bigint | null = null;
    const signal = readModelSignal({ applied: () => applied }, async () => 5n, { pollMs: 0, staleMs: 1e9 });
    signal();
    await looked();
    const still = signal();
    await looked();
    expect(signal()).toBe(still);
    applied = 7n;
    const moved = signal();
    expect(moved).not.toBe(still);
    await looked();
    expect(signal()).toBe(moved);
  });

  it("moves once a look finds the read models' standing moved (reads without x-read-after)", async () => {
    let standing = 5n;
    const signal = readModelSignal({ applied: () => null }, async () => standing, { pollMs: 0, staleMs: 1e9 });
    signal();
    await looked();
    const before = signal();
    await looked();
    expect(signal()).toBe(before);
    await looked();
    standing = 9n;
    signal();
    await looked();
    expect(signal()).not.toBe(before);
  });

  it('moves on every read when nothing was known for staleMs', () => {
    const signal = readModelSignal({ applied: () => 3n }, () => new Promise<bigint>(() => undefined), { pollMs: 1e9, staleMs: 0 });
    expect(signal()).not.toBe(signal());
  });
});

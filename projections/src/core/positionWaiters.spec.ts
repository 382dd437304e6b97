import { describe, expect, it } from 'vitest';
import { PositionWaiters } from './positionWaiters';

describe('PositionWaiters', () => {
  it('resolves a waiter once its position is applied', async () => {
    const waiters = new PositionWaiters(1n);
    const waited = waiters.waitFor(3n, 1_000);
    waiters.advance(2n);
    expect(waiters.waiting).toBe(1);
    waiters.advance(3n);
    await expect(waited).resolves.toBeUndefined();
    expect(waiters.waiting).toBe(0);
  });

  it('drops a waiter that gave up, so reads waiting on a far position leave nothing behind', async () => {
    const waiters = new PositionWaiters(1n);
    await expect(waiters.waitFor(1_000_000n, 10)).rejects.toThrow(/did not reach 1000000/);
    expect(waiters.waiting).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

afterEach(() => vi.useRealTimers());

const timing = { firstAfterMs: 1_000, gapMs: 5_000 };

describe('throttle (the new games check, docs/adr/0145-new-games-pill.md)', () => {
  it('makes a burst of calls one run, after the first wait', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const t = throttle(run, timing);
    for (let i = 0; i < 50; i++) t.call();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    t.stop();
  });

  it('keeps runs at least the gap apart however often it is called, and loses no call', async () => {
    vi.useFakeTimers();
    const starts: number[] = [];
    const t = throttle(() => void starts.push(Date.now()), timing);
    const begin = Date.now();
    // A call every 100 ms for 12 s: a storm of changes.
    for (let ms = 0; ms < 12_000; ms += 100) {
      t.call();
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts.map((at) => at - begin)).toEqual([1_000, 6_000, 11_000, 16_000]);
    t.stop();
  });

  it('runs one at a time: a call during a slow run asks for one more, after the gap', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const t = throttle(run, timing);
    t.call();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    t.call();
    t.call();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).toHaveBeenCalledTimes(1); // still under way
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).toHaveBeenCalledTimes(2);
    t.stop();
  });

  it('goes on after a failed run, and runs nothing once stopped', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const t = throttle(run, timing);
    t.call();
    await vi.advanceTimersByTimeAsync(1_000);
    t.call();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
    t.call();
    t.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

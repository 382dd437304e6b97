import { describe, expect, it } from 'vitest';
import { ProgressBar, fractionOf } from './progress';

describe('progress bar (stderr of the analysts tools)', () => {
  it('redraws one line on a terminal, at most every 100 ms, and ends it', () => {
    const written: string[] = [];
    let now = 0;
    const bar = new ProgressBar({ write: (t) => written.push(t), isTTY: true }, 'replay', () => now);
    bar.update(0.25, 10);
    now = 50;
    bar.update(0.3, 12); // too soon: skipped
    now = 150;
    bar.update(0.5, 20);
    bar.done(40);
    expect(written).toEqual([
      `\rreplay [${'#'.repeat(8)}${'.'.repeat(22)}]  25%  10 events`,
      `\rreplay [${'#'.repeat(15)}${'.'.repeat(15)}]  50%  20 events`,
      `\rreplay [${'#'.repeat(30)}] 100%  40 events`,
      '\n',
    ]);
  });

  it('prints a line per tenth elsewhere, and 100 % once', () => {
    const written: string[] = [];
    const bar = new ProgressBar({ write: (t) => written.push(t), isTTY: false }, 'rebuild x');
    for (let i = 0; i <= 100; i++) bar.update(i / 100, i * 1000);
    bar.done(100_000);
    expect(written).toHaveLength(11);
    expect(written.at(-1)).toBe(`rebuild x [${'#'.repeat(30)}] 100%  100,000 events\n`);
  });

  it('measures progress between positions', () => {
    expect(fractionOf(50n, null, 100n)).toBe(0.5);
    expect(fractionOf(150n, 100n, 200n)).toBe(0.5);
    expect(fractionOf(5n, null, null)).toBe(1);
  });
});

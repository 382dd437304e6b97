import { describe, expect, it } from 'vitest';
import { sliceAngles, turnsToLand } from './PlayerWheel';

/** The player's wheel only shows the server's draw (docs/adr/0110-spin-wheel-server.md): it must stop on that slice. */
describe('the wheel a player spins', () => {
  const slices = [
    { label: '₹100 off', percent: 20, prize: true },
    { label: '₹25 off', percent: 30, prize: true },
    { label: 'No prize', percent: 50, prize: false },
  ];

  it('lays the slices clockwise from the pointer, as wide as their chances', () => {
    const degrees = sliceAngles(slices).map(({ start, end }) => [Math.round((start * 180) / Math.PI), Math.round((end * 180) / Math.PI)]);
    expect(degrees).toEqual([
      [0, 72],
      [72, 180],
      [180, 360],
    ]);
  });

  it('turns five times and a bit, so the middle of the drawn slice stops under the pointer', () => {
    slices.forEach((_, i) => {
      const { start, end } = sliceAngles(slices)[i]!;
      const middle = ((start + end) / 2) * (180 / Math.PI);
      const turn = turnsToLand(slices, i);
      expect(turn).toBeGreaterThan(4 * 360);
      // Turned clockwise by `turn`, the middle sits at 12 o'clock (a whole number of turns).
      expect((((middle + turn) % 360) + 360) % 360).toBeCloseTo(0);
    });
  });
});

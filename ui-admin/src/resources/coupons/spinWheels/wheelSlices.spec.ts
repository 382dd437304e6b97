import { describe, expect, it } from 'vitest';
import { labelPoint, percentText, slicePath, wheelSlices } from './wheelSlices';

/** docs/adr/0110-spin-wheel-server.md: the wheel staff see is the odds the server draws by. */
describe('wheel slices', () => {
  const slices = wheelSlices([
    { code: 'SPIN100', weight: 1 },
    { code: 'SPIN25', weight: 4 },
    { code: null, weight: 5 },
  ]);

  it('gives each slice its label and its share of the weights as a chance', () => {
    expect(slices.map((s) => [s.label, s.percent])).toEqual([
      ['SPIN100', 10],
      ['SPIN25', 40],
      ['No prize', 50],
    ]);
    expect(['10%', '40%', '50%']).toEqual(slices.map((s) => percentText(s.percent)));
    expect(percentText(100 / 3)).toBe('33.3%');
  });

  it("lays the slices round the circle clockwise from 12 o'clock, as wide as their chances", () => {
    expect(slices[0]!.startAngle).toBe(0);
    expect(slices[2]!.endAngle).toBeCloseTo(2 * Math.PI);
    expect(slices[1]!.endAngle - slices[1]!.startAngle).toBeCloseTo(0.4 * 2 * Math.PI);
    // The first slice (a tenth) ends at 36°, right of the top.
    expect(slicePath(100, 100, 90, slices[0]!.startAngle, slices[0]!.endAngle)).toBe('M 100 100 L 100 10 A 90 90 0 0 1 152.901 27.188 Z');
    // The half-circle "No prize" slice takes the large-arc flag only past half.
    expect(slicePath(100, 100, 90, slices[2]!.startAngle, slices[2]!.endAngle)).toContain(' 0 0 1 ');
    expect(labelPoint(100, 100, 90, { startAngle: 0, endAngle: Math.PI })).toEqual({ x: 155.8, y: 100 });
  });

  it('draws a single slice as the whole circle, and a weight of nothing as no slice', () => {
    const [whole] = wheelSlices([{ code: 'A', weight: 3 }]);
    expect(slicePath(100, 100, 90, whole!.startAngle, whole!.endAngle)).toMatch(/^M 100 10 A .* Z$/);
    expect(
      wheelSlices([
        { code: 'A', weight: 0 },
        { code: null, weight: 2 },
      ]).map((s) => s.percent),
    ).toEqual([0, 100]);
  });
});

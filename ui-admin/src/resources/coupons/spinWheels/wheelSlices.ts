/**
 * A wheel's slices as staff read them (docs/adr/0110-spin-wheel-server.md): each
 * slice's label and its chance, the weight's share of all weights, and where it sits on the circle.
 */
export interface WheelSliceInput {
  code: string | null;
  weight: number;
}
export interface WheelSlice extends WheelSliceInput {
  label: string;
  /** The chance of landing here, 0-100. */
  percent: number;
  startAngle: number;
  endAngle: number;
}

export const NO_PRIZE = 'No prize';

/** "10%", "33.3%": one decimal, none when whole. */
export const percentText = (percent: number): string =>
  `${Number.isInteger(Math.round(percent * 10) / 10) ? Math.round(percent) : (Math.round(percent * 10) / 10).toFixed(1)}%`;

/** Slices with their labels (the coupon's code, or "No prize"), chances and angles (radians, clockwise from 12 o'clock). */
export const wheelSlices = (slices: readonly WheelSliceInput[]): WheelSlice[] => {
  const total = slices.reduce((sum, s) => sum + (s.weight > 0 ? s.weight : 0), 0);
  let start = 0;
  return slices.map((slice) => {
    const share = total > 0 && slice.weight > 0 ? slice.weight / total : 0;
    const end = start + share * 2 * Math.PI;
    const out = { ...slice, label: slice.code ?? NO_PRIZE, percent: share * 100, startAngle: start, endAngle: end };
    start = end;
    return out;
  });
};

const point = (cx: number, cy: number, r: number, angle: number) => [cx + r * Math.sin(angle), cy - r * Math.cos(angle)] as const;
const fixed = (n: number) => Number(n.toFixed(3));

/** The SVG path of one slice of a circle at (cx, cy) of radius r. A whole circle is two half arcs (one arc cannot end where it starts). */
export const slicePath = (cx: number, cy: number, r: number, startAngle: number, endAngle: number): string => {
  if (endAngle - startAngle >= 2 * Math.PI - 1e-9)
    return `M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx} ${cy + r} A ${r} ${r} 0 1 1 ${cx} ${cy - r} Z`;
  const [x1, y1] = point(cx, cy, r, startAngle);
  const [x2, y2] = point(cx, cy, r, endAngle);
  const large = endAngle - startAngle > Math.PI ? 1 : 0;
  return `M ${cx} ${cy} L ${fixed(x1)} ${fixed(y1)} A ${r} ${r} 0 ${large} 1 ${fixed(x2)} ${fixed(y2)} Z`;
};

/** Where a slice's label goes: on its middle line, `at` of the radius out. */
export const labelPoint = (cx: number, cy: number, r: number, slice: Pick<WheelSlice, 'startAngle' | 'endAngle'>, at = 0.62) => {
  const [x, y] = point(cx, cy, r * at, (slice.startAngle + slice.endAngle) / 2);
  return { x: fixed(x), y: fixed(y) };
};

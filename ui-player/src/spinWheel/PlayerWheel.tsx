import styled from '@emotion/styled';
import { wheel as wheelColours } from '../ui/tokens';
import type { PlayerWheel } from './api';

/** Fills drawn with dark text (contrast above 4.5:1, ui/contrast.spec.ts); "no prize" slices grey. */
const FILLS = wheelColours.slices;
const NO_PRIZE_FILL = wheelColours.noPrize;
const C = 100;
const R = 94;

const Drawing = styled.svg`
  display: block;
  width: 100%;
  max-width: 340px;
  margin: 0 auto;
`;

const Turning = styled.g<{ turns: number; still: boolean }>`
  transform-origin: ${C}px ${C}px;
  transform: rotate(${(p) => p.turns}deg);
  transition: ${(p) => (p.still ? 'none' : 'transform 2.4s cubic-bezier(0.15, 0.8, 0.2, 1)')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Whether the wheel turns at all: with reduced motion it jumps to the draw, and no transition ends. */
export const wheelTurns = () => typeof window === 'undefined' || !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const point = (r: number, angle: number) => [C + r * Math.sin(angle), C - r * Math.cos(angle)] as const;
const arc = (start: number, end: number) => {
  if (end - start >= 2 * Math.PI - 1e-9) return `M ${C} ${C - R} A ${R} ${R} 0 1 1 ${C} ${C + R} A ${R} ${R} 0 1 1 ${C} ${C - R} Z`;
  const [x1, y1] = point(R, start);
  const [x2, y2] = point(R, end);
  return `M ${C} ${C} L ${x1.toFixed(2)} ${y1.toFixed(2)} A ${R} ${R} 0 ${end - start > Math.PI ? 1 : 0} 1 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`;
};

/** Where each slice starts and ends on the wheel, in radians clockwise from the pointer at 12 o'clock. */
export const sliceAngles = (slices: PlayerWheel['slices']) => {
  const total = slices.reduce((t, s) => t + s.percent, 0) || 1;
  let at = 0;
  return slices.map((s) => {
    const start = at;
    at += (s.percent / total) * 2 * Math.PI;
    return { start, end: at };
  });
};

/** The turn (degrees) that brings slice `index`'s middle under the pointer, after a few whole turns. */
export const turnsToLand = (slices: PlayerWheel['slices'], index: number): number => {
  const { start, end } = sliceAngles(slices)[index]!;
  return 5 * 360 - (((start + end) / 2) * 180) / Math.PI;
};

/**
 * The wheel a player spins: slices with their prize in words and chance. It only shows the draw the
 * server made (`landOn`); it never decides anything. One image to screen readers; the list below it
 * says the same.
 */
export function WheelDrawing({ wheel, landOn, onLanded }: { wheel: PlayerWheel; landOn: number | null; onLanded?: () => void }) {
  const angles = sliceAngles(wheel.slices);
  let prize = 0;
  return (
    <Drawing viewBox="0 0 200 212" role="img" aria-label={`Wheel: ${wheel.slices.map((s) => `${s.label} ${s.percent}%`).join(', ')}`}>
      <Turning turns={landOn === null ? 0 : turnsToLand(wheel.slices, landOn)} still={landOn === null} onTransitionEnd={onLanded}>
        {wheel.slices.map((s, i) => (
          <path
            key={i}
            d={arc(angles[i]!.start, angles[i]!.end)}
            fill={s.prize ? FILLS[prize++ % FILLS.length] : NO_PRIZE_FILL}
            stroke={wheelColours.rim}
            strokeWidth={1.5}
          />
        ))}
        {wheel.slices.map((s, i) => {
          const mid = (angles[i]!.start + angles[i]!.end) / 2;
          const [x, y] = wheel.slices.length === 1 ? [C, C] : point(R * 0.6, mid);
          return (
            <text
              key={i}
              x={x}
              y={y}
              textAnchor="middle"
              fontSize={s.percent < 8 ? 6.5 : 8.5}
              fill={wheelColours.ink}
              fontFamily="system-ui, sans-serif"
            >
              <tspan x={x} dy="-0.2em" fontWeight={600}>
                {s.label.length > 18 ? `${s.label.slice(0, 17)}…` : s.label}
              </tspan>
              <tspan x={x} dy="1.2em">
                {s.percent}%
              </tspan>
            </text>
          );
        })}
      </Turning>
      <circle cx={C} cy={C} r={7} fill={wheelColours.pointer} />
      {/* The pointer, at 12 o'clock. */}
      <path d={`M ${C - 8} 0 L ${C + 8} 0 L ${C} 16 Z`} fill={wheelColours.pointer} />
    </Drawing>
  );
}

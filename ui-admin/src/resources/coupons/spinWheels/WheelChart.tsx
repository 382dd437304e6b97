import { Box } from '@mui/material';
import { labelPoint, percentText, slicePath, wheelSlices, type WheelSliceInput } from './wheelSlices';

/** Light fills, so the dark labels keep a contrast well above 4.5:1; "no prize" slices grey. */
const FILLS = ['#ffd54f', '#81d4fa', '#a5d6a7', '#f48fb1', '#ffab91', '#ce93d8'];
const NO_PRIZE_FILL = '#e0e0e0';
const C = 100;
const R = 92;

/**
 * The wheel as players will see it spin (docs/adr/0110-spin-wheel-server.md):
 * a pie of the slices, each labelled with its prize and chance. The chart is one image to screen
 * readers, named by the odds; the odds table beside it says the same in rows.
 */
export function WheelChart({
  slices,
  title,
  caption,
  maxWidth = 360,
}: {
  slices: readonly WheelSliceInput[];
  title: string;
  caption?: string;
  maxWidth?: number;
}) {
  const drawn = wheelSlices(slices).filter((s) => s.percent > 0);
  let prize = 0;
  const summary = drawn.map((s) => `${s.label} ${percentText(s.percent)}`).join(', ');
  return (
    <Box component="figure" sx={{ m: 0, width: '100%', maxWidth }}>
      <svg viewBox="0 0 200 200" role="img" aria-label={`${title}: ${summary}`} style={{ width: '100%', height: 'auto', display: 'block' }}>
        {drawn.map((slice, i) => {
          const fill = slice.code ? FILLS[prize++ % FILLS.length] : NO_PRIZE_FILL;
          return <path key={i} d={slicePath(C, C, R, slice.startAngle, slice.endAngle)} fill={fill} stroke="#ffffff" strokeWidth={1.5} />;
        })}
        {drawn.map((slice, i) => {
          const { x, y } = drawn.length === 1 ? { x: C, y: C } : labelPoint(C, C, R, slice);
          // A thin slice gets smaller text, so neighbours' labels do not run into each other.
          const size = slice.percent < 8 ? 6.5 : 8.5;
          return (
            <text key={i} x={x} y={y} textAnchor="middle" fontSize={size} fontFamily="Roboto, Arial, sans-serif" fill="#1a1a1a">
              <tspan x={x} dy="-0.2em" fontWeight={600}>
                {slice.label}
              </tspan>
              <tspan x={x} dy="1.2em">
                {percentText(slice.percent)}
              </tspan>
            </text>
          );
        })}
        <circle cx={C} cy={C} r={6} fill="#37474f" />
      </svg>
      {caption ? (
        <Box component="figcaption" sx={{ textAlign: 'center', typography: 'body2', color: 'text.secondary' }}>
          {caption}
        </Box>
      ) : null}
    </Box>
  );
}

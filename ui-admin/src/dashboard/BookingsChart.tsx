import { Box, useMediaQuery, useTheme, type Theme } from '@mui/material';
import type { Dashboard } from '@sports/contracts';
import { formatMoney, formatMoneyShort } from '../format/money';
import { labelEvery, niceMax, shortDate } from './chartScale';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The drawing's own units: a laptop's card is about 720 px wide, a phone's about 330, and the SVG
 * scales to the card, so a phone draws in a frame of its own width. Drawn 720 wide there, its 11-unit
 * labels came out at 5 px.
 */
const FRAME = { wide: { W: 720, H: 260, days: 7 }, phone: { W: 340, H: 220, days: 4 } } as const;
const PAD = { top: 16, right: 56, bottom: 32, left: 32 };

/**
 * Orders per day as bars (left axis) and revenue per day as a line (right axis): a hand-written
 * SVG, so the dashboard adds no charting library to the bundle. The numbers are also in a table
 * for screen readers.
 */
export function BookingsChart({ days, currency }: { days: Dashboard['bookingsPerDay']; currency: string }) {
  const theme = useTheme();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { W, H, days: labelled } = phone ? FRAME.phone : FRAME.wide;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const maxOrders = niceMax(Math.max(...days.map((d) => d.orders), 0));
  const maxRevenue = niceMax(Math.max(...days.map((d) => d.revenue), 0));
  const slot = plotW / Math.max(days.length, 1);
  const barW = Math.max(2, slot * 0.6);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yOrders = (v: number) => PAD.top + plotH - (v / maxOrders) * plotH;
  const yRevenue = (v: number) => PAD.top + plotH - (v / maxRevenue) * plotH;
  const showLabel = labelEvery(days.length, labelled);
  const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yRevenue(d.revenue).toFixed(1)}`).join(' ');
  const bar = theme.palette.primary.main;
  // A colour apart from the bars' (react-admin's primary and secondary are both blue).
  const revenue = theme.palette.success.main;
  const muted = theme.palette.text.secondary;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby="bookings-chart-title"
        style={{ display: 'block', maxHeight: 320 }}
      >
        <title id="bookings-chart-title">Bookings and revenue per day</title>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + plotH * (1 - f)}
              y2={PAD.top + plotH * (1 - f)}
              stroke={theme.palette.divider}
            />
            <text x={PAD.left - 6} y={PAD.top + plotH * (1 - f) + 4} textAnchor="end" fontSize="11" fill={muted}>
              {Math.round(maxOrders * f)}
            </text>
            <text x={W - PAD.right + 6} y={PAD.top + plotH * (1 - f) + 4} fontSize="11" fill={muted}>
              {formatMoneyShort(maxRevenue * f, currency)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.date}>
            <rect
              x={x(i) - barW / 2}
              y={yOrders(d.orders)}
              width={barW}
              height={PAD.top + plotH - yOrders(d.orders)}
              fill={bar}
              rx="2"
              opacity="0.85"
            >
              <title>{`${shortDate(d.date)}: ${d.orders} orders, ${formatMoney(d.revenue, currency)} revenue`}</title>
            </rect>
            {showLabel(i) && (
              <text x={x(i)} y={H - 10} textAnchor="middle" fontSize="11" fill={muted}>
                {shortDate(d.date)}
              </text>
            )}
          </g>
        ))}
        {days.length > 0 && <path d={line} fill="none" stroke={revenue} strokeWidth="2.5" strokeLinejoin="round" />}
        {days.map((d, i) => (
          <circle key={d.date} cx={x(i)} cy={yRevenue(d.revenue)} r="3" fill={revenue} />
        ))}
      </svg>
      <Box component="figcaption" sx={{ display: 'flex', gap: 2, fontSize: 13, color: 'text.secondary', mt: 1 }}>
        <span>
          <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, bgcolor: bar, mr: 0.5 }} />
          Orders (left)
        </span>
        <span>
          <Box
            component="span"
            sx={{ display: 'inline-block', width: 14, height: 3, bgcolor: revenue, mr: 0.5, verticalAlign: 'middle' }}
          />
          Revenue (right)
        </span>
      </Box>
      <VisuallyHidden>
        <table aria-label="Bookings per day">
          <thead>
            <tr>
              <th>Date</th>
              <th>Orders</th>
              <th>Revenue</th>
              <th>Refunds</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td>{d.orders}</td>
                <td>{formatMoney(d.revenue, currency)}</td>
                <td>{formatMoney(d.refunds, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}

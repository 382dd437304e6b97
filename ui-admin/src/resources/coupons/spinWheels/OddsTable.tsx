import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { SpinWheelDocument } from '@sports/contracts';
import { NO_PRIZE, percentText, wheelSlices, type WheelSliceInput } from './wheelSlices';

/** The wheel's odds as rows (the accessible twin of the chart): slice, prize and what it is, weight, chance. */
export function OddsTable({
  slices,
  candidates,
  caption,
}: {
  slices: readonly WheelSliceInput[];
  candidates: SpinWheelDocument['candidates'];
  caption: string;
}) {
  const described = new Map(candidates.map((c) => [c.code, c.description]));
  return (
    <Table size="small" aria-label={caption} sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>Slice</TableCell>
          <TableCell>Prize</TableCell>
          <TableCell align="right">Weight</TableCell>
          <TableCell align="right">Chance</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {wheelSlices(slices).map((slice, i) => (
          <TableRow key={i}>
            <TableCell>{i + 1}</TableCell>
            <TableCell>
              {slice.code ? `${slice.code}${described.get(slice.code) ? ` — ${described.get(slice.code)}` : ''}` : NO_PRIZE}
            </TableCell>
            <TableCell align="right">{slice.weight}</TableCell>
            <TableCell align="right">{percentText(slice.percent)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

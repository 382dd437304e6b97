import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SpaceDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../format/money';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The venue's time ranges: which fields, which days, the hours, slot length and price per slot. */
export function TimeRanges(_props: { label?: string }) {
  const space = useRecordContext<SpaceDocument>();
  if (!space) return null;
  const ranges = Object.entries(space.timeRanges);
  if (ranges.length === 0) return <Typography color="text.secondary">No time ranges yet.</Typography>;
  return (
    <Table size="small" aria-label="Time ranges">
      <TableHead>
        <TableRow>
          <TableCell>Range</TableCell>
          <TableCell>Fields</TableCell>
          <TableCell>Days</TableCell>
          <TableCell>Hours</TableCell>
          <TableCell>Slot</TableCell>
          <TableCell align="right">Price</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ranges.map(([id, range]) => (
          <TableRow key={id}>
            <TableCell>{id}</TableCell>
            <TableCell>{range.fieldIds.join(', ')}</TableCell>
            <TableCell>{range.weekdays.map((d) => WEEKDAYS[d]).join(' ')}</TableCell>
            <TableCell>
              {range.startTime}–{range.endTime}
            </TableCell>
            <TableCell>{range.slotMinutes} min</TableCell>
            <TableCell align="right">{formatMoney(range.price.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

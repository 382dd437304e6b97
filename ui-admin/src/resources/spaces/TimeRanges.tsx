import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SpaceDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';
import { ScrollX } from '../../layout/ScrollX';
import { formatMoney } from '../../format/money';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The venue's time ranges: which fields, which days, the hours, slot length, and the price configuration of a slot (spec section 3). */
export function TimeRanges(_props: { label?: string }) {
  const space = useRecordContext<SpaceDocument>();
  if (!space) return null;
  const ranges = Object.entries(space.timeRanges);
  if (ranges.length === 0) return <Typography color="text.secondary">No time ranges yet.</Typography>;
  return (
    <ScrollX>
      <Table size="small" aria-label="Time ranges">
        <TableHead>
          <TableRow>
            <TableCell>Range</TableCell>
            <TableCell>Fields</TableCell>
            <TableCell>Days</TableCell>
            <TableCell>Hours</TableCell>
            <TableCell>Slot</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Strike</TableCell>
            <TableCell>Tax</TableCell>
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
              <TableCell align="right">{range.price.strikeAmount ? formatMoney(range.price.strikeAmount) : '—'}</TableCell>
              <TableCell>
                {range.price.enableTax ? `${space.taxes.find((t) => t.taxId === range.price.taxId)?.slug ?? range.price.taxId} ${range.price.isTaxInclusive ? 'included' : 'added'}` : 'None'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollX>
  );
}

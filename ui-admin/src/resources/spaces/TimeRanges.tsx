import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SpaceDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';
import { ScrollX } from '../../layout/ScrollX';
import { formatMoney } from '../../format/money';
import { weekdaysInWords } from './weekdays';

/**
 * The venue's time ranges: the price of a slot, which days, the hours, which fields (by name), slot
 * length, and the rest of the price configuration (spec section 3). The price comes before the
 * rest so a phone shows it without scrolling the table sideways (UX walk as staff at 375 px).
 */
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
            <TableCell align="right">Price</TableCell>
            <TableCell>Days</TableCell>
            <TableCell>Hours</TableCell>
            <TableCell>Fields</TableCell>
            <TableCell>Slot</TableCell>
            <TableCell align="right">Strike</TableCell>
            <TableCell>Tax</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ranges.map(([id, range]) => (
            <TableRow key={id}>
              <TableCell>{id}</TableCell>
              <TableCell align="right">{formatMoney(range.price.amount)}</TableCell>
              <TableCell>{weekdaysInWords(range.weekdays)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {range.startTime}–{range.endTime}
              </TableCell>
              <TableCell>
                {range.fieldIds
                  .map((fieldId) => space.facilities.find((f) => f.facilityId === fieldId)?.facilityName ?? fieldId)
                  .join(', ')}
              </TableCell>
              <TableCell>{range.slotMinutes} min</TableCell>
              <TableCell align="right">{range.price.strikeAmount ? formatMoney(range.price.strikeAmount) : '—'}</TableCell>
              <TableCell>
                {range.price.enableTax
                  ? `${space.taxes.find((t) => t.taxId === range.price.taxId)?.slug ?? range.price.taxId} ${range.price.isTaxInclusive ? 'included' : 'added'}`
                  : 'None'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollX>
  );
}

import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatAmount, refundLineInWords, type OrderDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';

/**
 * Spec section 3 Order refund_lines in words: "Turf A, 27 Nov, 18:00–19:00",
 * never an item id; one row per line of every refund, the cancellation's and each partial one.
 */
export function RefundLinesTable({ label: _label }: { label?: string }) {
  const order = useRecordContext<OrderDocument>();
  if (!order) return null;
  if (order.refund_lines.length === 0) return <Typography variant="body2">No refunds.</Typography>;
  return (
    <Table size="small" aria-label="Refund lines" sx={{ maxWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell>Item</TableCell>
          <TableCell align="right">Refund %</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.refund_lines.map((line, index) => (
          <TableRow key={`${line.itemId}-${index}`}>
            <TableCell>{refundLineInWords(order, line.itemId)}</TableCell>
            <TableCell align="right">{line.refundPercent}%</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatAmount(line.amount, order.symbol)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

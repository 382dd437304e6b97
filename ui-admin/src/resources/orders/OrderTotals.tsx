import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { refundBalanceOf, refundSentence, type OrderDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../format/money';

/** Spec section 3 "Order": subTotal, discounts, each tax line, handling charges, total, and what refunds took back and left. */
export function OrderTotals() {
  const order = useRecordContext<OrderDocument>();
  if (!order) return null;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const rows: Array<[string, string, boolean?]> = [
    ['Subtotal', money(order.subTotal)],
    ['Discount', order.discountTotal ? `−${money(order.discountTotal)}` : money(0)],
    ...(order.bulkDiscount ? [['Bulk discount', `−${money(order.bulkDiscount)}`] as [string, string]] : []),
    ...order.taxLines.map((line): [string, string] => [`Tax ${line.slug.toUpperCase()} (${line.rate}%)`, money(line.total)]),
    ['Handling charges', money(order.handlingCharges)],
    ['Total', money(order.total), true],
  ];
  // What refunds took back, and what a further refund may still give.
  const balance = refundBalanceOf(order);
  const sentence = refundSentence(balance, order.symbol);
  if (sentence) rows.push(['Refunded', sentence]);
  if (balance.paid > 0) rows.push(['Refundable', money(balance.refundable)]);
  return (
    <Table size="small" aria-label="Totals" sx={{ maxWidth: 420 }}>
      <TableBody>
        {rows.map(([label, value, strong]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 700 : 400 }}>
              {label}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

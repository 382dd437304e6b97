import type { OrderDocument } from '@sports/contracts';
import { refundLineInWords } from '@sports/contracts/bookings/itemInWords';
import { Fragment } from 'react';
import { formatMoney } from './money';
import { Figures } from './styles';

/**
 * Spec section 3 Order refund_lines: what came back for each item (and the handling charges under a
 * full refund), in words: "Turf A, 4 May, 18:00–19:00", never an item id. A
 * partial refund and a later cancellation each add their lines.
 */
export function RefundLines({ order }: { order: OrderDocument }) {
  return (
    <Figures aria-label="Refund lines">
      {order.refund_lines.map((line, index) => (
        <Fragment key={`${line.itemId}-${index}`}>
          <dt>
            {refundLineInWords(order, line.itemId)} ({line.refundPercent}%)
          </dt>
          <dd>{formatMoney(line.amount, order.symbol)}</dd>
        </Fragment>
      ))}
      <dt>
        <strong>Refund total</strong>
      </dt>
      <dd>
        <strong>{formatMoney(order.refundTotal, order.symbol)}</strong>
      </dd>
    </Figures>
  );
}

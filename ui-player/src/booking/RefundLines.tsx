import type { OrderDocument } from '@sports/contracts';
import { Fragment } from 'react';
import { itemTitle } from './itemTitle';
import { formatMoney } from './money';
import { Figures } from './styles';

/** Spec section 3 Order refund_lines: what came back for each item (and the handling charges under a full refund). */
export function RefundLines({ order }: { order: OrderDocument }) {
  const nameOf = (itemId: string) => {
    if (itemId === 'handlingCharges') return 'Handling charges';
    const item = order.items.find((i) => i.id === itemId);
    if (!item) return itemId;
    return item.type === 'slot' ? `${itemTitle(order, item)} ${item.startTime}–${item.endTime}` : itemTitle(order, item);
  };
  return (
    <Figures aria-label="Refund lines">
      {order.refund_lines.map((line) => (
        <Fragment key={line.itemId}>
          <dt>
            {nameOf(line.itemId)} ({line.refundPercent}%)
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

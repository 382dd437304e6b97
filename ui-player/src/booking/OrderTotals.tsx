import type { OrderDocument } from '@sports/contracts';
import { Fragment } from 'react';
import { formatMoney } from './money';
import { Figures } from './styles';

/** Spec section 3 Order totals as invoice data: subTotal, discountTotal, tax lines, handling charges, total. */
/** What the totals need: an order's, or a cart's quote (POST /api/b2c/orders/quote). */
export type Totals = Pick<
  OrderDocument,
  'symbol' | 'subTotal' | 'taxLines' | 'handlingCharges' | 'bulkDiscount' | 'discountTotal' | 'total'
> & { couponCode?: string | null | undefined };

export function OrderTotals({ order }: { order: Totals }) {
  const money = (minor: number) => formatMoney(minor, order.symbol);
  const couponDiscount = order.discountTotal - order.bulkDiscount;
  return (
    <Figures aria-label="Order totals">
      <dt>Sub total</dt>
      <dd>{money(order.subTotal)}</dd>
      {order.taxLines.map((line) => (
        <Fragment key={`${line.slug}-${line.rate}`}>
          <dt>
            {line.slug} {line.rate}%
          </dt>
          <dd>{money(line.total)}</dd>
        </Fragment>
      ))}
      {order.handlingCharges > 0 && (
        <>
          <dt>Handling charges</dt>
          <dd>{money(order.handlingCharges)}</dd>
        </>
      )}
      {order.bulkDiscount > 0 && (
        <>
          <dt>Bulk discount</dt>
          <dd>−{money(order.bulkDiscount)}</dd>
        </>
      )}
      {couponDiscount > 0 && (
        <>
          <dt>Coupon {order.couponCode}</dt>
          <dd>−{money(couponDiscount)}</dd>
        </>
      )}
      {/* Spec section 3's discountTotal, said only when there is one: "−₹0" reads like a charge. */}
      {order.discountTotal > 0 && (
        <>
          <dt>Discount total</dt>
          <dd>−{money(order.discountTotal)}</dd>
        </>
      )}
      <dt>
        <strong>Total</strong>
      </dt>
      <dd>
        <strong>{money(order.total)}</strong>
      </dd>
    </Figures>
  );
}

import type { OrderDocument } from '@sports/contracts';
import { Fragment } from 'react';
import { formatMoney } from './money';
import { Figures } from './styles';

/** What the totals need: an order's, or a cart's quote (POST /api/b2c/orders/quote). */
export type Totals = Pick<
  OrderDocument,
  'symbol' | 'subTotal' | 'taxLines' | 'handlingCharges' | 'bulkDiscount' | 'discountTotal' | 'total'
> & { couponCode?: string | null | undefined };

/**
 * Spec section 3 Order totals as invoice data: subTotal, the discounts, tax lines, handling charges,
 * total. Discounts come before tax, which is charged on what they leave (docs/adr/0143-discounts-before-tax.md).
 */
export function OrderTotals({ order }: { order: Totals }) {
  const money = (minor: number) => formatMoney(minor, order.symbol);
  const couponDiscount = order.discountTotal - order.bulkDiscount;
  return (
    <Figures aria-label="Order totals">
      <dt>Sub total</dt>
      <dd>{money(order.subTotal)}</dd>
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
      {/* Spec section 3's discountTotal, said when it adds two discounts up: beside one alone it reads as a second discount. */}
      {order.bulkDiscount > 0 && couponDiscount > 0 && (
        <>
          <dt>Discount total</dt>
          <dd>−{money(order.discountTotal)}</dd>
        </>
      )}
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
      <dt>
        <strong>Total</strong>
      </dt>
      <dd>
        <strong>{money(order.total)}</strong>
      </dd>
    </Figures>
  );
}

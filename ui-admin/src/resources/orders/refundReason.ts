import { formatAmount, type OrderDocument, type RefundBalance } from '@sports/contracts';

/**
 * Why an order has nothing left to refund, in the words a manager reads in the refund dialog
 * (spec section 3 Order: payLater, total, transactions): "₹0" alone reads as a fault. Null when
 * there is something to refund.
 */
export const zeroRefundReason = (
  order: Pick<OrderDocument, 'payLater' | 'total' | 'couponCode' | 'status' | 'symbol'>,
  balance: RefundBalance,
): string | null => {
  if (balance.refundable > 0) return null;
  const money = (minor: number) => formatAmount(minor, order.symbol);
  if (balance.paid > 0) return `Everything paid online (${money(balance.paid)}) has already been refunded`;
  if (order.payLater) return 'Paid at the venue: nothing was taken online';
  if (order.total === 0)
    return order.couponCode
      ? `Nothing was charged: the coupon ${order.couponCode} covered the whole order`
      : 'Nothing was charged: the order came to ₹0';
  if (order.status === 'pending_payment') return 'Not paid yet: the online payment has not gone through, so nothing was taken';
  if (order.status === 'failed') return 'The payment failed: nothing was taken';
  if (order.status === 'expired') return 'Never paid: the order was released before any payment';
  return 'No online payment was taken for this order';
};

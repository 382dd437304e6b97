import type { OrderEvent, OrderPlacedData } from '@sports/contracts';

/** Spec section 9: rupees with the rupee sign, Indian digit grouping (₹1,436.00). */
export const rupees = (paise: number): string => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** The order events someone is told about (issue 6 item 7). */
export const ORDER_NOTIFYING_EVENTS: ReadonlySet<string> = new Set(['PaymentInitiated', 'OrderConfirmed', 'OrderCancelled', 'OrderFailed', 'RefundIssued', 'OrderHoldExpired']);

/** How a message names one item: a slot by its date and time, a membership by its preset, anything else by its name. */
const describe = (item: OrderPlacedData['items'][number]): string => {
  if (item.type === 'slot') return `${item.date} ${item.startTime}`;
  if (item.type === 'membership') return `${item.validity} membership`;
  const name = item.name.split(' · ').slice(1).join(' · ');
  return item.qty > 1 ? `${name} × ${item.qty}` : name;
};

/**
 * The message for one order event: the payment link with the hold's end, the confirmation, the
 * cancellation with what comes back, a payment refunded because the slot was lost, a refund sent.
 */
export const orderMessageFor = (event: OrderEvent, order: OrderPlacedData): string | null => {
  const what = `${order.spaceName}, ${order.items.map(describe).join(', ')}`;
  switch (event.type) {
    case 'PaymentInitiated':
      return `Pay ${rupees(event.data.amount)} for your booking at ${what}: ${event.data.paymentLink} (the slots are held until ${order.holdExpiresAt}).`;
    case 'OrderConfirmed':
      return `Booking confirmed: ${what}. Order ${order.orderId}, ${rupees(order.totals.total)}${order.payLater ? ', to pay at the venue' : ''}.`;
    case 'OrderCancelled':
      return `Booking cancelled: ${what}. ${event.data.refundTotal > 0 ? `${rupees(event.data.refundTotal)} will be refunded.` : 'No refund is due under the venue\'s policy.'}`;
    case 'OrderFailed':
      return `Your payment for ${what} came after the hold ended and the booking was no longer free; ${rupees(event.data.refundTotal)} will be refunded.`;
    case 'OrderHoldExpired':
      return `Your hold on ${what} ran out before payment, so it has been released. Book again if you still want it (order ${order.orderId}).`;
    case 'RefundIssued':
      return `Refund of ${rupees(event.data.amount)} sent for order ${order.orderId}.`;
    default:
      return null;
  }
};

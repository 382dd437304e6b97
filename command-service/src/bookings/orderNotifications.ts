import { formatAmount, itemInWords, venueTimeAt, type OrderEvent, type OrderPlacedData } from '@sports/contracts';

/** Spec section 9: rupees with the rupee sign and Indian digit grouping, paise only when there are some (₹1,436; ₹608.50), as the app shows them. */
export const rupees = (paise: number): string => formatAmount(paise);

/** The order events someone is told about. */
export const ORDER_NOTIFYING_EVENTS: ReadonlySet<string> = new Set([
  'PaymentInitiated',
  'OrderConfirmed',
  'OrderCancelled',
  'OrderFailed',
  'RefundIssued',
  'OrderHoldExpired',
]);

type Item = OrderPlacedData['items'][number];

/**
 * How a message names one item, in the words of the order page: a slot or a game's place by what,
 * the day and the time ("Turf A, 21 Nov, 18:00–19:00"), a membership by its preset, anything else
 * by its own name without the venue, which the message names once.
 */
const describe = (order: OrderPlacedData, item: Item): string => {
  if (item.type === 'slot' || item.type === 'activity') return itemInWords(order, item);
  if ('startsAt' in item && item.startsAt) return itemInWords(order, item);
  const name = item.name.startsWith(`${order.spaceName} · `) ? item.name.slice(order.spaceName.length + 3) : item.name;
  if (item.type === 'membership') return `${item.validity} membership`;
  return item.qty > 1 ? `${name} × ${item.qty}` : name;
};

/**
 * The message for one order event (WhatsApp, SMS and the inbox say the same): the payment link
 * with the hold's end, the confirmation, the cancellation with what comes back, a payment refunded
 * because the slot was lost, a refund sent. No order ids: the inbox links to the order, and a
 * player knows a booking by its venue, day and time.
 */
export const orderMessageFor = (event: OrderEvent, order: OrderPlacedData): string | null => {
  const what = `${order.spaceName}: ${order.items.map((item) => describe(order, item)).join('; ')}`;
  const total = order.totals.total;
  switch (event.type) {
    case 'PaymentInitiated':
      // The payment page's address goes on WhatsApp and SMS (orderNotification.ts); the inbox item opens the checkout.
      return `Pay ${rupees(event.data.amount)} for your booking at ${what} (held for you until ${venueTimeAt(order.holdExpiresAt)}).`;
    case 'OrderConfirmed':
      return `Booking confirmed at ${what}.${total > 0 ? ` ${rupees(total)} ${order.payLater ? 'to pay at the venue' : 'paid'}.` : ''}`;
    case 'OrderCancelled':
      // A host's cancellation gives everything back, so the policy is not the reason for the amount.
      if (event.data.byHost)
        return `The host cancelled the game. Booking cancelled at ${what}.${event.data.refundTotal > 0 ? ` ${rupees(event.data.refundTotal)} will be refunded in full.` : ''}`;
      return `Booking cancelled at ${what}. ${event.data.refundTotal > 0 ? `${rupees(event.data.refundTotal)} will be refunded.` : "No refund is due under the venue's policy."}`;
    case 'OrderFailed':
      return `Your payment for ${what} came after the hold ended and the booking was no longer free; ${rupees(event.data.refundTotal)} will be refunded.`;
    case 'OrderHoldExpired':
      return `Your hold on ${what} ran out before payment, so it has been released. Book again if you still want it.`;
    case 'RefundIssued':
      return `Refund of ${rupees(event.data.amount)} sent for your booking at ${what}.`;
    default:
      return null;
  }
};

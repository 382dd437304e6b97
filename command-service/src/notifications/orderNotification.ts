import type { NotificationKind, OrderEvent, OrderPlacedData } from '@sports/contracts';
import { orderMessageFor } from '../bookings/orderNotifications';
import type { Notification } from './notificationRules';

const ORDER_KINDS: Partial<Record<OrderEvent['type'], NotificationKind>> = {
  PaymentInitiated: 'payment_due',
  OrderConfirmed: 'booking_confirmed',
  OrderCancelled: 'booking_cancelled',
  OrderFailed: 'payment_refunded',
  OrderHoldExpired: 'hold_expired',
  RefundIssued: 'refund_sent',
};

/**
 * An order event as one notification for the buyer's inbox, with the very words
 * the order's message carries (bookings/orderNotifications.ts). A payment still due leads to the
 * checkout with its countdown, anything else to the order. WhatsApp and SMS add the payment
 * provider's page to a payment due ("Pay here: <url>"); the inbox shows words only.
 */
export const orderNotificationFor = (event: OrderEvent, order: OrderPlacedData): Notification | null => {
  const kind = ORDER_KINDS[event.type];
  const text = orderMessageFor(event, order);
  if (!kind || !text) return null;
  if (event.type === 'PaymentInitiated')
    return {
      userId: order.userId,
      kind,
      text,
      link: `/checkout/${order.orderId}`,
      messageLink: 'Pay here',
      messageUrl: event.data.paymentLink,
    };
  return { userId: order.userId, kind, text, link: `/orders/${order.orderId}`, messageLink: null };
};

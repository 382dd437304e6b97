import type { OrderDocument } from './readModel';

/**
 * What an order's refunds stand at, for the buyer and the venue's staff alike.
 * Types only from the read model, so the player UI can import this module on its own (subpath
 * `@sports/contracts/bookings/refundBalance`) without pulling schemas into its bundle.
 */
/**
 * The smallest refund staff may ask for: ₹1 (100 paise), the payment gateway's own minimum
 * (Razorpay answers "The amount must be at least INR 1.00" below it).
 */
export const MIN_REFUND_AMOUNT = 100;

export type RefundBalance = { paid: number; refunded: number; refundable: number };

type BalanceSource = Pick<OrderDocument, 'status' | 'transactions' | 'refundTotal'> & Partial<RefundBalance>;

/**
 * paid: what the gateway captured (a pay-later order paid nothing through it); refunded: every
 * refund granted, by cancellation or in part (or, if more, what the gateway paid back);
 * refundable: the rest, nothing for a failed order (its whole payment went back).
 */
export const refundBalanceOf = (order: BalanceSource): RefundBalance => {
  if (order.paid !== undefined && order.refunded !== undefined && order.refundable !== undefined)
    return { paid: order.paid, refunded: order.refunded, refundable: order.refundable };
  const paidTransactions = order.transactions.filter((t) => t.status === 'captured' || t.status === 'refunded');
  const paid = paidTransactions.reduce((sum, t) => sum + t.amount, 0);
  const settled = paidTransactions.reduce((sum, t) => sum + t.settlements.reduce((s, r) => s + r.amount, 0), 0);
  const refunded = Math.min(paid, Math.max(order.refundTotal, settled));
  return { paid, refunded, refundable: order.status === 'failed' ? 0 : paid - refunded };
};

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123600 → "₹1,236"; 60850 → "₹608.50": Indian digit grouping, paise only when there are some. */
export const formatAmount = (minor: number, symbol = '₹'): string =>
  `${minor < 0 ? '−' : ''}${symbol}${Math.abs(minor) % 100 === 0 ? whole.format(Math.abs(minor) / 100) : exact.format(Math.abs(minor) / 100)}`;

/** "₹608 of ₹1,236 refunded" (the same sentence on the player's order page and in the back office); null with nothing refunded. */
export const refundSentence = (balance: RefundBalance, symbol = '₹'): string | null =>
  balance.refunded > 0 ? `${formatAmount(balance.refunded, symbol)} of ${formatAmount(balance.paid, symbol)} refunded` : null;

import type { OrderDocument } from '@sports/contracts';
import { formatAmount, refundBalanceOf } from '@sports/contracts/bookings/refundBalance';
import { formatInstant } from './dates';
import { Note } from '../ui/layout';

/** Where the money goes back: the way it was paid, in a player's words (an unknown mode stays general). */
const MODE_WORDS: Record<string, string> = { upi: 'your UPI', card: 'your card', netbanking: 'your bank account', wallet: 'your wallet' };
const wayBack = (t: OrderDocument['transactions'][number]): string =>
  MODE_WORDS[t.associatedPayments[0]?.paymentMode ?? ''] ?? 'the way you paid';

/** What was granted back but the gateway has not paid back yet. */
export const refundOnItsWay = (order: Pick<OrderDocument, 'status' | 'transactions' | 'refundTotal'>): number =>
  refundBalanceOf(order).refunded - order.transactions.reduce((sum, t) => sum + t.settlements.reduce((s, r) => s + r.amount, 0), 0);

/**
 * What a player asks after a cancellation: how much came back, when, and where. Each refund the
 * gateway has paid back (a transaction's settlements) says its amount, where it went and when;
 * what was granted but not paid back yet says it is on its way. The lines of RefundLines say why.
 */
export function refundProgressLines(order: Pick<OrderDocument, 'status' | 'transactions' | 'refundTotal' | 'symbol'>): string[] {
  const lines = order.transactions.flatMap((t) =>
    t.settlements.map((s) => `${formatAmount(s.amount, order.symbol)} sent back to ${wayBack(t)} on ${formatInstant(s.date)}.`),
  );
  const onItsWay = refundOnItsWay(order);
  if (onItsWay > 0)
    lines.push(
      `${formatAmount(onItsWay, order.symbol)} is on its way back to ${order.transactions[0] ? wayBack(order.transactions[0]) : 'the way you paid'}.`,
    );
  return lines;
}

export function RefundProgress({ order }: { order: OrderDocument }) {
  const lines = refundProgressLines(order);
  if (lines.length === 0) return null;
  return (
    <div aria-label="Refund progress" role="group" style={{ marginTop: 12 }}>
      {lines.map((line) => (
        <p key={line} style={{ margin: '0 0 4px' }}>
          {line}
        </p>
      ))}
      <Note>Your bank can take a few working days to show it.</Note>
    </div>
  );
}

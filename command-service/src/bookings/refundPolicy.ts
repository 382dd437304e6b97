import type { CancellationPolicy, OrderPlacedData, RefundLine } from '@sports/contracts';
import {
  paidForItem as sharedPaidForItem,
  refundPercentFor as sharedRefundPercentFor,
  shareInProportion,
  type RefundBase,
} from '@sports/shared-rules';

/** The share of the price a cancellation at `now` gets back (shared-rules bookings/refunds.ts, as the player's app says it). */
export const refundPercentFor = (policy: CancellationPolicy, startsAt: string, now: string): number =>
  sharedRefundPercentFor(policy, startsAt, Date.parse(now));

const refundBaseOf = (order: OrderPlacedData): RefundBase => ({
  items: order.items,
  total: order.totals.total,
  handlingCharges: order.totals.handlingCharges,
});

/** What was paid for one item (the given share of it), as shared-rules figures it. */
export const paidForItem = (order: OrderPlacedData, item: OrderPlacedData['items'][number], percent = 100): number =>
  sharedPaidForItem(refundBaseOf(order), item.total, percent);

/** One refund line per item, of what was paid for it (paidForItem). Handling charges only come back in full. */
export const refundLinesFor = (order: OrderPlacedData, percent: number): RefundLine[] => {
  if (percent === 0) return [];
  const lines = order.items.map((item) => ({ itemId: item.id, amount: paidForItem(order, item, percent), refundPercent: percent }));
  const handling = order.totals.handlingCharges;
  return percent === 100 && handling > 0 ? [...lines, { itemId: 'handlingCharges', amount: handling, refundPercent: 100 }] : lines;
};

/**
 * `amount` shared over what was paid for each item (and the handling charges), in
 * proportion, paise rounded down and the few left over on the first lines, so the lines add up to
 * the amount exactly. A line's refundPercent is its share of what was paid for its item.
 */
export const refundLinesForAmount = (order: OrderPlacedData, amount: number): RefundLine[] => {
  const bases = [
    ...order.items.map((item) => ({ itemId: item.id, paid: paidForItem(order, item) })),
    ...(order.totals.handlingCharges > 0 ? [{ itemId: 'handlingCharges', paid: order.totals.handlingCharges }] : []),
  ].filter((b) => b.paid > 0);
  const amounts = shareInProportion(
    bases.map((b) => b.paid),
    amount,
  );
  return bases
    .map((b, i) => ({ itemId: b.itemId, amount: amounts[i]!, refundPercent: Math.min(100, Math.round((amounts[i]! * 100) / b.paid)) }))
    .filter((line) => line.amount > 0);
};

/** A cancellation's lines, at most `balance` in all (earlier partial refunds took the rest): scaled down in proportion. */
export const capRefundLines = (order: OrderPlacedData, lines: RefundLine[], balance: number): RefundLine[] => {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (total <= balance) return lines;
  if (balance <= 0) return [];
  const shares = shareInProportion(
    lines.map((line) => line.amount),
    balance,
  );
  const scaled = lines.map((line, i) => ({ ...line, amount: shares[i]! }));
  const paidFor = (itemId: string) =>
    itemId === 'handlingCharges' ? order.totals.handlingCharges : paidForItem(order, order.items.find((i) => i.id === itemId)!);
  return scaled
    .filter((line) => line.amount > 0)
    .map((line) => ({ ...line, refundPercent: Math.min(100, Math.round((line.amount * 100) / Math.max(1, paidFor(line.itemId)))) }));
};

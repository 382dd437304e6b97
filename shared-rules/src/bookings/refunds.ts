import type { CancellationPolicy } from '@sports/contracts';

/**
 * A cancellation's refund, decided alike by the server (command-service bookings/refundPolicy.ts,
 * the refund lines it records) and the player's app (the amount said before the player confirms):
 * docs/bookings.md "Cancellation and refunds".
 */

/** What a refund is figured from, in paise: the order's lines' totals, what it came to in all and its handling charges. */
export interface RefundBase {
  items: readonly { total: number }[];
  /** The order's total: its lines' totals less any discount not shared over them, plus the handling charges. */
  total: number;
  handlingCharges: number;
}

/**
 * The share of the price a cancellation at `nowMs` gets back: everything under "full", nothing
 * under "none", and under "partial" the first rule (most hours first) the cancellation is early
 * enough for.
 */
export const refundPercentFor = (policy: CancellationPolicy, startsAt: string, nowMs: number): number => {
  if (policy.type === 'full') return 100;
  if (policy.type === 'none') return 0;
  const hoursBefore = (Date.parse(startsAt) - nowMs) / 3_600_000;
  const rule = [...policy.rules].sort((a, b) => b.hoursBefore - a.hoursBefore).find((r) => hoursBefore >= r.hoursBefore);
  return rule?.refundPercent ?? 0;
};

/**
 * What was paid for one line of `itemTotal` (the given share of it), paise rounded down. An order's
 * lines carry their share of its discounts, so a line's total is what was paid for it; orders placed
 * before that took their discount off the total alone, and it is shared by their lines in proportion
 * to their prices (docs/adr/0143-discounts-before-tax.md). Either way, never more than was paid.
 */
export const paidForItem = (base: RefundBase, itemTotal: number, percent = 100): number => {
  const gross = base.items.reduce((sum, i) => sum + i.total, 0);
  const paidForLines = base.total - base.handlingCharges;
  const paidShare = gross === 0 ? 0 : Math.min(1, Math.max(0, paidForLines) / gross);
  return Math.floor((itemTotal * paidShare * percent) / 100);
};

/** What a cancellation at `percent` gives back in all: each line's paid share; the handling charges only in full. */
export const cancellationRefundTotal = (base: RefundBase, percent: number): number =>
  percent === 0
    ? 0
    : base.items.reduce((sum, item) => sum + paidForItem(base, item.total, percent), 0) + (percent === 100 ? base.handlingCharges : 0);

import type { CancellationPolicy, OrderPlacedData, RefundLine } from '@sports/contracts';

/**
 * The share of the price a cancellation gets back (issue 6): everything under "full", nothing
 * under "none", and under "partial" the first rule (most hours first) the cancellation is early
 * enough for.
 */
export const refundPercentFor = (policy: CancellationPolicy, startsAt: string, now: string): number => {
  if (policy.type === 'full') return 100;
  if (policy.type === 'none') return 0;
  const hoursBefore = (Date.parse(startsAt) - Date.parse(now)) / 3_600_000;
  const rule = [...policy.rules].sort((a, b) => b.hoursBefore - a.hoursBefore).find((r) => hoursBefore >= r.hoursBefore);
  return rule?.refundPercent ?? 0;
};

/**
 * What was paid for one item (the given share of it): the order's discount is shared by the items
 * in proportion to their prices, paise rounded down, so never more than was paid.
 */
export const paidForItem = (order: OrderPlacedData, item: OrderPlacedData['items'][number], percent = 100): number => {
  const gross = order.items.reduce((sum, i) => sum + i.total, 0);
  const paidShare = gross === 0 ? 0 : Math.max(0, gross - order.totals.discountTotal) / gross;
  return Math.floor((item.total * paidShare * percent) / 100);
};

/** One refund line per item, of what was paid for it (paidForItem). Handling charges only come back in full. */
export const refundLinesFor = (order: OrderPlacedData, percent: number): RefundLine[] => {
  if (percent === 0) return [];
  const lines = order.items.map((item) => ({ itemId: item.id, amount: paidForItem(order, item, percent), refundPercent: percent }));
  const handling = order.totals.handlingCharges;
  return percent === 100 && handling > 0 ? [...lines, { itemId: 'handlingCharges', amount: handling, refundPercent: 100 }] : lines;
};

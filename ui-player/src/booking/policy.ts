import type { CancellationPolicy, OrderDocument } from '@sports/contracts';
import { cancellationRefundTotal, refundPercentFor } from '@sports/shared-rules';

/** The venue's cancellation policy in words (docs/bookings.md "Cancellation and refunds"). */
export function describePolicy(policy: CancellationPolicy): string {
  if (policy.type === 'full') return 'Full refund when you cancel before the start.';
  if (policy.type === 'none') return 'No refund on cancellation.';
  const rules = [...policy.rules].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return `${rules.map((r) => `${r.refundPercent}% back when you cancel at least ${r.hoursBefore}\u00a0h before the start`).join('; ')}; nothing later.`;
}

/**
 * The share the policy gives back if the player cancels now: shown before they confirm, by the rule
 * the server refunds by (shared-rules bookings/refunds.ts).
 */
export const refundPercentIfCancelledAt = (policy: CancellationPolicy, startsAt: string, nowMs: number): number =>
  refundPercentFor(policy, startsAt, nowMs);

/**
 * What cancelling now gives back, in paise, as the server's refund lines will add up: each line's
 * paid share at the policy's percentage, the handling charges only in full, never more than is left
 * after earlier refunds.
 */
export const refundIfCancelledAt = (order: OrderDocument, nowMs: number): number =>
  Math.min(
    cancellationRefundTotal(order, refundPercentIfCancelledAt(order.cancellationPolicy, order.startsAt, nowMs)),
    Math.max(0, order.total - order.refundTotal),
  );

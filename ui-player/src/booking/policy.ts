import type { CancellationPolicy } from '@sports/contracts';

/** The venue's cancellation policy in words (docs/bookings.md "Cancellation and refunds"). */
export function describePolicy(policy: CancellationPolicy): string {
  if (policy.type === 'full') return 'Full refund when you cancel before the start.';
  if (policy.type === 'none') return 'No refund on cancellation.';
  const rules = [...policy.rules].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return `${rules.map((r) => `${r.refundPercent}% back when you cancel at least ${r.hoursBefore}\u00a0h before the start`).join('; ')}; nothing later.`;
}

/**
 * The share the policy gives back if the player cancels now: shown before they confirm. The
 * amounts themselves are the server's refund lines, shown once it has cancelled.
 */
export function refundPercentIfCancelledAt(policy: CancellationPolicy, startsAt: string, nowMs: number): number {
  if (policy.type === 'full') return 100;
  if (policy.type === 'none') return 0;
  const hoursBefore = (Date.parse(startsAt) - nowMs) / 3_600_000;
  const rule = [...policy.rules].sort((a, b) => b.hoursBefore - a.hoursBefore).find((r) => hoursBefore >= r.hoursBefore);
  return rule?.refundPercent ?? 0;
}

import type { OrderDocument } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { fetchMyOrders, firstOrdersUrl } from '../booking/api';
import { formatMoney } from '../booking/money';
import { refundIfCancelledAt, refundPercentIfCancelledAt } from '../booking/policy';
import { Muted } from '../ui/primitives';

/** The confirmed order that paid for my place in this game, among my newest orders (a place is bought shortly before). */
async function paidOrderFor(activityId: string): Promise<OrderDocument | null> {
  const page = await fetchMyOrders(firstOrdersUrl());
  // A place's order, not the host's payment of a shared cost's rest (that is not a place to leave).
  return (
    page.orders.find(
      (o) => o.status === 'confirmed' && o.items.some((i) => i.type === 'activity' && i.activityId === activityId && !i.sharedRemainder),
    ) ?? null
  );
}

/** What leaving a game paid for online gives back now: the share the server refunds when it cancels the order. */
export interface PaidLeave {
  paid: string;
  refund: string;
  percent: number;
  spaceName: string;
}

export function paidLeaveOf(order: OrderDocument, nowMs: number): PaidLeave {
  const percent = refundPercentIfCancelledAt(order.cancellationPolicy, order.startsAt, nowMs);
  return {
    paid: formatMoney(order.total, order.symbol),
    refund: formatMoney(refundIfCancelledAt(order, nowMs), order.symbol),
    percent,
    spaceName: order.spaceName,
  };
}

/** "You paid ₹180; leaving now refunds ₹180 (100%, Marina Turf Arena's policy)." */
export const paidLeaveWords = (p: PaidLeave): string =>
  p.percent === 0
    ? `You paid ${p.paid}; leaving now refunds nothing (${p.spaceName}'s policy).`
    : `You paid ${p.paid}; leaving now refunds ${p.refund} (${p.percent}%, ${p.spaceName}'s policy).`;

/** Under "You have left this game": what happens to the money, so the player is not left guessing. */
export const leftRefundWords = (p: PaidLeave): string =>
  p.percent === 0
    ? `No refund: ${p.spaceName}'s policy gives nothing back this close to the start.`
    : `${p.refund} is being refunded to you.`;

/**
 * The confirmed order that paid for my place (and my friends') in this game, looked up only while
 * `enabled` (the viewer is in the game); the game page says "Paid ₹180 · View order" with it.
 */
export function usePaidOrder(activityId: string, enabled: boolean): OrderDocument | null {
  const [order, setOrder] = useState<OrderDocument | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    paidOrderFor(activityId).then(
      (found) => live && setOrder(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [activityId, enabled]);
  return enabled ? order : null;
}

/** My paid place in this game, looked up only while `enabled` (the viewer is in a game not yet over). */
export function usePaidLeave(activityId: string, enabled: boolean): PaidLeave | null {
  const order = usePaidOrder(activityId, enabled);
  return order ? paidLeaveOf(order, Date.now()) : null;
}

/** Beside "Leave game" on a game I paid for online. */
export function PaidLeaveNote({ leave }: { leave: PaidLeave }) {
  return (
    <Muted role="note" style={{ flexBasis: '100%' }}>
      {paidLeaveWords(leave)}
    </Muted>
  );
}

import type { OrderDocument } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { fetchMyOrders, firstOrdersUrl } from '../booking/api';
import { formatMoney } from '../booking/money';
import { refundPercentIfCancelledAt } from '../booking/policy';
import { Muted } from '../ui/primitives';

/** The confirmed order that paid for my place in this game, among my newest orders (a place is bought shortly before). */
async function paidOrderFor(activityId: string): Promise<OrderDocument | null> {
  const page = await fetchMyOrders(firstOrdersUrl());
  return page.orders.find((o) => o.status === 'confirmed' && o.items.some((i) => i.type === 'activity' && i.activityId === activityId)) ?? null;
}

/**
 * Beside "Leave game" on a game I paid for online (issue 18 item 7): what leaving now gives back by
 * the venue's (or host's) refund policy, the share the server will refund when the order is cancelled.
 */
export function PaidLeaveNote({ activityId }: { activityId: string }) {
  const [order, setOrder] = useState<OrderDocument | null>(null);
  useEffect(() => {
    let live = true;
    paidOrderFor(activityId).then((found) => live && setOrder(found), () => undefined);
    return () => {
      live = false;
    };
  }, [activityId]);
  if (!order) return null;
  const percent = refundPercentIfCancelledAt(order.cancellationPolicy, order.startsAt, Date.now());
  const back = Math.floor((order.total * percent) / 100);
  return (
    <Muted role="note" style={{ flexBasis: '100%' }}>
      {percent === 0
        ? `You paid ${formatMoney(order.total, order.symbol)}; leaving now refunds nothing (${order.spaceName}'s policy).`
        : `You paid ${formatMoney(order.total, order.symbol)}; leaving now refunds ${formatMoney(back, order.symbol)} (${percent}%, ${order.spaceName}'s policy).`}
    </Muted>
  );
}

import type { OrderDocument } from '@sports/contracts';
import { useState } from 'react';
import { Button, ErrorText, Muted } from '../ui/primitives';
import { toast } from '../ui/toast/store';
import { cancelOrder } from './api';
import { formatMoney } from './money';
import { describePolicy, refundIfCancelledAt, refundPercentIfCancelledAt } from './policy';
import { Notice, Row, Stack } from './styles';

/** What starts the moment it is paid, so a confirmed order holding one is not cancelled (the server's ORDER_NOT_CANCELLABLE). */
const STARTS_WHEN_PAID: ReadonlySet<string> = new Set(['membership', 'pack', 'locker']);

/**
 * Why a paid or awaiting order cannot be cancelled by the buyer, in words; null when it can
 * (before the start, and, once confirmed, with no membership, pack or locker: docs/bookings.md).
 */
export function notCancellableWhy(order: OrderDocument, nowMs: number): string | null {
  if (order.status === 'confirmed' && (order.memberships?.length || order.items.some((i) => STARTS_WHEN_PAID.has(i.type)))) {
    return 'Memberships, packs and lockers start when they are paid, so this order cannot be cancelled. Ask the venue if you need help.';
  }
  if (Date.parse(order.startsAt) <= nowMs) return 'The booking has started, so it can no longer be cancelled.';
  return null;
}

/** Can the buyer still cancel? Before the start, while paid or awaiting payment (docs/bookings.md). */
export const cancellable = (order: OrderDocument, nowMs: number): boolean =>
  (order.status === 'confirmed' || order.status === 'pending_payment') && notCancellableWhy(order, nowMs) === null;

/**
 * What cancelling now gives back, in rupees before the player confirms: "You get back ₹708 of the
 * ₹1,436 you paid: 50% of the booking by the venue's policy; the ₹20 handling charge is not refunded."
 * It said only "50% of what you paid", which a player reads as ₹718.
 */
export function cancelTermsWords(order: OrderDocument, percent: number, refund: number): string {
  const money = (paise: number) => formatMoney(paise, order.symbol);
  if (refund === 0)
    return `You get back nothing of the ${money(order.total)} you paid: it is too close to the start by the venue's policy.`;
  const share = percent === 100 ? 'all of it' : `${percent}% of the booking by the venue's policy`;
  const handling =
    percent < 100 && order.handlingCharges > 0 ? `; the ${money(order.handlingCharges)} handling charge is not refunded` : '';
  return `You get back ${money(refund)} of the ${money(order.total)} you paid: ${share}${handling}.`;
}

/**
 * Cancel by the venue's policy: the share that comes back is shown before the player confirms;
 * the server's refund (refund lines) is shown once it has cancelled.
 */
export function CancelOrder({ order, onCancelled }: { order: OrderDocument; onCancelled: (refundTotal: number) => void }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paid = order.status === 'confirmed' && !order.payLater;
  const percent = refundPercentIfCancelledAt(order.cancellationPolicy, order.startsAt, Date.now());
  const refund = refundIfCancelledAt(order, Date.now());

  const cancel = async () => {
    setPending(true);
    setError(null);
    try {
      const reply = await cancelOrder(order.id);
      toast('success', 'Booking cancelled', paid ? `Refund ${formatMoney(reply.refundTotal, reply.symbol)}` : undefined);
      setAsking(false);
      onCancelled(reply.refundTotal);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setError(message);
      toast('error', 'Could not cancel the booking', message);
    } finally {
      setPending(false);
    }
  };

  if (!asking) {
    return (
      <Stack style={{ gap: 8 }}>
        <Muted>{describePolicy(order.cancellationPolicy)}</Muted>
        <div>
          <Button variant="ghost" onClick={() => setAsking(true)}>
            Cancel booking
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Notice tone="danger" role="alertdialog" aria-labelledby="cancel-title" aria-describedby="cancel-terms">
      <Stack style={{ gap: 8 }}>
        <strong id="cancel-title">Cancel this booking?</strong>
        <span id="cancel-terms">{paid ? cancelTermsWords(order, percent, refund) : 'Nothing was paid; the slots are released.'}</span>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Row>
          <Button disabled={pending} aria-busy={pending} onClick={() => void cancel()}>
            {pending ? 'Cancelling…' : 'Yes, cancel'}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={() => setAsking(false)}>
            Keep booking
          </Button>
        </Row>
      </Stack>
    </Notice>
  );
}

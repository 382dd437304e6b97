import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchMyOrders, firstOrdersUrl } from '../booking/api';
import { toast } from '../ui/toast/store';
import { Button } from '../ui/primitives';

/** Pending orders are minutes old (the hold is 10 minutes), so the newest page of orders holds the one sought. */
const pendingOrderOfGame = async (activityId: string): Promise<string | null> => {
  const page = await fetchMyOrders(firstOrdersUrl());
  const order = page.orders.find(
    (o) => o.status === 'pending_payment' && o.items.some((item) => item.type === 'activity' && item.activityId === activityId),
  );
  return order?.id ?? null;
};

/**
 * A player whose place is held for payment goes back to that order's checkout,
 * instead of a second "Pay and join" that the server would refuse with PAYMENT_PENDING.
 */
export function FinishPayingButton({ activityId }: { activityId: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const orderId = await pendingOrderOfGame(activityId);
      if (orderId) await navigate({ to: '/checkout/$orderId', params: { orderId } });
      else toast('info', 'Your hold has ended', 'Refresh the page to see the game as it is now.');
    } catch {
      toast('error', 'Could not open your payment', 'Try again in a moment.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={busy} onClick={() => void open()}>
      Finish paying
    </Button>
  );
}

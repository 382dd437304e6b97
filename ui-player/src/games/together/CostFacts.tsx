import { isGameOver } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { createOrder } from '../../booking/api';
import { formatMoney } from '../../booking/money';
import { plainProblemText } from '../../forms/fieldErrors';
import { useSession } from '../../session/store';
import { Button, Muted } from '../../ui/primitives';
import { toast } from '../../ui/toast/store';
import { paymentFacts, paymentOfGame } from '../format';
import { usePaidOrder } from '../payToJoinLeave';
import { viewerStanding } from '../rules';
import { payRemainingLabel, sharedCostView, sharedCostWords } from './sharedCost';

type CostGame = GameDocument & { viewerStatus?: string | null | undefined };

/** The host pays what the shares have not covered, through the same checkout (docs/adr/0102-paying-together.md). */
function PayRemainingButton({ game, label }: { game: CostGame; label: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const line = {
        type: 'activity' as const,
        activityId: game.activityId,
        participants: [game.host],
        qty: 1,
        sharedRemainder: true as const,
      };
      const order = await createOrder({ cartItem: [line], associatedItems: [], bookingSource: 'game' });
      await navigate({ to: '/checkout/$orderId', params: { orderId: order.orderId } });
    } catch (error) {
      toast('error', 'Could not start the payment', plainProblemText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" disabled={busy} onClick={() => void start()}>
      {label}
    </Button>
  );
}

/**
 * The game page's Cost: the price and how it is paid (format.ts paymentFacts); for a player who paid,
 * that they did, with the order ("Paid ₹540 · View order") instead of how to pay; for a shared cost,
 * each share and how many are paid ("4 of 6 paid"), and for the host the rest to pay.
 */
export function CostFacts({ game }: { game: CostGame }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const standing = viewerStanding(game, userId);
  const payment = paymentOfGame(game);
  const order = usePaidOrder(game.activityId, standing === 'joined' && payment.method !== 'free');
  const shared = sharedCostView(game, payment);
  const over = isGameOver(game.duration, Date.now());
  const [price, basis, how] = paymentFacts(game);
  // A shared cost says how it splits and who has paid instead of "The booking is shared between the
  // players"; once paid, "Paid in the app when you join" is no longer what the player needs to know.
  const rest = [shared ? null : basis, order ? null : how].filter((line): line is string => Boolean(line));
  return (
    <>
      <div>{price}</div>
      {shared &&
        sharedCostWords(shared, game.symbol).map((line) => (
          <div key={line} data-testid="shared-cost">
            {line}
          </div>
        ))}
      {rest.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
      {order && (
        <div data-testid="paid-note">
          Paid {formatMoney(order.total, order.symbol)} ·{' '}
          <Link to="/orders/$orderId" params={{ orderId: order.id }}>
            View order
          </Link>
        </div>
      )}
      {shared && standing === 'host' && shared.remaining > 0 && payment.method === 'online' && !over && (
        <>
          <Muted as="div">Pay what the players' shares do not cover, and the rest of the places are free.</Muted>
          <PayRemainingButton game={game} label={payRemainingLabel(shared, game.symbol)} />
        </>
      )}
    </>
  );
}

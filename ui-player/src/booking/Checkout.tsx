import type { OrderDocument } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/http';
import { useSecondsLeft } from '../session/useSecondsLeft';
import { Button, ButtonLink, Card, ErrorText, Muted } from '../ui/primitives';
import { toast } from '../ui/toast/store';
import { fetchPaymentGateway, payOrder, verifyRazorpayPayment, type PaymentGatewayInfo } from './api';
import { openRazorpayCheckout } from './razorpayCheckout';
import { useCart } from './cartStore';
import { lineItemId } from '../offerings/cartItems';
import { formatCountdown } from './dates';
import { venueTimeAt } from '@sports/contracts/time/venueTime';
import { formatMoney } from './money';
import { OrderItems } from './OrderItems';
import { OrderTotals } from './OrderTotals';
import { Notice, Stack, Title } from './styles';
import { RazorpayPanel, TestGatewayPanel } from './TestGatewayPanel';
import { useOrderWatch } from './useOrderWatch';
import { fontSize } from '../ui/tokens';
import { CardTitle } from '../ui/layout';

/** After the hold ends the server still needs a moment to report the order expired. */
const EXPIRY_GRACE_MS = 5000;

const latestTransaction = (order: OrderDocument) => order.transactions.at(-1) ?? null;
/** Paid or being paid, not yet confirmed: a captured payment is confirmed a moment later. */
const inFlight = (status: string | undefined) => status === 'initiated' || status === 'captured';
const awaitingGateway = (order: OrderDocument) => order.status === 'pending_payment' && inFlight(latestTransaction(order)?.status);

/** Which gateway takes payments; null while asking. */
function usePaymentGateway(): PaymentGatewayInfo | null {
  const [gateway, setGateway] = useState<PaymentGatewayInfo | null>(null);
  useEffect(() => {
    let live = true;
    // Unknown (the call failed): the test gateway's page, as the server's default is.
    fetchPaymentGateway().then(
      (g) => live && setGateway(g),
      () => live && setGateway({ gateway: 'test', keyId: null }),
    );
    return () => {
      live = false;
    };
  }, []);
  return gateway;
}

/**
 * Checkout of a placed order: its items and totals, the live countdown of the slots' hold, and
 * payment through the test gateway, whose asynchronous answer is followed by re-reading the order.
 */
export function Checkout({ orderId }: { orderId: string }) {
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [holdGone, setHoldGone] = useState(false);
  /** The transaction just started: its answer may not have reached the read model yet. */
  const [startedTx, setStartedTx] = useState<string | null>(null);
  const gateway = usePaymentGateway();
  const razorpay = gateway?.gateway === 'razorpay';
  const unanswered = (o: OrderDocument) => {
    if (o.status !== 'pending_payment') return false;
    // Razorpay: an attempt whose Checkout was closed stays initiated; only a captured payment is on its way.
    if (razorpay) return latestTransaction(o)?.status === 'captured';
    const started = o.transactions.find((t) => t.id === startedTx);
    return awaitingGateway(o) || (startedTx !== null && (!started || inFlight(started.status)));
  };
  const { order, error, refresh } = useOrderWatch(
    orderId,
    (o) => unanswered(o) && Date.now() < Date.parse(o.holdExpiresAt) + EXPIRY_GRACE_MS,
  );
  const secondsLeft = useSecondsLeft(order ? Date.parse(order.holdExpiresAt) : null);
  useClearCartOnConfirmation(order);

  if (error) {
    return (
      <Card role="alert">
        <Title>Checkout</Title>
        <ErrorText>{error}</ErrorText>
        <Button variant="ghost" onClick={refresh}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!order) return <Muted aria-busy="true">Loading your order…</Muted>;

  const expired = order.status === 'expired' || holdGone || (order.status === 'pending_payment' && secondsLeft === 0);
  // A pay-before game's place: the same checkout, in the game's words.
  const game = order.items.find((item) => item.type === 'activity');
  // Classes, passes, entries and tickets are held as slots are, in their own words.
  const slotsOnly = order.items.every((item) => item.type === 'slot');
  // The host paying the rest of a shared cost (docs/adr/0102-paying-together.md) buys no place.
  const rest = game?.type === 'activity' && game.sharedRemainder === true;
  const held = rest
    ? "The rest of the game's cost is"
    : game
      ? 'Your place in the game is'
      : slotsOnly
        ? 'Your slots are'
        : 'Your booking is';
  const transaction = latestTransaction(order);
  const waiting = paying || unanswered(order);

  const pay = async (mode: string) => {
    setPaying(true);
    setPayError(null);
    try {
      const reply = await payOrder(order.id, mode);
      if (reply.checkout) {
        // Production: Razorpay Checkout takes the payment; the server verifies its signed result.
        const result = await openRazorpayCheckout(reply.checkout, {
          name: order.spaceName,
          description: game ? 'Your place in the game' : 'Your booking',
        });
        if (result) await verifyRazorpayPayment(result);
      } else {
        setStartedTx(reply.transactionId);
      }
      refresh();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'HOLD_EXPIRED') setHoldGone(true);
      const message = e instanceof Error ? e.message : String(e);
      setPayError(message);
      toast('error', 'Payment could not start', message);
    } finally {
      setPaying(false);
    }
  };

  return (
    <Stack>
      <Title>Checkout</Title>
      <Card>
        <CardTitle size="lg">{order.spaceName}</CardTitle>
        <OrderItems order={order} />
        <OrderTotals order={order} />
      </Card>
      {order.status === 'confirmed' ? (
        <Notice role="status">
          <h2 style={{ margin: '0 0 8px', fontSize: fontSize.lg }}>
            {rest ? "Paid: the game's cost is covered" : game ? "Paid: you're in the game" : 'Booking confirmed'}
          </h2>
          <p style={{ marginTop: 0 }}>
            {/* The amount; the invoice is one tap away on the order, not its number here. */}
            {formatMoney(order.total, order.symbol)} paid.
          </p>
          {game?.type === 'activity' ? (
            // The game first; the order, with its invoice and later its refund, one tap away rather than behind "Orders".
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              <ButtonLink to="/games/$activityId" params={{ activityId: game.activityId }}>
                Go to the game
              </ButtonLink>
              <ButtonLink variant="ghost" to="/orders/$orderId" params={{ orderId: order.id }}>
                View order and invoice
              </ButtonLink>
            </div>
          ) : (
            <ButtonLink to="/orders/$orderId" params={{ orderId: order.id }}>
              {order.invoice ? 'View order and invoice' : 'View order'}
            </ButtonLink>
          )}
        </Notice>
      ) : order.status === 'failed' ? (
        <Notice tone="danger" role="alert">
          <h2 style={{ margin: '0 0 8px', fontSize: fontSize.lg }}>Booking failed</h2>
          <p>
            The payment came after your hold ended and the {game ? 'place' : slotsOnly ? 'slot' : 'last place'} was taken.{' '}
            {formatMoney(order.refundTotal, order.symbol)} is refunded.
          </p>
          <StartAgain activityId={game?.type === 'activity' ? game.activityId : undefined} />
        </Notice>
      ) : order.status === 'cancelled' ? (
        <Notice tone="danger" role="status">
          <p style={{ marginTop: 0 }}>This order was cancelled.</p>
          <ButtonLink to="/orders/$orderId" params={{ orderId: order.id }}>
            View order
          </ButtonLink>
        </Notice>
      ) : expired ? (
        <Notice tone="danger" role="alert">
          <h2 style={{ margin: '0 0 8px', fontSize: fontSize.lg }}>Your hold has expired</h2>
          <p>
            {game ? 'The place was released, so others can join.' : 'The slots were released, so others can book them.'} Nothing was
            charged.
          </p>
          <StartAgain activityId={game?.type === 'activity' ? game.activityId : undefined} />
        </Notice>
      ) : (
        <>
          <Notice role="timer" aria-live="off">
            {/* "for 09:57" alone read as a clock time: the minutes left, then the hour it ends, as the inbox says it. */}
            {held} held for <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCountdown(secondsLeft)}</strong> more, until{' '}
            {order ? venueTimeAt(order.holdExpiresAt) : ''}. Pay before the hold ends.
          </Notice>
          {waiting ? (
            <Notice role="status">Waiting for the payment gateway to confirm…</Notice>
          ) : (
            transaction?.status === 'failed' && (
              <Notice tone="danger" role="alert">
                The payment failed. You can try again while {game ? 'your place is' : slotsOnly ? 'your slots are' : 'your booking is'}{' '}
                held.
              </Notice>
            )
          )}
          {payError && <ErrorText role="alert">{payError}</ErrorText>}
          {!gateway ? (
            <Muted aria-busy="true">Loading payment options…</Muted>
          ) : razorpay ? (
            <RazorpayPanel total={order.total} symbol={order.symbol} disabled={waiting} onPay={() => void pay('upi')} />
          ) : (
            <TestGatewayPanel total={order.total} symbol={order.symbol} disabled={waiting} onPay={(mode) => void pay(mode)} />
          )}
        </>
      )}
    </Stack>
  );
}

function StartAgain({ activityId }: { activityId?: string | undefined }) {
  const hasCart = useCart((s) => s.slots.length + s.offerings.length > 0);
  if (activityId)
    return (
      <ButtonLink to="/games/$activityId" params={{ activityId }}>
        Back to the game
      </ButtonLink>
    );
  return hasCart ? <ButtonLink to="/cart">Start again</ButtonLink> : <ButtonLink to="/venues">Start again</ButtonLink>;
}

/** A paid order's slots and offerings leave the cart (only when the cart is that order's). */
function useClearCartOnConfirmation(order: OrderDocument | null) {
  const confirmed = order?.status === 'confirmed';
  useEffect(() => {
    if (!confirmed || !order) return;
    const itemIds = new Set(order.items.map((i) => i.id));
    const offeringIds = new Set(order.items.map((i) => i.itemId));
    const { slots, offerings, clear } = useCart.getState();
    if (slots.length + offerings.length === 0) return;
    if (
      slots.every((s) => itemIds.has(s.slotId)) &&
      offerings.every((o) => o.spaceId === order.spaceId && offeringIds.has(lineItemId(o) ?? ''))
    )
      clear();
  }, [confirmed, order]);
}

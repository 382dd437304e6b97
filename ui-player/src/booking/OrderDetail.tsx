import type { OrderDocument } from '@sports/contracts';
import { refundBalanceOf, refundSentence } from '@sports/contracts/bookings/refundBalance';
import { useRef, useState } from 'react';
import styled from '@emotion/styled';
import { Button, ButtonLink, Card, ErrorText, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { BookAgain } from './BookAgain';
import { CancelOrder, cancellable, notCancellableWhy } from './CancelOrder';
import { formatInstant } from './dates';
import { formatMoney } from './money';
import { messageChannelsWords } from './messageChannels';
import { orderInWords } from './orderInWords';
import { OrderItems } from './OrderItems';
import { OrderStatus } from './OrderStatus';
import { OrderTotals } from './OrderTotals';
import { RefundLines } from './RefundLines';
import { RefundProgress, refundOnItsWay } from './RefundProgress';
import { Figures, Row, Stack, Title } from './styles';
import { useOrderWatch } from './useOrderWatch';
import { fontSize } from '../ui/tokens';
import { CardTitle, Note } from '../ui/layout';

/** Reads of a cancelled order while its refund is on its way (a second apart). */
const REFUND_READS = 15;

/** What the order booked and what it cost, under the venue: the line a player knows the booking by. */
const Lead = styled.p`
  margin: 0;
  font-weight: 600;
`;

/**
 * An id the player needs only to quote to support or on a claim (the order's "Ref.", the invoice's
 * number): small and muted under the words, never the heading. Monospace, so a 0 and an O read apart;
 * at 375 px it wraps rather than overflow.
 */
const Reference = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${fontSize.sm};
  color: ${color.muted};
  overflow-wrap: anywhere;
  & > code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

/** One order with its invoice data, payments and refunds; cancel by the venue's policy. */
export function OrderDetail({ orderId }: { orderId: string }) {
  // After a cancellation, the order is re-read until the read model shows it.
  const [cancelledRefund, setCancelledRefund] = useState<number | null>(null);
  // A refund the gateway pays back a moment later is followed too, for a while, so 'sent back' replaces 'on its way'.
  const refundReads = useRef(0);
  const { order, error, refresh } = useOrderWatch(
    orderId,
    (o) => cancelledRefund !== null && (o.status !== 'cancelled' || (refundOnItsWay(o) > 0 && ++refundReads.current <= REFUND_READS)),
    2,
  );

  if (error) {
    return (
      <Card role="alert">
        <Title>Order</Title>
        <ErrorText>{error}</ErrorText>
        <Row style={{ marginTop: 8 }}>
          <Button variant="ghost" onClick={refresh}>
            Try again
          </Button>
          <ButtonLink variant="ghost" to="/orders">
            My orders
          </ButtonLink>
        </Row>
      </Card>
    );
  }
  if (!order) return <Muted aria-busy="true">Loading the order…</Muted>;

  return (
    <Stack>
      <div>
        <ButtonLink variant="ghost" to="/orders">
          ‹ My orders
        </ButtonLink>
      </div>
      <Row style={{ justifyContent: 'space-between' }}>
        <Title>{order.spaceName}</Title>
        <OrderStatus status={order.status} />
      </Row>
      {/* What was booked, when, and the amount lead; the order's id is only a small reference for support. */}
      <div>
        <Lead data-testid="order-lead">
          {orderInWords(order)} · {formatMoney(order.total, order.symbol)}
        </Lead>
        <Reference>
          Placed {formatInstant(order.created)} · Ref. <code>{order.id}</code>
        </Reference>
      </div>
      {order.status === 'pending_payment' && (
        <div>
          <ButtonLink to="/checkout/$orderId" params={{ orderId: order.id }}>
            Pay now
          </ButtonLink>
        </div>
      )}
      <Card as="section" aria-labelledby="invoice-title">
        <CardTitle id="invoice-title" size="lg">
          {order.invoice ? 'Invoice' : 'Order summary'}
        </CardTitle>
        {order.invoice && (
          <Muted as="p" style={{ marginTop: 0 }}>
            Issued {formatInstant(order.invoice.issuedAt)} by {order.invoice.seller} to {order.invoice.buyer}
            <Reference>
              Invoice no. <code>{order.invoice.number}</code>
            </Reference>
          </Muted>
        )}
        <OrderItems order={order} />
        <OrderTotals order={order} />
      </Card>
      {(order.status === 'cancelled' || order.refund_lines.length > 0 || order.refundTotal > 0) && (
        <Card as="section" aria-labelledby="refund-title">
          <CardTitle id="refund-title" size="lg">
            Refund
          </CardTitle>
          <RefundSummary order={order} />
          {order.refund_lines.length === 0 && order.refundTotal === 0 ? (
            <Muted>
              {order.payLater || order.transactions.every((t) => t.status !== 'captured' && t.status !== 'refunded')
                ? 'Nothing was paid, so nothing is refunded.'
                : "No refund under the venue's policy."}
            </Muted>
          ) : (
            <>
              <RefundLines order={order} />
              <RefundProgress order={order} />
            </>
          )}
        </Card>
      )}
      {cancelledRefund !== null && order.status !== 'cancelled' && (
        <Muted role="status">Cancelled; refund {formatMoney(cancelledRefund, order.symbol)}. Updating…</Muted>
      )}
      <Card as="section" aria-labelledby="booking-title">
        <CardTitle id="booking-title" size="lg">
          Booking
        </CardTitle>
        <Details order={order} />
      </Card>
      <BookAgain order={order} />
      {order.status !== 'cancelled' && cancelledRefund === null && cancellable(order, Date.now()) && (
        <CancelOrder
          order={order}
          onCancelled={(refund) => {
            setCancelledRefund(refund);
            refresh();
          }}
        />
      )}
      {order.status === 'confirmed' && cancelledRefund === null && !cancellable(order, Date.now()) && (
        <Note>{notCancellableWhy(order, Date.now())}</Note>
      )}
    </Stack>
  );
}

/** "₹608 of ₹1,236 refunded", the sentence the venue's staff read in the back office too. */
function RefundSummary({ order }: { order: OrderDocument }) {
  const sentence = refundSentence(refundBalanceOf(order), order.symbol);
  return sentence ? (
    <p data-testid="refund-summary" style={{ marginTop: 0, fontWeight: 600 }}>
      {sentence}
    </p>
  ) : null;
}

/** A payment in words: "₹180 paid (test gateway)", never the gateway's raw "test ₹180 captured". */
const PAYMENT_STATUS_WORDS: Record<string, string> = {
  initiated: 'being paid',
  captured: 'paid',
  failed: 'failed',
  refunded: 'paid, then refunded',
};
const GATEWAY_WORDS: Record<string, string> = { test: 'test gateway', razorpay: 'Razorpay' };
const paymentWords = (t: { pgType: string; amount: number; status: string }, symbol: string): string =>
  `${formatMoney(t.amount, symbol)} ${PAYMENT_STATUS_WORDS[t.status] ?? t.status} (${GATEWAY_WORDS[t.pgType] ?? t.pgType})`;

function Details({ order }: { order: OrderDocument }) {
  const contact = [order.bookedFor.phone && `+${order.bookedFor.countryCode} ${order.bookedFor.phone}`, order.bookedFor.email]
    .filter(Boolean)
    .join(' · ');
  return (
    <Figures style={{ gridTemplateColumns: 'max-content 1fr' }}>
      <dt>Booked for</dt>
      <dd style={{ textAlign: 'left' }}>
        {order.bookedFor.name}
        {contact && ` (${contact})`}
      </dd>
      <dt>Messages by</dt>
      {/* Only the channels messages are sent on: an order placed with email or circle on says nothing of them. */}
      <dd style={{ textAlign: 'left' }}>{messageChannelsWords(order.communication)}</dd>
      <dt>Payment</dt>
      <dd style={{ textAlign: 'left' }}>
        {order.payLater
          ? 'Pay at the venue'
          : order.transactions.length === 0
            ? 'Not paid'
            : order.transactions.map((t) => paymentWords(t, order.symbol)).join('; ')}
      </dd>
    </Figures>
  );
}

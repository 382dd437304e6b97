import { DomainError, validUntil, venueDateAt, type OrderEvent, type OrderPlacedData, type OrderStatus } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';
import { partnerSplitOnConfirmation, partnerSplitReversal } from './partnerSplit';
import { refundLinesFor, refundPercentFor } from './refundPolicy';

/** One order's stream `order-{id}`: placing, paying, confirming, cancelling and refunding it. */
export interface OrderState {
  order: OrderPlacedData | null;
  status: Exclude<OrderStatus, 'expired'>;
  /** providerOrderId (the provider's order, issue 19 item 1) and gatewayPaymentId (what a refund names) when known. */
  transactions: Map<string, { status: 'initiated' | 'captured' | 'failed'; amount: number; providerOrderId?: string; gatewayPaymentId?: string }>;
  transactionLinks: Map<string, string>;
  refunds: Set<string>;
  refundTotal: number;
  /** A payment captured after the order was cancelled or failed: none of it is owed, all of it goes back. */
  capturedAfterClose: boolean;
  /** The hold ran out unpaid and its slots and places went back (OrderHoldExpired); a late payment may still book them. */
  holdExpired: boolean;
}

export type OrderCommandData = {
  PlaceOrder: { order: OrderPlacedData };
  InitiatePayment: { orderId: string; transactionId: string; gateway: string; paymentMode: string; paymentLink: string; providerOrderId?: string };
  RecordPaymentOutcome: { orderId: string; transactionId: string; outcome: 'captured' | 'failed'; gatewayPaymentId: string; reason?: string };
  ConfirmOrder: { orderId: string };
  FailOrder: { orderId: string };
  ExpireOrder: { orderId: string };
  /** venueRefundPercent: the venue's staff cancel and refund this share, whatever the policy and even after the start. */
  CancelOrder: { orderId: string; venueRefundPercent?: number };
  RecordRefund: { orderId: string; refundId: string; transactionId: string; amount: number; gatewayRefundId: string; gateway?: string };
};
export type OrderCommandMessage = { [T in keyof OrderCommandData]: { type: T; data: OrderCommandData[T]; context: Command['context'] } }[keyof OrderCommandData];

export const initialOrderState = (): OrderState => ({ order: null, status: 'pending_payment', transactions: new Map(), transactionLinks: new Map(), refunds: new Set(), refundTotal: 0, capturedAfterClose: false, holdExpired: false });

export const evolveOrder = (state: OrderState, event: OrderEvent): OrderState => {
  switch (event.type) {
    case 'OrderPlaced':
      return { ...state, order: event.data, status: 'pending_payment' };
    case 'PaymentInitiated':
      return {
        ...state,
        transactions: new Map(state.transactions).set(event.data.transactionId, {
          status: 'initiated',
          amount: event.data.amount,
          ...(event.data.providerOrderId ? { providerOrderId: event.data.providerOrderId } : {}),
        }),
        transactionLinks: new Map(state.transactionLinks).set(event.data.transactionId, event.data.paymentLink),
      };
    case 'PaymentCaptured':
    case 'PaymentFailed': {
      const known = state.transactions.get(event.data.transactionId);
      const status = event.type === 'PaymentCaptured' ? 'captured' : 'failed';
      const closed = state.status === 'cancelled' || state.status === 'failed';
      return {
        ...state,
        transactions: new Map(state.transactions).set(event.data.transactionId, {
          ...known,
          status,
          amount: known?.amount ?? 0,
          ...(event.type === 'PaymentCaptured' ? { gatewayPaymentId: event.data.gatewayPaymentId } : {}),
        }),
        capturedAfterClose: state.capturedAfterClose || (status === 'captured' && closed),
      };
    }
    case 'OrderConfirmed':
      return { ...state, status: 'confirmed' };
    case 'OrderFailed':
      return { ...state, status: 'failed', refundTotal: event.data.refundTotal };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled', refundTotal: event.data.refundTotal };
    case 'RefundIssued':
      return { ...state, refunds: new Set(state.refunds).add(event.data.refundId) };
    case 'OrderHoldExpired':
      return { ...state, holdExpired: true };
    default:
      return state;
  }
};

const requireOrder = (state: OrderState): OrderPlacedData => {
  if (!state.order) throw new DomainError('ORDER_NOT_FOUND', 'No such order', 'orderId');
  return state.order;
};

/** What the buyer paid through the gateway and was not refunded by a failure yet. */
export const capturedOf = (state: OrderState): { transactionId: string; amount: number; gatewayPaymentId?: string } | null => {
  const found = [...state.transactions].find(([, t]) => t.status === 'captured');
  return found ? { transactionId: found[0], amount: found[1].amount, ...(found[1].gatewayPaymentId ? { gatewayPaymentId: found[1].gatewayPaymentId } : {}) } : null;
};

/** Each membership bought starts on the venue's date of the confirmation and runs for its validity preset. */
const membershipsStarted = (order: OrderPlacedData, now: string): OrderEvent[] => {
  const validFrom = venueDateAt(now);
  const memberId = order.bookedFor.id ?? order.userId;
  return order.items.flatMap((item): OrderEvent[] =>
    item.type === 'membership'
      ? [{
          type: 'MembershipStarted',
          data: { orderId: order.orderId, userId: memberId, spaceId: order.spaceId, orgId: order.orgId, membershipId: item.membershipId, name: item.name, validity: item.validity, validFrom, validUntil: validUntil(validFrom, item.validity) },
        }]
      : [],
  );
};

/** The order's organisation, venue and buyer, carried by its payments and refunds (the transactions read model). */
const partiesOf = (order: OrderPlacedData) => ({ orgId: order.orgId, spaceId: order.spaceId, userId: order.userId });

const STARTS_ON_CONFIRMATION: ReadonlySet<string> = new Set(['membership', 'pack', 'locker']);

export const decideOrder = (command: OrderCommandMessage, state: OrderState): OrderEvent[] => {
  const { now, userId } = command.context;
  switch (command.type) {
    case 'PlaceOrder':
      return state.order ? [] : [{ type: 'OrderPlaced', data: command.data.order }];
    case 'InitiatePayment': {
      const order = requireOrder(state);
      if (state.status !== 'pending_payment' || order.payLater || capturedOf(state)) throw new DomainError('ORDER_NOT_PAYABLE', `The order is ${state.status}; nothing to pay`, 'orderId');
      if (Date.parse(order.holdExpiresAt) <= Date.parse(now)) throw new DomainError('HOLD_EXPIRED', 'The hold on the slots ran out; place the order again', 'orderId');
      return [{ type: 'PaymentInitiated', data: { ...command.data, amount: order.totals.total, ...partiesOf(order) } }];
    }
    case 'RecordPaymentOutcome': {
      requireOrder(state);
      const { orderId, transactionId, outcome, gatewayPaymentId, reason } = command.data;
      const transaction = state.transactions.get(transactionId);
      if (!transaction) throw new DomainError('TRANSACTION_NOT_FOUND', 'The order has no such transaction', 'transactionId');
      // Gateways deliver at least once: an outcome already recorded is recorded once.
      if (transaction.status !== 'initiated') return [];
      return outcome === 'captured'
        ? [{ type: 'PaymentCaptured', data: { orderId, transactionId, gatewayPaymentId, amount: transaction.amount } }]
        : [{ type: 'PaymentFailed', data: { orderId, transactionId, reason: reason ?? 'declined' } }];
    }
    case 'ConfirmOrder': {
      const order = requireOrder(state);
      if (state.status === 'confirmed') return [];
      if (state.status !== 'pending_payment' || (!order.payLater && !capturedOf(state))) throw new DomainError('ORDER_NOT_PAYABLE', 'The order is not paid', 'orderId');
      return [{ type: 'OrderConfirmed', data: { orderId: order.orderId } }, partnerSplitOnConfirmation(order), ...membershipsStarted(order, now)];
    }
    case 'FailOrder': {
      const order = requireOrder(state);
      if (state.status !== 'pending_payment') return [];
      return [{ type: 'OrderFailed', data: { orderId: order.orderId, reason: 'slot_taken', refundTotal: capturedOf(state)?.amount ?? 0 } }];
    }
    case 'ExpireOrder': {
      const order = requireOrder(state);
      // Only an unpaid order waiting past its hold; a captured payment is on its way to confirmation.
      const waiting = state.status === 'pending_payment' && !order.payLater && !capturedOf(state) && !state.holdExpired;
      return waiting && Date.parse(order.holdExpiresAt) <= Date.parse(now) ? [{ type: 'OrderHoldExpired', data: { orderId: order.orderId, holdExpiresAt: order.holdExpiresAt } }] : [];
    }
    case 'CancelOrder': {
      const order = requireOrder(state);
      if (state.status === 'cancelled') return [];
      if (state.status === 'failed') throw new DomainError('ORDER_NOT_CANCELLABLE', 'The order failed and was refunded', 'orderId');
      // Memberships, packs and lockers are in use from the confirmation.
      if (state.status === 'confirmed' && order.items.some((i) => STARTS_ON_CONFIRMATION.has(i.type))) throw new DomainError('ORDER_NOT_CANCELLABLE', 'A membership, pack or locker of this order has started', 'orderId');
      const venuePercent = command.data.venueRefundPercent;
      if (venuePercent === undefined && Date.parse(order.startsAt) <= Date.parse(now)) throw new DomainError('ORDER_NOT_CANCELLABLE', 'The booking has started', 'orderId');
      const paid = capturedOf(state) !== null;
      const percent = !paid ? 0 : (venuePercent ?? refundPercentFor(order.cancellationPolicy, order.startsAt, now));
      const refundLines = refundLinesFor(order, percent);
      const refundTotal = refundLines.reduce((sum, line) => sum + line.amount, 0);
      const cancelled: OrderEvent = {
        type: 'OrderCancelled',
        data: { orderId: order.orderId, cancelledBy: userId, refundLines, refundTotal, policy: order.cancellationPolicy.type, ...(venuePercent === undefined ? {} : { byVenue: true }) },
      };
      // Only a confirmed order had its split recorded. A pay-later booking cancelled is not paid at the venue: all of it goes.
      return state.status === 'confirmed' ? [cancelled, ...partnerSplitReversal(order, order.payLater ? order.totals.total : refundTotal)] : [cancelled];
    }
    case 'RecordRefund': {
      const order = requireOrder(state);
      return state.refunds.has(command.data.refundId) ? [] : [{ type: 'RefundIssued', data: { ...command.data, ...partiesOf(order) } }];
    }
  }
};

export const orderDecider: Decider<OrderCommandMessage, OrderEvent, OrderState> = {
  initialState: initialOrderState,
  evolve: evolveOrder,
  decide: decideOrder,
};

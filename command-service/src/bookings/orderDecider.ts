import {
  DomainError,
  MIN_REFUND_AMOUNT,
  validUntil,
  venueDateAt,
  type OrderEvent,
  type OrderPlacedData,
  type OrderStatus,
} from '@sports/contracts';
import type { Command, Decider } from '../core/decider';
import { partnerSplitOnConfirmation, partnerSplitReversal } from './partnerSplit';
import { capRefundLines, refundLinesFor, refundLinesForAmount, refundPercentFor } from './refundPolicy';

/** One order's stream `order-{id}`: placing, paying, confirming, cancelling and refunding it. */
export interface OrderState {
  order: OrderPlacedData | null;
  status: Exclude<OrderStatus, 'expired'>;
  /** providerOrderId (the provider's order) and gatewayPaymentId (what a refund names) when known. */
  transactions: Map<
    string,
    { status: 'initiated' | 'captured' | 'failed'; amount: number; providerOrderId?: string; gatewayPaymentId?: string }
  >;
  transactionLinks: Map<string, string>;
  refunds: Set<string>;
  /** Every refund granted: the cancellation's (or the failure's) and each partial one. */
  refundTotal: number;
  /** What the cancellation owes (OrderCancelled's refundTotal), paid back under its own refund id. */
  cancellationRefund: number;
  /** Partial refunds granted (RefundGranted), by refund id: each is paid back once under its id. */
  grants: Map<string, { transactionId: string; amount: number }>;
  /** The partner split was recorded (on confirmation): refunds, even after a cancellation, take back from it. */
  splitRecorded: boolean;
  /** A payment captured after the order was cancelled or failed: none of it is owed, all of it goes back. */
  capturedAfterClose: boolean;
  /** The hold ran out unpaid and its slots and places went back (OrderHoldExpired); a late payment may still book them. */
  holdExpired: boolean;
}

export type OrderCommandData = {
  CreateOrder: { order: OrderPlacedData };
  InitiatePayment: {
    orderId: string;
    transactionId: string;
    gateway: string;
    paymentMode: string;
    paymentLink: string;
    providerOrderId?: string;
  };
  RecordPaymentOutcome: {
    orderId: string;
    transactionId: string;
    outcome: 'captured' | 'failed';
    gatewayPaymentId: string;
    reason?: string;
  };
  ConfirmOrder: { orderId: string };
  FailOrder: { orderId: string };
  ExpireOrder: { orderId: string };
  /** venueRefundPercent: the venue's staff cancel and refund this share, whatever the policy and even after the start. */
  /** gameCancelled: the host cancelled the game this place was bought for: all of it back, even once it began. */
  CancelOrder: { orderId: string; venueRefundPercent?: number; venueRefundAmount?: number; gameCancelled?: boolean };
  /** The venue's staff refund an amount, or a share of what was paid, and the booking stands. */
  GrantRefund: { orderId: string; refundId: string; amount?: number; refundPercent?: number };
  RecordRefund: { orderId: string; refundId: string; transactionId: string; amount: number; gatewayRefundId: string; gateway?: string };
};
export type OrderCommandMessage = {
  [T in keyof OrderCommandData]: { type: T; data: OrderCommandData[T]; context: Command['context'] };
}[keyof OrderCommandData];

export const initialOrderState = (): OrderState => ({
  order: null,
  status: 'pending_payment',
  transactions: new Map(),
  transactionLinks: new Map(),
  refunds: new Set(),
  refundTotal: 0,
  cancellationRefund: 0,
  grants: new Map(),
  splitRecorded: false,
  capturedAfterClose: false,
  holdExpired: false,
});

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
      return {
        ...state,
        status: 'cancelled',
        refundTotal: state.refundTotal + event.data.refundTotal,
        cancellationRefund: event.data.refundTotal,
      };
    case 'RefundGranted':
      return {
        ...state,
        refundTotal: state.refundTotal + event.data.amount,
        grants: new Map(state.grants).set(event.data.refundId, { transactionId: event.data.transactionId, amount: event.data.amount }),
      };
    case 'RefundIssued':
      return { ...state, refunds: new Set(state.refunds).add(event.data.refundId) };
    case 'OrderHoldExpired':
      return { ...state, holdExpired: true };
    case 'PartnerSplitRecorded':
      return { ...state, splitRecorded: true };
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
  return found
    ? {
        transactionId: found[0],
        amount: found[1].amount,
        ...(found[1].gatewayPaymentId ? { gatewayPaymentId: found[1].gatewayPaymentId } : {}),
      }
    : null;
};

/**
 * What a further refund may give back: what was captured less every refund
 * granted; nothing for a failed order or a payment that came after the close (all of it goes back).
 */
export const refundableOf = (state: OrderState): number => {
  const captured = capturedOf(state);
  if (!captured || state.status === 'failed' || state.capturedAfterClose) return 0;
  return Math.max(0, captured.amount - state.refundTotal);
};

/** The refund asked for in minor units, within the refundable balance; the error names the field the staff filled. */
const refundAmountOf = (state: OrderState, asked: { amount?: number | undefined; refundPercent?: number | undefined }): number => {
  const field = asked.amount === undefined ? 'refundPercent' : 'amount';
  const balance = refundableOf(state);
  if (balance === 0) throw new DomainError('NOTHING_TO_REFUND', 'Nothing of this order is left to refund', field);
  const amount = asked.amount ?? Math.floor(((capturedOf(state)?.amount ?? 0) * (asked.refundPercent ?? 100)) / 100);
  if (amount <= 0) throw new DomainError('VALIDATION_FAILED', 'A refund gives back more than nothing', field);
  if (amount < MIN_REFUND_AMOUNT)
    throw new DomainError('VALIDATION_FAILED', "A refund is at least ₹1, the payment gateway's minimum", field);
  if (amount > balance) throw new DomainError('REFUND_EXCEEDS_BALANCE', `At most ${balance} (minor units) is left to refund`, field);
  return amount;
};

/** Each membership bought starts on the venue's date of the confirmation and runs for its validity preset. */
const membershipsStarted = (order: OrderPlacedData, now: string): OrderEvent[] => {
  const validFrom = venueDateAt(now);
  const memberId = order.bookedFor.id ?? order.userId;
  return order.items.flatMap((item): OrderEvent[] =>
    item.type === 'membership'
      ? [
          {
            type: 'MembershipStarted',
            data: {
              orderId: order.orderId,
              userId: memberId,
              spaceId: order.spaceId,
              orgId: order.orgId,
              membershipId: item.membershipId,
              name: item.name,
              validity: item.validity,
              validFrom,
              validUntil: validUntil(validFrom, item.validity),
            },
          },
        ]
      : [],
  );
};

/** The order's organisation, venue and buyer, carried by its payments and refunds (the transactions read model). */
const partiesOf = (order: OrderPlacedData) => ({ orgId: order.orgId, spaceId: order.spaceId, userId: order.userId });

const STARTS_ON_CONFIRMATION: ReadonlySet<string> = new Set(['membership', 'pack', 'locker']);

export const decideOrder = (command: OrderCommandMessage, state: OrderState): OrderEvent[] => {
  const { now, userId } = command.context;
  switch (command.type) {
    case 'CreateOrder':
      return state.order ? [] : [{ type: 'OrderPlaced', data: command.data.order }];
    case 'InitiatePayment': {
      const order = requireOrder(state);
      if (state.status !== 'pending_payment' || order.payLater || capturedOf(state))
        throw new DomainError('ORDER_NOT_PAYABLE', `The order is ${state.status}; nothing to pay`, 'orderId');
      if (Date.parse(order.holdExpiresAt) <= Date.parse(now))
        throw new DomainError('HOLD_EXPIRED', 'The hold on the slots ran out; place the order again', 'orderId');
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
      if (state.status !== 'pending_payment' || (!order.payLater && !capturedOf(state)))
        throw new DomainError('ORDER_NOT_PAYABLE', 'The order is not paid', 'orderId');
      return [
        { type: 'OrderConfirmed', data: { orderId: order.orderId } },
        partnerSplitOnConfirmation(order),
        ...membershipsStarted(order, now),
      ];
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
      return waiting && Date.parse(order.holdExpiresAt) <= Date.parse(now)
        ? [{ type: 'OrderHoldExpired', data: { orderId: order.orderId, holdExpiresAt: order.holdExpiresAt } }]
        : [];
    }
    case 'CancelOrder': {
      const order = requireOrder(state);
      if (state.status === 'cancelled') return [];
      if (state.status === 'failed') throw new DomainError('ORDER_NOT_CANCELLABLE', 'The order failed and was refunded', 'orderId');
      // Memberships, packs and lockers are in use from the confirmation.
      if (state.status === 'confirmed' && order.items.some((i) => STARTS_ON_CONFIRMATION.has(i.type)))
        throw new DomainError('ORDER_NOT_CANCELLABLE', 'A membership, pack or locker of this order has started', 'orderId');
      const { venueRefundAmount: venueAmount, gameCancelled } = command.data;
      const venuePercent = gameCancelled ? 100 : command.data.venueRefundPercent;
      const byVenue = !gameCancelled && (venuePercent !== undefined || venueAmount !== undefined);
      if (!byVenue && !gameCancelled && Date.parse(order.startsAt) <= Date.parse(now))
        throw new DomainError('ORDER_NOT_CANCELLABLE', 'The booking has started', 'orderId');
      const paid = capturedOf(state) !== null;
      // An amount is exact and within the balance; a share (the policy's or the venue's) gives back at most what is left.
      const refundLines =
        paid && venueAmount !== undefined
          ? refundLinesForAmount(order, refundAmountOf(state, { amount: venueAmount }))
          : capRefundLines(
              order,
              refundLinesFor(order, !paid ? 0 : (venuePercent ?? refundPercentFor(order.cancellationPolicy, order.startsAt, now))),
              refundableOf(state),
            );
      const refundTotal = refundLines.reduce((sum, line) => sum + line.amount, 0);
      const cancelled: OrderEvent = {
        type: 'OrderCancelled',
        data: {
          orderId: order.orderId,
          cancelledBy: userId,
          refundLines,
          refundTotal,
          policy: order.cancellationPolicy.type,
          ...(byVenue ? { byVenue: true } : {}),
          ...(gameCancelled ? { byHost: true } : {}),
        },
      };
      // Only a confirmed order had its split recorded. A pay-later booking cancelled is not paid at the venue: all of it goes.
      return state.status === 'confirmed'
        ? [cancelled, ...partnerSplitReversal(order, order.payLater ? order.totals.total : refundTotal)]
        : [cancelled];
    }
    case 'GrantRefund': {
      const order = requireOrder(state);
      const { refundId, amount: askedAmount, refundPercent } = command.data;
      if (state.grants.has(refundId)) return [];
      const amount = refundAmountOf(state, { amount: askedAmount, refundPercent });
      const granted: OrderEvent = {
        type: 'RefundGranted',
        data: {
          orderId: order.orderId,
          refundId,
          transactionId: capturedOf(state)!.transactionId,
          amount,
          refundLines: refundLinesForAmount(order, amount),
          grantedBy: userId,
          ...(refundPercent === undefined ? {} : { refundPercent }),
        },
      };
      // A confirmed order's split gives back from both shares, as a cancellation's refund does.
      return state.splitRecorded ? [granted, ...partnerSplitReversal(order, amount)] : [granted];
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

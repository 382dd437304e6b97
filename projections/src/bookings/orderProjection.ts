import {
  OFFERING_CONFIRMATIONS,
  phoneEndingsOf,
  refundBalanceOf,
  type OfferingEvent,
  type OrderDocument,
  type OrderEvent,
  type RecordedEvent,
  type Transaction,
} from '@sports/contracts';
import { confirmed } from '../catalogue/offeringProjection';
import { defineProjection } from '../core/projection';
import type { Document } from '../documentStore/port';
import { buyerPhoneProjection, phoneAt } from './buyerPhoneProjection';

/** v2: every order carries its buyer's phone (docs/adr/0111-buyer-phone-on-orders.md): a new collection, rebuilt from the log. */
export const ORDERS_COLLECTION = 'orders_v2';

/**
 * The buyer's phone when they bought: their account's number then (joined from buyer_phones at the
 * order's position, so a replay gives every old order the same number), else the order's own when it
 * was booked for the buyer themselves. A number changed later stays off the order.
 */
const buyerPhoneOf = (
  placed: OrderEvent & { type: 'OrderPlaced' },
  position: bigint,
  phones: Document | null | undefined,
): string | null => {
  const account = phoneAt(phones, position);
  if (account) return account;
  const { bookedFor, userId } = placed.data;
  const forThemselves = bookedFor.id === undefined || bookedFor.id === userId;
  return forThemselves && bookedFor.phone ? `+${bookedFor.countryCode}${bookedFor.phone}` : null;
};

/** An offering's confirmation for this order (bibs, lockers, enrolment, tickets), once per offering. */
const withRegistration = (doc: OrderDocument, event: OfferingEvent, updated: string): OrderDocument => {
  const { kind, itemId, orderId, userId, name } = event.data as OfferingEvent['data'] & { orderId: string; userId: string; name: string };
  const registrations = doc.registrations ?? [];
  if (registrations.some((r) => r.itemId === itemId)) return doc;
  const entry = { kind, itemId, orderId, userId, name, count: 0, numbers: [], status: 'confirmed' as const, ...confirmed(event) };
  return { ...doc, registrations: [...registrations, entry], updated };
};

const withTransaction = (doc: OrderDocument, id: string, change: (t: Transaction) => Transaction): Transaction[] =>
  doc.transactions.map((t) => (t.id === id ? change(t) : t));

/** A refund settled on its payment; the payment reads "refunded" once all of it went back (a partial refund leaves it captured). */
const refundedBy = (t: Transaction, settlement: Transaction['settlements'][number]): Transaction => {
  const settlements = [...t.settlements, settlement];
  const whole = settlements.reduce((sum, s) => sum + s.amount, 0) >= t.amount;
  return { ...t, status: whole ? 'refunded' : t.status, settlements };
};

/** Paid, refunded and refundable as the document now stands (refundBalanceOf, from its transactions and refunds). */
const withBalance = (doc: OrderDocument | null): OrderDocument | null =>
  doc && { ...doc, ...refundBalanceOf({ status: doc.status, transactions: doc.transactions, refundTotal: doc.refundTotal }) };

/** Spec section 3 Order: what the buyer and the venue's staff read, with transactions, refund lines and invoice data. */
export const orderProjection = defineProjection<OrderDocument>({
  name: 'orders.v2',
  collection: {
    name: ORDERS_COLLECTION,
    indexes: [
      {
        fields: [
          ['userId', 1],
          ['created', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['created', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['status', 1],
          ['created', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['spaceId', 1],
          ['created', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['spaceId', 1],
          ['status', 1],
          ['created', -1],
        ],
      },
      // The back office sorts by a column and then id (query-service/src/admin): within one
      // organisation, and across all of them for platform operators.
      {
        fields: [
          ['orgId', 1],
          ['status', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['spaceId', 1],
        ],
      },
      { fields: [['created', -1]] },
      {
        fields: [
          ['status', 1],
          ['created', -1],
        ],
      },
      {
        fields: [
          ['spaceId', 1],
          ['created', -1],
        ],
      },
      { fields: [['status', 1]] },
      { fields: [['spaceId', 1]] },
      // The rest of the list's columns: id (react-admin's default), the buyer (their
      // orders newest first), the total and the booked-for name.
      {
        fields: [
          ['orgId', 1],
          ['id', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['userId', 1],
          ['created', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['total', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['bookedFor.name', 1],
        ],
      },
      { fields: [['total', 1]] },
      { fields: [['bookedFor.name', 1]] },
      // The back office's "Buyer name or phone" search (query-service/src/admin/search.ts): a phone's digits, whole,
      // and the buyer's phone by any ending of 4 digits or more (the array below, one row per ending).
      {
        fields: [
          ['orgId', 1],
          ['bookedFor.phone', 1],
        ],
      },
      { fields: [['bookedFor.phone', 1]] },
    ],
    arrayFields: ['buyerPhoneDigits'],
  },
  // Only OrderPlaced reads the join: the phone is kept as bought.
  join: {
    collection: buyerPhoneProjection.collection,
    id: (event) => (event.type === 'OrderPlaced' ? (event.data as { userId: string }).userId : null),
  },
  handles: [
    'OrderPlaced',
    'PaymentInitiated',
    'PaymentCaptured',
    'PaymentFailed',
    'OrderConfirmed',
    'OrderFailed',
    'OrderCancelled',
    'RefundGranted',
    'RefundIssued',
    'MembershipStarted',
    ...OFFERING_CONFIRMATIONS,
  ],
  documentId: (event) => (event.data as { orderId: string }).orderId,
  evolve: (doc, recorded: RecordedEvent, _id, phones) => withBalance(evolveOrder(doc, recorded, phones)),
});

function evolveOrder(doc: OrderDocument | null, recorded: RecordedEvent, phones?: Document | null): OrderDocument | null {
  const event = recorded as unknown as OrderEvent | OfferingEvent;
  const updated = recorded.metadata.time;
  if (event.type === 'OrderPlaced') {
    if (doc) return doc;
    const { totals, items, orderId, ...rest } = event.data;
    const buyerPhone = buyerPhoneOf(event, recorded.position, phones);
    return {
      id: orderId,
      ...rest,
      buyerPhone,
      buyerPhoneDigits: phoneEndingsOf(buyerPhone),
      status: 'pending_payment',
      items,
      subTotal: totals.subTotal,
      discountTotal: totals.discountTotal,
      bulkDiscount: totals.bulkDiscount,
      totalTax: totals.totalTax,
      taxLines: totals.taxLines,
      handlingCharges: totals.handlingCharges,
      total: totals.total,
      paymentLink: null,
      transactions: [],
      refund_lines: [],
      refundTotal: 0,
      invoice: null,
      created: updated,
      updated,
    };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'PaymentInitiated': {
      const { transactionId, amount, gateway, paymentMode, paymentLink } = event.data;
      const transaction: Transaction = {
        id: transactionId,
        orderId: doc.id,
        status: 'initiated',
        pgType: gateway,
        amount,
        paymentdate: updated,
        paymentLink,
        associatedPayments: [{ amount, currency: doc.currency, gateway, paymentMode, status: 'initiated' }],
        settlements: [],
      };
      return { ...doc, paymentLink, transactions: [...doc.transactions, transaction], updated };
    }
    case 'PaymentCaptured':
    case 'PaymentFailed': {
      const status = event.type === 'PaymentCaptured' ? 'captured' : 'failed';
      const transactions = withTransaction(doc, event.data.transactionId, (t) => ({
        ...t,
        status,
        paymentdate: updated,
        associatedPayments: t.associatedPayments.map((p) => ({ ...p, status })),
      }));
      return { ...doc, transactions, updated };
    }
    case 'OrderConfirmed':
      // Invoice data of spec section 3 Order `invoice`: numbered by the order, issued when confirmed.
      return {
        ...doc,
        status: 'confirmed',
        invoice: { number: `INV-${doc.id.toUpperCase()}`, issuedAt: updated, seller: doc.spaceName, buyer: doc.bookedFor.name },
        updated,
      };
    case 'MembershipStarted': {
      const memberships = doc.memberships ?? [];
      if (memberships.some((m) => m.membershipId === event.data.membershipId)) return doc;
      return { ...doc, memberships: [...memberships, event.data], updated };
    }
    case 'StudentEnrolled':
    case 'PackPurchased':
    case 'LockersAllocated':
    case 'MeetRegistered':
    case 'TournamentRegistered':
    case 'EventTicketsIssued':
      return withRegistration(doc, event, updated);
    case 'OrderFailed':
      return { ...doc, status: 'failed', refundTotal: event.data.refundTotal, updated };
    // A cancellation's and each partial refund's lines add up, as their totals do.
    case 'OrderCancelled':
      return {
        ...doc,
        status: 'cancelled',
        refund_lines: [...doc.refund_lines, ...event.data.refundLines],
        refundTotal: doc.refundTotal + event.data.refundTotal,
        updated,
      };
    case 'RefundGranted':
      return {
        ...doc,
        refund_lines: [...doc.refund_lines, ...event.data.refundLines],
        refundTotal: doc.refundTotal + event.data.amount,
        updated,
      };
    case 'RefundIssued': {
      const { transactionId, refundId, amount, gatewayRefundId } = event.data;
      const transactions = withTransaction(doc, transactionId, (t) =>
        t.settlements.some((s) => s.refundId === refundId) ? t : refundedBy(t, { refundId, amount, gatewayRefundId, date: updated }),
      );
      return { ...doc, transactions, updated };
    }
    default:
      return doc;
  }
}

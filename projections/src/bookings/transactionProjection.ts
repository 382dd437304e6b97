import type { OrderEvent, RecordedEvent, TransactionEntry } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const TRANSACTIONS_COLLECTION = 'transactions';

type Handled = Extract<OrderEvent, { type: 'PaymentInitiated' | 'PaymentCaptured' | 'PaymentFailed' | 'RefundIssued' }>;

/**
 * Each charge and refund of an order, one document each (the back office's transactions): a
 * charge by its transaction id, moved along by the gateway's outcome; a refund by its refund id.
 */
export const transactionProjection = defineProjection<TransactionEntry>({
  name: 'transactions',
  collection: {
    name: TRANSACTIONS_COLLECTION,
    indexes: [
      // Within an organisation, by each admin sort.
      {
        fields: [
          ['orgId', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['amount', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['status', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['kind', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['spaceId', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['gatewayReference', 1],
        ],
      },
      // An order's transactions (the order page's getManyReference).
      {
        fields: [
          ['orderId', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['userId', 1],
          ['at', -1],
        ],
      },
      // Across organisations, for platform operators.
      { fields: [['at', -1]] },
      { fields: [['amount', -1]] },
      {
        fields: [
          ['status', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['kind', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['spaceId', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['gateway', 1],
          ['at', -1],
        ],
      },
    ],
  },
  handles: ['PaymentInitiated', 'PaymentCaptured', 'PaymentFailed', 'RefundIssued'],
  documentId: (event) => {
    const data = event.data as { transactionId: string; refundId?: string };
    return event.type === 'RefundIssued' ? data.refundId! : data.transactionId;
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as Handled;
    const time = recorded.metadata.time;
    switch (event.type) {
      case 'PaymentInitiated': {
        const d = event.data;
        return {
          id: d.transactionId,
          kind: 'charge',
          orderId: d.orderId,
          orgId: d.orgId ?? null,
          spaceId: d.spaceId ?? null,
          userId: d.userId ?? null,
          amount: d.amount,
          status: 'initiated',
          gateway: d.gateway,
          paymentMode: d.paymentMode,
          gatewayReference: null,
          failureReason: null,
          chargeId: null,
          at: time,
          updated: time,
        };
      }
      case 'PaymentCaptured':
        return (
          doc && { ...doc, status: 'captured', amount: event.data.amount, gatewayReference: event.data.gatewayPaymentId, updated: time }
        );
      case 'PaymentFailed':
        return doc && { ...doc, status: 'failed', failureReason: event.data.reason, updated: time };
      case 'RefundIssued': {
        const d = event.data;
        return {
          id: d.refundId,
          kind: 'refund',
          orderId: d.orderId,
          orgId: d.orgId ?? null,
          spaceId: d.spaceId ?? null,
          userId: d.userId ?? null,
          amount: d.amount,
          status: 'refunded',
          gateway: d.gateway ?? null,
          paymentMode: null,
          gatewayReference: d.gatewayRefundId,
          failureReason: null,
          chargeId: d.transactionId,
          at: time,
          updated: time,
        };
      }
      default:
        return doc;
    }
  },
});

import { describe, expect, it } from 'vitest';
import type { RecordedEvent, TransactionEntry } from '@sports/contracts';
import { transactionProjection } from './transactionProjection';

/** The transactions read model (docs/backoffice.md "Transactions"). */
let minute = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({
    id: `e${minute}`,
    type,
    data: { orderId: 'o1', ...data },
    metadata: { time: `2026-11-20T10:${String(minute++).padStart(2, '0')}:00.000Z` },
  }) as unknown as RecordedEvent;
const parties = { orgId: 'turf-co', spaceId: 'marina', userId: 'asha' };

describe('transactions read model', () => {
  it('follows a charge from initiated to captured, and records a refund of it on its own', () => {
    const initiated = recorded('PaymentInitiated', {
      transactionId: 't1',
      gateway: 'test',
      paymentMode: 'upi',
      amount: 150000,
      paymentLink: 'l',
      ...parties,
    });
    const charge = transactionProjection.evolve(
      transactionProjection.evolve(null, initiated),
      recorded('PaymentCaptured', { transactionId: 't1', gatewayPaymentId: 'pay_1', amount: 150000 }),
    )!;
    expect(charge).toMatchObject<Partial<TransactionEntry>>({
      id: 't1',
      kind: 'charge',
      status: 'captured',
      amount: 150000,
      gatewayReference: 'pay_1',
      orgId: 'turf-co',
      spaceId: 'marina',
      userId: 'asha',
      paymentMode: 'upi',
    });
    expect(charge.at < charge.updated).toBe(true);
    const refundEvent = recorded('RefundIssued', {
      refundId: 'r1',
      transactionId: 't1',
      amount: 75000,
      gatewayRefundId: 'rf_1',
      gateway: 'test',
      ...parties,
    });
    expect(transactionProjection.documentId(refundEvent)).toBe('r1');
    expect(transactionProjection.evolve(null, refundEvent)).toMatchObject({
      id: 'r1',
      kind: 'refund',
      status: 'refunded',
      amount: 75000,
      chargeId: 't1',
      gatewayReference: 'rf_1',
      orgId: 'turf-co',
    });
  });

  it('keeps a failure reason, and leaves the parties null on payments recorded before they were kept', () => {
    const initiated = recorded('PaymentInitiated', {
      transactionId: 't2',
      gateway: 'test',
      paymentMode: 'card',
      amount: 9900,
      paymentLink: 'l',
    });
    const failed = transactionProjection.evolve(
      transactionProjection.evolve(null, initiated),
      recorded('PaymentFailed', { transactionId: 't2', reason: 'declined' }),
    )!;
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'declined', orgId: null, spaceId: null, userId: null });
    expect(
      transactionProjection.evolve(null, recorded('PaymentCaptured', { transactionId: 'tx', gatewayPaymentId: 'p', amount: 1 })),
    ).toBeNull();
  });
});

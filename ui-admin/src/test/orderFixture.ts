import { refundBalanceOf, type HistoryEntry, type OrderDocument } from '@sports/contracts';

/** An order as GET /admin-api/orders returns it: one slot at ₹900 with 18% GST and ₹20 handling. */
export function order(id: string, overrides: Partial<OrderDocument> = {}): OrderDocument {
  const doc: OrderDocument = {
    id,
    userId: 'demo-player-priya',
    orgId: 'org-marina-sports',
    spaceId: 'space-marina-turf',
    spaceName: 'Marina Turf Arena',
    status: 'confirmed',
    currency: 'INR',
    symbol: '₹',
    items: [
      { id: `${id}-1`, type: 'slot', name: 'Marina Turf Arena · Turf A · 2026-11-21 18:00-19:00', itemId: 'space-marina-turf.turf-a', fieldId: 'turf-a', timeRangeConfigId: 'evening', date: '2026-11-21', startTime: '18:00', endTime: '19:00', duration: 60, amount: 90_000, taxes: [{ taxSlug: 'gst', taxRate: 18, totalTax: 16_200 }], total: 106_200 },
    ],
    subTotal: 90_000,
    discountTotal: 10_000,
    bulkDiscount: 0,
    totalTax: 14_400,
    taxLines: [{ slug: 'gst', rate: 18, total: 14_400 }],
    handlingCharges: 2_000,
    total: 96_400,
    holdExpiresAt: '2026-11-20T10:15:00.000Z',
    startsAt: '2026-11-21T12:30:00.000Z',
    bookedFor: { name: 'Priya Sharma', countryCode: '91' },
    communication: {} as OrderDocument['communication'],
    cancellationPolicy: {} as OrderDocument['cancellationPolicy'],
    bookingSource: 'web',
    payLater: false,
    couponCode: 'WEEKEND20',
    paymentLink: null,
    transactions: [
      { id: 'txn-1', orderId: id, status: 'captured', pgType: 'test', amount: 96_400, paymentdate: '2026-11-20T10:01:00.000Z', paymentLink: '', associatedPayments: [], settlements: [] },
    ],
    refund_lines: [{ itemId: `${id}-1`, amount: 48_200, refundPercent: 50 }],
    refundTotal: 48_200,
    invoice: null,
    created: '2026-11-20T10:00:00.000Z',
    updated: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
  // Paid, refunded and refundable as the projection writes them (unless overridden).
  return { ...doc, ...refundBalanceOf({ status: doc.status, transactions: doc.transactions, refundTotal: doc.refundTotal }), ...overrides };
}

export const orderHistory = (id: string): HistoryEntry[] => [
  { id: 'ev-1', revision: 0, position: '101', type: 'OrderPlaced', time: '2026-11-20T10:00:00.000Z', userId: 'demo-player-priya', correlationId: 'c-1', data: { orderId: id }, what: 'Order placed', actorName: 'Priya Sharma', summary: 'Order placed by Priya Sharma' },
  { id: 'ev-2', revision: 1, position: '102', type: 'PaymentCaptured', time: '2026-11-20T10:01:00.000Z', userId: 'demo-player-priya', correlationId: 'c-2', data: { orderId: id, transactionId: 'txn-1', amount: 96_400 }, what: 'Payment made', actorName: 'Priya Sharma', summary: 'Payment made by Priya Sharma' },
  { id: 'ev-3', revision: 2, position: '140', type: 'RefundGranted', time: '2026-11-20T11:00:00.000Z', userId: 'demo-manager-vikram', correlationId: 'c-3', data: { orderId: id, amount: 48_200 }, what: 'Refund granted', actorName: 'Vikram Rao', summary: 'Refund granted by Vikram Rao' },
];

import { describe, it } from 'vitest';
import type { OrderEvent, OrderPlacedData } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { orderDecider, type OrderCommandMessage } from './orderDecider';

/** An unpaid order's hold running out is recorded once; packs and lockers are in use once confirmed. */
const HOLD_END = '2026-11-20T10:10:00.000Z';
const packItem = {
  id: 'marina.ten',
  type: 'pack' as const,
  name: 'Marina · Ten hours',
  itemId: 'marina.ten',
  qty: 1,
  unitAmount: 100000,
  amount: 100000,
  taxes: [],
  total: 100000,
  validity: 'Quarterly' as const,
};
const order = (overrides: Partial<OrderPlacedData> = {}): OrderPlacedData => ({
  orderId: 'o1',
  userId: 'priya',
  orgId: 'turf-co',
  spaceId: 'marina',
  spaceName: 'Marina',
  currency: 'INR',
  symbol: '₹',
  items: [packItem],
  totals: { subTotal: 100000, discountTotal: 0, bulkDiscount: 0, totalTax: 0, taxLines: [], handlingCharges: 0, total: 100000 },
  holdExpiresAt: HOLD_END,
  startsAt: HOLD_END,
  bookedFor: { id: 'priya', name: 'Priya', countryCode: '91' },
  communication: { whatsapp: true, email: true, sms: true, circle: false },
  cancellationPolicy: { type: 'full' },
  bookingSource: 'web',
  payLater: false,
  ...overrides,
});
const placed: OrderEvent = { type: 'OrderPlaced', data: order() };
const expired: OrderEvent = { type: 'OrderHoldExpired', data: { orderId: 'o1', holdExpiresAt: HOLD_END } };
const initiated: OrderEvent = {
  type: 'PaymentInitiated',
  data: { orderId: 'o1', transactionId: 't1', gateway: 'test', paymentMode: 'upi', amount: 100000, paymentLink: 'l' },
};
const captured: OrderEvent = {
  type: 'PaymentCaptured',
  data: { orderId: 'o1', transactionId: 't1', gatewayPaymentId: 'p1', amount: 100000 },
};
const spec = deciderSpec(orderDecider);
const command = (type: 'ExpireOrder' | 'CancelOrder', now: string): OrderCommandMessage => ({
  type,
  data: { orderId: 'o1' },
  context: { commandId: 'c', userId: 'priya', now },
});

describe('ExpireOrder', () => {
  it('records an unpaid order whose hold ran out, once', () => {
    spec.given([placed]).when(command('ExpireOrder', HOLD_END)).then([expired]);
    spec.given([placed, expired]).when(command('ExpireOrder', '2026-11-20T11:00:00.000Z')).then([]);
  });
  it('leaves alone an order still held, a paid one, a pay-later one and a cancelled one', () => {
    spec.given([placed]).when(command('ExpireOrder', '2026-11-20T10:09:59.000Z')).then([]);
    spec.given([placed, initiated, captured]).when(command('ExpireOrder', HOLD_END)).then([]);
    spec
      .given([{ type: 'OrderPlaced', data: order({ payLater: true }) }])
      .when(command('ExpireOrder', HOLD_END))
      .then([]);
    spec
      .given([
        placed,
        { type: 'OrderCancelled', data: { orderId: 'o1', cancelledBy: 'priya', refundLines: [], refundTotal: 0, policy: 'full' } },
      ])
      .when(command('ExpireOrder', HOLD_END))
      .then([]);
  });
});

describe('cancelling an order with a pack or a locker', () => {
  it('is refused once confirmed: they are in use from the confirmation', () =>
    spec
      .given([placed, initiated, captured, { type: 'OrderConfirmed', data: { orderId: 'o1' } }])
      .when(command('CancelOrder', '2026-11-20T10:05:00.000Z'))
      .thenThrows('ORDER_NOT_CANCELLABLE'));
});

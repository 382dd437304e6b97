import { describe, expect, it } from 'vitest';
import type { OrderEvent, OrderPlacedData } from '@sports/contracts';
import { slotOrderItem } from '@sports/testing/orderItems';
import { deciderSpec } from '../core/deciderSpec';
import { orderDecider, type OrderCommandMessage } from './orderDecider';
import { refundPercentFor } from './refundPolicy';

/** An order is paid once, confirmed once, cancelled by the venue's policy. */
const NOW = '2026-11-20T10:00:00.000Z';
const context = (now = NOW) => ({ commandId: `c-${Math.random()}`, userId: 'priya', now });
const item = (id: string, total: number) => slotOrderItem(id, total);
const order = (overrides: Partial<OrderPlacedData> = {}): OrderPlacedData => ({
  orderId: 'o1',
  userId: 'priya',
  orgId: 'turf-co',
  spaceId: 'marina',
  spaceName: 'Marina',
  currency: 'INR',
  symbol: '₹',
  items: [item('a', 100001), item('b', 50000)],
  totals: { subTotal: 150001, discountTotal: 0, bulkDiscount: 0, totalTax: 0, taxLines: [], handlingCharges: 1000, total: 151001 },
  holdExpiresAt: '2026-11-20T10:10:00.000Z',
  startsAt: '2026-11-21T12:30:00.000Z',
  bookedFor: { id: 'priya', name: 'Priya', countryCode: '91' },
  communication: { whatsapp: true, email: true, sms: true, circle: false },
  cancellationPolicy: {
    type: 'partial',
    rules: [
      { hoursBefore: 6, refundPercent: 50 },
      { hoursBefore: 24, refundPercent: 100 },
    ],
  },
  bookingSource: 'web',
  payLater: false,
  ...overrides,
});
const placed: OrderEvent = { type: 'OrderPlaced', data: order() };
const initiated: OrderEvent = {
  type: 'PaymentInitiated',
  data: { orderId: 'o1', transactionId: 't1', gateway: 'test', paymentMode: 'upi', amount: 151001, paymentLink: 'l' },
};
const captured: OrderEvent = {
  type: 'PaymentCaptured',
  data: { orderId: 'o1', transactionId: 't1', gatewayPaymentId: 'p1', amount: 151001 },
};
const confirmed: OrderEvent = { type: 'OrderConfirmed', data: { orderId: 'o1' } };
/** The default commission of 10 % of what the buyer paid, paise rounded half up. */
const split: OrderEvent = {
  type: 'PartnerSplitRecorded',
  data: {
    orderId: 'o1',
    orgId: 'turf-co',
    spaceId: 'marina',
    collectedBy: 'platform',
    commissionPercent: 10,
    gross: 151001,
    commission: 15100,
    partnerShare: 135901,
  },
};
const reversed = (refunded: number, commission: number): OrderEvent => ({
  type: 'PartnerSplitReversed',
  data: { orderId: 'o1', orgId: 'turf-co', refunded, commission, partnerShare: refunded - commission },
});
const spec = deciderSpec(orderDecider);
const cmd = <T extends OrderCommandMessage['type']>(type: T, data: Extract<OrderCommandMessage, { type: T }>['data'], now = NOW) =>
  ({ type, data, context: context(now) }) as OrderCommandMessage;

describe('paying', () => {
  const initiate = (now = NOW) =>
    cmd('InitiatePayment', { orderId: 'o1', transactionId: 't1', gateway: 'test', paymentMode: 'upi', paymentLink: 'l' }, now);
  // The payment carries the order's organisation, venue and buyer (the back office's transactions read model).
  it('starts a payment for the order total while the slots are held', () =>
    spec
      .given([placed])
      .when(initiate())
      .then([{ type: 'PaymentInitiated', data: { ...initiated.data, orgId: 'turf-co', spaceId: 'marina', userId: 'priya' } }]));
  it('refuses once the hold ran out', () => spec.given([placed]).when(initiate('2026-11-20T10:10:00.000Z')).thenThrows('HOLD_EXPIRED'));
  it('refuses a paid order', () => spec.given([placed, initiated, captured]).when(initiate()).thenThrows('ORDER_NOT_PAYABLE'));
  it('refuses an unknown order', () => spec.given([]).when(initiate()).thenThrows('ORDER_NOT_FOUND'));
  const outcome = cmd('RecordPaymentOutcome', { orderId: 'o1', transactionId: 't1', outcome: 'captured', gatewayPaymentId: 'p1' });
  it('records a capture once, however often the gateway says so', () => {
    spec.given([placed, initiated]).when(outcome).then([captured]);
    spec.given([placed, initiated, captured]).when(outcome).then([]);
  });
  it('refuses an outcome for a transaction it never started', () => spec.given([placed]).when(outcome).thenThrows('TRANSACTION_NOT_FOUND'));
  it('confirms a paid order once; not an unpaid one', () => {
    spec
      .given([placed, initiated, captured])
      .when(cmd('ConfirmOrder', { orderId: 'o1' }))
      .then([confirmed, split]);
    spec
      .given([placed, initiated, captured, confirmed, split])
      .when(cmd('ConfirmOrder', { orderId: 'o1' }))
      .then([]);
    spec
      .given([placed, initiated])
      .when(cmd('ConfirmOrder', { orderId: 'o1' }))
      .thenThrows('ORDER_NOT_PAYABLE');
  });
});

describe('cancelling by policy', () => {
  const cancel = (now: string) => cmd('CancelOrder', { orderId: 'o1' }, now);
  const paid = [placed, initiated, captured, confirmed, split];
  it('gives everything back from 24 hours before, handling charges included', () =>
    spec
      .given(paid)
      .when(cancel(NOW))
      .then([
        {
          type: 'OrderCancelled',
          data: {
            orderId: 'o1',
            cancelledBy: 'priya',
            policy: 'partial',
            refundTotal: 151001,
            refundLines: [
              { itemId: 'a', amount: 100001, refundPercent: 100 },
              { itemId: 'b', amount: 50000, refundPercent: 100 },
              { itemId: 'handlingCharges', amount: 1000, refundPercent: 100 },
            ],
          },
        },
        reversed(151001, 15100),
      ]));
  it('gives half of each item back (paise rounded down) from 6 hours before', () =>
    spec
      .given(paid)
      .when(cancel('2026-11-21T06:30:00.000Z'))
      .then([
        {
          type: 'OrderCancelled',
          data: {
            orderId: 'o1',
            cancelledBy: 'priya',
            policy: 'partial',
            refundTotal: 75000,
            refundLines: [
              { itemId: 'a', amount: 50000, refundPercent: 50 },
              { itemId: 'b', amount: 25000, refundPercent: 50 },
            ],
          },
        },
        reversed(75000, 7500),
      ]));
  it('refunds nothing of an unpaid order, and cannot cancel after the start', () => {
    spec
      .given([placed])
      .when(cancel(NOW))
      .then([
        { type: 'OrderCancelled', data: { orderId: 'o1', cancelledBy: 'priya', policy: 'partial', refundTotal: 0, refundLines: [] } },
      ]);
    spec.given(paid).when(cancel('2026-11-21T12:30:00.000Z')).thenThrows('ORDER_NOT_CANCELLABLE');
  });
  it("gives everything back when the game's host cancels it, whatever the policy says, even after the start", () => {
    const all = {
      type: 'OrderCancelled',
      data: {
        orderId: 'o1',
        cancelledBy: 'priya',
        policy: 'partial',
        refundTotal: 151001,
        byHost: true,
        refundLines: [
          { itemId: 'a', amount: 100001, refundPercent: 100 },
          { itemId: 'b', amount: 50000, refundPercent: 100 },
          { itemId: 'handlingCharges', amount: 1000, refundPercent: 100 },
        ],
      },
    } satisfies OrderEvent;
    spec
      .given(paid)
      .when(cmd('CancelOrder', { orderId: 'o1', gameCancelled: true }, '2026-11-21T10:00:00.000Z'))
      .then([all, reversed(151001, 15100)]);
    spec
      .given(paid)
      .when(cmd('CancelOrder', { orderId: 'o1', gameCancelled: true }, '2026-11-21T12:30:00.000Z'))
      .then([all, reversed(151001, 15100)]);
    spec
      .given([placed])
      .when(cmd('CancelOrder', { orderId: 'o1', gameCancelled: true }))
      .then([
        {
          type: 'OrderCancelled',
          data: { orderId: 'o1', cancelledBy: 'priya', policy: 'partial', refundTotal: 0, refundLines: [], byHost: true },
        },
      ]);
  });
  it('reads the policies: full, none, partial by hours before', () => {
    expect(refundPercentFor({ type: 'full' }, '2026-11-21T12:30:00.000Z', '2026-11-21T12:00:00.000Z')).toBe(100);
    expect(refundPercentFor({ type: 'none' }, '2026-11-21T12:30:00.000Z', NOW)).toBe(0);
    const partial = { type: 'partial' as const, rules: [{ hoursBefore: 6, refundPercent: 50 }] };
    expect([
      refundPercentFor(partial, '2026-11-21T12:00:00.000Z', '2026-11-21T06:00:00.000Z'),
      refundPercentFor(partial, '2026-11-21T12:00:00.000Z', '2026-11-21T06:00:01.000Z'),
    ]).toEqual([50, 0]);
  });
});

describe('partner split', () => {
  const payLater: OrderEvent = { type: 'OrderPlaced', data: order({ payLater: true, commissionPercent: 12.5 }) };
  const venueSplit: OrderEvent = {
    type: 'PartnerSplitRecorded',
    data: {
      orderId: 'o1',
      orgId: 'turf-co',
      spaceId: 'marina',
      collectedBy: 'venue',
      commissionPercent: 12.5,
      gross: 151001,
      commission: 18875,
      partnerShare: 132126,
    },
  };
  it('a pay-later order is collected by the venue, at the rate the order was placed with', () =>
    spec
      .given([payLater])
      .when(cmd('ConfirmOrder', { orderId: 'o1' }))
      .then([confirmed, venueSplit]));
  it('a pay-later booking cancelled takes back the whole split: nothing will be paid at the venue', () =>
    spec
      .given([payLater, confirmed, venueSplit])
      .when(cmd('CancelOrder', { orderId: 'o1' }))
      .then([
        { type: 'OrderCancelled', data: { orderId: 'o1', cancelledBy: 'priya', policy: 'partial', refundTotal: 0, refundLines: [] } },
        {
          type: 'PartnerSplitReversed',
          data: { orderId: 'o1', orgId: 'turf-co', refunded: 151001, commission: 18875, partnerShare: 132126 },
        },
      ]));
  it('a cancellation that refunds nothing reverses nothing', () =>
    spec
      .given([placed, initiated, captured, confirmed, split])
      .when(cmd('CancelOrder', { orderId: 'o1' }, '2026-11-21T10:00:00.000Z'))
      .then([
        { type: 'OrderCancelled', data: { orderId: 'o1', cancelledBy: 'priya', policy: 'partial', refundTotal: 0, refundLines: [] } },
      ]));
});

describe('memberships bought with an order (spec section 3 membership, section 5 presets)', () => {
  const membership = {
    id: 'marina.regulars',
    type: 'membership' as const,
    name: 'Marina · Regulars (Quarterly)',
    itemId: 'marina.regulars',
    membershipId: 'regulars',
    validity: 'Quarterly' as const,
    amount: 450000,
    taxes: [],
    total: 450000,
  };
  const withMembership: OrderEvent = {
    type: 'OrderPlaced',
    data: order({ items: [item('a', 100001), membership], bookedFor: { id: 'ravi', name: 'Ravi', countryCode: '91' } }),
  };
  const paid = [withMembership, initiated, captured];
  const started: OrderEvent = {
    type: 'MembershipStarted',
    data: {
      orderId: 'o1',
      userId: 'ravi',
      spaceId: 'marina',
      orgId: 'turf-co',
      membershipId: 'regulars',
      name: 'Marina · Regulars (Quarterly)',
      validity: 'Quarterly',
      validFrom: '2026-11-21',
      validUntil: '2027-02-20',
    },
  };
  it("starts each membership with the confirmation, for the person booked for, from the venue's date (IST) for its preset", () =>
    // 20:00 UTC is already the 21st in India.
    spec
      .given(paid)
      .when(cmd('ConfirmOrder', { orderId: 'o1' }, '2026-11-20T20:00:00.000Z'))
      .then([confirmed, split, started]));
  it('starts nothing twice: a confirmed order confirms to nothing', () =>
    spec
      .given([...paid, confirmed, started])
      .when(cmd('ConfirmOrder', { orderId: 'o1' }))
      .then([]));
  it('cannot be cancelled once a membership has started', () =>
    spec
      .given([...paid, confirmed, started])
      .when(cmd('CancelOrder', { orderId: 'o1' }))
      .thenThrows('ORDER_NOT_CANCELLABLE'));
  it('can be cancelled while unpaid, with nothing to refund', () =>
    spec
      .given([withMembership])
      .when(cmd('CancelOrder', { orderId: 'o1' }))
      .then([
        { type: 'OrderCancelled', data: { orderId: 'o1', cancelledBy: 'priya', refundLines: [], refundTotal: 0, policy: 'partial' } },
      ]));
});

describe('partial refunds by the venue', () => {
  const paid = [placed, initiated, captured, confirmed, split];
  const decide = (events: OrderEvent[], command: OrderCommandMessage) =>
    orderDecider.decide(command, events.reduce(orderDecider.evolve, orderDecider.initialState()));
  const grant = (data: { amount?: number; refundPercent?: number }, refundId = 'r1') =>
    cmd('GrantRefund', { orderId: 'o1', refundId, ...data });
  const granted = (
    refundId: string,
    amount: number,
    refundLines: Array<{ itemId: string; amount: number; refundPercent: number }>,
    extra: Record<string, unknown> = {},
  ): OrderEvent => ({
    type: 'RefundGranted',
    data: { orderId: 'o1', refundId, transactionId: 't1', amount, refundLines, grantedBy: 'priya', ...extra },
  });
  it('grants an amount, shared over the lines in proportion to what was paid, and takes it from both shares; nothing is cancelled', () =>
    spec
      .given(paid)
      .when(grant({ amount: 60800 }))
      .then([
        granted('r1', 60800, [
          { itemId: 'a', amount: 40266, refundPercent: 40 },
          { itemId: 'b', amount: 20132, refundPercent: 40 },
          { itemId: 'handlingCharges', amount: 402, refundPercent: 40 },
        ]),
        reversed(60800, 6080),
      ]));
  it('grants a share of what was paid', () => {
    const [event] = decide(paid, grant({ refundPercent: 10 }));
    expect(event).toMatchObject({ type: 'RefundGranted', data: { amount: 15100, refundPercent: 10 } });
  });
  it('grants the same refund id once (a retried request)', () =>
    spec
      .given([...paid, granted('r1', 60800, [])])
      .when(grant({ amount: 60800 }))
      .then([]));
  it('refuses more than the balance, naming the field asked; the balance counts every refund so far', () => {
    spec
      .given(paid)
      .when(grant({ amount: 151002 }))
      .thenThrows('REFUND_EXCEEDS_BALANCE');
    spec
      .given([...paid, granted('r1', 100000, [])])
      .when(grant({ amount: 51002 }, 'r2'))
      .thenThrows('REFUND_EXCEEDS_BALANCE');
    spec
      .given([...paid, granted('r1', 100000, [])])
      .when(grant({ refundPercent: 50 }, 'r2'))
      .thenThrows('REFUND_EXCEEDS_BALANCE');
    spec
      .given([...paid, granted('r1', 100000, [])])
      .when(grant({ amount: 51001 }, 'r2'))
      .then([granted('r2', 51001, expect.any(Array) as never), reversed(51001, 5100)]);
  });
  it('refuses with nothing left, with nothing paid, and a refund of nothing', () => {
    spec
      .given([...paid, granted('r1', 151001, [])])
      .when(grant({ amount: 1 }, 'r2'))
      .thenThrows('NOTHING_TO_REFUND');
    spec
      .given([placed])
      .when(grant({ amount: 1 }))
      .thenThrows('NOTHING_TO_REFUND');
    spec
      .given(paid)
      .when(grant({ refundPercent: 0 }))
      .thenThrows('VALIDATION_FAILED');
  });
  it("refuses a refund under ₹1, the gateway's minimum, even when that is all that is left", () => {
    spec
      .given(paid)
      .when(grant({ amount: 99 }))
      .thenThrows('VALIDATION_FAILED');
    expect(decide(paid, grant({ amount: 100 }))[0]).toMatchObject({ type: 'RefundGranted', data: { amount: 100 } });
    spec
      .given([...paid, granted('r1', 150950, [])])
      .when(grant({ amount: 51 }, 'r2'))
      .thenThrows('VALIDATION_FAILED');
  });
  it('a cancellation after a partial refund gives back at most what is left', () => {
    const [cancelled] = decide([...paid, granted('r1', 100000, [])], cmd('CancelOrder', { orderId: 'o1' }));
    expect(cancelled).toMatchObject({ type: 'OrderCancelled', data: { refundTotal: 51001 } });
    const lines = (cancelled as Extract<OrderEvent, { type: 'OrderCancelled' }>).data.refundLines;
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(51001);
  });
  it('the venue cancels with an exact amount, within the balance', () => {
    const [cancelled] = decide(paid, cmd('CancelOrder', { orderId: 'o1', venueRefundAmount: 1000 }));
    expect(cancelled).toMatchObject({ type: 'OrderCancelled', data: { refundTotal: 1000, byVenue: true } });
    spec
      .given(paid)
      .when(cmd('CancelOrder', { orderId: 'o1', venueRefundAmount: 151002 }))
      .thenThrows('REFUND_EXCEEDS_BALANCE');
  });
});

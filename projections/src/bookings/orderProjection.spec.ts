import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  EventFeed,
  MembershipDocument,
  OrderDocument,
  PayoutDocument,
  OrderEvent,
  RecordedEvent,
  SlotDayDocument,
  SlotEvent,
} from '@sports/contracts';
import { ProjectionRunner } from '../core/runner';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import type { Projection } from '../core/projection';
import { ORDERS_COLLECTION, orderProjection } from './orderProjection';
import { SLOT_DAYS_COLLECTION, slotDayProjection } from '../catalogue/slotDayProjection';
import { MEMBERSHIPS_COLLECTION, membershipProjection } from './membershipProjection';
import { PAYOUTS_COLLECTION, payoutProjection } from './payoutProjection';

/** Given these events, each delivered twice, then these documents (spec section 3 Order, Transaction). */
const recorded = (events: Array<OrderEvent | SlotEvent>): RecordedEvent[] =>
  events.map((e, i) => ({
    ...e,
    id: `e${i}`,
    streamId: 'order-o1',
    revision: BigInt(i),
    position: BigInt(i + 1),
    metadata: {
      commandId: `c${i}`,
      commandHash: 'h',
      causationId: 'c',
      correlationId: 'c',
      userId: 'priya',
      time: `2026-11-20T10:00:0${i}.000Z`,
      schemaVersion: 1,
    },
  }));
const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

const project = async <D>(projection: Projection, collection: string, id: string, deliveries: RecordedEvent[][]) => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'proj-')), 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, [projection]);
  await runner.start();
  for (const batch of deliveries) await runner.applyBatch(batch);
  await runner.stop();
  const doc = await store.get<D & { id: string }>(collection, id);
  await store.close();
  return doc;
};

const item = {
  id: 's1',
  type: 'slot' as const,
  name: 'Turf A',
  itemId: 's1',
  fieldId: 'marina.turf-a',
  timeRangeConfigId: 'evening',
  date: '2026-11-21',
  startTime: '18:00',
  endTime: '19:00',
  duration: 60,
  amount: 100000,
  taxes: [{ taxSlug: 'GST', taxRate: 18, totalTax: 18000 }],
  total: 118000,
};
const history: OrderEvent[] = [
  {
    type: 'OrderPlaced',
    data: {
      orderId: 'o1',
      userId: 'priya',
      orgId: 'turf-co',
      spaceId: 'marina',
      spaceName: 'Marina Turf Arena',
      currency: 'INR',
      symbol: '₹',
      items: [item],
      totals: {
        subTotal: 100000,
        discountTotal: 0,
        bulkDiscount: 0,
        totalTax: 18000,
        taxLines: [{ slug: 'GST', rate: 18, total: 18000 }],
        handlingCharges: 0,
        total: 118000,
      },
      holdExpiresAt: '2026-11-20T10:10:00.000Z',
      startsAt: '2026-11-21T12:30:00.000Z',
      bookedFor: { id: 'priya', name: 'Priya', countryCode: '91' },
      communication: { whatsapp: true, email: true, sms: true, circle: false },
      cancellationPolicy: { type: 'full' },
      bookingSource: 'web',
      payLater: false,
    },
  },
  {
    type: 'PaymentInitiated',
    data: { orderId: 'o1', transactionId: 't1', gateway: 'test', paymentMode: 'upi', amount: 118000, paymentLink: 'http://x/pay/test/t1' },
  },
  { type: 'PaymentCaptured', data: { orderId: 'o1', transactionId: 't1', gatewayPaymentId: 'p1', amount: 118000 } },
  { type: 'OrderConfirmed', data: { orderId: 'o1' } },
  {
    type: 'OrderCancelled',
    data: {
      orderId: 'o1',
      cancelledBy: 'priya',
      refundLines: [{ itemId: 's1', amount: 118000, refundPercent: 100 }],
      refundTotal: 118000,
      policy: 'full',
    },
  },
  { type: 'RefundIssued', data: { orderId: 'o1', refundId: 'r1', transactionId: 't1', amount: 118000, gatewayRefundId: 'g1' } },
];

describe('orders projection', () => {
  const events = recorded(history);
  const run = (deliveries: RecordedEvent[][]) =>
    project<OrderDocument>(orderProjection as unknown as Projection, ORDERS_COLLECTION, 'o1', deliveries);

  it('builds the order with its transaction, refund lines, settlement and invoice data', async () => {
    const doc = await run([events]);
    expect(doc).toMatchObject({
      id: 'o1',
      status: 'cancelled',
      total: 118000,
      totalTax: 18000,
      taxLines: [{ slug: 'GST', rate: 18, total: 18000 }],
      refundTotal: 118000,
      refund_lines: [{ itemId: 's1', amount: 118000, refundPercent: 100 }],
      invoice: { number: 'INV-O1', issuedAt: '2026-11-20T10:00:03.000Z', seller: 'Marina Turf Arena', buyer: 'Priya' },
    });
    expect(doc!.transactions).toEqual([
      expect.objectContaining({
        id: 't1',
        status: 'refunded',
        pgType: 'test',
        amount: 118000,
        settlements: [{ refundId: 'r1', amount: 118000, gatewayRefundId: 'g1', date: '2026-11-20T10:00:05.000Z' }],
      }),
    ]);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const once = await run([events]);
    expect(await run([events.flatMap((e) => [e, e])])).toEqual(once);
    expect(await run([events.slice(0, 3), events, events.slice(1)])).toEqual(once);
  });
});

describe('slot days projection', () => {
  const key = { spaceId: 'marina', fieldId: 'marina.turf-a', date: '2026-11-21' };
  const slots: SlotEvent[] = [
    {
      type: 'SlotsHeld',
      data: {
        ...key,
        slots: [
          { slotId: 'a', startTime: '18:00', endTime: '19:00' },
          { slotId: 'b', startTime: '19:00', endTime: '20:00' },
        ],
        orderId: 'o1',
        userId: 'priya',
        expiresAt: '2026-11-20T10:10:00.000Z',
      },
    },
    { type: 'SlotsBooked', data: { ...key, slotIds: ['a'], orderId: 'o1' } },
    { type: 'SlotHoldReleased', data: { ...key, slotIds: ['b'], orderId: 'o1', reason: 'cancelled' } },
    { type: 'SlotsBlocked', data: { ...key, slots: [{ slotId: 'c', startTime: '20:00', endTime: '21:00' }], blockedBy: 'staff' } },
  ];
  const events = recorded(slots);
  const run = (deliveries: RecordedEvent[][]) =>
    project<SlotDayDocument>(slotDayProjection as unknown as Projection, SLOT_DAYS_COLLECTION, 'marina.turf-a|2026-11-21', deliveries);

  it('keeps who has which slot, also when every event arrives twice', async () => {
    const once = await run([events]);
    expect(once).toEqual({
      id: 'marina.turf-a|2026-11-21',
      ...key,
      taken: { a: { status: 'booked', orderId: 'o1' }, c: { status: 'blocked' } },
    });
    expect(await run([events.flatMap((e) => [e, e])])).toEqual(once);
    expect(await run([events.slice(0, 2), events])).toEqual(once);
  });
});

describe('memberships bought with orders', () => {
  const record = {
    orderId: 'o1',
    userId: 'priya',
    spaceId: 'marina',
    membershipId: 'regulars',
    name: 'Marina · Regulars (Quarterly)',
    validity: 'Quarterly' as const,
    validFrom: '2026-11-20',
    validUntil: '2027-02-19',
  };
  const events = recorded([...history.slice(0, 4), { type: 'MembershipStarted', data: record }]);

  it('the order shows the member record, once however often it is delivered', async () => {
    const run = (deliveries: RecordedEvent[][]) =>
      project<OrderDocument>(orderProjection as unknown as Projection, ORDERS_COLLECTION, 'o1', deliveries);
    const once = await run([events]);
    expect(once!.memberships).toEqual([record]);
    expect(await run([events.flatMap((e) => [e, e])])).toEqual(once);
  });

  it('"my memberships" keeps one document per order and plan', async () => {
    const run = (deliveries: RecordedEvent[][]) =>
      project<MembershipDocument>(membershipProjection as unknown as Projection, MEMBERSHIPS_COLLECTION, 'o1.regulars', deliveries);
    const once = await run([events]);
    expect(once).toEqual({ id: 'o1.regulars', ...record, created: '2026-11-20T10:00:04.000Z' });
    expect(await run([events, events.slice(4)])).toEqual(once);
  });
});

describe('payouts', () => {
  const events = recorded([
    ...history.slice(0, 4),
    {
      type: 'PartnerSplitRecorded',
      data: {
        orderId: 'o1',
        orgId: 'turf-co',
        spaceId: 'marina',
        collectedBy: 'platform',
        commissionPercent: 10,
        gross: 118000,
        commission: 11800,
        partnerShare: 106200,
      },
    },
    { type: 'PartnerSplitReversed', data: { orderId: 'o1', orgId: 'turf-co', refunded: 59000, commission: 5900, partnerShare: 53100 } },
  ]);
  const run = (deliveries: RecordedEvent[][]) =>
    project<PayoutDocument>(payoutProjection as unknown as Projection, PAYOUTS_COLLECTION, 'o1', deliveries);

  it("keeps each order's split net of refunds, the same when every event arrives twice", async () => {
    const once = await run([events]);
    expect(once).toEqual({
      id: 'o1',
      orderId: 'o1',
      orgId: 'turf-co',
      spaceId: 'marina',
      collectedBy: 'platform',
      commissionPercent: 10,
      gross: 118000,
      commission: 5900,
      partnerShare: 53100,
      refunded: 59000,
      created: '2026-11-20T10:00:04.000Z',
      updated: '2026-11-20T10:00:05.000Z',
    });
    expect(await run([events.flatMap((e) => [e, e])])).toEqual(once);
    expect(await run([events.slice(0, 5), events])).toEqual(once);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  meetDetailsSchema,
  type EventFeed,
  type OfferingDocument,
  type OfferingEvent,
  type OrderEvent,
  type RecordedEvent,
} from '@sports/contracts';
import { ProjectionRunner } from '../core/runner';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import type { Projection } from '../core/projection';
import { OFFERINGS_COLLECTION, offeringProjection } from './offeringProjection';
import { HELD_ORDERS_COLLECTION, heldOrderProjection } from '../bookings/heldOrderProjection';

/** Given these events, each delivered twice, then these documents. */
const recorded = (events: Array<OfferingEvent | OrderEvent>): RecordedEvent[] =>
  events.map((e, i) => ({
    ...e,
    id: `e${i}`,
    streamId: 'meet-marina.run',
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

const project = async <D>(projection: Projection, collection: string, id: string, events: RecordedEvent[]) => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'proj-')), 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, [projection]);
  await runner.start();
  for (const batch of [events, events]) await runner.applyBatch(batch);
  await runner.stop();
  const doc = await store.get<D & { id: string }>(collection, id);
  await store.close();
  return doc;
};

const ref = { kind: 'meet' as const, itemId: 'marina.run', spaceId: 'marina' };
const meet = {
  kind: 'meet' as const,
  details: meetDetailsSchema.parse({
    name: '5K Run',
    startDate: '2026-12-06',
    startTime: '06:00',
    capacity: 100,
    bibStart: 101,
    price: { amount: 30000 },
  }),
};

describe('offerings read model', () => {
  it("keeps each order's places: held, then registered with bibs; released ones go", async () => {
    const doc = await project<OfferingDocument>(
      offeringProjection as unknown as Projection,
      OFFERINGS_COLLECTION,
      'meet-marina.run',
      recorded([
        { type: 'OfferingSaved', data: { ...ref, orgId: 'turf-co', offering: meet, savedBy: 'mala' } },
        { type: 'OfferingPlacesHeld', data: { ...ref, orderId: 'o1', userId: 'priya', count: 2, expiresAt: '2026-11-20T10:10:00.000Z' } },
        { type: 'OfferingPlacesHeld', data: { ...ref, orderId: 'o2', userId: 'arjun', count: 1, expiresAt: '2026-11-20T10:10:00.000Z' } },
        {
          type: 'MeetRegistered',
          data: { ...ref, orderId: 'o1', userId: 'priya', name: 'Priya', bibNumbers: [101, 102], formAnswers: { tshirt: 'M' } },
        },
        { type: 'OfferingPlacesReleased', data: { ...ref, orderId: 'o2', reason: 'expired', count: 1 } },
      ]),
    );
    expect(doc).toEqual({
      id: 'meet-marina.run',
      kind: 'meet',
      itemId: 'marina.run',
      key: 'run',
      spaceId: 'marina',
      orgId: 'turf-co',
      name: '5K Run',
      offering: meet,
      updated: '2026-11-20T10:00:04.000Z',
      claims: {
        o1: {
          orderId: 'o1',
          userId: 'priya',
          name: 'Priya',
          count: 2,
          status: 'confirmed',
          numbers: [101, 102],
          formAnswers: { tshirt: 'M' },
        },
      },
    });
  });
});

describe('held orders read model', () => {
  const placed = (orderId: string, payLater: boolean): OrderEvent => ({
    type: 'OrderPlaced',
    data: {
      orderId,
      userId: 'priya',
      orgId: 'turf-co',
      spaceId: 'marina',
      spaceName: 'Marina',
      currency: 'INR',
      symbol: '₹',
      items: [
        {
          id: 'marina.run',
          type: 'meet',
          name: 'Run',
          itemId: 'marina.run',
          qty: 1,
          unitAmount: 30000,
          amount: 30000,
          taxes: [],
          total: 30000,
        },
      ],
      totals: { subTotal: 30000, discountTotal: 0, bulkDiscount: 0, totalTax: 0, taxLines: [], handlingCharges: 0, total: 30000 },
      holdExpiresAt: '2026-11-20T10:10:00.000Z',
      startsAt: '2026-12-06T00:30:00.000Z',
      bookedFor: { id: 'priya', name: 'Priya', countryCode: '91' },
      communication: { whatsapp: true, email: true, sms: true, circle: false },
      cancellationPolicy: { type: 'full' },
      bookingSource: 'web',
      payLater,
    },
  });
  it('lists an order waiting for payment by the end of its hold, until it expires, is paid or is closed; never a pay-later one', async () => {
    const held = (events: OrderEvent[], id = 'o1') =>
      project(heldOrderProjection as unknown as Projection, HELD_ORDERS_COLLECTION, id, recorded(events));
    expect(await held([placed('o1', false)])).toEqual({ id: 'o1', holdExpiresAt: '2026-11-20T10:10:00.000Z' });
    expect(
      await held([placed('o1', false), { type: 'OrderHoldExpired', data: { orderId: 'o1', holdExpiresAt: '2026-11-20T10:10:00.000Z' } }]),
    ).toBeNull();
    expect(
      await held([
        placed('o1', false),
        { type: 'PaymentCaptured', data: { orderId: 'o1', transactionId: 't1', gatewayPaymentId: 'p', amount: 30000 } },
      ]),
    ).toBeNull();
    expect(await held([placed('o2', true)], 'o2')).toBeNull();
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventFeed, OrderDocument, OrderEvent, RecordedEvent, UserEvent } from '@sports/contracts';
import { ProjectionRunner } from '../core/runner';
import type { Projection } from '../core/projection';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { BUYER_PHONES_COLLECTION, buyerPhoneProjection } from './buyerPhoneProjection';
import { ORDERS_COLLECTION, orderProjection } from './orderProjection';

/**
 * docs/adr/0111-buyer-phone-on-orders.md: the orders read model joins the buyer's
 * phone from the users' events as it replays, as it was when they bought, whichever way the log
 * is cut into batches, and a rebuild of the orders alone gives the same.
 */
const recorded = (events: Array<OrderEvent | UserEvent>): RecordedEvent[] =>
  events.map((e, i) => ({
    ...e,
    id: `e${i}`,
    streamId: 's',
    revision: BigInt(i),
    position: BigInt(i + 1),
    metadata: {
      commandId: `c${i}`,
      commandHash: 'h',
      causationId: 'c',
      correlationId: 'c',
      userId: 'u',
      time: `2026-11-20T10:00:${String(i).padStart(2, '0')}.000Z`,
      schemaVersion: 1,
    },
  }));
const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

const registered = (userId: string, phone?: string): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, firstName: userId, lastName: 'V', ...(phone ? { phone } : {}), role: 'player', scopeIds: [], source: 'demo' },
});
const changed = (userId: string, phone: string, previousPhone: string): UserEvent => ({
  type: 'PhoneNumberChanged',
  data: { userId, phone, previousPhone },
});
const placed = (
  orderId: string,
  userId: string,
  bookedFor: { id?: string; name: string; phone?: string; countryCode: string },
): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    userId,
    orgId: 'marina-co',
    spaceId: 'marina',
    spaceName: 'Marina',
    currency: 'INR',
    symbol: '₹',
    items: [],
    totals: { subTotal: 0, discountTotal: 0, bulkDiscount: 0, totalTax: 0, taxLines: [], handlingCharges: 0, total: 0 },
    holdExpiresAt: '2026-11-20T10:10:00.000Z',
    startsAt: '2026-11-21T12:30:00.000Z',
    bookedFor,
    communication: { whatsapp: true, email: true, sms: true, circle: false },
    cancellationPolicy: { type: 'full' },
    bookingSource: 'web',
    payLater: true,
  },
});

const LOG = recorded([
  registered('rahul', '+919800000004'),
  // Booked with no phone of its own: the order shows the account's ("Phone —" before).
  placed('o1', 'rahul', { id: 'rahul', name: 'Rahul Verma', countryCode: '91' }),
  placed('o2', 'rahul', { id: 'rahul', name: 'Rahul Verma', phone: '9800000004', countryCode: '91' }),
  changed('rahul', '+919811112222', '+919800000004'),
  placed('o3', 'rahul', { id: 'rahul', name: 'Rahul Verma', countryCode: '91' }),
  // No phone on the account: the order's own when booked for themselves, none when booked for a friend.
  registered('kavya'),
  placed('o4', 'kavya', { name: 'Kavya Nair', phone: '9800000003', countryCode: '91' }),
  placed('o5', 'kavya', { id: 'friend', name: 'Ravi', phone: '9000000000', countryCode: '91' }),
]);

const storeAt = () => new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'buyer-phones-')), 'r.sqlite'));

const phonesOf = async (store: SqliteDocumentStore) => {
  const orders = await store.find<OrderDocument>(ORDERS_COLLECTION, { sort: [['id', 1]] });
  return Object.fromEntries(orders.map((o) => [o.id, o.buyerPhone]));
};

const EXPECTED = { o1: '+919800000004', o2: '+919800000004', o3: '+919811112222', o4: '+919800000003', o5: null };

const build = async (batches: RecordedEvent[][], projections: Projection[], store = storeAt(), rebuildInMemory = true) => {
  const runner = new ProjectionRunner(idleFeed, store, projections, { rebuildInMemory });
  await runner.start();
  for (const batch of batches) await runner.applyBatch(batch);
  await runner.stop();
  return store;
};
const BOTH = [orderProjection, buyerPhoneProjection] as unknown as Projection[];

describe("the buyer's phone on every order", () => {
  it.each([
    ['one batch (a rebuild in memory)', [LOG], true],
    ['one event a batch, written as it goes', LOG.map((e) => [e]), false],
    ['batches cut between a change and the orders around it', [LOG.slice(0, 3), LOG.slice(3, 6), LOG.slice(6)], false],
  ])('is the number the buyer had when they bought: %s', async (_, batches, inMemory) => {
    const store = await build(batches, BOTH, storeAt(), inMemory);
    expect(await phonesOf(store)).toEqual(EXPECTED);
    await store.close();
  });

  it('indexes every ending of 4 digits or more, found with the organisation by the last 4 digits, the national number or the whole', async () => {
    const store = await build([LOG], BOTH);
    const o1 = await store.get<OrderDocument>(ORDERS_COLLECTION, 'o1');
    expect(o1?.buyerPhoneDigits).toEqual([
      '0004',
      '00004',
      '000004',
      '0000004',
      '00000004',
      '800000004',
      '9800000004',
      '19800000004',
      '919800000004',
    ]);
    for (const digits of ['0004', '9800000004', '919800000004']) {
      const found = await store.find<OrderDocument>(ORDERS_COLLECTION, {
        filter: { orgId: 'marina-co', buyerPhoneDigits: digits },
        sort: [['id', 1]],
      });
      expect(found.map((o) => o.id)).toEqual(['o1', 'o2']);
    }
    expect(await store.find(ORDERS_COLLECTION, { filter: { orgId: 'other-co', buyerPhoneDigits: '0004' } })).toEqual([]);
    // Served by the endings' index, then each match by its organisation and id: no scan of the orders.
    const plan = store
      .explainFind(ORDERS_COLLECTION, {
        filter: { orgId: 'marina-co', $or: [{ buyerPhoneDigits: '0004' }, { 'bookedFor.phone': '0004' }] },
      })
      .join('\n');
    expect(plan).toMatch(/SEARCH doc_orders_v2__c_buyerPhoneDigits USING PRIMARY KEY \(value=\?\)/);
    expect(plan).not.toMatch(/\bSCAN\b/);
    await store.close();
  });

  it('gives old orders the same numbers when the orders alone are rebuilt after the number changed', async () => {
    // The buyers' phones stand at the end of the log; a fresh orders read model replays every order against them.
    const store = await build([LOG], [buyerPhoneProjection as unknown as Projection]);
    await build([LOG], [orderProjection as unknown as Projection], store);
    expect(await phonesOf(store)).toEqual(EXPECTED);
    expect((await store.get<{ id: string; phones: unknown[] }>(BUYER_PHONES_COLLECTION, 'rahul'))?.phones).toHaveLength(2);
    await store.close();
  });
});

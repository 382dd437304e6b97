import { phoneEndingsOf, type OrderDocument, type OrderStatus } from '@sports/contracts';
import { SqliteDocumentStore, allProjections, orderProjection, type DocumentWrite } from '@sports/projections';

export const BENCH_ORGS = 10;
const SPACES_PER_ORG = 5;
const STATUSES: OrderStatus[] = ['confirmed', 'confirmed', 'confirmed', 'cancelled', 'pending_payment', 'failed', 'expired'];
const DAY_MS = 86_400_000;

/** A deterministic pseudo-random sequence, so every run lists the same orders. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

export const benchOrgId = (n: number) => `bench-org-${n}`;
/** Bench user n's phone (+91 98 and n in 8 digits): the last 4 digits of users n and n + 10,000 are the same. */
export const benchPhoneOf = (user: number) => `+9198${String(user).padStart(8, '0')}`;

/** One slot order as the orders projection leaves it, spread over 90 days before `nowMs`. */
const orderOf = (n: number, next: () => number, nowMs: number): OrderDocument => {
  const org = n % BENCH_ORGS;
  const spaceId = `bench-space-${org}-${Math.floor(next() * SPACES_PER_ORG)}`;
  const created = new Date(nowMs - Math.floor(next() * 90 * DAY_MS)).toISOString();
  const status = STATUSES[Math.floor(next() * STATUSES.length)]!;
  const amount = 60_000 + Math.floor(next() * 20) * 5_000;
  const tax = Math.round(amount * 0.18);
  const date = created.slice(0, 10);
  const id = `bench-order-${n}`;
  const user = Math.floor(next() * 20_000);
  return {
    id,
    userId: `bench-user-${user}`,
    // The buyer's phone as the orders read model joins it (docs/adr/0111-buyer-phone-on-orders.md).
    buyerPhone: benchPhoneOf(user),
    buyerPhoneDigits: phoneEndingsOf(benchPhoneOf(user)),
    orgId: benchOrgId(org),
    spaceId,
    spaceName: `Bench Arena ${org}.${spaceId.at(-1)}`,
    status,
    currency: 'INR',
    symbol: '₹',
    items: [
      {
        id: `${id}.1`,
        type: 'slot',
        name: 'Turf A 18:00',
        itemId: `${spaceId}.turf-a.${date}.1800`,
        fieldId: `${spaceId}.turf-a`,
        timeRangeConfigId: 'evening',
        date,
        startTime: '18:00',
        endTime: '19:00',
        duration: 60,
        amount,
        taxes: [{ taxSlug: 'GST', taxRate: 18, totalTax: tax }],
        total: amount + tax,
      },
    ],
    subTotal: amount,
    discountTotal: 0,
    bulkDiscount: 0,
    totalTax: tax,
    taxLines: [{ slug: 'GST', rate: 18, total: tax }],
    handlingCharges: 2_000,
    total: amount + tax + 2_000,
    holdExpiresAt: new Date(Date.parse(created) + 600_000).toISOString(),
    startsAt: `${date}T12:30:00.000Z`,
    bookedFor: { name: 'Bench Buyer', countryCode: '91' },
    communication: { whatsapp: true, email: true, sms: true, circle: false },
    cancellationPolicy: { type: 'full' },
    bookingSource: 'web',
    payLater: false,
    paymentLink: null,
    transactions: [],
    refund_lines: [],
    refundTotal: 0,
    invoice:
      status === 'confirmed' || status === 'cancelled'
        ? { number: `INV-${n}`, issuedAt: created, seller: spaceId, buyer: 'Bench Buyer' }
        : null,
    created,
    updated: created,
  };
};

/**
 * Writes `count` orders straight into the orders read model of a fresh read store, as its
 * projection would have left them: the list benchmark measures reading, not booking.
 * With every projection's checkpoint too, at the empty log's position: a store with no checkpoint
 * at all is one the projector takes as never written, so it would start a rebuild there, which
 * drops the secondary indexes until its first event (SqliteDocumentStore.beginBulkLoad), and
 * the lists would be read by scanning every order.
 */
export const seedOrders = async (readModelsFile: string, count: number, nowMs: number): Promise<void> => {
  const store = new SqliteDocumentStore(readModelsFile);
  await store.ensureCollection(orderProjection.collection);
  const next = random(42);
  for (let from = 0; from < count; from += 5_000) {
    const writes: DocumentWrite[] = [];
    for (let n = from; n < Math.min(count, from + 5_000); n++)
      writes.push({
        collection: orderProjection.collection.name,
        id: `bench-order-${n}`,
        doc: orderOf(n, next, nowMs),
        position: 0n,
        isNew: true,
      });
    await store.commit(writes, []);
  }
  await store.commit(
    [],
    allProjections.map((projection) => ({ name: projection.name, position: 0n })),
  );
  await store.close();
};

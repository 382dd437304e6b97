/**
 * `npm run bench:book`: concurrent checkouts (instantBuy) over HTTP for 10 s against
 * 1,000 slots, many buyers per slot: every client picks slots at random, so most attempts meet a
 * slot someone else already holds (409 SLOT_UNAVAILABLE). The embedded test gateway confirms
 * each payment through its signed webhook. At the end the event log itself is checked: no slot
 * was sold twice, every hold was confirmed or released, no order was charged twice.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteEventStore } from '@sports/event-store';
import { runLoad } from './lib/load';
import { benchTokens, startPlatform, waitForPosition, health } from './lib/platform';
import { stop } from './lib/processes';
import { fmt, printTable, verdict } from './lib/report';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FIELDS = 25;
/** 00:00 to 20:00 in 30-minute slots: 40 a field, 1,000 in all. */
const SLOTS_PER_FIELD = 40;
const ORG = 'bench-org';
const SPACE = 'bench-arena';

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'book-'));
const tokens = benchTokens();
const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

const send = async (base: string, token: string, method: string, path: string, body: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
};

const setUpCatalogue = async (base: string) => {
  const { accessToken } = await tokens.issue({
    userId: 'bench-manager',
    name: 'Manager',
    role: 'org_manager',
    scopeIds: [ORG, `${ORG}:manage`],
  });
  await send(base, accessToken, 'PUT', `/org-api/${ORG}`, { name: 'Bench Org' });
  await send(base, accessToken, 'PUT', `/org-api/${ORG}/spaces/${SPACE}`, {
    name: 'Bench Arena',
    location: { name: 'Bench Arena', city: 'Chennai' },
    listings: [{ listingId: 'football', listingName: 'Football' }],
    taxes: [{ taxId: 'gst', slug: 'GST', rate: 18 }],
  });
  for (let f = 0; f < FIELDS; f++)
    await send(base, accessToken, 'PUT', `/org-api/${ORG}/spaces/${SPACE}/fields/f${f}`, {
      fieldName: `Field ${f}`,
      listingIds: ['football'],
    });
  const fieldIds = Array.from({ length: FIELDS }, (_, f) => `${SPACE}.f${f}`);
  await send(base, accessToken, 'PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/day`, {
    fieldIds,
    startTime: '00:00',
    endTime: '20:00',
    slotMinutes: 30,
    price: { amount: 100000, enableTax: true, taxId: 'gst' },
  });
};

const startTimeOf = (i: number) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;

/** What the log says: per slot, bookings net of releases; holds that ended neither booked nor released; orders charged twice. */
const checkLog = async () => {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const booked = new Map<string, number>();
  const openHolds = new Map<string, Set<string>>(); // orderId -> slot ids held and not yet booked or released
  const captures = new Map<string, number>();
  let confirmed = 0;
  for (let after: bigint | null = null; ; ) {
    const batch = await store.readAll({ after, maxCount: 5000 });
    if (!batch.length) break;
    for (const event of batch) {
      const data = event.data as { orderId: string; slots?: Array<{ slotId: string }>; slotIds?: string[] };
      const ids = data.slotIds ?? data.slots?.map((s) => s.slotId) ?? [];
      if (event.type === 'SlotsHeld') openHolds.set(data.orderId, new Set([...(openHolds.get(data.orderId) ?? []), ...ids]));
      if (event.type === 'SlotsBooked' || event.type === 'SlotHoldReleased') for (const id of ids) openHolds.get(data.orderId)?.delete(id);
      if (event.type === 'SlotsBooked') for (const id of ids) booked.set(id, (booked.get(id) ?? 0) + 1);
      if (event.type === 'SlotBookingReleased') for (const id of ids) booked.set(id, (booked.get(id) ?? 0) - 1);
      if (event.type === 'PaymentCaptured') captures.set(data.orderId, (captures.get(data.orderId) ?? 0) + 1);
      if (event.type === 'OrderConfirmed') confirmed++;
    }
    after = batch[batch.length - 1]!.position;
  }
  await store.close();
  return {
    soldTwice: [...booked.values()].filter((n) => n > 1).length,
    slotsSold: [...booked.values()].filter((n) => n === 1).length,
    holdsOpen: [...openHolds.values()].filter((s) => s.size > 0).length,
    chargedTwice: [...captures.values()].filter((n) => n > 1).length,
    confirmed,
  };
};

const { child, port, base } = await startPlatform(dataDir);
let result;
try {
  await setUpCatalogue(base);
  const buyers = await Promise.all(
    Array.from({ length: CLIENTS }, (_, c) =>
      tokens.issue({ userId: `bench-buyer-${c}`, name: `Buyer ${c}`, role: 'player', scopeIds: [] }).then((t) => t.accessToken),
    ),
  );
  const load = await runLoad({
    port,
    clients: CLIENTS,
    seconds: SECONDS,
    expectStatus: 201,
    next: (c) => {
      const slot = Math.floor(Math.random() * FIELDS * SLOTS_PER_FIELD);
      const body = JSON.stringify({
        cartItem: [{ type: 'slot', fieldId: `${SPACE}.f${slot % FIELDS}`, date, startTime: startTimeOf(Math.floor(slot / FIELDS)) }],
      });
      return {
        method: 'POST',
        path: '/api/b2c/transaction/instantBuy',
        headers: { authorization: `Bearer ${buyers[c]}`, 'content-type': 'application/json' },
        body,
      };
    },
  });
  // The gateway's webhooks come shortly after the last checkout; then the read models catch up.
  await new Promise((r) => setTimeout(r, 1000));
  await waitForPosition(base, (await health(base)).position, 60_000);
  result = load;
} finally {
  await stop(child);
}
const log = await checkLog();
rmSync(dataDir, { recursive: true, force: true });

const won = result.statusCounts[201] ?? 0;
const refused = result.statusCounts[409] ?? 0;
const other = result.requests - won - refused;
console.log(`bench:book: ${CLIENTS} buyers at once over ${FIELDS * SLOTS_PER_FIELD} slots for ${SECONDS} s`);
printTable([
  ['checkouts (instantBuy) answered', `${fmt(result.perSecond)}/s`, '', ''],
  ['  orders placed (201)', `${fmt(won)} (${fmt(won / result.seconds, 1)} orders/s)`, '', ''],
  ['  slot taken (409 SLOT_UNAVAILABLE)', fmt(refused), '', ''],
  ['  p50 / p99 latency', `${fmt(result.p50, 2)} / ${fmt(result.p99, 2)} ms`, '', ''],
  ['  other replies', `${fmt(other)} ${JSON.stringify(result.statusCounts)}`, '0', verdict(other === 0)],
  ['slots sold / orders confirmed', `${fmt(log.slotsSold)} / ${fmt(log.confirmed)}`, 'equal', verdict(log.slotsSold === log.confirmed)],
  ['slots sold twice', fmt(log.soldTwice), '0', verdict(log.soldTwice === 0)],
  ['holds neither confirmed nor released', fmt(log.holdsOpen), '0', verdict(log.holdsOpen === 0)],
  ['orders charged twice', fmt(log.chargedTwice), '0', verdict(log.chargedTwice === 0)],
]);
if (log.soldTwice || log.holdsOpen || log.chargedTwice || other || log.slotsSold !== log.confirmed) process.exitCode = 1;

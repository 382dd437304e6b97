/**
 * `npm run bench:find-anyone` (docs/backoffice.md "Find anyone", docs/adr/0111-buyer-phone-on-orders.md): over 100,000 orders of ten
 * organisations with their buyers' phones,
 * organisation staff search orders by the last 4 digits of a phone, and "Find anyone" by the last 4
 * digits and by a whole number, at 50 concurrent connections: req/s and p99 beside the plain order
 * list's newest page (the same data, the same run) and the hello-world ceiling.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measureHelloWorld } from './lib/helloWorld';
import { runLoad, type LoadRequest, type LoadResult } from './lib/load';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { fmt, printTable } from './lib/report';
import { SqliteDocumentStore, orderProjection } from '@sports/projections';
import { BENCH_ORGS, benchOrgId, benchPhoneOf, seedOrders } from './lib/seedOrders';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'find-'));

console.log(
  `Find anyone benchmark: ${fmt(ORDERS)} orders of ${BENCH_ORGS} organisations, ${CLIENTS} clients, ${SECONDS} s per shape, data in ${dataDir}`,
);
const t0 = performance.now();
await seedOrders(join(dataDir, 'read-models.sqlite'), ORDERS, Date.now());
console.log(`  orders written in ${fmt((performance.now() - t0) / 1000, 1)} s`);

const tokens = benchTokens();
const staff = await Promise.all(
  Array.from(
    { length: BENCH_ORGS },
    async (_, org) =>
      `Bearer ${(await tokens.issue({ userId: `bench-staff-${org}`, name: 'Bench Staff', role: 'org_staff', scopeIds: [benchOrgId(org)] })).accessToken}`,
  ),
);

/** 200 buyers a shape asks about, each by the staff of an organisation they bought from (read from the seeded orders). */
const store = new SqliteDocumentStore(join(dataDir, 'read-models.sqlite'));
await store.ensureCollection(orderProjection.collection);
const sampled = await store.find<{ id: string; userId: string; orgId: string }>(orderProjection.collection.name, {
  filter: { id: { $in: Array.from({ length: 200 }, (_, i) => `bench-order-${(i * 491) % ORDERS}`) } },
  limit: 200,
});
await store.close();
const buyers = sampled.map((o) => ({ user: Number(o.userId.replace('bench-user-', '')), org: Number(o.orgId.replace('bench-org-', '')) }));
const shape = (path: (user: number) => string): LoadRequest[] =>
  buyers.map(({ user, org }) => ({ method: 'GET', path: path(user), headers: { authorization: staff[org]! } }));
const list = (filter: Record<string, unknown>) =>
  `/admin-api/orders?sort=${encodeURIComponent('["created","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
const last4 = (user: number) => benchPhoneOf(user).slice(-4);
const SHAPES: Array<[string, LoadRequest[]]> = [
  ['Order list, newest page (no search)', shape(() => list({}))],
  ['Orders by the last 4 digits of a phone', shape((u) => list({ bookedFor: last4(u) }))],
  ['Find anyone by the last 4 digits', shape((u) => `/admin-api/people/search?q=${last4(u)}`)],
  ['Find anyone by a whole number (+91 …)', shape((u) => `/admin-api/people/search?q=${encodeURIComponent(benchPhoneOf(u))}`)],
];

const hello = await measureHelloWorld(CLIENTS, SECONDS);
const platform = await startPlatform(dataDir);
const results: Array<[string, LoadResult]> = [];
for (const [name, requests] of SHAPES) {
  const first = await fetch(`${platform.base}${requests[1]!.path}`, { headers: requests[1]!.headers ?? {} });
  console.log(`  ${name}: first reply ${first.status}, ${((await first.json()) as unknown[]).length} found`);
  const next = (client: number, n: number) => requests[(client * 7919 + n) % requests.length]!;
  await runLoad({ port: platform.port, clients: CLIENTS, seconds: 1, next });
  results.push([name, await runLoad({ port: platform.port, clients: CLIENTS, seconds: SECONDS, next })]);
}
await stop(platform.child);
rmSync(dataDir, { recursive: true, force: true });

const baseline = results[0]![1].perSecond;
printTable([
  ...results.flatMap(([name, r]): string[][] => [
    [
      `${name}, ${CLIENTS} clients`,
      `${fmt(r.perSecond)} req/s`,
      '',
      `${fmt((100 * r.perSecond) / baseline, 1)} % of the order list; ${fmt((100 * r.perSecond) / hello.perSecond, 1)} % of hello-world`,
    ],
    [
      '  p50 / p99 latency; non-200 replies',
      `${fmt(r.p50, 2)} / ${fmt(r.p99, 2)} ms; ${r.errors}`,
      '0 errors',
      r.errors === 0 ? 'met' : 'MISSED',
    ],
  ]),
  ['Ceiling: hello-world Hono, same load tool', `${fmt(hello.perSecond)} req/s`, '', `p99 ${fmt(hello.p99, 2)} ms`],
]);

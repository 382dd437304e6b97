/**
 * `npm run bench:admin-list`: the back office's order list, sorted and filtered
 * as react-admin asks for it (ra-data-simple-rest sort, range and filter), over 100,000 orders of
 * ten organisations, at 50 concurrent connections: req/s and p99, next to the hello-world ceiling
 * measured with the same load tool in the same run.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measureHelloWorld } from './lib/helloWorld';
import { runLoad, type LoadRequest } from './lib/load';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { fmt, printTable } from './lib/report';
import { BENCH_ORGS, benchOrgId, seedOrders } from './lib/seedOrders';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'admin-'));
const nowMs = Date.now();

console.log(
  `Admin list benchmark: ${fmt(ORDERS)} orders of ${BENCH_ORGS} organisations, ${CLIENTS} clients, ${SECONDS} s, data in ${dataDir}`,
);
let t0 = performance.now();
await seedOrders(join(dataDir, 'read-models.sqlite'), ORDERS, nowMs);
console.log(`  orders written in ${fmt((performance.now() - t0) / 1000, 1)} s`);

const tokens = benchTokens();
const staff = await Promise.all(
  Array.from({ length: BENCH_ORGS }, async (_, org) => {
    const { accessToken } = await tokens.issue({
      userId: `bench-manager-${org}`,
      name: 'Bench Manager',
      role: 'org_manager',
      scopeIds: [benchOrgId(org), `${benchOrgId(org)}:manage`],
    });
    return `Bearer ${accessToken}`;
  }),
);
const { accessToken: operator } = await tokens.issue({ userId: 'bench-ops', name: 'Bench Ops', role: 'admin', scopeIds: [] });

/** The lists a back office asks for: newest first, by status, a venue, a date window, deeper pages. */
const q = (sort: [string, string], range: [number, number], filter: Record<string, unknown>) =>
  `/admin-api/orders?sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify(range))}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
const shapes = (org: number, page: number): string[] => {
  const range: [number, number] = [page * 25, page * 25 + 24];
  const from = new Date(nowMs - (10 + page) * 86_400_000).toISOString();
  return [
    q(['created', 'DESC'], range, {}),
    q(['created', 'DESC'], range, { status: 'confirmed' }),
    q(['created', 'ASC'], range, { status: ['cancelled', 'expired'] }),
    q(['created', 'DESC'], range, { spaceId: `bench-space-${org}-${page % 5}` }),
    q(['status', 'ASC'], range, { created_gte: from }),
    q(['created', 'DESC'], range, { spaceId: `bench-space-${org}-${page % 5}`, status: 'confirmed', created_gte: from }),
  ];
};
const requests: LoadRequest[] = [];
for (let org = 0; org < BENCH_ORGS; org++) {
  for (let page = 0; page < 8; page++)
    for (const path of shapes(org, page)) requests.push({ method: 'GET', path, headers: { authorization: staff[org]! } });
}
// Platform operators list across every organisation.
for (let page = 0; page < 8; page++)
  for (const path of shapes(0, page))
    requests.push({ method: 'GET', path: path.replace(/filter=[^&]*/, 'filter=%7B%7D'), headers: { authorization: `Bearer ${operator}` } });

const hello = await measureHelloWorld(CLIENTS, SECONDS);
const platform = await startPlatform(dataDir);
const first = await fetch(`${platform.base}${requests[0]!.path}`, { headers: requests[0]!.headers ?? {} });
console.log(`  first page: ${first.status}, Content-Range ${first.headers.get('content-range')}`);
const next = (client: number, n: number) => requests[(client * 7919 + n) % requests.length]!;
await runLoad({ port: platform.port, clients: CLIENTS, seconds: 1, next });
t0 = performance.now();
const list = await runLoad({ port: platform.port, clients: CLIENTS, seconds: SECONDS, next });
await stop(platform.child);
rmSync(dataDir, { recursive: true, force: true });

printTable([
  [
    `Admin order list over ${fmt(ORDERS)} orders, ${CLIENTS} clients`,
    `${fmt(list.perSecond)} req/s`,
    '',
    `${fmt((100 * list.perSecond) / hello.perSecond, 1)} % of hello-world`,
  ],
  ['  p50 / p99 latency', `${fmt(list.p50, 2)} / ${fmt(list.p99, 2)} ms`, '', `${requests.length} distinct sorted, filtered pages of 25`],
  [
    '  non-200 replies',
    `${list.errors} of ${fmt(list.requests)} ${JSON.stringify(list.statusCounts)}`,
    '0',
    list.errors === 0 ? 'met' : 'MISSED',
  ],
  ['Ceiling: hello-world Hono, same load tool', `${fmt(hello.perSecond)} req/s`, '', `p99 ${fmt(hello.p99, 2)} ms`],
]);

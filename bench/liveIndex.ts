/**
 * `npm run bench:index`: the live game index alone, in this process, without HTTP. Loads
 * BENCH_GAMES games (100,000 by default) built as the read model builds them from the bench:scale
 * log's events, weighs it (heap, buffers and resident memory after full collections, per 100,000
 * games; docs/adr/0133-live-index-memory-budget.md), then times `page()` and `upcomingFacets()`
 * over bench:read's query mix. It shows what the index itself costs per list request; bench:read
 * shows it inside the server, where cold caches make the same work dearer.
 */
import { gameListMix } from './lib/gameListMix';
import { mib } from './lib/memory';
import { weighLiveIndex } from './lib/memoryLiveIndex';
import { benchTokens } from './lib/platform';
import { fmt, printTable } from './lib/report';
import type { LiveQuery } from '../query-service/src/games/live/liveGameIndex';

const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const CALLS = 100_000;
const nowMs = Date.now();

// Built first, in this fresh process, and weighed after full collections (bench/lib/memoryLiveIndex.ts).
const { index, memory } = weighLiveIndex(GAMES, nowMs);

/** bench:read's requests as the route hands them to the index. */
const queries = (await gameListMix(benchTokens(), nowMs, 4_000)).map(({ path }) => {
  const url = new URL(path, 'http://bench');
  const [page, size] = url.pathname.split('/').slice(-2).map(Number) as [number, number];
  const params = Object.fromEntries(url.searchParams);
  const query = { ...params, lat: Number(params.lat), lon: Number(params.lon) } as unknown as LiveQuery;
  return { query, page: { page, size } };
});

/** Microseconds per call of `call` over the mix, after a warm-up. */
const timed = (call: (q: (typeof queries)[number]) => unknown): number => {
  for (let i = 0; i < CALLS / 5; i++) call(queries[i % queries.length]!);
  const t0 = performance.now();
  for (let i = 0; i < CALLS; i++) call(queries[i % queries.length]!);
  return ((performance.now() - t0) * 1000) / CALLS;
};

const page = timed(({ query, page }) => index.page(query, [], nowMs, page));
const facets = timed(({ query }) => index.upcomingFacets(query, nowMs));
const per100k = (bytes: number) => `${fmt(mib((bytes / memory.games) * 100_000))} MiB a 100,000 games`;
console.log(
  `Live game index: ${fmt(GAMES)} games (built in ${fmt(memory.buildSeconds, 1)} s), ${fmt(CALLS)} calls each over bench:read's mix of ${fmt(queries.length)} queries`,
);
printTable([
  ['resident memory of the index', per100k(memory.rssBytes), '', `${fmt(memory.rssBytes / memory.games)} B a game`],
  ['  of it the heap (objects, orders, tally)', per100k(memory.heapBytes), '', `${fmt(memory.heapBytes / memory.games)} B a game`],
  [
    '  of it buffers (the reply bytes)',
    per100k(memory.externalBytes),
    '',
    `${fmt(memory.externalBytes / memory.games)} B a game, ${fmt(memory.jsonBytes / memory.games)} of them JSON`,
  ],
  ['  resident peak while building', memory.peakRssBytes === null ? 'no /proc' : `${fmt(mib(memory.peakRssBytes))} MiB`, '', ''],
  ['page(): one page of the list', `${fmt(page, 1)} µs a call`, '', ''],
  ["upcomingFacets(): the first page's facets", `${fmt(facets, 1)} µs a call`, '', 'remembered per neighbourhood and filter (2,000 kept)'],
]);

/**
 * `npm run bench:index`: the live game index alone, in this process, without HTTP. Loads
 * BENCH_GAMES games (100,000 by default) built as the read model builds them from the bench:read
 * events, then times `page()` and `upcomingFacets()` over bench:read's query mix. It shows what
 * the index itself costs per list request; bench:read shows it inside the server, where cold
 * caches make the same work dearer.
 */
import { gameListProjection } from '@sports/projections';
import type { GameDocument, RecordedEvent } from '@sports/contracts';
import { LiveGameIndex, type LiveQuery } from '../query-service/src/games/live/liveGameIndex';
import { benchGame } from './lib/benchGames';
import { gameListMix } from './lib/gameListMix';
import { benchTokens } from './lib/platform';
import { fmt, printTable } from './lib/report';

const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const CALLS = 100_000;
const nowMs = Date.now();

/** A game's document as the games projection makes it from its GameCreated and the host's join. */
const documentOf = (i: number): GameDocument => {
  const { activityId, host, details, createdAtMs } = benchGame(i, nowMs);
  const metadata = { time: new Date(createdAtMs).toISOString() };
  const created = gameListProjection.evolve(null, {
    type: 'GameCreated',
    data: { activityId, host, details },
    metadata,
  } as unknown as RecordedEvent);
  return gameListProjection.evolve(created, {
    type: 'PlayerJoinedGame',
    data: { activityId, participant: host },
    metadata,
  } as unknown as RecordedEvent)!;
};

const index = new LiveGameIndex();
for (let i = 0; i < GAMES; i++) {
  const doc = documentOf(i);
  index.put(doc.id, doc, true);
}

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
console.log(`Live game index: ${fmt(GAMES)} games, ${fmt(CALLS)} calls each over bench:read's mix of ${fmt(queries.length)} queries`);
printTable([
  ['page(): one page of the list', `${fmt(page, 1)} µs a call`, '', ''],
  ["upcomingFacets(): the first page's facets", `${fmt(facets, 1)} µs a call`, '', 'remembered per neighbourhood and filter (2,000 kept)'],
]);

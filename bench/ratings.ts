/**
 * `npm run bench:ratings`: rebuild every rating read model from a log of 1,000,000
 * rating events (and the games they rate) on a fresh read store, next to the raw SQLite row read
 * rate and the EventStore feed rate measured in the same run; then the p99 of the rated-players
 * list and of the leaderboard (all three sorts) at 50 concurrent connections.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteEventStore } from '@sports/event-store';
import { ratingProjections } from '@sports/projections';
import { ProjectorThread } from '@sports/platform/projector/projectorThread';
import { runLoad, type LoadRequest } from './lib/load';
import { benchTokens, health, startPlatform, waitForPosition } from './lib/platform';
import { stop } from './lib/processes';
import { feedReadRate, rawRowReadRate } from './lib/ratingsCeilings';
import { appendRatingsLog } from './lib/ratingsLog';
import { fmt, printTable, verdict } from './lib/report';

const RATING_EVENTS = Number(process.env.BENCH_RATING_EVENTS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** The projector's own batch size (ProjectionRunner's default), used by the feed ceiling too. */
const BATCH = 2_000;
const TARGET_EVENTS_PER_SECOND = 100_000;

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'ratings-'));
const eventsFile = join(dataDir, 'events.sqlite');
const nowMs = Date.now();

console.log(`Ratings benchmark: ${fmt(RATING_EVENTS)} rating events, ${CLIENTS} clients, ${SECONDS} s per query, data in ${dataDir}`);
let t0 = performance.now();
const log = await appendRatingsLog(eventsFile, RATING_EVENTS, nowMs);
const appendSeconds = (performance.now() - t0) / 1000;
console.log(
  `  log: ${fmt(log.games)} games, ${fmt(log.events)} events (${fmt(log.ratingEvents)} rating events) appended in ${fmt(appendSeconds, 1)} s`,
);

const raw = rawRowReadRate(eventsFile);
const feed = await feedReadRate(eventsFile, BATCH);

// The rebuild: the rating projections alone, from the start of the log, into a read store that
// does not exist yet (the platform's own read-model file, which it then finds up to date), on the
// platform's projector thread as `npm start` runs it (its own connections and V8 settings).
const eventStore = new SqliteEventStore(eventsFile);
const head = await eventStore.headPosition();
await eventStore.close();
const readModelsFile = join(dataDir, 'read-models.sqlite');
// Timed from the thread's start signal (its runner has begun reading): loading the thread's modules is not the rebuild.
const loading = performance.now();
const projector = await ProjectorThread.start({ eventsFile, readModelsFile, projections: ratingProjections.map((p) => p.name) });
t0 = performance.now();
const threadStartSeconds = (t0 - loading) / 1000;
await projector.waitFor(head, 600_000);
const rebuildSeconds = (performance.now() - t0) / 1000;
await projector.stop();
const rebuildRate = log.events / rebuildSeconds;
console.log(`  rebuild: ${fmt(log.events)} events in ${fmt(rebuildSeconds, 1)} s`);

// The queries, on the whole platform over the same data (its projector builds the other read models first).
const platform = await startPlatform(dataDir, '/openapi.json');
t0 = performance.now();
await waitForPosition(platform.base, head ?? 0n, 300_000);
const othersSeconds = (performance.now() - t0) / 1000;
console.log(`  platform up; the other read models caught up in ${fmt(othersSeconds, 1)} s (at ${(await health(platform.base)).position})`);

const tokens = benchTokens();
const recent = log.samples.slice(-2_000);
const ratedPlayers: LoadRequest[] = await Promise.all(
  recent.map(async (game, i) => {
    const userId = game.raters[i % game.raters.length]!;
    const { accessToken } = await tokens.issue({ userId, name: 'Bench Rater', role: 'player', scopeIds: [] });
    return {
      method: 'GET',
      path: `/api/vm/activities/ratedPlayers/${game.activityId}/${userId}`,
      headers: { authorization: `Bearer ${accessToken}` },
    };
  }),
);
const boards = [...new Set(log.samples.map((g) => `${g.listingId}|${g.region}`))];
const sorts = ['gamesPlayed', 'skill', 'reputation'];
const leaderboard: LoadRequest[] = boards.flatMap((board) => {
  const [listingId, region] = board.split('|');
  return sorts.map((sort) => ({
    method: 'GET',
    path: `/api/vm/leaderboard?listingId=${listingId}&region=${region}&sort=${sort}&limit=20`,
  }));
});
const measure = async (requests: LoadRequest[], everyOnceFirst: boolean) => {
  const next = (client: number, n: number) => requests[(client * 7919 + n) % requests.length]!;
  // Warm-up: for the boards, each request once (a board's first read and its skill and reputation orders), then a second of load.
  if (everyOnceFirst) for (const { path } of requests) await fetch(`${platform.base}${path}`);
  await runLoad({ port: platform.port, clients: CLIENTS, seconds: 1, next });
  return runLoad({ port: platform.port, clients: CLIENTS, seconds: SECONDS, next });
};
const players = await measure(ratedPlayers, false);
const boardLoad = await measure(leaderboard, true);
await stop(platform.child);
rmSync(dataDir, { recursive: true, force: true });

printTable([
  [
    `Rebuild of the rating read models (${ratingProjections.length} projections)`,
    `${fmt(rebuildRate)} events/s`,
    `≥ ${fmt(TARGET_EVENTS_PER_SECOND)} events/s`,
    verdict(rebuildRate >= TARGET_EVENTS_PER_SECOND),
  ],
  [
    '  events replayed (rating events)',
    `${fmt(log.events)} (${fmt(log.ratingEvents)}) in ${fmt(rebuildSeconds, 1)} s, batches of ${fmt(BATCH)}`,
    '',
    `${fmt((100 * rebuildRate) / raw.perSecond, 1)} % of the row read rate`,
  ],
  ['Ceiling: raw SQLite row read', `${fmt(raw.perSecond)} rows/s`, '', `${fmt(raw.rows)} rows, nothing decoded`],
  [
    'Ceiling: EventStore feed (read, decode, upcast)',
    `${fmt(feed.perSecond)} events/s`,
    '',
    `rebuild = ${fmt((100 * rebuildRate) / feed.perSecond, 1)} % of it`,
  ],
  [`Rated players list, ${CLIENTS} clients`, `${fmt(players.perSecond)} req/s`, '', ''],
  ['  p50 / p99 latency', `${fmt(players.p50, 2)} / ${fmt(players.p99, 2)} ms`, '', ''],
  [
    '  non-200 replies',
    `${players.errors} of ${fmt(players.requests)} ${JSON.stringify(players.statusCounts)}`,
    '0',
    verdict(players.errors === 0),
  ],
  [`Leaderboard (${boards.length} boards × ${sorts.length} sorts), ${CLIENTS} clients`, `${fmt(boardLoad.perSecond)} req/s`, '', ''],
  ['  p50 / p99 latency', `${fmt(boardLoad.p50, 2)} / ${fmt(boardLoad.p99, 2)} ms`, '', ''],
  [
    '  non-200 replies',
    `${boardLoad.errors} of ${fmt(boardLoad.requests)} ${JSON.stringify(boardLoad.statusCounts)}`,
    '0',
    verdict(boardLoad.errors === 0),
  ],
  ['Load: events appended to the log', `${fmt(log.events)} in ${fmt(appendSeconds, 1)} s`, '', ''],
  ['Platform start: the other read models', `${fmt(othersSeconds, 1)} s`, '', ''],
  ['Projector thread start (modules loaded, before the rebuild is timed)', `${fmt(threadStartSeconds, 2)} s`, '', ''],
]);

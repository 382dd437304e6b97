/**
 * `npm run bench:scale`: how cost grows with the data. The log is filled with
 * realistic games (bench/lib/seedGames.ts) up to 10,000, 100,000 and 1,000,000 events; at each
 * size: replay throughput (every projection rebuilt from the start of the log into a fresh read
 * store), write throughput (JoinGame over HTTP on the platform over that log) and the discovery
 * query's latency, one query at a time. BENCH_SCALE_EVENTS (comma-separated sizes) and
 * BENCH_SCALE_SECONDS shorten it; BENCH_SCALE_REPLAY_ONLY=1 measures the replay alone (the
 * full-size run: `BENCH_SCALE_EVENTS=100000,1000000,10000000 BENCH_SCALE_REPLAY_ONLY=1`).
 * BENCH_SCALE_LOG=path/events.sqlite goes on from a log an earlier run left (appending only past
 * its head, read models rebuilt beside it, nothing deleted at the end): ten million events take
 * about twenty minutes to write.
 *
 * The replay at each size beside the raw row read of the same log measured in
 * the same run (its ceiling), with the CPU time per event, which the shared machine's load
 * moves far less than the wall clock; targets: ≥ 100,000 events/s at 1,000,000 events, and the
 * cost per event at 10,000,000 at most 1.5× that at 100,000. The write side's ceiling, measured
 * on the rebuilt file in the same run: SQLite alone writing the same rows and building the same
 * indexes (bench/lib/readModelWriteCeiling.ts), the least any replay into these read models costs;
 * target: the replay's CPU an event ≤ 2× that ceiling's. Beside them, what a rebuild writes an
 * event (documents, side-table rows, index bytes, from the rebuilt file), the growth of each cost
 * an event from the smallest size to the largest (target ≤ 1.5×), and the process's resident peak
 * during each rebuild. Memory (docs/adr/0133-live-index-memory-budget.md): the live game index of
 * BENCH_SCALE_INDEX_GAMES games (100,000 by default; 0 leaves it out) built and weighed in a fresh
 * process, per 100,000 games, and what 1,000,000 games take beside the machine's memory.
 * The rebuild measured at each size runs in this thread (its own work, no worker's start). At the
 * first size it also runs as the platform runs it, just before in the same run: in one projector
 * worker thread (PROJECTOR_THREADS' default) and in two, the read models split between them
 * (docs/adr/0134-rebuild-on-two-threads.md), CPU counted over every thread: what a second thread
 * buys beside its one-thread baseline.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '@sports/event-store';
import { allProjections } from '@sports/projections';
import { gameListMix } from './lib/gameListMix';
import { prepareJoinGame } from './lib/joinGameLoad';
import { runLoad } from './lib/load';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { emitResult, fmt, printTable, verdict } from './lib/report';
import { mib } from './lib/memory';
import { appendGames } from './lib/seedGames';
import { rawRowReadRate } from './lib/ratingsCeilings';
import { readModelFootprint, readModelWriteCeiling, type ReadModelFootprint } from './lib/readModelWriteCeiling';
import { weighLiveIndexInChild, type LiveIndexMemory } from './lib/memoryLiveIndex';
import { timedRebuild, type TimedRebuild } from './lib/timedRebuild';

const SIZES = (process.env.BENCH_SCALE_EVENTS ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 4);
const CLIENTS = 32;
const INDEX_GAMES = Number(process.env.BENCH_SCALE_INDEX_GAMES ?? 100_000);
const peakText = (bytes: number | null) => (bytes === null ? 'not measured (no /proc)' : `${fmt(mib(bytes))} MiB`);

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const KEPT_LOG = process.env.BENCH_SCALE_LOG;
const dataDir = KEPT_LOG ? dirname(KEPT_LOG) : mkdtempSync(join(root, 'scale-'));
const eventsFile = KEPT_LOG ?? join(dataDir, 'events.sqlite');
const tokens = benchTokens();
const nowMs = Date.now();
const mix = await gameListMix(tokens, nowMs, 2_000);

/** Every projection from the start of the log into a read store that does not exist yet (the platform's own file). */
const REPLAY_ONLY = process.env.BENCH_SCALE_REPLAY_ONLY === '1';
/** At the first size, the rebuild in the platform's worker threads: its default (one), then two (BENCH_SCALE_THREADS=0 leaves them out). */
const THREAD_COUNTS = process.env.BENCH_SCALE_THREADS === '0' ? [] : [1, 2];
const rebuild = async (): Promise<
  TimedRebuild & {
    ceiling: { rows: number; perSecond: number; cpuMicrosPerEvent: number; filePerTable: boolean };
    footprint: ReadModelFootprint;
  }
> => {
  const readModels = join(dataDir, 'read-models.sqlite');
  const replay = await timedRebuild(eventsFile, readModels);
  const footprint = readModelFootprint(readModels);
  const ceiling = readModelWriteCeiling(readModels);
  return {
    ...replay,
    footprint,
    ceiling: {
      rows: ceiling.rows,
      perSecond: replay.events / ceiling.seconds,
      cpuMicrosPerEvent: ceiling.cpuMicros / replay.events,
      filePerTable: ceiling.filePerTable,
    },
  };
};

/** JoinGame from CLIENTS clients for SECONDS, each into its own fresh games, every join a different player. */
const joinRate = async (port: number, round: number) => {
  // Players and games enough for 10,000 joins a second: past them a client would join its games again (409s, as runs at 4,000 a second began to).
  const next = await prepareJoinGame(port, tokens, CLIENTS, Math.ceil((10_000 * SECONDS) / CLIENTS), `scale-${round}`);
  return runLoad({ port, clients: CLIENTS, seconds: SECONDS, next });
};

console.log(`Scale benchmark: ${SIZES.map((s) => fmt(s)).join(' / ')} events, ${SECONDS} s per load, data in ${dataDir}`);
interface ScalePoint {
  events: number;
  writePerSecond: number;
  writeErrors: number;
  replayPerSecond: number;
  replayCpuMicrosPerEvent: number;
  rawReadPerSecond: number;
  /** SQLite alone writing the rebuilt rows (bench/lib/readModelWriteCeiling.ts). */
  writeCeiling: { rows: number; perSecond: number; cpuMicrosPerEvent: number; filePerTable: boolean };
  /** What the rebuild left in the read-model file (bench/lib/readModelWriteCeiling.ts readModelFootprint). */
  footprint: ReadModelFootprint;
  /** The process's resident memory as the rebuild began and at its peak during it (null without /proc). */
  rssAtStartBytes: number;
  peakRssBytes: number | null;
  /** The same rebuild in one and in two projector worker threads, just before (the first size only). */
  inThreads: Array<{ threads: number; perSecond: number; cpuMicrosPerEvent: number; peakRssBytes: number | null }> | null;
  discoveryP50: number;
  discoveryP99: number;
}
const curve: ScalePoint[] = [];
/** A kept log goes on past its head, with game numbers past its streams' (each bench game is one stream). */
const keptLog = (): { games: number; logged: number } => {
  if (!KEPT_LOG) return { games: 0, logged: 0 };
  const db = new Database(KEPT_LOG, { readonly: true });
  try {
    return {
      games: db.prepare('SELECT count(*) FROM streams').pluck().get() as number,
      logged: (db.prepare('SELECT max(position) FROM events').pluck().get() as number | null) ?? 0,
    };
  } finally {
    db.close();
  }
};
let { games, logged } = keptLog();
// Weighed in its own process while the log is written (nothing is timed then), before the first rebuild.
const indexMemory: Promise<LiveIndexMemory | null> = INDEX_GAMES > 0 ? weighLiveIndexInChild(INDEX_GAMES, nowMs) : Promise.resolve(null);
for (const [round, target] of SIZES.entries()) {
  // Fill the log up to the target with games, at the events-per-game rate seen so far.
  while (logged < target) {
    const perGame = games ? logged / games : 7;
    const more = Math.max(100, Math.ceil((target - logged) / perGame));
    logged += await appendGames(eventsFile, games, games + more, nowMs);
    games += more;
  }
  if (round === 0) await indexMemory;
  const inThreads: ScalePoint['inThreads'] = round === 0 ? [] : null;
  for (const threads of inThreads ? THREAD_COUNTS : []) {
    const r = await timedRebuild(eventsFile, join(dataDir, 'read-models.sqlite'), allProjections, threads);
    inThreads!.push({ threads, perSecond: r.perSecond, cpuMicrosPerEvent: r.cpuMicrosPerEvent, peakRssBytes: r.peakRssBytes });
  }
  const replay = await rebuild();
  const raw = rawRowReadRate(eventsFile);
  const replayPoint = {
    events: replay.events,
    replayPerSecond: replay.perSecond,
    replayCpuMicrosPerEvent: replay.cpuMicrosPerEvent,
    rawReadPerSecond: raw.perSecond,
    writeCeiling: replay.ceiling,
    footprint: replay.footprint,
    rssAtStartBytes: replay.rssAtStartBytes,
    peakRssBytes: replay.peakRssBytes,
    inThreads,
  };
  if (REPLAY_ONLY) {
    curve.push({ ...replayPoint, writePerSecond: Number.NaN, writeErrors: 0, discoveryP50: Number.NaN, discoveryP99: Number.NaN });
    emitResult('figures', { scalePoint: curve.at(-1) });
    console.log(
      `  ${fmt(replay.events)} events: replay ${fmt(replay.perSecond)} events/s (${fmt(replay.cpuMicrosPerEvent, 1)} µs CPU an event), raw row read ${fmt(raw.perSecond)} rows/s, SQLite alone writing the ${fmt(replay.ceiling.rows)} rows ${fmt(replay.ceiling.perSecond)} events/s (${fmt(replay.ceiling.cpuMicrosPerEvent, 1)} µs CPU an event), peak ${peakText(replay.peakRssBytes)}${(inThreads ?? []).map((t) => `; on ${t.threads} projector thread(s) ${fmt(t.perSecond)} events/s (${fmt(t.cpuMicrosPerEvent, 1)} µs CPU an event)`).join('')}`,
    );
    continue;
  }
  const platform = await startPlatform(dataDir);
  try {
    const next = (client: number, n: number) => mix[(client * 997 + n) % mix.length]!;
    await runLoad({ port: platform.port, clients: 1, seconds: 0.5, next });
    const discovery = await runLoad({ port: platform.port, clients: 1, seconds: Math.min(SECONDS, 3), next });
    const write = await joinRate(platform.port, round);
    const point = {
      ...replayPoint,
      writePerSecond: write.perSecond,
      writeErrors: write.errors,
      discoveryP50: discovery.p50,
      discoveryP99: discovery.p99,
    };
    curve.push(point);
    // Each point as soon as it is measured: a run cut short by the aggregator's time limit keeps the sizes it reached.
    emitResult('figures', { scalePoint: point });
    console.log(
      `  ${fmt(replay.events)} events: replay ${fmt(replay.perSecond)} events/s (${fmt(replay.cpuMicrosPerEvent, 1)} µs CPU an event), JoinGame ${fmt(write.perSecond)}/s, discovery p50 ${fmt(discovery.p50, 2)} ms`,
    );
  } finally {
    await stop(platform.child);
  }
  // What the games and joins of the load appended counts towards the next size.
  const store = new SqliteEventStore(eventsFile);
  logged = Number((await store.headPosition()) ?? 0n);
  await store.close();
}
if (!KEPT_LOG) rmSync(dataDir, { recursive: true, force: true });

const at100k = curve.find((p) => p.events >= 90_000 && p.events <= 130_000);
const replayTarget = (point: ScalePoint) => {
  if (point.events >= 900_000 && point.events < 2_000_000)
    return `${verdict(point.replayPerSecond >= 100_000)} (≥ 100,000 events/s at 1,000,000)`;
  if (point.events >= 9_000_000 && at100k)
    return `${verdict(point.replayCpuMicrosPerEvent <= 1.5 * at100k.replayCpuMicrosPerEvent)} (CPU an event ≤ 1.5× that at 100,000: ${fmt(point.replayCpuMicrosPerEvent / at100k.replayCpuMicrosPerEvent, 2)}×)`;
  return '';
};
/** The replay's CPU an event against SQLite alone writing the same rows: the goal's ceiling is 2×. */
const CEILING_RATIO = 2;
/**
 * Half of what a rebuild wrote an event before this pass (the goal: that ceiling itself halved), measured at 100,339
 * events on 8c10ada5 (bench/results/2026-11-29-scale-memory.md): 6.16 rows and 3,724 bytes an event.
 */
const HALF_BEFORE = { rows: 6.16 / 2, bytes: 3_724 / 2 };
/** Each cost an event at the largest size against the smallest's. */
const GROWTH_LIMIT = 1.5;
const rowsPerEvent = (point: ScalePoint) => (point.footprint.documents + point.footprint.sideRows) / point.events;
const bytesPerEvent = (point: ScalePoint) => point.footprint.fileBytes / point.events;
const smallest = curve[0];
const largest = curve.at(-1);
const growth = (label: string, of: (point: ScalePoint) => number, digits: number, unit: string): string[][] => {
  if (!smallest || !largest || largest === smallest) return [];
  const ratio = of(largest) / of(smallest);
  return [
    [
      `  growth of ${label} an event, ${fmt(smallest.events)} → ${fmt(largest.events)} events`,
      `${fmt(of(smallest), digits)} → ${fmt(of(largest), digits)} ${unit}: ${fmt(ratio, 2)}×`,
      `≤ ${GROWTH_LIMIT}×`,
      verdict(ratio <= GROWTH_LIMIT),
    ],
  ];
};
const machine = totalmem();
const index = await indexMemory;
const indexRows = (): string[][] => {
  if (!index) return [];
  const per = (bytes: number) => (bytes / index.games) * 100_000;
  const live = index.heapBytes + index.externalBytes;
  // What 1,000,000 games take: measured when weighed at that size, else the measured bytes a game times a million.
  const atMillion = (index.rssBytes / index.games) * 1_000_000;
  const measuredAtMillion = index.games >= 1_000_000;
  // Below 100,000 games the heap's fixed part outweighs the games: no extrapolation from there.
  const extrapolated = index.games >= 100_000;
  return [
    [
      `live game index, ${fmt(index.games)} games weighed in a fresh process (built in ${fmt(index.buildSeconds)} s)`,
      `${fmt(mib(per(index.rssBytes)))} MiB resident a 100,000 games (${fmt(index.rssBytes / index.games)} B a game)`,
      '',
      `of it live: heap ${fmt(mib(per(index.heapBytes)))} MiB + reply bytes and other buffers ${fmt(mib(per(index.externalBytes)))} MiB (${fmt(live / index.games)} B a game)`,
    ],
    [
      `  1,000,000 games in the live index (${measuredAtMillion ? 'measured' : `${fmt(index.games)} games' bytes a game × 1,000,000`})`,
      extrapolated ? `${fmt(atMillion / 2 ** 30, 2)} GiB resident` : 'not extrapolated from fewer than 100,000 games',
      `within the machine's ${fmt(machine / 2 ** 30, 1)} GiB`,
      extrapolated ? verdict(atMillion <= machine) : '',
    ],
  ];
};
printTable([
  ...curve.flatMap((point) => [
    ...(Number.isNaN(point.writePerSecond)
      ? []
      : [
          [
            `At ${fmt(point.events)} events: JoinGame over HTTP (${CLIENTS} clients)`,
            `${fmt(point.writePerSecond)} commands/s`,
            '',
            point.writeErrors ? `${point.writeErrors} non-200` : '',
          ],
        ]),
    [
      `  replay at ${fmt(point.events)} events (all ${allProjections.length} projections, fresh read store)`,
      `${fmt(point.replayPerSecond)} events/s, ${fmt(point.replayCpuMicrosPerEvent, 1)} µs CPU an event`,
      replayTarget(point),
      `${fmt((100 * point.replayPerSecond) / point.rawReadPerSecond, 1)} % of the raw row read (${fmt(point.rawReadPerSecond)} rows/s, same log, same run)`,
    ],
    ...(point.inThreads ?? []).map((t, i, all) => [
      `  the same rebuild as the platform runs it, ${t.threads === 1 ? 'in its projector thread' : `in ${t.threads} projector threads, read models split`} (docs/adr/0134)`,
      `${fmt(t.perSecond)} events/s, ${fmt(t.cpuMicrosPerEvent, 1)} µs CPU an event`,
      '',
      i === 0
        ? `just before, same run; peak ${peakText(t.peakRssBytes)}`
        : `${fmt(t.perSecond / all[0]!.perSecond, 2)}× the rate and ${fmt(t.cpuMicrosPerEvent / all[0]!.cpuMicrosPerEvent, 2)}× the CPU an event of ${all[0]!.threads} thread; peak ${peakText(t.peakRssBytes)}`,
    ]),
    [
      `  ceiling: SQLite alone writing the same ${fmt(point.writeCeiling.rows)} rows and indexes${point.writeCeiling.filePerTable ? ' (a file a table: no room for one copy of all)' : ''}`,
      `${fmt(point.writeCeiling.perSecond)} events/s, ${fmt(point.writeCeiling.cpuMicrosPerEvent, 1)} µs CPU an event`,
      point.events >= 900_000 && point.events < 2_000_000
        ? `${point.writeCeiling.perSecond >= 100_000 ? 'reachable' : 'out of reach'}: 100,000 events/s is 10 µs an event`
        : '',
      `replay = ${fmt((100 * point.replayPerSecond) / point.writeCeiling.perSecond, 1)} % of it`,
    ],
    [
      `  replay's CPU an event ÷ the ceiling's, at ${fmt(point.events)} events`,
      `${fmt(point.replayCpuMicrosPerEvent / point.writeCeiling.cpuMicrosPerEvent, 2)}×`,
      `≤ ${CEILING_RATIO}×`,
      verdict(point.replayCpuMicrosPerEvent <= CEILING_RATIO * point.writeCeiling.cpuMicrosPerEvent),
    ],
    [
      `  rows written by the rebuild an event, at ${fmt(point.events)} events`,
      // Three decimals: at two, a figure just over the target printed as equal to it.
      `${fmt(rowsPerEvent(point), 3)} rows (${fmt(point.footprint.documents / point.events, 2)} documents + ${fmt(point.footprint.sideRows / point.events, 2)} side-table rows)`,
      `≤ ${fmt(HALF_BEFORE.rows, 3)} rows (half of before)`,
      verdict(rowsPerEvent(point) <= HALF_BEFORE.rows),
    ],
    [
      `  bytes written by the rebuild an event, at ${fmt(point.events)} events`,
      `${fmt(bytesPerEvent(point))} B`,
      `≤ ${fmt(HALF_BEFORE.bytes)} B (half of before)`,
      `${verdict(bytesPerEvent(point) <= HALF_BEFORE.bytes)}; documents ${fmt(point.footprint.documentBytes / point.events)}, side tables ${fmt(point.footprint.sideBytes / point.events)}, indexes ${fmt(point.footprint.indexBytes / point.events)} (file ${fmt(mib(point.footprint.fileBytes))} MiB)`,
    ],
    [
      `  the process's resident peak during the rebuild, at ${fmt(point.events)} events`,
      peakText(point.peakRssBytes),
      '',
      `${fmt(mib(point.rssAtStartBytes))} MiB when it began; the machine has ${fmt(machine / 2 ** 30, 1)} GiB`,
    ],
    ...(Number.isNaN(point.discoveryP50)
      ? []
      : [['  discovery query, one at a time, p50 / p99', `${fmt(point.discoveryP50, 2)} / ${fmt(point.discoveryP99, 2)} ms`, '', '']]),
  ]),
  ...growth('replay CPU', (p) => p.replayCpuMicrosPerEvent, 1, 'µs'),
  ...growth('rows written', rowsPerEvent, 2, 'rows'),
  ...growth('bytes written', bytesPerEvent, 0, 'B'),
  ...indexRows(),
]);
if (index) emitResult('figures', { liveIndexMemory: index });

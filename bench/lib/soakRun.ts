import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { demoBusiestHour, writeShares, WRITE_KINDS, type DemoHour, type WriteKind } from './demoMix';
import { gameListMix } from './gameListMix';
import { benchTokens, startPlatform } from './platform';
import { stop } from './processes';
import { READ_KINDS, READ_SHARES, Recorder, SOAK_FIELDS, SoakLoad, type Kind, type ReadKind } from './soakLoad';
import { LiveStreams } from './soakStreams';
import { setUpVenue } from './venue';

export interface SoakOptions {
  /** Length of the soak itself, after the ceiling. */
  soakSeconds: number;
  /** Length of the closed-loop ceiling (its first quarter, up to 5 s, is warm-up and not counted). */
  ceilingSeconds: number;
  /** Assumption: reads per write (the demo's log has no reads). */
  readsPerWrite: number;
  /** Live streams open at any time, and how long each stays open. */
  streams: number;
  streamLifetimeMs: [number, number];
  /** Closed-loop clients of the ceiling. */
  ceilingClients: number;
  /** Intervals the soak is cut into (a line each). */
  intervals: number;
  /** How often memory and descriptors are sampled (default 5 s); a short run samples more often, so each interval has several. */
  sampleMs?: number;
  log: (line: string) => void;
}

export interface IntervalFigures {
  index: number;
  /** Seconds since the soak (not the ceiling) started, at this interval's end. */
  endSeconds: number;
  loadAverage: number;
  requests: number;
  writesPerSecond: number;
  /** Events appended to the log per second (the log's head position). */
  eventsPerSecond: number;
  /** Mean of the samples taken every few seconds in the interval. */
  rssMiB: number;
  fds: number;
  p99: number;
  p99ByKind: Partial<Record<Kind, number>>;
  errors: number;
  streamsOpen: number;
  /** Requests due but not sent, because MAX_IN_FLIGHT were still unanswered (the platform fell behind). */
  notSent: number;
}

export interface SoakResult {
  demo: DemoHour;
  shares: Record<WriteKind, number>;
  options: Omit<SoakOptions, 'log'>;
  ceiling: { writesPerSecond: number; requestsPerSecond: number; seconds: number; loadAverage: number };
  targetWritesPerSecond: number;
  intervals: IntervalFigures[];
  errors: string[];
  gamesCreated: number;
  streamsOpened: number;
  streamMessages: number;
}

/** More unanswered requests than this and a due request is not sent but counted (the platform fell behind). */
const MAX_IN_FLIGHT = 256;
const SAMPLE_MS = 5_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
/** Resident memory of a process, from /proc (Linux). */
export const rssMiB = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
};
/** Open file descriptors of a process (sockets, the SQLite files, pipes), from /proc (Linux). */
export const openFds = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Picks a request kind: reads and writes in the ratio, writes by the demo's shares, reads by READ_SHARES. */
const kindPicker = (shares: Record<WriteKind, number>, readsPerWrite: number) => (): WriteKind | ReadKind => {
  const isRead = Math.random() < readsPerWrite / (1 + readsPerWrite);
  const [kinds, weights] = isRead ? [READ_KINDS, READ_SHARES] : [WRITE_KINDS, shares];
  let roll = Math.random();
  for (const kind of kinds) {
    roll -= (weights as Record<string, number>)[kind]!;
    if (roll < 0) return kind;
  }
  return kinds[kinds.length - 1]!;
};

/**
 * An hour of a busy evening (docs/adr/0120-busy-evening-soak.md), at any length: the
 * platform as its own process on a fresh data directory; first its ceiling, the most writes a second
 * it sustains under the whole mix from closed-loop clients; then the soak, the same mix sent open
 * loop at half that write rate, live streams held open and rotated throughout, cut into intervals.
 */
export const runSoak = async (options: SoakOptions): Promise<SoakResult> => {
  const { log } = options;
  const demo = await demoBusiestHour();
  const shares = writeShares(demo);
  const pick = kindPicker(shares, options.readsPerWrite);

  const root = join(import.meta.dirname, '..', '.data');
  mkdirSync(root, { recursive: true });
  const dataDir = mkdtempSync(join(root, 'soak-'));
  const tokens = benchTokens();
  const platform = await startPlatform(dataDir);
  const pid = platform.child.pid!;
  const head = new Database(join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  const logHead = () => Number((head.prepare('SELECT max(position) AS p FROM events').get() as { p: number | null }).p ?? 0);
  const load = await SoakLoad.create(
    platform.base,
    tokens,
    await setUpVenue(platform.base, tokens, { org: 'soak-org', space: 'soak-arena', fields: SOAK_FIELDS, from: '00:00', to: '23:30' }),
    () => gameListMix(tokens, Date.now(), 1_000),
  );
  const streams = new LiveStreams(platform.base, load, options.streams, options.streamLifetimeMs);
  const errors: string[] = [];
  try {
    // A few games first, so game pages and live viewers have something to open.
    for (let i = 0; i < 12; i++) await load.run('create');
    await sleep(2_500);
    await streams.start();

    // The ceiling: closed-loop clients, each sending the next request of the mix as soon as the last is answered.
    const warmUpMs = Math.min(5_000, (options.ceilingSeconds * 1000) / 4);
    const ceilingEnd = Date.now() + options.ceilingSeconds * 1000;
    const loadAtCeiling = loadavg()[0]!;
    const measuring = sleep(warmUpMs).then(() => {
      errors.push(...load.recorder.errors);
      load.recorder = new Recorder();
      return performance.now();
    });
    await Promise.all(
      Array.from({ length: options.ceilingClients }, async () => {
        while (Date.now() < ceilingEnd) await load.run(pick());
      }),
    );
    const measuredSeconds = (performance.now() - (await measuring)) / 1000;
    const ceilingRecorder = load.recorder;
    errors.push(...ceilingRecorder.errors);
    const ceiling = {
      writesPerSecond: ceilingRecorder.writes / measuredSeconds,
      requestsPerSecond: ceilingRecorder.requests / measuredSeconds,
      seconds: options.ceilingSeconds,
      loadAverage: loadAtCeiling,
    };
    const targetWritesPerSecond = ceiling.writesPerSecond / 2;
    const requestRate = targetWritesPerSecond * (1 + options.readsPerWrite);
    log(
      `Ceiling: ${ceiling.writesPerSecond.toFixed(1)} writes/s (${ceiling.requestsPerSecond.toFixed(1)} requests/s with their reads) over ${measuredSeconds.toFixed(1)} s; soaking at ${targetWritesPerSecond.toFixed(1)} writes/s, ${requestRate.toFixed(1)} requests/s`,
    );
    log(intervalHeader);

    // The soak: requests sent on a schedule (open loop), whatever the answers' pace.
    load.recorder = new Recorder();
    const intervalMs = (options.soakSeconds * 1000) / options.intervals;
    const start = Date.now();
    const pending = new Set<Promise<void>>();
    const intervals: IntervalFigures[] = [];
    let sent = 0;
    let notSent = 0;
    let samples = { rss: [] as number[], fds: [] as number[] };
    let lastSample = 0;
    let intervalStart = start;
    let headAtStart = logHead();
    for (let index = 1; index <= options.intervals; ) {
      const now = Date.now();
      for (const due = Math.floor(((now - start) / 1000) * requestRate); sent < due; sent++) {
        if (pending.size >= MAX_IN_FLIGHT) {
          notSent++;
          continue;
        }
        const request: Promise<void> = load.run(pick()).finally(() => pending.delete(request));
        pending.add(request);
      }
      if (now - lastSample >= (options.sampleMs ?? SAMPLE_MS)) {
        samples.rss.push(rssMiB(pid));
        samples.fds.push(openFds(pid));
        lastSample = now;
      }
      if (now - start >= index * intervalMs) {
        const done = load.recorder;
        load.recorder = new Recorder();
        const seconds = (now - intervalStart) / 1000;
        const headNow = logHead();
        const all = [...done.latencies.values()].flat();
        const figures: IntervalFigures = {
          index,
          endSeconds: (now - start) / 1000,
          loadAverage: loadavg()[0]!,
          requests: done.requests,
          writesPerSecond: done.writes / seconds,
          eventsPerSecond: (headNow - headAtStart) / seconds,
          rssMiB: mean(samples.rss),
          fds: mean(samples.fds),
          p99: percentile(all, 0.99),
          p99ByKind: Object.fromEntries([...done.latencies.entries()].map(([kind, values]) => [kind, percentile(values, 0.99)])),
          errors: done.errors.length,
          streamsOpen: streams.openCount,
          notSent,
        };
        errors.push(...done.errors);
        intervals.push(figures);
        log(intervalLine(figures));
        for (const error of done.errors.slice(0, 3)) log(`           error: ${error}`);
        samples = { rss: [], fds: [] };
        intervalStart = now;
        headAtStart = headNow;
        notSent = 0;
        index++;
        continue;
      }
      await sleep(10);
    }
    await Promise.all(pending);
    await streams.stop();
    errors.push(...load.recorder.errors);
    return {
      demo,
      shares,
      options: {
        soakSeconds: options.soakSeconds,
        ceilingSeconds: options.ceilingSeconds,
        readsPerWrite: options.readsPerWrite,
        streams: options.streams,
        streamLifetimeMs: options.streamLifetimeMs,
        ceilingClients: options.ceilingClients,
        intervals: options.intervals,
      },
      ceiling,
      targetWritesPerSecond,
      intervals,
      errors,
      gamesCreated: load.gamesCreated,
      streamsOpened: streams.openedCount,
      streamMessages: streams.messages,
    };
  } finally {
    await streams.stop();
    head.close();
    await stop(platform.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const f = (n: number, digits = 0) => n.toFixed(digits);
export const intervalHeader =
  'interval | end s | load avg | requests | writes/s | events/s | RSS MiB | fds | p99 ms | errors | not sent | streams';
export const intervalLine = (i: IntervalFigures): string =>
  [
    String(i.index).padStart(8),
    f(i.endSeconds).padStart(5),
    f(i.loadAverage, 2).padStart(8),
    String(i.requests).padStart(8),
    f(i.writesPerSecond, 1).padStart(8),
    f(i.eventsPerSecond, 1).padStart(8),
    f(i.rssMiB, 1).padStart(7),
    f(i.fds).padStart(3),
    f(i.p99, 1).padStart(6),
    String(i.errors).padStart(6),
    String(i.notSent).padStart(8),
    String(i.streamsOpen).padStart(7),
  ].join(' | ');

/**
 * `npm run bench:soak -- --minutes 60`: an hour of a busy evening (docs/adr/0120-busy-evening-soak.md). The platform as its own process on
 * a fresh data directory takes the demo's
 * busiest hour's mix of writes (bench/lib/demoMix.ts), reads beside them (an assumed ratio), chat,
 * and live streams held open and rotated; first its ceiling (closed loop, BENCH_SOAK_CEILING_SECONDS),
 * then the soak at half the ceiling's write rate, open loop. For each 10 minutes (each fifth of a
 * shorter run): resident memory and open file descriptors of the platform process, p99 latency
 * per kind and overall, events appended per second (the log's head), errors, the load average.
 * Target: the last interval within 10 % of the first (memory, fds, p99, event rate), no error.
 * Without --minutes it runs 5 minutes (BENCH_SOAK_SECONDS too). The result is saved to
 * bench/results/<date>-soak-<length>.md. test/soak.spec.ts runs half a minute of it in `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { ASSUMED_SHARE_OF_MISSING_KIND, WRITE_KINDS } from './lib/demoMix';
import { emitResult, fmt, printTable, verdict } from './lib/report';
import { READ_SHARES, type Kind } from './lib/soakLoad';
import { intervalHeader, intervalLine, runSoak, type SoakResult } from './lib/soakRun';

const minutesArg = process.argv.indexOf('--minutes');
const SECONDS = minutesArg > 0 ? Number(process.argv[minutesArg + 1]) * 60 : Number(process.env.BENCH_SOAK_SECONDS ?? 300);
if (!(SECONDS > 0)) throw new Error('--minutes wants a positive number');
/** Within this of the first interval: the last one's memory, fds, p99 and event rate. */
const TOLERANCE = 0.1;
const INTERVAL_SECONDS = SECONDS >= 3_000 ? 600 : SECONDS / 5;
const KINDS: Kind[] = [...WRITE_KINDS, 'delete', 'discovery', 'game page', 'chat read', 'stream open'];

const started = Date.now();
const loadAtStart = loadavg()[0]!;
console.log(
  `Soak: ${fmt(SECONDS)} s of a busy evening's mix, a line every ${fmt(INTERVAL_SECONDS)} s; ${availableParallelism()} cores, load average ${loadAtStart.toFixed(2)}`,
);
const result = await runSoak({
  soakSeconds: SECONDS,
  ceilingSeconds: Number(process.env.BENCH_SOAK_CEILING_SECONDS ?? 25),
  readsPerWrite: Number(process.env.BENCH_SOAK_READS_PER_WRITE ?? 4),
  streams: Number(process.env.BENCH_SOAK_STREAMS ?? 30),
  streamLifetimeMs: [30_000, 90_000],
  ceilingClients: Number(process.env.BENCH_CLIENTS ?? 16),
  intervals: Math.round(SECONDS / INTERVAL_SECONDS),
  log: (line) => console.log(line),
});

const { intervals } = result;
const first = intervals[0]!;
const last = intervals[intervals.length - 1]!;
const growth = (a: number, b: number) => (a > 0 ? b / a - 1 : b > 0 ? Infinity : 0);
const pct = (g: number) => `${g >= 0 ? '+' : ''}${fmt(100 * g, 1)} %`;
const within = (a: number, b: number) => growth(a, b) <= TOLERANCE;
const loads = `load ${first.loadAverage.toFixed(2)} → ${last.loadAverage.toFixed(2)}`;
const firstLast = (label: string, a: number, b: number, unit: string, digits: number, met: boolean, target = `≤ +${100 * TOLERANCE} %`) => [
  `  ${label}, first → last interval`,
  `${fmt(a, digits)} → ${fmt(b, digits)} ${unit} (${pct(growth(a, b))})`,
  target,
  `${verdict(met)} (${loads})`,
];
const requests = intervals.reduce((n, i) => n + i.requests, 0);
const notSent = intervals.reduce((n, i) => n + i.notSent, 0);
const rows: string[][] = [
  [
    'Soak: ceiling, closed loop (writes of the mix, with their reads)',
    `${fmt(result.ceiling.writesPerSecond, 1)} writes/s (${fmt(result.ceiling.requestsPerSecond, 1)} requests/s)`,
    '',
    `ceiling, same run (load ${result.ceiling.loadAverage.toFixed(2)})`,
  ],
  [
    '  soak write rate (target: half the ceiling)',
    `${fmt(intervals.reduce((n, i) => n + i.writesPerSecond, 0) / intervals.length, 1)} writes/s`,
    `${fmt(result.targetWritesPerSecond, 1)} writes/s`,
    '',
  ],
  [
    '  requests in the soak',
    `${fmt(requests)} in ${fmt(SECONDS)} s (${fmt(requests / SECONDS, 1)}/s)`,
    '',
    `${fmt(result.gamesCreated)} games created; ${fmt(result.streamsOpened)} live streams opened`,
  ],
  ['  errors (5xx, timeouts, unexpected statuses, streams cut)', String(result.errors.length), '0', verdict(result.errors.length === 0)],
  ['  requests due but not sent (over 256 in flight)', String(notSent), '0', verdict(notSent === 0)],
  firstLast('platform RSS', first.rssMiB, last.rssMiB, 'MiB', 1, within(first.rssMiB, last.rssMiB)),
  firstLast('open file descriptors', first.fds, last.fds, '', 0, within(first.fds, last.fds)),
  firstLast(
    'event rate',
    first.eventsPerSecond,
    last.eventsPerSecond,
    'events/s',
    1,
    Math.abs(growth(first.eventsPerSecond, last.eventsPerSecond)) <= TOLERANCE,
    `± ${100 * TOLERANCE} %`,
  ),
  firstLast('p99 latency, all requests', first.p99, last.p99, 'ms', 1, within(first.p99, last.p99)),
  ...KINDS.filter((k) => first.p99ByKind[k] !== undefined && last.p99ByKind[k] !== undefined).map((k) =>
    firstLast(`p99 ${k}`, first.p99ByKind[k]!, last.p99ByKind[k]!, 'ms', 1, within(first.p99ByKind[k]!, last.p99ByKind[k]!)),
  ),
];
console.log('');
printTable(rows);
emitResult('figures', { soak: { seconds: SECONDS, ceiling: result.ceiling, target: result.targetWritesPerSecond, intervals } });
if (result.errors.length) console.log(`first errors:\n  ${result.errors.slice(0, 10).join('\n  ')}`);
const failed = rows.some((row) => row[3]!.startsWith('MISSED'));
if (failed) process.exitCode = 1;

const saved = join(
  import.meta.dirname,
  'results',
  `${new Date(started).toISOString().slice(0, 10)}-soak-${SECONDS % 60 === 0 ? `${SECONDS / 60}m` : `${SECONDS}s`}.md`,
);
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(saved, markdown(result, rows));
console.log(`Saved to ${saved}`);

function markdown(r: SoakResult, table: string[][]): string {
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: join(import.meta.dirname, '..') })
        .toString()
        .trim();
    } catch {
      return 'unknown';
    }
  })();
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const tableOf = (header: string[], body: string[][]) => [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...body.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ];
  const ms = (n: number | undefined) => (n === undefined ? '' : fmt(n, 1));
  return [
    `# npm run bench:soak -- --minutes ${fmt(SECONDS / 60, SECONDS % 60 ? 1 : 0)}, ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Commit ${commit}; ${availableParallelism()} cores; Node ${process.version}; load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end; the run took ${fmt((Date.now() - started) / 60_000, 1)} min.`,
    'The machine was shared with other work running tests at the same time: latency figures carry that noise (the load average is beside each interval).',
    '',
    '## The mix',
    '',
    `The demo's busiest hour (demo data of demo/src/ seeded on an in-memory platform, events bucketed by their command time): ${r.demo.hour}:00 UTC, ${r.demo.events} of the demo's ${r.demo.totalEvents} events: ${Object.entries(
      r.demo.eventsByType,
    )
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}.`,
    `Its commands (by correlation id) of the kinds the soak sends: ${WRITE_KINDS.map((k) => `${k} ${r.demo.commands[k]}`).join(', ')}; not sent by the soak: ${
      Object.entries(r.demo.notDriven)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ') || 'none'
    } (a purchase's payment, the gateway's webhook and confirmation follow the soak's instantBuy on their own).`,
    `Write shares: ${WRITE_KINDS.map((k) => `${k} ${fmt(100 * r.shares[k], 1)} %`).join(', ')}. Assumption: a kind the busiest hour lacks gets ${100 * ASSUMED_SHARE_OF_MISSING_KIND} % (the demo seeds no chat and no leave).`,
    `Assumption: the demo's log has no reads; ${r.options.readsPerWrite} reads per write, ${Object.entries(READ_SHARES)
      .map(([k, s]) => `${k} ${100 * s} %`)
      .join(
        ', ',
      )}. ${r.options.streams} live streams (game changes, notifications, live viewers) open throughout, each for ${r.options.streamLifetimeMs[0] / 1000}–${r.options.streamLifetimeMs[1] / 1000} s, then replaced. Hosts delete their oldest game past 300 (a \`delete\`), as games end.`,
    `Ceiling: ${r.options.ceilingClients} closed-loop clients for ${r.ceiling.seconds} s (the first quarter, at most 5 s, not counted): ${fmt(r.ceiling.writesPerSecond, 1)} writes/s, ${fmt(r.ceiling.requestsPerSecond, 1)} requests/s; the soak sent ${fmt(r.targetWritesPerSecond, 1)} writes/s, half of it, with their reads.`,
    '',
    '## Each interval',
    '',
    ...tableOf(
      intervalHeader.split(' | '),
      r.intervals.map((i) =>
        intervalLine(i)
          .split(' | ')
          .map((c) => c.trim()),
      ),
    ),
    '',
    'p99 latency (ms) per kind:',
    '',
    ...tableOf(
      ['kind', ...r.intervals.map((i) => `interval ${i.index}`)],
      KINDS.map((k) => [k, ...r.intervals.map((i) => ms(i.p99ByKind[k]))]),
    ),
    '',
    '## Verdict: the last interval against the first',
    '',
    ...tableOf(
      ['figure', 'measured', 'target', 'verdict'],
      table.map((row) => row.map((c) => c.trim())),
    ),
    '',
    r.errors.length
      ? `First errors:\n\n${r.errors
          .slice(0, 10)
          .map((e) => `- ${e}`)
          .join('\n')}\n`
      : 'No errors.',
    '',
  ].join('\n');
}

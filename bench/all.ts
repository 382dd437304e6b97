/**
 * `npm run bench`: every benchmark in one go, each on its own fresh data
 * directory, with sizes and durations cut so the whole run stays near 10 minutes on a 2-core
 * machine (594 and 604 s on the shared one of 2026-11-30: bench/results/2026-11-30-2050.md,
 * -2106.md); then one table: each figure, its target, its verdict and the ceilings measured in the
 * same run (hello-world Hono, raw durable SQLite append, raw SQLite row read), the scale curve
 * included. Saved to bench/results/latest.md and a dated copy.
 * The sub-benchmarks run as child processes with BENCH_MACHINE=1 and hand their figures back as
 * JSON lines (bench/lib/report.ts emitResult); their own output passes through.
 * BENCH_ONLY=write,scale runs a subset; BENCH_SECONDS, BENCH_GAMES... in the environment override the sizes.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { measureHelloWorld } from './lib/helloWorld';
import { rawRowReadRate } from './lib/ratingsCeilings';
import { MACHINE_PREFIX, fmt } from './lib/report';
import { appendGames } from './lib/seedGames';
import { rawDurableAppendRate } from './lib/sqliteCeiling';

interface Benchmark {
  name: string;
  script: string;
  env: Record<string, string>;
  /** Which ceiling of this run its figures are read against. */
  ceiling: (c: Ceilings) => string;
  timeoutSeconds: number;
  /**
   * Runs until the whole run's deadline if that leaves it more than its own time limit (the last one, the scale curve,
   * when BENCH_SCALE_EVENTS asks for 1,000,000 events): never less, so a slow run before it cannot leave it nothing.
   */
  untilDeadline?: boolean;
}

interface Ceilings {
  hello: number;
  append: number;
  read: number;
}

/**
 * The scale curve's sizes in this run: 10,000 and 100,000 events, where every figure of the replay against its
 * ceiling is printed. The 1,000,000-event point alone took about four minutes on the 2-core machine of 2026-11-30
 * (hello-world near 18,000 req/s), more than the ten minutes left it after the rest: `npm run bench:scale`
 * measures it (and 10,000,000 with BENCH_SCALE_EVENTS), and BENCH_SCALE_EVENTS here adds it back.
 */
const SCALE_SIZES = (process.env.BENCH_SCALE_EVENTS ?? '10000,100000').split(',').map(Number);
const helloText = (c: Ceilings) => `hello-world ${fmt(c.hello)} req/s`;
const BENCHMARKS: Benchmark[] = [
  {
    name: 'write',
    script: 'write.ts',
    env: { BENCH_SECONDS: '5' },
    ceiling: (c) => `${helloText(c)}; raw append ${fmt(c.append)} rows/s`,
    timeoutSeconds: 60,
  },
  // With the query service alone on 1 and 2 workers, one pass each (docs/adr/0132-query-workers.md).
  {
    name: 'read',
    script: 'read.ts',
    env: { BENCH_SECONDS: '4', BENCH_GAMES: '30000', BENCH_WORKER_PASSES: '1' },
    ceiling: helloText,
    timeoutSeconds: 200,
  },
  {
    name: 'ratings',
    script: 'ratings.ts',
    // 150,000 events, as in earlier tables (its leaderboard row moves from run to run anyway: docs/adr/0079-leaderboards-as-read-models.md).
    env: { BENCH_SECONDS: '3', BENCH_RATING_EVENTS: '150000' },
    ceiling: (c) => `raw row read ${fmt(c.read)} rows/s`,
    timeoutSeconds: 75,
  },
  {
    name: 'book',
    script: 'book.ts',
    env: { BENCH_SECONDS: '5' },
    ceiling: (c) => `${helloText(c)}; raw append ${fmt(c.append)} rows/s`,
    timeoutSeconds: 45,
  },
  // 50,000 orders: writing them straight into the read store is most of each order benchmark's time.
  {
    name: 'admin-list',
    script: 'adminList.ts',
    env: { BENCH_SECONDS: '4', BENCH_ORDERS: '50000' },
    ceiling: helloText,
    timeoutSeconds: 90,
  },
  // "Find anyone" and the orders' phone search by the last 4 digits, beside the plain order list of the same run
  // (docs/adr/0111-buyer-phone-on-orders.md).
  {
    name: 'find-anyone',
    script: 'findAnyone.ts',
    env: { BENCH_SECONDS: '3', BENCH_ORDERS: '50000' },
    ceiling: helloText,
    timeoutSeconds: 150,
  },
  // The phone profile (Slow 4G, CPU ×4) adds three throttled first visits, and three of the static
  // no-JS copy of the first screen, its floor.
  { name: 'ui', script: 'ui.ts', env: { BENCH_UI_RUNS: '3' }, ceiling: () => 'phone floor: its own rows', timeoutSeconds: 140 },
  { name: 'admin-ui', script: 'admin.ts', env: {}, ceiling: () => '', timeoutSeconds: 45 },
  // One game at 10, 1,000 and 10,000 participants, each cost with its ratio to the smallest.
  {
    name: 'big-games',
    script: 'bigGames.ts',
    env: { BENCH_BIG_SAMPLES: '40' },
    ceiling: () => 'ratio to the 10-participant game',
    timeoutSeconds: 240,
  },
  // Shared links (docs/adr/0100-shared-pages.md): a game's preview image drawn and cached, beside a static PNG of its size.
  {
    name: 'preview',
    script: 'preview.ts',
    env: { BENCH_PREVIEW_SAMPLES: '30' },
    ceiling: () => 'static PNG of the same size, same HTTP stack: its own row',
    timeoutSeconds: 90,
  },
  // A game's chat (docs/adr/0101-game-chat.md): live delivery beside command-to-query visibility; a page of a 10- vs a 10,000-message
  // thread.
  {
    name: 'chat',
    script: 'chat.ts',
    env: { BENCH_CHAT_PAGE_SAMPLES: '100' },
    ceiling: () => 'command-to-query visibility; the 10-message thread',
    timeoutSeconds: 90,
  },
  // Replay --format ndjson to a file (≥ 300,000 events/s) and the Parquet export, against the raw row read of the same log.
  {
    name: 'replay',
    script: 'replayNdjson.ts',
    env: { BENCH_REPLAY_EVENTS: '500000' },
    ceiling: (c) => `raw row read ${fmt(c.read)} rows/s`,
    timeoutSeconds: 150,
  },
  // Damaged SQLite files at start (docs/adr/0115-damaged-sqlite-files.md): header + quick_check of a ~100 MB read-model file, beside
  // reading it end to end.
  {
    name: 'startup-check',
    script: 'startupCheck.ts',
    env: {},
    ceiling: () => 'the same file read end to end: its own row',
    timeoutSeconds: 60,
  },
  // What a spec pays for the platform it talks to (docs/adr/0128-fast-test-stack.md): the in-memory stack beside the platform on files.
  {
    name: 'test-stack',
    script: 'testStack.ts',
    env: { BENCH_TEST_STACK_RUNS: '5' },
    ceiling: () => 'the platform on temporary files: its own row',
    timeoutSeconds: 120,
  },
  {
    name: 'scale',
    script: 'scale.ts',
    // The live index's memory is weighed at 100,000 games while the first log is written (docs/adr/0133-live-index-memory-budget.md).
    env: { BENCH_SCALE_SECONDS: '3', BENCH_SCALE_EVENTS: SCALE_SIZES.join(','), BENCH_SCALE_INDEX_GAMES: '100000' },
    ceiling: (c) => `raw append ${fmt(c.append)} rows/s; raw row read ${fmt(c.read)} rows/s`,
    timeoutSeconds: 240,
    untilDeadline: true,
  },
];

const only = process.env.BENCH_ONLY?.split(',');
const started = Date.now();
/** The agreed bound on the whole run, less a margin for writing the table. */
const DEADLINE = started + Number(process.env.BENCH_TOTAL_SECONDS ?? 580) * 1000;
const loadAtStart = loadavg()[0]!;

/** The ceilings, once, at the start: what this machine does with nothing of the platform in the way. */
const measureCeilings = async (): Promise<Ceilings> => {
  const root = join(import.meta.dirname, '.data');
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root, 'ceilings-'));
  try {
    const hello = await measureHelloWorld(50, 4);
    const append = rawDurableAppendRate(dir, 2);
    await appendGames(join(dir, 'events.sqlite'), 0, 20_000, Date.now());
    const read = rawRowReadRate(join(dir, 'events.sqlite'));
    return { hello: hello.perSecond, append, read: read.perSecond };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

interface ScalePoint {
  events: number;
  writePerSecond: number;
  replayPerSecond: number;
  discoveryP50: number;
  discoveryP99: number;
  /** SQLite alone writing the rebuilt rows, measured by scale.ts in its run. */
  writeCeiling?: { rows: number; perSecond: number; cpuMicrosPerEvent: number };
  /** The rebuild's CPU an event and the process's resident peak during it (bench/lib/timedRebuild.ts). */
  replayCpuMicrosPerEvent?: number;
  peakRssBytes?: number | null;
}

interface Outcome {
  rows: string[][];
  figures: Record<string, unknown>;
  scale: ScalePoint[];
  exitCode: number | null;
  seconds: number;
}

/** Runs one benchmark as a child process, passing its output through and keeping its result lines. */
const run = (benchmark: Benchmark): Promise<Outcome> =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, benchmark.script)], {
      // The sizes above are defaults: BENCH_SECONDS and the like set in the environment win (a quick check of the plumbing).
      env: { ...benchmark.env, ...process.env, BENCH_MACHINE: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true, // its own process group, so a timeout ends the platform it started too
    });
    const outcome: Outcome = { rows: [], figures: {}, scale: [], exitCode: null, seconds: 0 };
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(MACHINE_PREFIX)) return console.log(`  [${benchmark.name}] ${line}`);
      // What bench/lib/report.ts writes: a table's rows, or figures (one of them may be a point of the scale curve).
      const result = JSON.parse(line.slice(MACHINE_PREFIX.length)) as
        | { kind: 'rows'; payload: string[][] }
        | { kind: 'figures'; payload: Record<string, unknown> & { scalePoint?: ScalePoint } };
      if (result.kind === 'rows') outcome.rows.push(...result.payload);
      else if (result.payload.scalePoint) outcome.scale.push(result.payload.scalePoint);
      else Object.assign(outcome.figures, result.payload);
    });
    const limitSeconds = benchmark.untilDeadline
      ? Math.max(benchmark.timeoutSeconds, (DEADLINE - Date.now()) / 1000)
      : benchmark.timeoutSeconds;
    const timer = setTimeout(() => {
      console.log(`  [${benchmark.name}] stopped after ${fmt(limitSeconds)} s`);
      process.kill(-child.pid!, 'SIGKILL');
    }, limitSeconds * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      outcome.exitCode = signal ? -1 : code;
      outcome.seconds = (Date.now() - t0) / 1000;
      resolve(outcome);
    });
  });

console.log(`npm run bench: ${availableParallelism()} cores, load average ${loadAtStart.toFixed(2)}`);
console.log('Ceilings: hello-world Hono, raw durable SQLite append, raw SQLite row read…');
const ceilings = await measureCeilings();
console.log(`  hello-world ${fmt(ceilings.hello)} req/s, append ${fmt(ceilings.append)} rows/s, row read ${fmt(ceilings.read)} rows/s`);

const table: string[][] = [
  ['ceiling', 'Hello-world Hono, 50 clients (same load tool)', `${fmt(ceilings.hello)} req/s`, '', '', ''],
  ['ceiling', 'Raw durable SQLite append (one fsync per row)', `${fmt(ceilings.append)} rows/s`, '', '', ''],
  ['ceiling', 'Raw SQLite row read (event rows, nothing decoded)', `${fmt(ceilings.read)} rows/s`, '', '', ''],
];
const scale: ScalePoint[] = [];
for (const benchmark of BENCHMARKS.filter((b) => !only || only.includes(b.name))) {
  console.log(
    `\n== ${benchmark.name} (${
      Object.entries(benchmark.env)
        .map(([k, v]) => `${k}=${process.env[k] ?? v}`)
        .join(' ') || 'defaults'
    })`,
  );
  const outcome = await run(benchmark);
  const failed = outcome.exitCode !== 0;
  const stoppedNote = outcome.scale.length ? 'stopped at the time limit: the sizes it reached are in the scale curve rows' : 'no figures';
  if (!outcome.rows.length) table.push([benchmark.name, stoppedNote, '', '', `FAILED (exit ${outcome.exitCode})`, '']);
  outcome.rows.forEach((row, i) =>
    table.push([i === 0 ? benchmark.name : '', row[0]!.trim(), row[1]!, row[2]!, row[3]!, i === 0 ? benchmark.ceiling(ceilings) : '']),
  );
  if (failed && outcome.rows.length) table.push(['', `${benchmark.name} exited with ${outcome.exitCode}`, '', '', 'FAILED', '']);
  table.push(['', `(${benchmark.name} took ${fmt(outcome.seconds)} s)`, '', '', '', '']);
  scale.push(...outcome.scale);
}
for (const point of scale) {
  table.push([
    'scale curve',
    `${fmt(point.events)} events`,
    `write ${fmt(point.writePerSecond)} cmd/s · replay ${fmt(point.replayPerSecond)} events/s · discovery p50 ${fmt(point.discoveryP50, 2)} ms (p99 ${fmt(point.discoveryP99, 2)})${point.peakRssBytes ? ` · rebuild's resident peak ${fmt(point.peakRssBytes / 1_048_576)} MiB` : ''}`,
    '',
    '',
    `replay = ${fmt((100 * point.replayPerSecond) / ceilings.read, 1)} % of raw row read${point.writeCeiling ? `, ${fmt((100 * point.replayPerSecond) / point.writeCeiling.perSecond, 1)} % of SQLite alone writing its rows${point.replayCpuMicrosPerEvent ? ` (CPU ${fmt(point.replayCpuMicrosPerEvent / point.writeCeiling.cpuMicrosPerEvent, 2)}× its)` : ''}` : ''}`,
  ]);
}

// Sizes the scale benchmark did not reach before its time limit are shown as such, not left out.
if (!only || only.includes('scale')) {
  for (const size of SCALE_SIZES.filter((size) => !scale.some((point) => point.events >= size * 0.9))) {
    table.push(['scale curve', `${fmt(size)} events`, 'not reached within the time limit', '', 'MISSED', '']);
  }
}

const seconds = (Date.now() - started) / 1000;
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
const header = ['benchmark', 'figure', 'measured', 'target', 'verdict', 'ceiling (same run)'];
const markdown = [
  `# npm run bench, ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `Commit ${commit}; ${availableParallelism()} cores; Node ${process.version}; load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end; the whole run took ${fmt(seconds)} s.`,
  'Durations and sizes are cut for the 10-minute run (see bench/all.ts); each benchmark alone (`npm run bench:<name>`) runs its full size.',
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...table.map((row) => `| ${row.map(escape).join(' | ')} |`),
  '',
].join('\n');

const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const stamp = new Date(started).toISOString().slice(0, 16).replace('T', '-').replace(':', '');
// A subset (BENCH_ONLY) is kept beside the full runs, never as latest.md.
const saved = only ? [`${stamp}-partial.md`] : ['latest.md', `${stamp}.md`];
for (const file of saved) writeFileSync(join(resultsDir, file), markdown);

console.log(`\n${markdown}`);
console.log(`Saved to ${saved.map((file) => `bench/results/${file}`).join(' and ')}`);
if (table.some((row) => row[4]!.startsWith('FAILED'))) process.exitCode = 1;

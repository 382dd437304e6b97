/**
 * `npm run bench:join-cpu`: JoinGame's CPU per durable command, summed over every thread of the
 * server (main, event-log writer, projector, libuv pool, GC helpers), for the code before this
 * change ("base") and the working tree ("new"), measured in one run, alternating B N B N …
 * (docs/adr/0131-join-cpu-halved.md; target: new ≤ 0.5 × base).
 *
 * The base is a `git worktree add --detach` of BENCH_BASE (default: the commit this bench was
 * written against) under bench/.data/base-<sha>, removed at the end. Its `node_modules` is a
 * directory of symlinks to the main tree's `node_modules` entries, except `@sports/*`, which link
 * into the worktree's own packages: a plain symlink of the whole `node_modules` would make the
 * base run the main tree's workspaces (their links are relative and resolve to the real path).
 * Each run starts that side's platform/src/main.ts on a fresh data directory and puts bench:write's
 * load on it (64 clients, 22-place games, every join a different player): a 1 s warm-up, then
 * BENCH_SECONDS (default 4) measured. The CPU is read from /proc for all the server's threads
 * (bench/lib/cpuTime.ts) and divided by the commands answered 200 (each acknowledged only once
 * durable). BENCH_PAIRS (default 3), BENCH_CLIENTS (64), DATA_ROOT (bench/.data; /dev/shm takes
 * the disk out), BENCH_CPU_PROFILE=<dir> profiles every platform child (bench/lib/processes.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { cpuPerRequest, cpuSnapshot, threadCpu, threadCpuLine, threadCpuPerRequest } from './lib/cpuTime';
import { prepareJoinGame } from './lib/joinGameLoad';
import { runLoad } from './lib/load';
import { BENCH_SECRET, benchTokens } from './lib/platform';
import { freePort, startNode, stop } from './lib/processes';
import { emitResult, fmt, verdict } from './lib/report';

/** The commit this bench was written against: the code before docs/adr/0131-join-cpu-halved.md. */
const DEFAULT_BASE = '2abf1b24b486fb61253cf53ee16496728fe2ae89';
const TARGET_RATIO = 0.5;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
/** Joins prepared per client (warm-up included): enough for 8,000 commands/s (a quiet host makes 3,000), so no player joins twice. */
const PER_CLIENT = Math.ceil((8_000 * (SECONDS + 1.5)) / CLIENTS);

const mainTree = join(import.meta.dirname, '..');
const benchData = join(import.meta.dirname, '.data');
const dataRoot = process.env.DATA_ROOT ?? benchData;
mkdirSync(dataRoot, { recursive: true });

const git = (...args: string[]) => execFileSync('git', args, { cwd: mainTree, encoding: 'utf8' }).trim();
const baseSha = git('rev-parse', '--verify', `${process.env.BENCH_BASE ?? DEFAULT_BASE}^{commit}`);
const baseTree = join(benchData, `base-${baseSha.slice(0, 12)}`);

/** The base worktree, with node_modules borrowed from the main tree but `@sports/*` resolving into itself. */
const addBaseTree = (): void => {
  if (existsSync(baseTree)) removeBaseTree();
  git('worktree', 'add', '--detach', baseTree, baseSha);
  const modules = join(baseTree, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(mainTree, 'node_modules'))) {
    if (entry === '@sports') continue;
    symlinkSync(join(mainTree, 'node_modules', entry), join(modules, entry));
  }
  mkdirSync(join(modules, '@sports'));
  for (const name of readdirSync(join(mainTree, 'node_modules', '@sports')))
    if (existsSync(join(baseTree, name))) symlinkSync(join('..', '..', name), join(modules, '@sports', name));
  // The check the earlier rounds lacked: the base's platform must load the base's workspaces.
  const resolved = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "console.log(import.meta.resolve('@sports/projections'))"],
    { cwd: join(baseTree, 'platform'), encoding: 'utf8' },
  ).trim();
  if (!resolved.startsWith(`file://${baseTree}/`)) throw new Error(`the base worktree resolves @sports/projections to ${resolved}`);
  // Workspaces' own node_modules (platform's test-only packages) come from the main tree too.
  for (const workspace of readdirSync(baseTree)) {
    const own = join(mainTree, workspace, 'node_modules');
    if (existsSync(own) && !existsSync(join(baseTree, workspace, 'node_modules')))
      symlinkSync(own, join(baseTree, workspace, 'node_modules'));
  }
};

const removeBaseTree = (): void => {
  try {
    git('worktree', 'remove', '--force', baseTree);
  } catch {
    rmSync(baseTree, { recursive: true, force: true });
    git('worktree', 'prune');
  }
};

interface Run {
  side: 'base' | 'new';
  commands: number;
  perSecond: number;
  errors: number;
  main: number;
  others: number;
  total: number;
  load: number;
}

const tokens = benchTokens();

/** One side's platform on a fresh data directory under bench:write's JoinGame load. */
const measure = async (side: Run['side']): Promise<Run> => {
  const tree = side === 'base' ? baseTree : mainTree;
  const dataDir = mkdtempSync(join(dataRoot, `join-cpu-${side}-`));
  const port = await freePort();
  const load = loadavg()[0]!;
  // The env and node options of bench/lib/platform.ts's startPlatform, with this side's entry.
  const child = await startNode(
    join(tree, 'platform/src/main.ts'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      JWT_SECRET: BENCH_SECRET,
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    `http://127.0.0.1:${port}/health`,
    ['--max-semi-space-size=32'],
  );
  try {
    const next = await prepareJoinGame(port, tokens, CLIENTS, PER_CLIENT);
    const warm = await runLoad({ port, clients: CLIENTS, seconds: 1, next });
    const offset = Math.ceil(warm.requests / CLIENTS) + 22;
    const threadsBefore = threadCpu(child.pid!);
    const before = cpuSnapshot(child.pid!);
    const result = await runLoad({ port, clients: CLIENTS, seconds: SECONDS, next: (c, n) => next(c, n + offset) });
    const after = cpuSnapshot(child.pid!);
    const threads = threadCpuPerRequest(threadsBefore, threadCpu(child.pid!), result.statusCounts[200] ?? 1);
    const commands = result.statusCounts[200] ?? 0;
    const cpu = cpuPerRequest(before, after, commands);
    if (!cpu) throw new Error('no CPU figures: /proc is needed, and at least one command answered 200');
    const run: Run = {
      side,
      commands,
      perSecond: commands / result.seconds,
      errors: result.errors,
      main: cpu.serverMain,
      others: cpu.serverOthers,
      total: cpu.serverMain + cpu.serverOthers,
      load,
    };
    console.log(
      `${side}: ${fmt(run.perSecond)} commands/s, CPU per command ${fmt(run.total)} µs (main ${fmt(run.main)}, other threads ${fmt(run.others)}), non-200 ${run.errors}, load average ${fmt(load, 1)}`,
    );
    console.log(`  by thread: ${threadCpuLine(threads, child.pid!)}`);
    return run;
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

console.log(`JoinGame CPU per durable command: base ${baseSha.slice(0, 12)} (worktree ${baseTree}) against the working tree,`);
console.log(`${PAIRS} pairs, ${CLIENTS} clients, ${SECONDS} s each, data under ${dataRoot}`);
const runs: Run[] = [];
if (process.env.BENCH_ONLY === 'new') {
  // While working on the change: the working tree's runs alone, no worktree, no ratio.
  for (let pair = 0; pair < PAIRS; pair++) await measure('new');
  process.exit(0);
}
addBaseTree();
try {
  // The order alternates by pair (base first, then new first) so neither side always follows the other.
  for (let pair = 0; pair < PAIRS; pair++) {
    const order: Run['side'][] = pair % 2 ? ['new', 'base'] : ['base', 'new'];
    for (const side of order) runs.push(await measure(side));
  }
} finally {
  removeBaseTree();
}

const of = (side: Run['side']) => runs.filter((r) => r.side === side);
const base = median(of('base').map((r) => r.total));
const next = median(of('new').map((r) => r.total));
const ratio = next / base;
const rows: string[][] = [['run', 'side', 'commands/s', 'main µs', 'other threads µs', 'all threads µs', 'load avg']];
runs.forEach((r, i) => rows.push([String(i + 1), r.side, fmt(r.perSecond), fmt(r.main), fmt(r.others), fmt(r.total), fmt(r.load, 1)]));
rows.push(
  [
    'median',
    'base',
    fmt(median(of('base').map((r) => r.perSecond))),
    fmt(median(of('base').map((r) => r.main))),
    fmt(median(of('base').map((r) => r.others))),
    fmt(base),
    '',
  ],
  [
    'median',
    'new',
    fmt(median(of('new').map((r) => r.perSecond))),
    fmt(median(of('new').map((r) => r.main))),
    fmt(median(of('new').map((r) => r.others))),
    fmt(next),
    '',
  ],
  ['ratio new / base', '', '', '', '', fmt(ratio, 2), `target ≤ ${TARGET_RATIO}: ${verdict(ratio <= TARGET_RATIO)}`],
);
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | '));
emitResult('figures', { baseSha, base, new: next, ratio, target: TARGET_RATIO, runs });
const failed = runs.filter((r) => r.errors > 0);
if (failed.length) console.log(`non-200 replies in runs ${failed.map((r) => runs.indexOf(r) + 1).join(', ')}`);

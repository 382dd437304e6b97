/**
 * bench:write's JoinGame load (64 clients, 22-place games, every
 * join a different player) with the platform's CPU profile written to PROFILE_DIR (default
 * bench/.data/prof-write); prints the main thread's CPU per command.
 *   node --import tsx bench/profileWrite.ts; node bench/lib/cpuprofileTop.mjs <file>.cpuprofile
 * NO_PROFILE=1 measures without the profiler (it costs some CPU of its own). DATA_ROOT=/dev/shm puts
 * the data on tmpfs: fsync then costs nothing, so group commits are as large as the CPU makes them
 * and CPU per command compares across runs on a machine whose disk is busy with other work.
 * EXTRA_NODE_ARGS="--flag …" starts the platform with V8 or Node options to compare (a GC flag);
 * the CPU per command of each of its threads is printed beside the totals.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cpuPerRequest, cpuSnapshot, threadCpu, threadCpuLine, threadCpuPerRequest } from './lib/cpuTime';
import { prepareJoinGame } from './lib/joinGameLoad';
import { runLoad } from './lib/load';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Joins prepared per client (warm-up included): enough for 15,000 commands/s, so no player joins twice. */
const PER_CLIENT = Math.ceil((15_000 * (SECONDS + 1.5)) / CLIENTS);
const root = join(import.meta.dirname, '.data');
const dataRoot = process.env.DATA_ROOT ?? root;
mkdirSync(dataRoot, { recursive: true });
const dataDir = mkdtempSync(join(dataRoot, 'profile-write-'));
const profileDir = process.env.PROFILE_DIR ?? join(root, 'prof-write');

const extraNodeArgs = process.env.EXTRA_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const platform = await startPlatform(dataDir, '/health', [
  ...extraNodeArgs,
  ...(process.env.NO_PROFILE ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]),
]);
try {
  const next = await prepareJoinGame(platform.port, benchTokens(), CLIENTS, PER_CLIENT);
  // A short warm-up on the same games (the first joins of every client), so the profile shows steady state.
  const warm = await runLoad({ port: platform.port, clients: CLIENTS, seconds: 1, next });
  const offset = Math.ceil(warm.requests / CLIENTS) + 22;
  const before = cpuSnapshot(platform.child.pid!);
  const threadsBefore = threadCpu(platform.child.pid!);
  const load = await runLoad({ port: platform.port, clients: CLIENTS, seconds: SECONDS, next: (c, n) => next(c, n + offset) });
  const after = cpuSnapshot(platform.child.pid!);
  const threads = threadCpuPerRequest(threadsBefore, threadCpu(platform.child.pid!), load.requests);
  const cpu = cpuPerRequest(before, after, load.requests);
  console.log(
    `JoinGame: ${load.perSecond.toFixed(0)} commands/s, p50/p99 ${load.p50.toFixed(2)}/${load.p99.toFixed(2)} ms, errors ${load.errors} ${JSON.stringify(load.statusCounts)}; ` +
      `CPU per command: main ${cpu?.serverMain.toFixed(0)} µs, other threads ${cpu?.serverOthers.toFixed(0)} µs, load tool ${cpu?.loadTool.toFixed(0)} µs`,
  );
  console.log(`by thread (µs a command): ${threadCpuLine(threads, platform.child.pid!)}`);
} finally {
  await stop(platform.child);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(process.env.NO_PROFILE ? '' : `profile in ${profileDir} (the newest .cpuprofile)`);

/**
 * `npm run bench:write`: JoinGame over HTTP from 64 concurrent clients, each on its
 * own games, for 10 s on a fresh data directory; printed next to the hello-world Hono ceiling
 * (same load tool, same run) and the raw durable single-row SQLite append rate.
 * Games have a realistic size (22 places): a client that fills one moves on to its next game,
 * and every join is a different player.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { cpuPerRequest, cpuSnapshot, type CpuPerRequest } from './lib/cpuTime';
import { measureHelloWorld } from './lib/helloWorld';
import { prepareJoinGame } from './lib/joinGameLoad';
import { runLoad, type LoadResult } from './lib/load';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { fmt, printTable, verdict } from './lib/report';
import { rawDurableAppendRate } from './lib/sqliteCeiling';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** asked for 5,000: . */
const TARGET = 10_000;

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'write-'));
const tokens = benchTokens();

const measureJoinGame = async (): Promise<{ load: LoadResult; events: string; cpu: CpuPerRequest | null }> => {
  const { child, port } = await startPlatform(dataDir);
  try {
    // Joins a client can make before it runs out of prepared games and players: twice the target rate.
    const next = await prepareJoinGame(port, tokens, CLIENTS, Math.ceil((TARGET * 2 * SECONDS) / CLIENTS));
    const cpuBefore = cpuSnapshot(child.pid!);
    const load = await runLoad({
      port,
      clients: CLIENTS,
      seconds: SECONDS,
      next,
    });
    const cpuAfter = cpuSnapshot(child.pid!);
    const health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { position: string };
    return { load, events: health.position, cpu: cpuPerRequest(cpuBefore, cpuAfter, load.requests) };
  } finally {
    await stop(child);
  }
};

console.log(`Write benchmark: ${CLIENTS} clients, ${SECONDS} s each, data in ${dataDir}`);
const sqliteRate = rawDurableAppendRate(dataDir, 3);
const hello = await measureHelloWorld(CLIENTS, SECONDS);
const { load, events, cpu } = await measureJoinGame();
rmSync(dataDir, { recursive: true, force: true });

const rows = [
  ['JoinGame over HTTP (durable)', `${fmt(load.perSecond)} commands/s`, `≥ ${fmt(TARGET)}/s`, verdict(load.perSecond >= TARGET)],
  ['  p50 / p99 latency', `${fmt(load.p50, 2)} / ${fmt(load.p99, 2)} ms`, '', ''],
  ['  non-200 replies', `${load.errors} of ${fmt(load.requests)} ${JSON.stringify(load.statusCounts)}`, '0', verdict(load.errors === 0)],
  [
    'Ceiling: hello-world Hono',
    `${fmt(hello.perSecond)} req/s`,
    '',
    `JoinGame = ${fmt((100 * load.perSecond) / hello.perSecond, 1)} % of it`,
  ],
  ['  p50 / p99 latency', `${fmt(hello.p50, 2)} / ${fmt(hello.p99, 2)} ms`, '', ''],
  [
    'Ceiling: raw durable SQLite append',
    `${fmt(sqliteRate)} rows/s (one fsync each)`,
    '',
    `JoinGame = ${fmt(load.perSecond / sqliteRate, 1)}× it (group commit)`,
  ],
  ['Events in the log after the run', events, '', ''],
];
if (cpu) {
  // Where the machine's time goes: with every core busy, commands/s cannot exceed cores / (CPU per command).
  const total = cpu.serverMain + cpu.serverOthers + cpu.loadTool;
  rows.push(
    ['CPU per command: server main thread', `${fmt(cpu.serverMain)} µs`, '', `alone it allows ${fmt(1e6 / cpu.serverMain)}/s`],
    ['  server other threads (projector, pool, GC)', `${fmt(cpu.serverOthers)} µs`, '', ''],
    ['  load tool', `${fmt(cpu.loadTool)} µs`, '', ''],
    [`  all of it, on ${availableParallelism()} cores`, `${fmt(total)} µs`, '', `allows ${fmt((availableParallelism() * 1e6) / total)}/s`],
  );
}
printTable(rows);

/**
 * `node --import tsx bench/fastParse.ts`: is service-kit/src/fastParse.ts worth reading zod's internals for?
 * The all-games query (spec section 7 "GET all games", bench/lib/gameListMix.ts) against two
 * platforms over copies of one log: one as built, one whose fastParse never takes the fast path
 * (bench/lib/fastParseOff), so zod parses every param and query. Rounds alternate between them
 * (the order swapped each round) so a shared machine's load falls on both alike; each round
 * prints requests per second and the server's CPU per request. Kept if it gains 10 % or more.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cpuPerRequest, cpuSnapshot } from './lib/cpuTime';
import { gameListMix } from './lib/gameListMix';
import { runLoad, type LoadRequest } from './lib/load';
import { benchTokens, health, startPlatform, waitForPosition, type RunningPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { fmt } from './lib/report';
import { appendGames } from './lib/seedGames';

const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const KEEP_IF_GAIN = 0.1;

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'fastparse-'));
const withDir = join(dataDir, 'with');
const withoutDir = join(dataDir, 'without');
mkdirSync(withDir);
const tokens = benchTokens();
const nowMs = Date.now();
const mix = await gameListMix(tokens, nowMs, 4_000);
const mixed = (client: number, n: number): LoadRequest => mix[(client * 997 + n) % mix.length]!;

console.log(`fastParse benchmark: ${fmt(GAMES)} games, ${ROUNDS} rounds of ${SECONDS} s per side, ${CLIENTS} clients`);
await appendGames(join(withDir, 'events.sqlite'), 0, GAMES, nowMs);
cpSync(withDir, withoutDir, { recursive: true });

const ready = async (platform: RunningPlatform) => {
  await waitForPosition(platform.base, 0n, 300_000);
  await health(platform.base);
  return platform;
};
const arms = [
  { name: 'with fastParse', platform: await ready(await startPlatform(withDir, '/openapi.json')) },
  {
    name: 'zod only',
    platform: await ready(
      await startPlatform(withoutDir, '/openapi.json', ['--import', join(import.meta.dirname, 'lib/fastParseOff/register.mjs')]),
    ),
  },
];
const totals = arms.map(() => ({ requests: 0, seconds: 0, cpuMicros: 0 }));
try {
  for (const [i, arm] of arms.entries()) await runLoad({ port: arm.platform.port, clients: CLIENTS, seconds: 1, next: mixed });
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const arm = arms[i]!;
      const before = cpuSnapshot(arm.platform.child.pid!);
      const load = await runLoad({ port: arm.platform.port, clients: CLIENTS, seconds: SECONDS, next: mixed });
      const cpu = cpuPerRequest(before, cpuSnapshot(arm.platform.child.pid!), load.requests);
      if (load.errors > 0) throw new Error(`${arm.name}: ${load.errors} errors ${JSON.stringify(load.statusCounts)}`);
      totals[i]!.requests += load.requests;
      totals[i]!.seconds += load.seconds;
      totals[i]!.cpuMicros += (cpu?.serverMain ?? 0) * load.requests;
      console.log(
        `  round ${round + 1} ${arm.name.padEnd(14)} ${fmt(load.perSecond).padStart(6)} req/s  p50 ${fmt(load.p50, 2)} ms  server main thread ${fmt(cpu?.serverMain ?? 0)} µs CPU/request`,
      );
    }
  }
} finally {
  for (const arm of arms) await stop(arm.platform.child);
  rmSync(dataDir, { recursive: true, force: true });
}
const [withFast, zodOnly] = totals.map((t) => ({ perSecond: t.requests / t.seconds, cpuPerRequest: t.cpuMicros / t.requests }));
const rateGain = withFast!.perSecond / zodOnly!.perSecond - 1;
const cpuGain = 1 - withFast!.cpuPerRequest / zodOnly!.cpuPerRequest;
console.log(`\nwith fastParse: ${fmt(withFast!.perSecond)} req/s, ${fmt(withFast!.cpuPerRequest)} µs server CPU/request`);
console.log(`zod only:       ${fmt(zodOnly!.perSecond)} req/s, ${fmt(zodOnly!.cpuPerRequest)} µs server CPU/request`);
console.log(
  `gain: ${fmt(rateGain * 100, 1)} % requests/s, ${fmt(cpuGain * 100, 1)} % CPU per request (kept at ${KEEP_IF_GAIN * 100} % or more): ${Math.max(rateGain, cpuGain) >= KEEP_IF_GAIN ? 'KEEP' : 'REMOVE'}`,
);

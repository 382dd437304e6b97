/**
 * The game list under bench:read's mix, with the platform's CPU
 * profile written to PROFILE_DIR (default bench/.data/prof). Games are seeded once into
 * bench/.data/profile-<n> and reused by later runs (BENCH_GAMES, default 30,000).
 *   node --import tsx bench/profileList.ts; node bench/lib/cpuprofileTop.mjs <file>.cpuprofile
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gameListMix } from './lib/gameListMix';
import { runLoad, type LoadRequest } from './lib/load';
import { benchTokens, startPlatform, waitForPosition } from './lib/platform';
import { stop } from './lib/processes';
import { cpuPerRequest, cpuSnapshot } from './lib/cpuTime';
import { appendGames } from './lib/seedGames';
import { measureHelloWorld, measureListFloor } from './lib/helloWorld';

const GAMES = Number(process.env.BENCH_GAMES ?? 30_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = join(import.meta.dirname, '.data', `profile-${GAMES}`);
const profileDir = process.env.PROFILE_DIR ?? join(import.meta.dirname, '.data', 'prof');
// Games are dated from the day they were seeded: keep that day for the mix.
const nowFile = join(dataDir, 'now.txt');
mkdirSync(dataDir, { recursive: true });
const { readFileSync, writeFileSync } = await import('node:fs');
let nowMs = Date.now();
if (!existsSync(join(dataDir, 'events.sqlite'))) {
  await appendGames(join(dataDir, 'events.sqlite'), 0, GAMES, nowMs);
  writeFileSync(nowFile, String(nowMs));
} else nowMs = Number(readFileSync(nowFile, 'utf8'));
const mix = await gameListMix(benchTokens(), Date.now(), 4_000);
const mixed = (client: number, n: number): LoadRequest => mix[(client * 997 + n) % mix.length]!;

const platform = await startPlatform(
  dataDir,
  '/openapi.json',
  process.env.NO_PROFILE ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
);
await waitForPosition(platform.base, 0n, 600_000);
// The read models are caught up, but the live game index fills after the server listens (at
// 100,000 games on a loaded machine, for tens of seconds): the first list request waits for it,
// so the warm-up and the measured window do not.
const fillStart = performance.now();
const first = mix[0]!;
await (await fetch(`${platform.base}${first.path}`, { headers: first.headers ?? {} })).arrayBuffer();
console.log(`first list answer after ${((performance.now() - fillStart) / 1000).toFixed(1)} s (the live index's fill)`);
await runLoad({ port: platform.port, clients: 50, seconds: 3, next: mixed });
const before = cpuSnapshot(platform.child.pid!);
const load = await runLoad({ port: platform.port, clients: 50, seconds: SECONDS, next: mixed });
const after = cpuSnapshot(platform.child.pid!);
const single = await runLoad({ port: platform.port, clients: 1, seconds: 3, next: mixed });
let bodyBytes = 0;
for (const request of mix.slice(0, 300))
  bodyBytes += (await (await fetch(`${platform.base}${request.path}`, { headers: request.headers ?? {} })).arrayBuffer()).byteLength / 300;
await stop(platform.child);
const cpu = cpuPerRequest(before, after, load.requests);
console.log(
  `${GAMES} games: ${load.perSecond.toFixed(0)} req/s, p50/p99 ${load.p50.toFixed(2)}/${load.p99.toFixed(2)} ms, errors ${load.errors} ${JSON.stringify(load.statusCounts)}; main thread ${cpu?.serverMain.toFixed(0)} µs/request; one at a time p50 ${single.p50.toFixed(2)} ms`,
);
// CEILING=1: bench:read's Context and Floor rows beside it, measured right after.
if (process.env.CEILING) {
  const sized = await measureHelloWorld(50, SECONDS, Math.round(bodyBytes));
  const floor = await measureListFloor(50, SECONDS, bodyBytes, mixed);
  console.log(
    `hello-world sending ${(bodyBytes / 1024).toFixed(1)} KiB: ${sized.perSecond.toFixed(0)} req/s (list = ${((100 * load.perSecond) / sized.perSecond).toFixed(1)} %); floor ${floor.perSecond.toFixed(0)} req/s (list = ${((100 * load.perSecond) / floor.perSecond).toFixed(1)} %)`,
  );
}

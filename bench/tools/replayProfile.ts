/**
 * A rebuild to profile: seeds EVENTS (default 100,000) events of bench games
 * once into /tmp/replayprof-EVENTS, then rebuilds every read model (or those whose names start
 * with one of ONLY=a,b) into a fresh read store and prints the rate and the CPU an event, then
 * (CEILING=1) SQLite alone writing the same rows (bench/lib/readModelWriteCeiling.ts). Run it
 * under `node --cpu-prof --import tsx bench/tools/replayProfile.ts` for a V8 profile. THREADS=1
 * (or 2) rebuilds as the platform does, in its projector worker thread(s), instead of in this one.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allProjections } from '@sports/projections';
import { readModelWriteCeiling } from '../lib/readModelWriteCeiling';
import { timedRebuild } from '../lib/timedRebuild';
import { appendGames } from '../lib/seedGames';

const target = Number(process.env.EVENTS ?? 100_000);
const dir = `/tmp/replayprof-${target}`;
mkdirSync(dir, { recursive: true });
const eventsFile = join(dir, 'events.sqlite');
if (!existsSync(join(dir, 'seeded'))) {
  let [logged, games] = [0, 0];
  while (logged < target) {
    const more = Math.max(100, Math.ceil((target - logged) / (games ? logged / games : 7)));
    logged += await appendGames(eventsFile, games, games + more, Date.now());
    games += more;
  }
  writeFileSync(join(dir, 'seeded'), String(logged));
}
const only = process.env.ONLY?.split(',');
const projections = only ? allProjections.filter((p) => only.some((o) => p.name.startsWith(o))) : allProjections;
const threads = Number(process.env.THREADS ?? 0);
const replay = await timedRebuild(eventsFile, join(dir, 'read-models.sqlite'), projections, threads);
const n = replay.events;
console.log(
  `${projections.length} projections, ${n} events${threads ? ` on ${threads} projector thread(s)` : ''}: ${replay.perSecond.toFixed(0)} ev/s wall, ${replay.cpuMicrosPerEvent.toFixed(1)} µs CPU/event`,
);
if (process.env.CEILING === '1') {
  const ceiling = readModelWriteCeiling(join(dir, 'read-models.sqlite'));
  console.log(
    `SQLite alone writing the same ${ceiling.rows} rows and indexes: ${(n / ceiling.seconds).toFixed(0)} ev/s wall, ${(ceiling.cpuMicros / n).toFixed(1)} µs CPU/event`,
  );
}

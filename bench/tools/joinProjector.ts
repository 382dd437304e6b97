/**
 * The projector's CPU per JoinGame event, alone in one process (docs/adr/0131-join-cpu-halved.md):
 *   node --import tsx bench/tools/joinProjector.ts [events.sqlite]
 * Without a file, it makes one: the platform under bench:write's JoinGame load for BENCH_SECONDS
 * (default 3), its events file kept in bench/.data/join-log/. Then it applies that log to a fresh
 * read-model file the way the live projector does (every projection, batches of BATCH events,
 * default 50, as the projector thread took them under that load: no in-memory rebuild), twice,
 * and prints the CPU per event of the second pass over the join events only (the games' creation
 * is applied first, unmeasured). Add --cpu-prof to node for a profile.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteEventStore } from '@sports/event-store';
import { ProjectionRunner, SqliteDocumentStore, allProjections } from '@sports/projections';
import type { RecordedEvent } from '@sports/contracts';
import { prepareJoinGame } from '../lib/joinGameLoad';
import { runLoad } from '../lib/load';
import { benchTokens, startPlatform } from '../lib/platform';
import { stop } from '../lib/processes';

const BATCH = Number(process.env.BATCH ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const root = join(import.meta.dirname, '../.data/join-log');
mkdirSync(root, { recursive: true });

const makeLog = async (): Promise<string> => {
  const dataDir = join(root, 'platform');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir);
  const { child, port } = await startPlatform(dataDir);
  try {
    const next = await prepareJoinGame(port, benchTokens(), 64, Math.ceil((3000 * SECONDS) / 64));
    const load = await runLoad({ port, clients: 64, seconds: SECONDS, next });
    console.log(`log made: ${load.requests} joins, statuses ${JSON.stringify(load.statusCounts)}`);
  } finally {
    await stop(child);
  }
  return join(dataDir, 'events.sqlite');
};

const eventsFile = process.argv[2] ?? (existsSync(join(root, 'events.sqlite')) ? join(root, 'events.sqlite') : null);
const file = eventsFile ?? (await makeLog());
if (!eventsFile) copyFileSync(file, join(root, 'events.sqlite'));
const events = new SqliteEventStore(file);
const all: RecordedEvent[] = [];
for (let after: bigint | null = null; ; ) {
  const page = await events.readAll({ after, maxCount: 10_000 });
  if (page.length === 0) break;
  all.push(...page);
  after = page[page.length - 1]!.position;
}
const firstJoin = all.findIndex((e, i) => e.type === 'PlayerJoinedGame' && all[i - 1]?.type === 'PlayerJoinedGame');
console.log(`${all.length} events, joins from #${firstJoin}; batches of ${BATCH}`);

for (const pass of [1, 2]) {
  const dir = join(root, `read-${pass}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const store = new SqliteDocumentStore(join(dir, 'read-models.sqlite'));
  const runner = new ProjectionRunner(events, store, allProjections, { rebuildInMemory: false });
  for (const p of allProjections) {
    await store.ensureCollection(p.collection);
    if (p.join) await store.ensureCollection(p.join.collection);
  }
  for (let i = 0; i < firstJoin; i += BATCH) await runner.applyBatch(all.slice(i, Math.min(i + BATCH, firstJoin)));
  const started = process.cpuUsage();
  const wall = performance.now();
  for (let i = firstJoin; i < all.length; i += BATCH) await runner.applyBatch(all.slice(i, i + BATCH));
  const used = process.cpuUsage(started);
  const joins = all.length - firstJoin;
  console.log(
    `pass ${pass}: ${joins} events, CPU ${(((used.user + used.system) / joins) | 0).toString()} µs an event, wall ${((1000 * (performance.now() - wall)) / joins).toFixed(0)} µs an event`,
  );
  await store.close();
}
await events.close();

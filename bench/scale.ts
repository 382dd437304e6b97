/**
 * `npm run bench:scale` (issue 10 item 1): how cost grows with the data. The log is filled with
 * realistic games (bench/lib/seedGames.ts) up to 10,000, 100,000 and 1,000,000 events; at each
 * size: replay throughput (every projection rebuilt from the start of the log into a fresh read
 * store), write throughput (JoinGame over HTTP on the platform over that log) and the discovery
 * query's latency, one query at a time. BENCH_SCALE_EVENTS (comma-separated sizes) and
 * BENCH_SCALE_SECONDS shorten it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteEventStore } from '@sports/event-store';
import { ProjectionRunner, SqliteDocumentStore, allProjections } from '@sports/projections';
import { gameListMix } from './lib/gameListMix';
import { runLoad } from './lib/load';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { emitResult, fmt, printTable } from './lib/report';
import { appendGames } from './lib/seedGames';

const SIZES = (process.env.BENCH_SCALE_EVENTS ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 4);
const CLIENTS = 32;
const GAME_SIZE = 22;

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'scale-'));
const eventsFile = join(dataDir, 'events.sqlite');
const tokens = benchTokens();
const nowMs = Date.now();
const mix = await gameListMix(tokens, nowMs, 2_000);

/** Every projection from the start of the log into a read store that does not exist yet (the platform's own file). */
const rebuild = async (): Promise<{ events: number; perSecond: number }> => {
  rmSync(join(dataDir, 'read-models.sqlite'), { force: true });
  rmSync(join(dataDir, 'read-models.sqlite-wal'), { force: true });
  const events = new SqliteEventStore(eventsFile);
  const documents = new SqliteDocumentStore(join(dataDir, 'read-models.sqlite'));
  const head = await events.headPosition();
  const runner = new ProjectionRunner(events, documents, allProjections);
  const t0 = performance.now();
  await runner.start();
  await runner.waitFor(head, 900_000);
  const seconds = (performance.now() - t0) / 1000;
  await runner.stop();
  await events.close();
  await documents.close();
  return { events: Number(head ?? 0n), perSecond: Number(head ?? 0n) / seconds };
};

const gameBody = (n: number) => {
  const day = new Date(nowMs + 2 * 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({
    name: `Scale game ${n}`,
    listingId: 'football',
    listingName: 'Football',
    activityFormat: '11v11',
    date: day,
    duration: [{ from: `${day}T18:00:00+05:30`, to: `${day}T20:00:00+05:30` }],
    location: { name: 'Scale Arena' },
    maxParticipants: GAME_SIZE,
  });
};

/** JoinGame from CLIENTS clients for SECONDS, each into its own fresh games, every join a different player. */
const joinRate = async (port: number, round: number) => {
  // Players and games enough for 10,000 joins a second: past them a client would join its games again (409s, as runs at 4,000 a second began to).
  const perClient = Math.ceil((10_000 * SECONDS) / CLIENTS);
  const gamesPerClient = Math.ceil(perClient / (GAME_SIZE - 1));
  const games = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      const { accessToken } = await tokens.issue({ userId: `scale-host-${round}-${c}`, name: `Host ${c}`, role: 'host', scopeIds: [] });
      const ids: string[] = [];
      for (let g = 0; g < gamesPerClient; g++) {
        const response = await fetch(`http://127.0.0.1:${port}/api/vm/activities`, { method: 'PUT', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: gameBody(g) });
        if (response.status !== 201) throw new Error(`create game: ${response.status} ${await response.text()}`);
        ids.push(((await response.json()) as { data: { activityId: string } }).data.activityId);
      }
      return ids;
    }),
  );
  const players = await Promise.all(
    Array.from({ length: CLIENTS }, (_, c) =>
      Promise.all(Array.from({ length: perClient }, (_, n) => tokens.issue({ userId: `scale-${round}-${c}-${n}`, name: `Player ${n}`, role: 'player', scopeIds: [] }).then((t) => t.accessToken))),
    ),
  );
  return runLoad({
    port,
    clients: CLIENTS,
    seconds: SECONDS,
    next: (client, n) => ({
      method: 'PUT',
      path: `/api/vm/activities/${games[client]![Math.floor(n / (GAME_SIZE - 1)) % gamesPerClient]}/join`,
      headers: { authorization: `Bearer ${players[client]![n % perClient]}`, 'content-type': 'application/json' },
      body: '{}',
    }),
  });
};

console.log(`Scale benchmark: ${SIZES.map((s) => fmt(s)).join(' / ')} events, ${SECONDS} s per load, data in ${dataDir}`);
const curve: Array<{ events: number; writePerSecond: number; writeErrors: number; replayPerSecond: number; discoveryP50: number; discoveryP99: number }> = [];
let games = 0;
let logged = 0;
for (const [round, target] of SIZES.entries()) {
  // Fill the log up to the target with games, at the events-per-game rate seen so far.
  while (logged < target) {
    const perGame = games ? logged / games : 7;
    const more = Math.max(100, Math.ceil((target - logged) / perGame));
    logged += await appendGames(eventsFile, games, games + more, nowMs);
    games += more;
  }
  const replay = await rebuild();
  const platform = await startPlatform(dataDir);
  try {
    const next = (client: number, n: number) => mix[(client * 997 + n) % mix.length]!;
    await runLoad({ port: platform.port, clients: 1, seconds: 0.5, next });
    const discovery = await runLoad({ port: platform.port, clients: 1, seconds: Math.min(SECONDS, 3), next });
    const write = await joinRate(platform.port, round);
    const point = { events: replay.events, writePerSecond: write.perSecond, writeErrors: write.errors, replayPerSecond: replay.perSecond, discoveryP50: discovery.p50, discoveryP99: discovery.p99 };
    curve.push(point);
    // Each point as soon as it is measured: a run cut short by the aggregator's time limit keeps the sizes it reached.
    emitResult('figures', { scalePoint: point });
    console.log(`  ${fmt(replay.events)} events: replay ${fmt(replay.perSecond)} events/s, JoinGame ${fmt(write.perSecond)}/s, discovery p50 ${fmt(discovery.p50, 2)} ms`);
  } finally {
    await stop(platform.child);
  }
  // What the games and joins of the load appended counts towards the next size.
  const store = new SqliteEventStore(eventsFile);
  logged = Number((await store.headPosition()) ?? 0n);
  await store.close();
}
rmSync(dataDir, { recursive: true, force: true });

printTable(
  curve.flatMap((point) => [
    [`At ${fmt(point.events)} events: JoinGame over HTTP (${CLIENTS} clients)`, `${fmt(point.writePerSecond)} commands/s`, '', point.writeErrors ? `${point.writeErrors} non-200` : ''],
    [`  replay (all ${allProjections.length} projections, fresh read store)`, `${fmt(point.replayPerSecond)} events/s`, '', ''],
    ['  discovery query, one at a time, p50 / p99', `${fmt(point.discoveryP50, 2)} / ${fmt(point.discoveryP99, 2)} ms`, '', ''],
  ]),
);

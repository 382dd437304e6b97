/**
 * `npm run bench:big-games` (issue 21 item 2, "big games stay cheap"): one game at 10, 1,000 and
 * 10,000 participants; at each size, what one more join costs and what a detail read costs:
 * - join latency over HTTP (p50 of sequential JoinGame commands on the whole platform);
 * - projection cost per event: join events applied one batch each through ProjectionRunner, with
 *   the game's read models (its document and participants) and then with every read model, to a
 *   SQLite store holding the game at that size;
 * - detail read latency (p50 of sequential GET /api/vm/activities/{id}).
 * Each figure is printed with its ratio to the 10-participant figure; the target is 1.5×.
 * BENCH_BIG_SIZES=10,1000,10000 and BENCH_BIG_SAMPLES=200 override the sizes and samples.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PARTICIPANTS_LIMIT, type EventFeed, type GameEvent, type RecordedEvent } from '@sports/contracts';
import { ProjectionRunner, SqliteDocumentStore, allProjections, gameListProjection, gameParticipantsProjection, type Projection } from '@sports/projections';
import { sampleGameDetails } from '../test/fixtures/gameDetails';
import { benchGameBody } from './lib/joinGameLoad';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { emitResult, fmt, printTable, verdict } from './lib/report';

const SIZES = (process.env.BENCH_BIG_SIZES ?? '10,1000,10000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_BIG_SAMPLES ?? 200);
const TARGET_RATIO = 1.5;
const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });

const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

// ---- Projection cost per event -------------------------------------------------------------

const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

const projectionCost = async (size: number, projections: readonly Projection[]): Promise<number> => {
  const dir = mkdtempSync(join(root, 'big-proj-'));
  const store = new SqliteDocumentStore(join(dir, 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, projections as never);
  await runner.start();
  let position = 0n;
  const time = new Date('2026-11-20T10:00:00.000Z').getTime();
  const recorded = (event: GameEvent): RecordedEvent => {
    position++;
    return {
      ...event,
      id: `e${position}`,
      streamId: 'game-big',
      revision: position - 1n,
      position,
      metadata: { commandId: `c${position}`, commandHash: 'h', causationId: 'c', correlationId: 'c', userId: 'host', time: new Date(time + Number(position)).toISOString(), schemaVersion: 1 },
    } as RecordedEvent;
  };
  const joinOf = (i: number) => recorded({ type: 'PlayerJoinedGame', data: { activityId: 'big', participant: { id: `p${i}`, name: `Player ${i}` } } });
  const created = recorded({
    type: 'GameCreated',
    data: { activityId: 'big', host: { id: 'host', name: 'Hari Host' }, details: sampleGameDetails({ maxParticipants: MAX_PARTICIPANTS_LIMIT }) },
  });
  // The game at its size, in batches as the projector takes a backlog.
  const setup = [created, ...Array.from({ length: size }, (_, i) => joinOf(i))];
  for (let i = 0; i < setup.length; i += 1000) await runner.applyBatch(setup.slice(i, i + 1000));
  // Then one join per batch, as the live projector sees them.
  const joins = Array.from({ length: SAMPLES }, (_, i) => joinOf(size + i));
  for (const event of joins.slice(0, 10)) await runner.applyBatch([event]); // warm-up
  const t0 = performance.now();
  for (const event of joins.slice(10)) await runner.applyBatch([event]);
  const perEvent = ((performance.now() - t0) * 1000) / (SAMPLES - 10);
  await runner.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  return perEvent;
};

// ---- Join and detail over HTTP ---------------------------------------------------------------

const tokens = benchTokens();

const httpCosts = async (sizes: number[]): Promise<Map<number, { join: number; detail: number; filled: number }>> => {
  const dataDir = mkdtempSync(join(root, 'big-http-'));
  const { child, base } = await startPlatform(dataDir);
  const found = new Map<number, { join: number; detail: number; filled: number }>();
  try {
    const { accessToken: hostToken } = await tokens.issue({ userId: 'big-host', name: 'Big Host', role: 'host', scopeIds: [] });
    const playerToken = async (id: string) => (await tokens.issue({ userId: id, name: `Player ${id}`, role: 'player', scopeIds: [] })).accessToken;
    for (const size of sizes) {
      // The spec's limit is 10,000 places: the largest game is filled to leave room for the measured joins (and the host).
      const filled = Math.min(size, MAX_PARTICIPANTS_LIMIT - SAMPLES - 1); // the host holds a place too
      const created = await fetch(`${base}/api/vm/activities`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${hostToken}`, 'content-type': 'application/json' },
        body: benchGameBody(`Big game ${size}`, Math.min(MAX_PARTICIPANTS_LIMIT, filled + SAMPLES + 1)),
      });
      if (created.status !== 201) throw new Error(`create game: ${created.status} ${await created.text()}`);
      const activityId = ((await created.json()) as { data: { activityId: string } }).data.activityId;
      const joinAs = async (userId: string) => {
        const response = await fetch(`${base}/api/vm/activities/${activityId}/join`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${await playerToken(userId)}`, 'content-type': 'application/json' },
          body: '{}',
        });
        if (response.status !== 200) throw new Error(`join: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      // Filled by 16 clients at once.
      let next = 0;
      await Promise.all(Array.from({ length: 16 }, async () => {
        while (next < filled) await joinAs(`big${size}-p${next++}`);
      }));
      const timings: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        await joinAs(`big${size}-m${i}`);
        timings.push(performance.now() - t0);
      }
      // The read models caught up: the detail counts every join (and the host).
      const deadline = Date.now() + 120_000;
      for (;;) {
        const detail = (await (await fetch(`${base}/api/vm/activities/${activityId}`)).json()) as { data: { totalParticipantCount: number } };
        if (detail.data.totalParticipantCount >= filled + SAMPLES + 1) break;
        if (Date.now() > deadline) throw new Error(`read models behind: ${detail.data.totalParticipantCount} of ${filled + SAMPLES + 1}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const reads: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        const response = await fetch(`${base}/api/vm/activities/${activityId}`);
        if (response.status !== 200) throw new Error(`detail: ${response.status}`);
        await response.arrayBuffer();
        reads.push(performance.now() - t0);
      }
      found.set(size, { join: p50(timings.slice(10)), detail: p50(reads.slice(10)), filled });
    }
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return found;
};

console.log(`Big games: one game at ${SIZES.map((s) => fmt(s)).join(', ')} participants; ${SAMPLES} samples each`);
// The game's own read models (its document and its participants), then every read model.
const GAME_READ_MODELS = [gameListProjection, gameParticipantsProjection] as unknown as Projection[];
const gameProjection = new Map<number, number>();
const projection = new Map<number, number>();
for (const size of SIZES) {
  gameProjection.set(size, await projectionCost(size, GAME_READ_MODELS));
  projection.set(size, await projectionCost(size, allProjections));
  console.log(`  projection at ${fmt(size)}: ${fmt(gameProjection.get(size)!)} µs (the game's read models), ${fmt(projection.get(size)!)} µs (every read model) per join event`);
}
const http = await httpCosts(SIZES);

const base = SIZES[0]!;
const rows: string[][] = [];
const section = (title: string, unit: string, value: (size: number) => number, digits: number) => {
  rows.push([title, '', '', '']);
  for (const size of SIZES) {
    const ratio = value(size) / value(base);
    rows.push([`  ${fmt(size)} participants`, `${fmt(value(size), digits)} ${unit}`, size === base ? '' : `≤ ${TARGET_RATIO}× of ${fmt(base)}`, size === base ? '' : `${fmt(ratio, 2)}× ${verdict(ratio <= TARGET_RATIO)}`]);
  }
};
section('Join over HTTP, p50', 'ms', (s) => http.get(s)!.join, 2);
section('Projection cost per join event: the game and its participants', 'µs', (s) => gameProjection.get(s)!, 0);
section('Projection cost per join event: every read model', 'µs', (s) => projection.get(s)!, 0);
section('Detail read over HTTP, p50', 'ms', (s) => http.get(s)!.detail, 2);
const largest = SIZES[SIZES.length - 1]!;
if (http.get(largest)!.filled !== largest) rows.push([`(the ${fmt(largest)} game over HTTP holds ${fmt(http.get(largest)!.filled)} before its measured joins: the spec's limit is ${fmt(MAX_PARTICIPANTS_LIMIT)} places)`, '', '', '']);
printTable(rows);
emitResult('rows', rows);

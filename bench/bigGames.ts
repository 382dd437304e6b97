/**
 * `npm run bench:big-games` ("big games stay cheap"): one game at 10, 1,000 and
 * 10,000 participants; at each size, what one more join costs and what a detail read costs:
 * - join latency over HTTP (p50 of sequential JoinGame commands on the whole platform, one game of
 *   each size on it, each game's joins and reads taken in turn with the other sizes');
 * - projection cost per event: join events applied one batch each through ProjectionRunner (p50), with
 *   the game's read models (its document and participants) and then with every read model, to a
 *   SQLite store holding the game at that size (the sizes' stores side by side, joined in turn);
 * - detail read latency (p50 of sequential GET /api/vm/activities/{id}).
 * The same for a full game's waitlist at lines of those sizes: waitlist join latency over HTTP,
 * projection cost per waitlist join event, and the detail read by the last in line (whose place
 * is counted along the line's index).
 * Each figure is printed with its ratio to the 10-participant figure; the target is 1.5×.
 * BENCH_BIG_SIZES=10,1000,10000 and BENCH_BIG_SAMPLES=200 override the sizes and samples
 * (the first few samples of each series warm up and are not counted: WARMUP; a first round at
 * the smallest size, not counted either, warms up the process before any size is measured).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PARTICIPANTS_LIMIT, type EventFeed, type GameEvent, type RecordedEvent } from '@sports/contracts';
import {
  ProjectionRunner,
  SqliteDocumentStore,
  allProjections,
  gameListProjection,
  gameParticipantsProjection,
  waitlistProjection,
  type Projection,
} from '@sports/projections';
import { sampleGameDetails } from '../test/fixtures/gameDetails';
import { benchGameBody } from './lib/joinGameLoad';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { fmt, printTable, verdict } from './lib/report';

const SIZES = (process.env.BENCH_BIG_SIZES ?? '10,1000,10000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_BIG_SAMPLES ?? 200);
if (!Number.isInteger(SAMPLES) || SAMPLES < 2)
  throw new Error(`BENCH_BIG_SAMPLES must be an integer of at least 2 (got ${process.env.BENCH_BIG_SAMPLES})`);
/** Samples of each series not counted (JIT, caches); at most half of them, so a short run (BENCH_BIG_SAMPLES=10) still measures some. */
const WARMUP = Math.min(10, Math.floor(SAMPLES / 2));
const TARGET_RATIO = 1.5;
const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });

const p50 = (samples: number[]): number => {
  if (samples.length === 0) throw new Error('p50 of no samples');
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
};

/**
 * `act` on every item in turn, SAMPLES times (the order turning each round), so each item is timed
 * under the same moments of a shared machine's load: the p50 of each item's timings, in ms.
 */
const p50sInTurn = async <T>(items: readonly T[], act: (item: T, i: number, at: number) => Promise<unknown>): Promise<number[]> => {
  const timings = items.map((): number[] => []);
  for (let i = 0; i < SAMPLES; i++)
    for (let k = 0; k < items.length; k++) {
      const at = (i + k) % items.length;
      const t0 = performance.now();
      await act(items[at]!, i, at);
      timings[at]!.push(performance.now() - t0);
    }
  return timings.map((samples) => p50(samples.slice(WARMUP)));
};

// ---- Projection cost per event -------------------------------------------------------------

const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

/** What is measured: joins of the game behind `size` participants, or joins of its waitlist behind a line of `size`. */
type Kind = 'game' | 'waitlist';

/** A store holding the game at `size`, and the next join to it. */
interface ProjectionAtSize {
  size: number;
  runner: ProjectionRunner;
  store: SqliteDocumentStore;
  dir: string;
  joinOf: (i: number) => RecordedEvent;
}

const projectionAt = async (size: number, projections: readonly Projection[], kind: Kind): Promise<ProjectionAtSize> => {
  const dir = mkdtempSync(join(root, 'big-proj-'));
  const store = new SqliteDocumentStore(join(dir, 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, projections);
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
      metadata: {
        commandId: `c${position}`,
        commandHash: 'h',
        causationId: 'c',
        correlationId: 'c',
        userId: 'host',
        time: new Date(time + Number(position)).toISOString(),
        schemaVersion: 1,
      },
    };
  };
  const joinOf = (i: number) =>
    kind === 'game'
      ? recorded({ type: 'PlayerJoinedGame', data: { activityId: 'big', participant: { id: `p${i}`, name: `Player ${i}` } } })
      : recorded({ type: 'PlayerJoinedWaitlist', data: { activityId: 'big', player: { id: `w${i}`, name: `Waiter ${i}` } } });
  const created = recorded({
    type: 'GameCreated',
    data: {
      activityId: 'big',
      host: { id: 'host', name: 'Hari Host' },
      details: sampleGameDetails({ maxParticipants: MAX_PARTICIPANTS_LIMIT }),
    },
  });
  // The game at its size, in batches as the projector takes a backlog.
  const setup = [created, ...Array.from({ length: size }, (_, i) => joinOf(i))];
  for (let i = 0; i < setup.length; i += 1000) await runner.applyBatch(setup.slice(i, i + 1000));
  return { size, runner, store, dir, joinOf };
};

/**
 * The projection cost of one more join at each size, in µs: one join per batch, as the live
 * projector sees them, to each size's store in turn (the order turning each round), so every size
 * is timed under the same moments of a shared machine's load; the median of each size's samples.
 * Timed one size after the other, a busy second at one size read as a cost of that size
 * (1,021 µs at 1,000 against 610 at 10 and 514 at 10,000 in one full run).
 */
const projectionCosts = async (
  sizes: readonly number[],
  projections: readonly Projection[],
  kind: Kind = 'game',
): Promise<Map<number, number>> => {
  const atSizes: ProjectionAtSize[] = [];
  for (const size of sizes) atSizes.push(await projectionAt(size, projections, kind));
  // The events made before the clock starts: only their projection is timed.
  const joins = atSizes.map(({ size, joinOf }) => Array.from({ length: SAMPLES }, (_, i) => joinOf(size + i)));
  const p50s = await p50sInTurn(atSizes, ({ runner }, i, at) => runner.applyBatch([joins[at]![i]!]));
  for (const { runner, store, dir } of atSizes) {
    await runner.stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return new Map(atSizes.map(({ size }, at) => [size, p50s[at]! * 1000]));
};

// ---- Join and detail over HTTP ---------------------------------------------------------------

const tokens = benchTokens();

interface HttpCosts {
  join: number;
  detail: number;
  filled: number;
  waitlistJoin: number;
  waitlistDetail: number;
}

const httpCosts = async (sizes: number[]): Promise<Map<number, HttpCosts>> => {
  const dataDir = mkdtempSync(join(root, 'big-http-'));
  const { child, base } = await startPlatform(dataDir);
  try {
    const { accessToken: hostToken } = await tokens.issue({ userId: 'big-host', name: 'Big Host', role: 'host', scopeIds: [] });
    const playerToken = async (id: string) =>
      (await tokens.issue({ userId: id, name: `Player ${id}`, role: 'player', scopeIds: [] })).accessToken;
    const createGame = async (name: string, places: number) => {
      const created = await fetch(`${base}/api/vm/activities`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${hostToken}`, 'content-type': 'application/json' },
        body: benchGameBody(name, places),
      });
      if (created.status !== 201) throw new Error(`create game: ${created.status} ${await created.text()}`);
      return ((await created.json()) as { data: { activityId: string } }).data.activityId;
    };
    const put = async (path: string, userId: string, body?: string) => {
      const response = await fetch(`${base}${path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${await playerToken(userId)}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body }),
      });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    /** `count` users (by index) through `act`, 16 clients at once. */
    const fill = async (count: number, act: (i: number) => Promise<void>) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < count) await act(next++);
        }),
      );
    };
    /** `act` at every size in turn (p50sInTurn): each size's p50 in ms. */
    const timedInTurn = async (sizes: readonly number[], act: (size: number, i: number) => Promise<unknown>) => {
      const p50s = await p50sInTurn(sizes, act);
      return new Map(sizes.map((size, at) => [size, p50s[at]!]));
    };
    /** Until the detail shows what `done` waits for (the read models caught up). */
    const caughtUp = async (activityId: string, done: (data: { totalParticipantCount: number; waitlistCount?: number }) => boolean) => {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const detail = (await (await fetch(`${base}/api/vm/activities/${activityId}`)).json()) as {
          data: { totalParticipantCount: number; waitlistCount?: number };
        };
        if (done(detail.data)) return;
        if (Date.now() > deadline)
          throw new Error(
            `read models behind: ${JSON.stringify({ total: detail.data.totalParticipantCount, waitlist: detail.data.waitlistCount })}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const detailOf = async (activityId: string, token?: string) => {
      const response = await fetch(
        `${base}/api/vm/activities/${activityId}`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
      if (response.status !== 200) throw new Error(`detail: ${response.status}`);
      return response;
    };
    /** A game of each size and a full game's waitlist of each length, filled; then each figure timed at every size in turn. */
    const measure = async (round: string, sizes: readonly number[]): Promise<Map<number, HttpCosts>> => {
      const games = new Map<number, { activityId: string; filled: number; line: string }>();
      for (const size of sizes) {
        // The spec's limit is 10,000 places: the largest game is filled to leave room for the measured joins (and the host).
        const filled = Math.min(size, MAX_PARTICIPANTS_LIMIT - SAMPLES - 1); // the host holds a place too
        const activityId = await createGame(`Big game ${size}`, Math.min(MAX_PARTICIPANTS_LIMIT, filled + SAMPLES + 1));
        await fill(filled, (i) => put(`/api/vm/activities/${activityId}/join`, `${round}${size}-p${i}`, '{}'));
        // A full game of two places (the host and one player), then its waitlist at this length.
        const line = await createGame(`Big line ${size}`, 2);
        await put(`/api/vm/activities/${line}/join`, `${round}${size}-line-player`, '{}');
        await fill(size, (i) => put(`/api/vm/activities/${line}/waitlist`, `${round}${size}-line-w${i}`));
        games.set(size, { activityId, filled, line });
      }
      const gameOf = (size: number) => games.get(size)!;
      // Timed once the read models hold every fill, so no size's joins share the machine with its own catch-up.
      for (const size of sizes) {
        await caughtUp(gameOf(size).activityId, (d) => d.totalParticipantCount >= gameOf(size).filled + 1);
        await caughtUp(gameOf(size).line, (d) => (d.waitlistCount ?? 0) >= size);
      }
      const join = await timedInTurn(sizes, (size, i) =>
        put(`/api/vm/activities/${gameOf(size).activityId}/join`, `${round}${size}-m${i}`, '{}'),
      );
      const waitlistJoin = await timedInTurn(sizes, (size, i) =>
        put(`/api/vm/activities/${gameOf(size).line}/waitlist`, `${round}${size}-line-m${i}`),
      );
      // The read models caught up: the detail counts every join (and the host), the line every one in it.
      for (const size of sizes) {
        await caughtUp(gameOf(size).activityId, (d) => d.totalParticipantCount >= gameOf(size).filled + SAMPLES + 1);
        await caughtUp(gameOf(size).line, (d) => (d.waitlistCount ?? 0) >= size + SAMPLES);
      }
      const detail = await timedInTurn(sizes, async (size) => {
        await (await detailOf(gameOf(size).activityId)).arrayBuffer();
      });
      // The last in line: their place is the longest count along the line's index.
      const lastTokens = new Map<number, string>();
      for (const size of sizes) lastTokens.set(size, await playerToken(`${round}${size}-line-m${SAMPLES - 1}`));
      const waitlistDetail = await timedInTurn(sizes, async (size) => {
        const body = (await (await detailOf(gameOf(size).line, lastTokens.get(size))).json()) as {
          data: { waitlist: { position: number | null } };
        };
        if (body.data.waitlist.position !== size + SAMPLES)
          throw new Error(`waitlist place: ${body.data.waitlist.position}, not ${size + SAMPLES}`);
      });
      return new Map(
        sizes.map((size) => [
          size,
          {
            join: join.get(size)!,
            detail: detail.get(size)!,
            filled: gameOf(size).filled,
            waitlistJoin: waitlistJoin.get(size)!,
            waitlistDetail: waitlistDetail.get(size)!,
          },
        ]),
      );
    };
    // A first round at the smallest size, not counted: otherwise the first size measured pays the server's warm-up (JIT, caches).
    await measure('warm', [sizes[0]!]);
    return await measure('big', sizes);
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

console.log(`Big games: one game at ${SIZES.map((s) => fmt(s)).join(', ')} participants; ${SAMPLES} samples each`);
// The game's own read models (its document and its participants), then every read model.
const GAME_READ_MODELS = [gameListProjection, gameParticipantsProjection] as unknown as Projection[];
const LINE_READ_MODELS = [gameListProjection, waitlistProjection] as unknown as Projection[];
// Not counted: the first store and runner of the process warm up the JIT and SQLite's code paths.
await projectionCosts([SIZES[0]!], allProjections);
await projectionCosts([SIZES[0]!], allProjections, 'waitlist');
const gameProjection = await projectionCosts(SIZES, GAME_READ_MODELS);
const projection = await projectionCosts(SIZES, allProjections);
const lineProjection = await projectionCosts(SIZES, LINE_READ_MODELS, 'waitlist');
const lineProjectionAll = await projectionCosts(SIZES, allProjections, 'waitlist');
for (const size of SIZES)
  console.log(
    `  projection at ${fmt(size)}: ${fmt(gameProjection.get(size)!)} µs (the game's read models), ${fmt(projection.get(size)!)} µs (every read model) per join event; at a line of ${fmt(size)}: ${fmt(lineProjection.get(size)!)} µs (the game and its line), ${fmt(lineProjectionAll.get(size)!)} µs (every read model) per waitlist join event`,
  );
const http = await httpCosts(SIZES);

const base = SIZES[0]!;
const rows: string[][] = [];
const section = (title: string, unit: string, value: (size: number) => number, digits: number, of = 'participants') => {
  rows.push([title, '', '', '']);
  for (const size of SIZES) {
    const ratio = value(size) / value(base);
    rows.push([
      `  ${fmt(size)} ${of}`,
      `${fmt(value(size), digits)} ${unit}`,
      size === base ? '' : `≤ ${TARGET_RATIO}× of ${fmt(base)}`,
      size === base ? '' : `${fmt(ratio, 2)}× ${verdict(ratio <= TARGET_RATIO)}`,
    ]);
  }
};
section('Join over HTTP, p50', 'ms', (s) => http.get(s)!.join, 2);
section('Projection cost per join event: the game and its participants', 'µs', (s) => gameProjection.get(s)!, 0);
section('Projection cost per join event: every read model', 'µs', (s) => projection.get(s)!, 0);
section('Detail read over HTTP, p50', 'ms', (s) => http.get(s)!.detail, 2);
section('Waitlist join over HTTP, p50', 'ms', (s) => http.get(s)!.waitlistJoin, 2, 'in line');
section('Projection cost per waitlist join event: the game and its line', 'µs', (s) => lineProjection.get(s)!, 0, 'in line');
section('Projection cost per waitlist join event: every read model', 'µs', (s) => lineProjectionAll.get(s)!, 0, 'in line');
section('Detail read by the last in line over HTTP, p50', 'ms', (s) => http.get(s)!.waitlistDetail, 2, 'in line');
const largest = SIZES[SIZES.length - 1]!;
if (http.get(largest)!.filled !== largest)
  rows.push([
    `(the ${fmt(largest)} game over HTTP holds ${fmt(http.get(largest)!.filled)} before its measured joins: the spec's limit is ${fmt(MAX_PARTICIPANTS_LIMIT)} places)`,
    '',
    '',
    '',
  ]);
printTable(rows);

/**
 * `npm run bench:soak` (issue 10 item 5): mixed load through the real HTTP APIs for 5 minutes
 * (BENCH_SOAK_SECONDS to shorten) on a fresh data directory: discovery and game pages, games
 * created, joined and left, slots bought. Per interval (a minute, or a fifth of a shorter run):
 * the platform process's resident memory, requests, p50/p99 latency and errors. At the end:
 * memory flat at the end (the last interval against the one before), latency flat (the last interval
 * against the second, after warm-up), and no errors. Hosts delete their oldest games past
 * LIVE_GAMES_PER_CLIENT, as games end in real life, so the live data stops growing; caches (SQLite
 * pages, the command handler's streams) still fill during the first minutes.
 */
import { readFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gameListMix } from './lib/gameListMix';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { fmt, printTable, verdict } from './lib/report';
import { setUpVenue, slotStart } from './lib/venue';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const INTERVAL_SECONDS = Math.min(60, SECONDS / 5);
/** Flat: the last interval's memory at most this much above the one before, and its p99 at most MAX_P99_GROWTH times the second's. */
const MAX_RSS_GROWTH = 0.1;
/**
 * The read side is eventually consistent (freshness is measured by bench:read): a game's page is
 * read only once the game is this old, so a 404 is a real error, not the projector's lag.
 */
const VISIBLE_AFTER_MS = 1_000;
/** Each client's hosts keep this many games; past it they delete the oldest, so the data stops growing. */
const LIVE_GAMES_PER_CLIENT = 40;
const MAX_P99_GROWTH = 2;
const FIELDS = 8;

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'soak-'));
const tokens = benchTokens();
const nowMs = Date.now();
const slotDate = new Date(nowMs + 4 * 86_400_000).toISOString().slice(0, 10);
const gameDay = new Date(nowMs + 2 * 86_400_000).toISOString().slice(0, 10);

/** Resident memory of a process, from /proc (Linux). */
const rssMiB = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
};

interface Interval {
  latencies: number[];
  errors: string[];
}
const fresh = (): Interval => ({ latencies: [], errors: [] });
let gamesCreated = 0;
let current = fresh();

const platform = await startPlatform(dataDir);
const base = platform.base;
const fieldIds = await setUpVenue(base, tokens, { org: 'soak-org', space: 'soak-arena', fields: FIELDS, from: '00:00', to: '23:30' });
const mix = await gameListMix(tokens, nowMs, 1_000);
const hosts = await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => (await tokens.issue({ userId: `soak-host-${c}`, name: `Host ${c}`, role: 'player', scopeIds: [] })).accessToken));

/** One request, timed; `ok` lists the statuses that are a correct answer (a full game or a taken slot is one). */
const call = async (method: string, path: string, token: string | null, body: unknown, ok: number[]): Promise<{ status: number; json: any } | null> => {
  const t0 = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const json = await response.json().catch(() => null);
    current.latencies.push(performance.now() - t0);
    if (!ok.includes(response.status)) current.errors.push(`${method} ${path.split('?')[0]} ${response.status} ${JSON.stringify(json).slice(0, 120)}`);
    return { status: response.status, json };
  } catch (error) {
    current.latencies.push(performance.now() - t0);
    current.errors.push(`${method} ${path.split('?')[0]} ${String(error)}`);
    return null;
  }
};

const gameBody = (n: number) => ({
  name: `Soak game ${n}`,
  listingId: 'football',
  listingName: 'Football',
  activityFormat: '5v5',
  date: gameDay,
  duration: [{ from: `${gameDay}T18:00:00+05:30`, to: `${gameDay}T20:00:00+05:30` }],
  location: { name: 'Soak Arena', city: 'Chennai', lat: 13.08, lon: 80.27 },
  maxParticipants: 10,
});

/** One client's loop: mostly reads, then joins, leaves, new games and slot purchases. */
const client = async (c: number, until: number) => {
  const games: string[] = [];
  const createdAt: number[] = [];
  const joined: Array<[string, string]> = [];
  let newestIsFull = false;
  for (let n = 0; Date.now() < until; n++) {
    const roll = Math.random();
    if (games.length === 0 || newestIsFull || roll < 0.05) {
      const created = await call('PUT', '/api/vm/activities', hosts[c]!, gameBody(n), [201]);
      if (created?.status === 201) {
        games.push(created.json.data.activityId);
        createdAt.push(Date.now());
        gamesCreated++;
      }
      // A steady state, as games end in real life: the host deletes its oldest game past a number.
      if (games.length > LIVE_GAMES_PER_CLIENT) {
        const oldest = games.shift()!;
        createdAt.shift();
        for (let i = joined.length - 1; i >= 0; i--) if (joined[i]![0] === oldest) joined.splice(i, 1);
        await call('DELETE', `/api/vm/activities/${oldest}`, hosts[c]!, undefined, [200]);
      }
      newestIsFull = false;
    } else if (roll < 0.5) {
      const request = mix[(c * 7919 + n) % mix.length]!;
      await call('GET', request.path, request.headers?.authorization?.slice(7) ?? null, undefined, [200]);
    } else if (roll < 0.65) {
      // Games are kept in creation order: the ones old enough to be visible come first.
      let visible = createdAt.length;
      while (visible > 0 && Date.now() - createdAt[visible - 1]! < VISIBLE_AFTER_MS) visible--;
      if (visible > 0) await call('GET', `/api/vm/activities/${games[n % visible]}`, null, undefined, [200]);
    } else if (roll < 0.85) {
      const player = (await tokens.issue({ userId: `soak-${c}-${n}`, name: `Soak ${n}`, role: 'player', scopeIds: [] })).accessToken;
      const game = games[games.length - 1]!;
      const reply = await call('PUT', `/api/vm/activities/${game}/join`, player, {}, [200, 409]);
      if (reply?.status === 200) joined.push([game, player]);
      newestIsFull = reply?.status === 409; // full: the next request creates another game
    } else if (roll < 0.9 && joined.length) {
      const [game, player] = joined.splice(Math.floor(Math.random() * joined.length), 1)[0]!;
      await call('PUT', `/api/vm/activities/${game}/leave`, player, undefined, [200]);
    } else {
      const slot = Math.floor(Math.random() * FIELDS * 47);
      const cartItem = [{ type: 'slot', fieldId: fieldIds[slot % FIELDS], date: slotDate, startTime: slotStart(0, Math.floor(slot / FIELDS)) }];
      await call('POST', '/api/b2c/transaction/instantBuy', hosts[c]!, { cartItem }, [201, 409]);
    }
  }
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

console.log(`Soak: ${SECONDS} s of mixed load from ${CLIENTS} clients, a line every ${INTERVAL_SECONDS} s, data in ${dataDir}`);
console.log('interval | requests | req/s | p50 ms | p99 ms | errors | platform RSS MiB');
const intervals: Array<{ requests: number; p50: number; p99: number; errors: number; rss: number }> = [];
const allErrors: string[] = [];
const until = Date.now() + SECONDS * 1000;
const clients = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c, until)));
for (let i = 1; Date.now() < until; i++) {
  await new Promise((r) => setTimeout(r, Math.min(INTERVAL_SECONDS * 1000, until - Date.now())));
  const done = current;
  current = fresh();
  const point = { requests: done.latencies.length, p50: percentile(done.latencies, 0.5), p99: percentile(done.latencies, 0.99), errors: done.errors.length, rss: rssMiB(platform.child.pid!) };
  intervals.push(point);
  allErrors.push(...done.errors);
  console.log(`${String(i).padStart(8)} | ${String(point.requests).padStart(8)} | ${fmt(point.requests / INTERVAL_SECONDS).padStart(5)} | ${fmt(point.p50, 2).padStart(6)} | ${fmt(point.p99, 2).padStart(6)} | ${String(point.errors).padStart(6)} | ${fmt(point.rss, 1)}`);
}
await clients;
allErrors.push(...current.errors);
await stop(platform.child);
rmSync(dataDir, { recursive: true, force: true });

const reference = intervals[Math.min(1, intervals.length - 1)]!;
const last = intervals[intervals.length - 1]!;
const beforeLast = intervals[Math.max(0, intervals.length - 2)]!;
const rssGrowth = last.rss / beforeLast.rss - 1;
const p99Growth = last.p99 / reference.p99;
const requests = intervals.reduce((n, i) => n + i.requests, 0);
printTable([
  ['Soak: requests (mixed reads and writes)', `${fmt(requests)} in ${SECONDS} s (${fmt(requests / SECONDS)}/s)`, '', `${fmt(gamesCreated)} games created`],
  ['  errors (5xx, timeouts, unexpected statuses)', String(allErrors.length), '0', verdict(allErrors.length === 0)],
  ['  platform RSS at the end (last interval against the one before)', `${fmt(beforeLast.rss, 1)} → ${fmt(last.rss, 1)} MiB (${fmt(100 * rssGrowth, 1)} %)`, `≤ +${100 * MAX_RSS_GROWTH} %`, verdict(rssGrowth <= MAX_RSS_GROWTH)],
  ['  platform RSS, interval 2 → last', `${fmt(reference.rss, 1)} → ${fmt(last.rss, 1)} MiB`, '', 'for reference: caches fill in the first minutes'],
  ['  p99 latency, interval 2 → last', `${fmt(reference.p99, 2)} → ${fmt(last.p99, 2)} ms`, `≤ ${MAX_P99_GROWTH}×`, verdict(p99Growth <= MAX_P99_GROWTH)],
]);
if (allErrors.length) console.log(`first errors:\n  ${allErrors.slice(0, 10).join('\n  ')}`);
if (allErrors.length || rssGrowth > MAX_RSS_GROWTH || p99Growth > MAX_P99_GROWTH) process.exitCode = 1;

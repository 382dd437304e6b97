/**
 * `npm run bench:replay`: `npm run replay -- --format ndjson --out FILE` over a
 * log of BENCH_REPLAY_EVENTS realistic game events (default 1,000,000), timed by the CLI's own
 * summary, against the raw SQLite row read rate measured in the same run (its ceiling), the same
 * replay through the EventStore port (the path other stores take: every event decoded and encoded
 * again), and the Parquet export of the same log (`npm run export`). The log is written by direct
 * inserts into the store's own schema (seconds instead of minutes through group commits).
 */
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { currentVersionOf, streams, type GameEvent } from '@sports/contracts';
import { SqliteEventStore, newEventId, type EventStore } from '@sports/event-store';
import { replay } from '@sports/tools/replay';
import { benchGame, gameId } from './lib/benchGames';
import { rawRowReadRate } from './lib/ratingsCeilings';
import { fmt, printTable, verdict } from './lib/report';

const EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 1_000_000);
const TARGET = 300_000;
const repo = join(import.meta.dirname, '..');
const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'replay-'));
const eventsFile = join(dataDir, 'events.sqlite');
const nowMs = Date.now();

/** Distinct games to draw from: generating and validating each game anew would take most of the run. */
const templates = Array.from({ length: 2_000 }, (_, i) => benchGame(i, nowMs));

/** Games (created, then joined by the host and the others, as the decider writes them) until the log holds `count` events. */
const seed = async (count: number): Promise<number> => {
  await new SqliteEventStore(eventsFile).close(); // the store's own schema
  const db = new Database(eventsFile);
  db.pragma('synchronous = OFF');
  const newStream = db.prepare('INSERT INTO streams (name) VALUES (?)');
  const insert = db.prepare('INSERT INTO events (id, stream_no, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  let written = 0;
  const games = db.transaction((from: number, to: number) => {
    for (let i = from; i < to && written < count; i++) {
      const { host, details, others, createdAtMs } = templates[i % templates.length]!;
      const activityId = gameId(i);
      const streamNo = Number(newStream.run(streams.game(activityId)).lastInsertRowid);
      const history: GameEvent[] = [
        { type: 'GameCreated', data: { activityId, host, details } },
        ...[host, ...others].map((participant): GameEvent => ({ type: 'PlayerJoinedGame', data: { activityId, participant } })),
      ];
      history.slice(0, count - written).forEach((event, revision) => {
        const at = createdAtMs + revision * 3_600_000;
        const commandId = `bench-${activityId}-${revision}`;
        const metadata = {
          commandId,
          commandHash: `bench-${commandId}`,
          causationId: commandId,
          correlationId: commandId,
          userId: host.id,
          time: new Date(at).toISOString(),
          schemaVersion: currentVersionOf(event.type),
        };
        insert.run(newEventId(at), streamNo, revision, event.type, JSON.stringify(event.data), JSON.stringify(metadata));
        written++;
      });
    }
  });
  for (let i = 0; written < count; i += 5_000) games(i, i + 5_000);
  db.close();
  return written;
};

const quiet = { write: () => true, isTTY: false };

/** The CLI as an analyst runs it; the rate is its own summary's (events over the replay's seconds, process start excluded). */
const cli = async <Summary>(script: string, args: string[]) => {
  const { stderr } = await promisify(execFile)(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', script, ...args], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: dataDir },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stderr.trim().split('\n').at(-1)!) as { summary: Summary };
};

console.log(`Replay benchmark: ${fmt(EVENTS)} events, data in ${dataDir}`);
let t0 = performance.now();
const events = await seed(EVENTS);
console.log(
  `  log: ${fmt(events)} events written in ${fmt((performance.now() - t0) / 1000, 1)} s (${fmt(statSync(eventsFile).size / 1e6)} MB)`,
);

const raw = rawRowReadRate(eventsFile);
console.log(`  raw SQLite row read: ${fmt(raw.perSecond)} rows/s`);

const out = join(dataDir, 'events.ndjson');
const ndjson = (await cli<{ written: number; seconds: number }>('tools/src/replayCli.ts', ['--format', 'ndjson', '--out', out])).summary;
const ndjsonRate = ndjson.written / ndjson.seconds;
const ndjsonBytes = statSync(out).size;
rmSync(out);
console.log(`  replay --format ndjson: ${fmt(ndjson.written)} events in ${fmt(ndjson.seconds, 2)} s, ${fmt(ndjsonBytes / 1e6)} MB`);

// The same replay through the EventStore port only (EventStoreDB's path): a store that is not the SQLite class.
const store = new SqliteEventStore(eventsFile);
const port: EventStore = {
  appendToStream: (...a) => store.appendToStream(...a),
  readStream: (...a) => store.readStream(...a),
  readAll: (o) => store.readAll(o),
  headPosition: () => store.headPosition(),
  subscribeToAll: (o) => store.subscribeToAll(o),
  close: () => store.close(),
};
let sink = 0;
t0 = performance.now();
const viaPort = await replay(
  port,
  {},
  { write: (chunk: Uint8Array) => void (sink += chunk.length) },
  { format: 'ndjson', progress: quiet },
);
const portRate = viaPort.written / ((performance.now() - t0) / 1000);
await store.close();
console.log(`  replay through the port: ${fmt(portRate)} events/s (${fmt(sink / 1e6)} MB)`);

const parquetDir = join(dataDir, 'export');
const parquet = (
  await cli<{ rows: number; seconds: number; bytes: number }>('tools/src/exportCli.ts', ['--format', 'parquet', '--out', parquetDir])
).summary;
console.log(`  export --format parquet: ${fmt(parquet.rows)} rows in ${fmt(parquet.seconds, 2)} s, ${fmt(parquet.bytes / 1e6, 1)} MB`);
rmSync(dataDir, { recursive: true, force: true });

printTable([
  [
    `replay --format ndjson to a file, ${fmt(events)} events`,
    `${fmt(ndjsonRate)} events/s`,
    `≥ ${fmt(TARGET)} events/s`,
    verdict(ndjsonRate >= TARGET),
  ],
  ['  share of the raw row read rate', `${fmt((100 * ndjsonRate) / raw.perSecond, 1)} %`, '', `${fmt(ndjsonBytes / 1e6)} MB written`],
  ['Ceiling: raw SQLite row read', `${fmt(raw.perSecond)} rows/s`, '', `${fmt(raw.rows)} rows, nothing decoded`],
  ['replay through the EventStore port (other stores)', `${fmt(portRate)} events/s`, '', 'each event decoded, then encoded again'],
  [
    `export --format parquet, ${fmt(parquet.rows)} events`,
    `${fmt(parquet.rows / parquet.seconds)} events/s`,
    '',
    `${fmt(parquet.bytes / 1e6, 1)} MB of Parquet`,
  ],
]);

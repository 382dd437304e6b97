import { DuckDBInstance } from '@duckdb/node-api';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categoryOf, type RecordedEvent } from '@sports/contracts';
import { SqliteEventStore, type EventStore } from '@sports/event-store';
import { ProjectionRunner, SqliteDocumentStore, allProjections } from '@sports/projections';
import { UsageError } from './cliArgs';
import { EVENT_COLUMNS, exportParquet } from './export';
import { parseExportArgs } from './exportArgs';
import { appendDemoLog } from './exportDemoLog';
import type { LogFilter } from './exportRows';

/** The export read back with DuckDB, against the log itself. */

const quietBar = () => ({ write: () => true, isTTY: false });
const closing: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const s of closing.splice(0)) await s.close();
});

const demoLog = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  closing.push(store);
  await appendDemoLog(store);
  const log = await store.readAll({ after: null, maxCount: 1_000 });
  return { dir, store, log };
};

let duck: DuckDBInstance;
beforeAll(async () => {
  duck = await DuckDBInstance.create(':memory:');
});
afterAll(() => duck.closeSync());

const query = async (sql: string): Promise<Array<Record<string, unknown>>> => {
  const connection = await duck.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJson();
  } finally {
    connection.closeSync();
  }
};

const countsByType = (events: readonly RecordedEvent[]) => {
  const counts: Record<string, number> = {};
  for (const e of events) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return counts;
};

/** What the file holds per type, and the sum of its positions, against the same of `expected`. */
const expectFileToHold = async (file: string, expected: readonly RecordedEvent[]) => {
  const rows = await query(`SELECT type, count(*) AS n FROM '${file}' GROUP BY type`);
  expect(Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]))).toEqual(countsByType(expected));
  const [sum] = await query(`SELECT count(*) AS n, coalesce(sum(position), 0) AS positions FROM '${file}'`);
  expect({ n: Number(sum!.n), positions: BigInt(String(sum!.positions)) }).toEqual({
    n: expected.length,
    positions: expected.reduce((s, e) => s + e.position, 0n),
  });
};

const run = (store: EventStore, out: string, filter: LogFilter = {}) => exportParquet(store, { out, filter, progress: quietBar() });

describe('npm run export --format parquet (analysts)', () => {
  it('writes every event with its typed columns; counts per type and the sum of positions match the log', async () => {
    const { dir, store, log } = await demoLog();
    const out = join(dir, 'export');
    const bar: string[] = [];
    const summary = await exportParquet(store, { out, filter: {}, progress: { write: (t: string) => void bar.push(t), isTTY: false } });
    const file = join(out, 'events.parquet');
    expect(summary).toMatchObject({ events: log.length, rows: log.length, files: [{ file, rows: log.length }] });
    expect(summary.bytes).toBeGreaterThan(0);
    expect(bar.at(-1)).toMatch(/^export events \[#{30}\] 100%  23 events\n$/);
    await expectFileToHold(file, log);

    const columns = await query(`SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM '${file}')`);
    expect(columns.map((c) => c.column_name)).toEqual([...EVENT_COLUMNS]);
    expect(Object.fromEntries(columns.map((c) => [c.column_name, c.column_type]))).toMatchObject({
      position: 'BIGINT',
      time: 'TIMESTAMP WITH TIME ZONE',
      schema_version: 'INTEGER',
      data: 'JSON',
    });
    // Row by row, in log order, the typed columns agree with the event they came from.
    const rows = await query(
      `SELECT position, event_id, stream, category, aggregate_id, revision, type, strftime(time, '%Y-%m-%dT%H:%M:%S.%g') || 'Z' AS time, user_id, correlation_id, command_id, schema_version, data, metadata FROM '${file}'`,
    );
    // JSON columns come back as JSON text.
    expect(rows.map((r) => ({ ...r, data: JSON.parse(String(r.data)), metadata: JSON.parse(String(r.metadata)) }))).toEqual(
      log.map((e) => ({
        position: String(e.position),
        event_id: e.id,
        stream: e.streamId,
        category: categoryOf(e.streamId),
        aggregate_id: e.streamId.slice(e.streamId.indexOf('-') + 1),
        revision: String(e.revision),
        type: e.type,
        time: e.metadata.time,
        user_id: e.metadata.userId,
        correlation_id: e.metadata.correlationId,
        command_id: e.metadata.commandId,
        schema_version: e.metadata.schemaVersion,
        data: e.data,
        metadata: e.metadata,
      })),
    );
    // No staging database or partial file is left behind.
    expect(readdirSync(out)).toEqual(['events.parquet']);
  }, 60_000);

  it('filters by category, type, time and position, alone and together', async () => {
    const { dir, store, log } = await demoLog();
    const cases: Array<[LogFilter, (e: RecordedEvent) => boolean]> = [
      [{ categories: ['ratings'] }, (e) => e.streamId.startsWith('ratings-')],
      [{ categories: ['game', 'nothing'] }, (e) => e.streamId.startsWith('game-')],
      [{ types: ['GameCreated', 'GameDeleted'] }, (e) => e.type === 'GameCreated' || e.type === 'GameDeleted'],
      // From 08:05 inclusive to 08:12 exclusive: the 6th to the 12th event.
      [
        { from: new Date('2026-11-01T08:05:00Z'), to: new Date('2026-11-01T08:12:00Z') },
        (e) => e.metadata.time >= '2026-11-01T08:05:00.000Z' && e.metadata.time < '2026-11-01T08:12:00.000Z',
      ],
      [{ after: log[9]!.position, until: log[19]!.position }, (e) => e.position > log[9]!.position && e.position <= log[19]!.position],
      [
        { categories: ['game'], types: ['PlayerJoinedGame'], from: new Date('2026-11-01T08:07:00Z') },
        (e) => e.streamId.startsWith('game-') && e.type === 'PlayerJoinedGame' && e.metadata.time >= '2026-11-01T08:07:00.000Z',
      ],
      [{ types: ['NoSuchEvent'] }, () => false],
    ];
    for (const [i, [filter, keep]] of cases.entries()) {
      const expected = log.filter(keep);
      const summary = await run(store, join(dir, `export-${i}`), filter);
      expect(summary.events, `case ${i}`).toBe(expected.length);
      await expectFileToHold(join(dir, `export-${i}`, 'events.parquet'), expected);
    }
  }, 90_000);

  it('answers the three questions of docs/analysts.md with its own SQL, over an export of the demo log', async () => {
    const { dir, store } = await demoLog();
    const out = join(dir, 'export');
    await run(store, out);
    const docs = readFileSync(join(import.meta.dirname, '../../docs/analysts.md'), 'utf8');
    const sqlOf = (title: string) => {
      const block = [...docs.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => b.startsWith(`-- ${title}\n`));
      if (!block) throw new Error(`docs/analysts.md has no SQL block "-- ${title}"`);
      return block.replaceAll("'export/", `'${out}/`);
    };
    expect(await query(sqlOf('games per sport and week'))).toEqual([
      { sport: 'Football', week: '2026-11-02', games: '1' },
      { sport: 'Cricket', week: '2026-11-09', games: '1' },
      { sport: 'Football', week: '2026-11-09', games: '2' },
    ]);
    expect(await query(sqlOf('no-show rate per venue'))).toEqual([
      { venue: 'Powai Nets', marked: '2', no_shows: '1', no_show_pct: 50 },
      { venue: 'Koramangala Turf', marked: '5', no_shows: '2', no_show_pct: 40 },
    ]);
    expect(await query(sqlOf('rating spread per level'))).toEqual([
      { level: 0, label: 'Beginner', ratings: '1', min_stars: 3, max_stars: 3, mean_stars: 3, sd_stars: 0 },
      { level: 1, label: 'Amateur', ratings: '2', min_stars: 2, max_stars: 3, mean_stars: 2.5, sd_stars: 0.5 },
      { level: 2, label: 'Intermediate', ratings: '2', min_stars: 4, max_stars: 5, mean_stars: 4.5, sd_stars: 0.5 },
      { level: 3, label: 'Pro', ratings: '1', min_stars: 5, max_stars: 5, mean_stars: 5, sd_stars: 0 },
    ]);
  }, 60_000);

  it('npm run export --read-models: the CLI writes the log and each read model collection, with their documents', async () => {
    const { dir, store } = await demoLog();
    const documents = new SqliteDocumentStore(join(dir, 'read-models.sqlite'));
    const runner = new ProjectionRunner(store, documents, allProjections);
    await runner.start();
    await runner.waitFor(await store.headPosition());
    await runner.stop();
    const gameCollection = allProjections.find((p) => p.name.startsWith('gameList'))!.collection.name;
    const games = await documents.count(gameCollection);
    await documents.close();
    await store.close();
    closing.splice(0);
    const out = join(dir, 'export');
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/src/exportCli.ts', '--format', 'parquet', '--out', out, '--read-models'],
      { env: { ...process.env, DATA_DIR: dir } },
    );
    const summary = JSON.parse(stderr.trim().split('\n').at(-1)!).summary as {
      events: number;
      files: Array<{ file: string; rows: number }>;
    };
    expect(stderr).toContain('100%');
    expect(summary.events).toBe(23);
    const collections = new Set(allProjections.map((p) => p.collection.name));
    expect(summary.files).toHaveLength(1 + collections.size);
    const gameFile = join(out, 'read_models', `${gameCollection}.parquet`);
    expect(existsSync(gameFile)).toBe(true);
    expect(games).toBe(4); // gE was deleted
    const rows = await query(`SELECT id, document ->> 'name' AS name FROM '${gameFile}' ORDER BY id`);
    expect(rows.map((r) => r.id)).toEqual(['gA', 'gB', 'gC', 'gD']);
    expect(rows[2]!.name).toBe('cricket gC');
  }, 120_000);

  it('reads its command line with zod; bad options exit with status 2 and name the option', async () => {
    expect(
      parseExportArgs([
        '--format',
        'parquet',
        '--out',
        'x',
        '--category',
        'game',
        '--category',
        'ratings',
        '--type',
        'GameCreated',
        '--from-position',
        '10',
        '--to-position',
        '20',
        '--read-models',
      ]),
    ).toEqual({
      out: 'x',
      filter: { categories: ['game', 'ratings'], types: ['GameCreated'], from: undefined, to: undefined, after: 9n, until: 19n },
      readModels: true,
    });
    expect(parseExportArgs(['--format', 'parquet', '--out', 'x', '--from-position', '0']).filter.after).toBeUndefined();
    expect(() => parseExportArgs(['--format', 'csv', '--out', 'x'])).toThrow(/--format: the only format is parquet/);
    expect(() => parseExportArgs(['--format', 'parquet'])).toThrow(/--out: the directory to write to is required/);
    expect(() => parseExportArgs(['--format', 'parquet', '--out', 'x', '--from-position', 'ten'])).toThrow(
      /--from-position: a global position is a whole number/,
    );
    expect(() => parseExportArgs(['--format', 'parquet', '--out', 'x', '--from-position', '9', '--to-position', '3'])).toThrow(
      /--to-position: must be after --from-position/,
    );
    expect(() => parseExportArgs(['--format', 'parquet', '--out', 'x', '--from', 'yesterday'])).toThrow(/--from/);
    expect(() => parseExportArgs(['--format', 'parquet', '--out', 'x', '--category', 'game-g1'])).toThrow(/--category/);
    expect(() => parseExportArgs(['--format', 'parquet', '--out', 'x', '--colour'])).toThrow(UsageError);
    const failed = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'tools/src/exportCli.ts',
      '--format',
      'xml',
      '--out',
      'x',
    ]).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toMatch(/--format: the only format is parquet[\s\S]*npm run export --/);
  }, 60_000);
});

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type EventStore } from '@sports/event-store';
import { appendGames } from '@sports/testing/gameLog';
import { UsageError, parseReplayArgs } from './cliArgs';
import { REPLAY_COLUMNS, replay } from './replay';

const closing: SqliteEventStore[] = [];
afterEach(async () => {
  for (const s of closing.splice(0)) await s.close();
});

/** Games g1..g3 with two players each: 9 events, one minute apart from 10:00. */
const log = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'replay-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  closing.push(store);
  await appendGames(store, ['g1', 'g2', 'g3'], { players: 2 });
  await store.appendToStream(
    'user-u1',
    [
      {
        id: 'e-user',
        type: 'UserRegistered',
        data: { note: 'a "quoted", comma\nand a line' },
        metadata: {
          commandId: 'c',
          commandHash: 'h',
          causationId: 'c',
          correlationId: 'c',
          userId: 'u1',
          time: '2026-11-20T11:00:00.000Z',
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return { dir, store };
};

const sink = () => {
  let text = '';
  return {
    write: (chunk: Uint8Array) => void (text += Buffer.from(chunk).toString()),
    get text() {
      return text;
    },
  };
};
const quietBar = () => {
  const lines: string[] = [];
  return { write: (t: string) => void lines.push(t), lines, isTTY: false };
};

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
};

describe('replay (analysts)', () => {
  it('writes one stream as NDJSON with type, stream, revision, position, time, data and metadata; progress and summary', async () => {
    const { store } = await log();
    const out = sink();
    const bar = quietBar();
    const summary = await replay(store, { stream: 'game-g2' }, out, { format: 'ndjson', progress: bar });
    const lines = out.text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.type, l.stream, l.revision])).toEqual([
      ['GameCreated', 'game-g2', '0'],
      ['PlayerJoinedGame', 'game-g2', '1'],
      ['PlayerJoinedGame', 'game-g2', '2'],
    ]);
    expect(Object.keys(lines[0]!)).toEqual([...REPLAY_COLUMNS]);
    const recorded = await store.readStream('game-g2');
    expect(lines[1]).toEqual({
      type: 'PlayerJoinedGame',
      stream: 'game-g2',
      revision: '1',
      position: String(recorded[1]!.position),
      time: '2026-11-20T10:04:00.000Z',
      data: recorded[1]!.data,
      metadata: recorded[1]!.metadata,
    });
    expect(summary).toMatchObject({
      written: 3,
      byType: { GameCreated: 1, PlayerJoinedGame: 2 },
      firstTime: '2026-11-20T10:03:00.000Z',
      lastTime: '2026-11-20T10:05:00.000Z',
    });
    expect(bar.lines.at(-1)).toMatch(/^replay \[#{30}\] 100%  3 events\n$/);
  });

  it('filters a category, a time window and a position range over the whole log', async () => {
    const { store } = await log();
    const all = await store.readAll({ after: null, maxCount: 100 });
    const games = (q: Parameters<typeof replay>[1]) => replay(store, q, sink(), { format: 'ndjson', progress: quietBar() });
    expect((await games({ category: 'game' })).written).toBe(9);
    expect((await games({ category: 'user' })).written).toBe(1);
    // 10:02 inclusive to 10:05 exclusive: the third event of g1 and the first two of g2.
    const window = await games({ from: new Date('2026-11-20T10:02:00Z'), to: new Date('2026-11-20T10:05:00Z') });
    expect(window).toMatchObject({ written: 3, firstPosition: String(all[2]!.position), lastPosition: String(all[4]!.position) });
    // g3 is created at all[6] and joined at all[7] and all[8].
    const range = await games({ after: all[5]!.position, until: all[7]!.position });
    expect(range).toMatchObject({
      written: 2,
      scanned: 2,
      firstPosition: String(all[6]!.position),
      lastPosition: String(all[7]!.position),
    });
    // The embedded store filters types inside SQLite: the other two events after all[5] are never read.
    expect(await games({ after: all[5]!.position, types: ['PlayerJoinedGame'] })).toMatchObject({
      written: 2,
      scanned: 2,
      firstPosition: String(all[7]!.position),
    });
    expect((await games({ category: 'game', limit: 4 })).written).toBe(4);
  });

  it('writes the same lines from the stored JSON text (embedded) as through the EventStore port (other stores), with every filter', async () => {
    const { store } = await log();
    const port: EventStore = {
      appendToStream: (...a) => store.appendToStream(...a),
      readStream: (...a) => store.readStream(...a),
      readAll: (o) => store.readAll(o),
      headPosition: () => store.headPosition(),
      subscribeToAll: (o) => store.subscribeToAll(o),
      close: async () => undefined,
    };
    const all = await store.readAll({ after: null, maxCount: 100 });
    const queries: Parameters<typeof replay>[1][] = [
      {},
      { stream: 'game-g2', after: all[3]!.position },
      { category: 'game', types: ['PlayerJoinedGame'], from: new Date('2026-11-20T10:02:00Z'), to: new Date('2026-11-20T10:07:00Z') },
      { after: all[1]!.position, until: all[8]!.position, limit: 5 },
    ];
    for (const format of ['ndjson', 'csv'] as const) {
      for (const query of queries) {
        const [fast, generic] = [sink(), sink()];
        const a = await replay(store, query, fast, { format, progress: quietBar() });
        const b = await replay(port, query, generic, { format, progress: quietBar() });
        expect(fast.text).toBe(generic.text);
        expect({ ...a, scanned: 0, seconds: 0 }).toEqual({ ...b, scanned: 0, seconds: 0 });
      }
    }
  });

  it('NDJSON built inside SQLite a page at a time is byte for byte the EventStore port path, across page boundaries, with every filter and odd text', async () => {
    const { store } = await log();
    // Text JSON.stringify and SQLite's json_quote could escape differently: quotes, backslashes, control
    // characters, U+2028, non-ASCII and astral characters; events without metadata.time or with it null.
    const odd = 'ü"\\\u0001\t\u2028😀';
    // Metadata without a string time is off-contract, but another writer (or an old log) may hold it: the replay must not care.
    type Metadata = Parameters<EventStore['appendToStream']>[1][number]['metadata'];
    const meta = (time: unknown) =>
      ({
        commandId: 'c',
        commandHash: 'h',
        causationId: 'c',
        correlationId: 'c',
        userId: 'u',
        ...(time === undefined ? {} : { time }),
        schemaVersion: 1,
      }) as unknown as Metadata;
    await store.appendToStream(
      `odd-${odd}`,
      [
        {
          id: 'e-odd-1',
          type: `Odd${odd}`,
          data: { text: odd, n: 1.5, nested: { time: 'not this one' } },
          metadata: meta('2026-11-20T10:03:30.000Z'),
        },
        { id: 'e-odd-2', type: 'NoTime', data: {}, metadata: meta(undefined) },
        { id: 'e-odd-3', type: 'NullTime', data: { list: [1, 'two', null] }, metadata: meta(null) },
      ],
      { expectedRevision: 'no_stream' },
    );
    await appendGames(store, ['g4', 'g5'], { players: 3, start: '2026-11-20T12:00:00.000Z' });
    const port: EventStore = {
      appendToStream: (...a) => store.appendToStream(...a),
      readStream: (...a) => store.readStream(...a),
      readAll: (o) => store.readAll(o),
      headPosition: () => store.headPosition(),
      subscribeToAll: (o) => store.subscribeToAll(o),
      close: async () => undefined,
    };
    const all = await store.readAll({ after: null, maxCount: 100 });
    expect(all).toHaveLength(21);
    const queries: Parameters<typeof replay>[1][] = [
      {},
      { limit: 7 },
      { stream: `odd-${odd}` },
      { stream: 'game-g4', after: all[13]!.position, limit: 2 },
      { category: 'game' },
      { category: 'odd', types: ['NoTime', 'NullTime'] },
      { types: ['PlayerJoinedGame'], limit: 9 },
      { from: new Date('2026-11-20T10:02:00Z'), to: new Date('2026-11-20T12:02:00Z') },
      { category: 'game', types: ['PlayerJoinedGame'], from: new Date('2026-11-20T10:02:00Z'), limit: 6 },
      { after: all[4]!.position, until: all[16]!.position },
      { after: all[4]!.position, until: all[16]!.position, limit: 5 },
      { after: all[20]!.position },
      { category: 'nothing' },
    ];
    for (const pageSize of [1, 2, 3, 500]) {
      for (const query of queries) {
        const [fast, generic] = [sink(), sink()];
        const a = await replay(store, query, fast, { format: 'ndjson', progress: quietBar(), pageSize });
        const b = await replay(port, query, generic, { format: 'ndjson', progress: quietBar(), pageSize });
        expect(
          fast.text,
          `${JSON.stringify(query, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))} in pages of ${pageSize}`,
        ).toBe(generic.text);
        expect({ ...a, scanned: 0, seconds: 0 }).toEqual({ ...b, scanned: 0, seconds: 0 });
      }
    }
    // The odd event as the port writes it, parsed back: nothing lost on the way.
    const [line] = await (async () => {
      const out = sink();
      await replay(store, { stream: `odd-${odd}`, limit: 1 }, out, { format: 'ndjson', progress: quietBar() });
      return out.text.trimEnd().split('\n');
    })();
    expect(JSON.parse(line!)).toMatchObject({
      type: `Odd${odd}`,
      stream: `odd-${odd}`,
      time: '2026-11-20T10:03:30.000Z',
      data: { text: odd, n: 1.5 },
    });
  });

  it('writes CSV with a header and RFC 4180 quoting that round-trips data with quotes, commas and line breaks', async () => {
    const { store } = await log();
    const out = sink();
    await replay(store, { category: 'user' }, out, { format: 'csv', progress: quietBar() });
    const rows = parseCsv(out.text);
    expect(rows[0]).toEqual([...REPLAY_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 3)).toEqual(['UserRegistered', 'user-u1', '0']);
    expect(JSON.parse(rows[1]![5]!)).toEqual({ note: 'a "quoted", comma\nand a line' });
    expect(JSON.parse(rows[1]![6]!)).toMatchObject({ userId: 'u1' });
  });

  it('reads its command line with zod and names the option at fault', () => {
    expect(
      parseReplayArgs(['--category', 'game', '--type', 'GameCreated', '--type', 'PlayerJoinedGame', '--after', '3', '--format', 'csv']),
    ).toEqual({
      query: {
        category: 'game',
        types: ['GameCreated', 'PlayerJoinedGame'],
        after: 3n,
        stream: undefined,
        from: undefined,
        to: undefined,
        until: undefined,
        limit: undefined,
      },
      format: 'csv',
      out: undefined,
    });
    expect(() => parseReplayArgs(['--after', 'ten'])).toThrow(/--after: a global position is a whole number/);
    expect(() => parseReplayArgs(['--from', 'yesterday'])).toThrow(UsageError);
    expect(() => parseReplayArgs(['--stream', 'game-g1', '--category', 'game'])).toThrow(/--category: give --stream or --category/);
    expect(() => parseReplayArgs(['--format', 'xml'])).toThrow(/--format/);
    expect(() => parseReplayArgs(['--colour'])).toThrow(UsageError);
  });

  it('npm run replay: the CLI on the embedded default writes the file and prints progress and a summary on stderr', async () => {
    const { dir, store } = await log();
    await store.close();
    closing.splice(0);
    const out = join(dir, 'g1.csv');
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/src/replayCli.ts', '--stream', 'game-g1', '--format', 'csv', '--out', out],
      {
        env: { ...process.env, DATA_DIR: dir },
      },
    );
    expect(parseCsv(readFileSync(out, 'utf8'))).toHaveLength(4);
    expect(stderr).toContain('100%');
    expect(JSON.parse(stderr.trim().split('\n').at(-1)!)).toMatchObject({
      summary: { written: 3, byType: { GameCreated: 1, PlayerJoinedGame: 2 } },
    });
  }, 30_000);
});

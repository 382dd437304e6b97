import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentVersionOf, type EventFeed, type GameDocument, type GameEvent, type RecordedEvent } from '@sports/contracts';
import { SqliteEventStore, newEventId } from '@sports/event-store';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { GAMES_COLLECTION, gameListProjection } from '../gameList/gameListProjection';
import { ProjectionRunner } from './runner';

const dir = () => mkdtempSync(join(tmpdir(), 'runner-'));

/** Games with a host and a few joins each, one append per event as commands would write them. */
const appendGames = async (store: SqliteEventStore, from: number, to: number) => {
  for (let g = from; g < to; g++) {
    const activityId = `g${g}`;
    const events: GameEvent[] = [
      {
        type: 'GameCreated',
        data: { activityId, host: { id: 'host', name: 'Hari Host' }, details: sampleGameDetails({ maxParticipants: 10 }) },
      },
      ...[1, 2, 3].map(
        (p): GameEvent => ({ type: 'PlayerJoinedGame', data: { activityId, participant: { id: `p${g}-${p}`, name: `Player ${p}` } } }),
      ),
    ];
    for (const [i, event] of events.entries()) {
      const metadata = {
        commandId: `c-${g}-${i}`,
        commandHash: 'h',
        causationId: 'c',
        correlationId: 'c',
        userId: 'host',
        time: '2026-11-20T10:00:00.000Z',
        schemaVersion: currentVersionOf(event.type),
      };
      await store.appendToStream(`game-${activityId}`, [{ id: newEventId(), type: event.type, data: event.data, metadata }], {
        expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1),
      });
    }
  }
};

const build = async (log: SqliteEventStore, options: ConstructorParameters<typeof ProjectionRunner>[3]) => {
  const store = new SqliteDocumentStore(join(dir(), 'read.sqlite'));
  const runner = new ProjectionRunner(log, store, [gameListProjection as never], { batchSize: 50, ...options });
  await runner.start();
  await runner.waitFor(await log.headPosition(), 20_000);
  return { store, runner };
};

describe('projection runner', () => {
  it('builds an empty store in memory, in flushes, to the same documents and checkpoint as batch by batch; then follows the log as usual', async () => {
    const log = new SqliteEventStore(join(dir(), 'events.sqlite'));
    await appendGames(log, 0, 120); // 480 events: 10 batches of 50, flushed every 120 events
    const inMemory = await build(log, { rebuildFlushEvents: 120 });
    const batchByBatch = await build(log, { rebuildInMemory: false });
    const all = (store: SqliteDocumentStore) => store.find(GAMES_COLLECTION, { sort: [['startAt', 1]] });
    expect(await all(inMemory.store)).toEqual(await all(batchByBatch.store));
    expect((await all(inMemory.store)).length).toBe(120);
    // The rebuild held back index upkeep (beginBulkLoad) and built every index at its end.
    expect(inMemory.store.explainFind(GAMES_COLLECTION, { filter: { listingId: 'football' }, sort: [['startAt', 1]] }).join('\n')).toMatch(
      /USING COVERING INDEX doc_games_v8__by__c_isOnHold_a__c_listingId_a__c_startAt_a__|USING COVERING INDEX doc_games_v8__by__c_listingId_a/,
    );
    expect(await inMemory.store.getCheckpoint(gameListProjection.name)).toBe(await log.headPosition());

    await appendGames(log, 120, 125);
    await inMemory.runner.waitFor(await log.headPosition(), 10_000);
    expect((await inMemory.store.get<GameDocument>(GAMES_COLLECTION, 'g124'))?.participants).toEqual(['p124-1', 'p124-2', 'p124-3']);
    for (const { runner, store } of [inMemory, batchByBatch]) {
      await runner.stop();
      await store.close();
    }
    await log.close();
  });

  it('past its memory budget, a rebuild drops what each flush wrote and reads it back when touched again: the same documents, no slow path', async () => {
    const log = new SqliteEventStore(join(dir(), 'events.sqlite'));
    await appendGames(log, 0, 100);
    // Late joins to early games: their documents were flushed and dropped long before.
    for (let g = 0; g < 10; g++) {
      const metadata = {
        commandId: `late-${g}`,
        commandHash: 'h',
        causationId: 'c',
        correlationId: 'c',
        userId: 'late',
        time: '2026-11-21T10:00:00.000Z',
        schemaVersion: currentVersionOf('PlayerJoinedGame'),
      };
      await log.appendToStream(
        `game-g${g}`,
        [
          {
            id: newEventId(),
            type: 'PlayerJoinedGame',
            data: { activityId: `g${g}`, participant: { id: `late-${g}`, name: 'Late Player' } },
            metadata,
          },
        ],
        { expectedRevision: 3n },
      );
    }
    await appendGames(log, 100, 110);
    const reads: number[] = [];
    let asked = 0;
    const store = new SqliteDocumentStore(join(dir(), 'read.sqlite'));
    const spied = Object.assign(Object.create(store) as SqliteDocumentStore, {
      getStored: async (collection: string, ids: readonly string[]) => {
        const found = await store.getStored(collection, ids);
        asked += ids.length;
        reads.push(found.size);
        return found;
      },
    });
    const runner = new ProjectionRunner(log, spied, [gameListProjection as never], {
      batchSize: 50,
      rebuildFlushEvents: 100,
      rebuildMaxDocuments: 10,
    });
    await runner.start();
    await runner.waitFor(await log.headPosition(), 20_000);
    const batchByBatch = await build(log, { rebuildInMemory: false });
    const all = (s: SqliteDocumentStore) => s.find(GAMES_COLLECTION, { sort: [['startAt', 1]] });
    expect(await all(store)).toEqual(await all(batchByBatch.store));
    expect((await store.get<GameDocument>(GAMES_COLLECTION, 'g3'))?.participants).toContain('late-3');
    // Read back: the 10 late-joined games, and a game whose events a flush cut in two (at most one
    // a flush: 450 events, a flush every 100); never the batches' documents at large.
    expect(reads.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10);
    expect(reads.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10 + 5);
    // The new games after the first drop (about 100) are not looked for in the store: the filter of
    // dropped documents calls them absent (droppedIds.ts), so what is asked is about what is found.
    expect(asked).toBeLessThanOrEqual(reads.reduce((a, b) => a + b, 0) + 3);
    for (const r of [runner, batchByBatch.runner]) await r.stop();
    await store.close();
    await batchByBatch.store.close();
    await log.close();
  });

  it('holds back index upkeep only while it rebuilds an empty store, and restores every index at the end', async () => {
    const log = new SqliteEventStore(join(dir(), 'events.sqlite'));
    await appendGames(log, 0, 20);
    const store = new SqliteDocumentStore(join(dir(), 'read.sqlite'));
    const calls: string[] = [];
    const spied = Object.assign(Object.create(store) as SqliteDocumentStore, {
      beginBulkLoad: async (collections: readonly string[]) => (
        calls.push(`begin ${collections.join()}`), store.beginBulkLoad(collections)
      ),
      endBulkLoad: async (collections: readonly string[]) => (calls.push(`end ${collections.join()}`), store.endBulkLoad(collections)),
    });
    const first = new ProjectionRunner(log, spied, [gameListProjection as never], { batchSize: 50 });
    await first.start();
    await first.waitFor(await log.headPosition(), 20_000);
    await first.stop();
    expect(calls).toEqual([`begin ${GAMES_COLLECTION}`, `end ${GAMES_COLLECTION}`]);
    // A restart with checkpoints reads the store as usual: no bulk load.
    const second = new ProjectionRunner(log, spied, [gameListProjection as never], { batchSize: 50 });
    await second.start();
    await second.stop();
    expect(calls).toHaveLength(2);
    const plan = store.explainFind(GAMES_COLLECTION, { filter: { region: 'pune' }, sort: [['startAt', 1]] }).join('\n');
    expect(plan).toMatch(/USING COVERING INDEX doc_games_v8__by__c_region_a__c_startAt_a__/);
    await store.close();
    await log.close();
  });

  it('writes what a rebuild holds when it stops, so a restart goes on from there', async () => {
    const log = new SqliteEventStore(join(dir(), 'events.sqlite'));
    await appendGames(log, 0, 30);
    const file = join(dir(), 'read.sqlite');
    const store = new SqliteDocumentStore(file);
    // A feed that delivers nothing by itself: the batch comes by hand, full size, so it is held.
    const idle: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };
    const runner = new ProjectionRunner(idle, store, [gameListProjection as never], { batchSize: 60, rebuildFlushEvents: 1_000_000 });
    await runner.start();
    await runner.applyBatch(await log.readAll({ after: null, maxCount: 60 }));
    // No timer can have fired between these awaits: the idle flush has not run.
    expect(await store.count(GAMES_COLLECTION, {})).toBe(0);
    await runner.stop();
    expect(await store.count(GAMES_COLLECTION, {})).toBe(15);
    expect(await store.getCheckpoint(gameListProjection.name)).toBe(60n);
    await store.close();
    await log.close();
  });

  describe('paced live batches (docs/adr/0131-join-cpu-halved.md)', () => {
    /** Events no projection handles: applying them costs nothing, only their count and positions matter. */
    const unhandled = (from: number, count: number): RecordedEvent[] =>
      Array.from({ length: count }, (_, i) => ({ position: BigInt(from + i) }) as unknown as RecordedEvent);

    /** A feed yielding these batches, one read each, noting when each read was asked for; then it waits for the stop. */
    const scriptedFeed = (batches: RecordedEvent[][]) => {
      const readAt: number[] = [];
      const feed = {
        async *subscribeToAll({ signal }: { signal: AbortSignal }) {
          for (const batch of batches) {
            readAt.push(performance.now());
            yield batch;
          }
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
        },
      } as unknown as EventFeed;
      return { feed, readAt };
    };

    it('reads the next batch no sooner than a millisecond per event of the last one, at most paceMaxMs, after it', async () => {
      const { feed, readAt } = scriptedFeed([unhandled(1, 30), unhandled(31, 5), unhandled(36, 1), unhandled(37, 1)]);
      const store = new SqliteDocumentStore(join(dir(), 'read.sqlite'));
      const runner = new ProjectionRunner(feed, store, [gameListProjection as never], { rebuildInMemory: false, paceMaxMs: 20 });
      await runner.start();
      await runner.waitFor(37n, 20_000);
      await runner.stop();
      const gaps = readAt.slice(1).map((at, i) => at - readAt[i]!);
      // 30 events: the 20 ms cap; 5 events: 5 ms (less a millisecond: the event loop's clock has whole milliseconds).
      expect(gaps[0]).toBeGreaterThanOrEqual(19);
      expect(gaps[1]).toBeGreaterThanOrEqual(4);
    });

    it('ends a pacing wait when it stops', async () => {
      // 100,000 events with no cap to speak of: a wait of 100 s, which the stop must cut short (else the test times out).
      const { feed, readAt } = scriptedFeed([unhandled(1, 100_000), unhandled(100_001, 1)]);
      const store = new SqliteDocumentStore(join(dir(), 'read.sqlite'));
      const runner = new ProjectionRunner(feed, store, [gameListProjection as never], { rebuildInMemory: false, paceMaxMs: 1e9 });
      await runner.start();
      await runner.waitFor(100_000n, 20_000);
      await runner.stop();
      expect(readAt).toHaveLength(1);
      expect(runner.position).toBe(100_000n);
    });
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentVersionOf, type EventFeed, type GameDocument, type GameEvent } from '@sports/contracts';
import { SqliteEventStore, newEventId } from '@sports/event-store';
import { LiveGames } from '@sports/query-service';
import {
  GAMES_COLLECTION,
  ProjectionRunner,
  SqliteDocumentStore,
  allProjections,
  gameListProjection,
  userProjection,
  type Projection,
} from '@sports/projections';
import { appendGames } from '@sports/testing/gameLog';
import { rebuildReadModel } from './rebuild';

const closing: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const c of closing.splice(0).reverse()) await c.close();
});

const games = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `g${from + i}`);
const projection = gameListProjection as unknown as Projection;

/** A log of games, read models built by the live runner, and a second connection as the query API has. */
const platform = async (count: number) => {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-'));
  const log = new SqliteEventStore(join(dir, 'events.sqlite'));
  const documents = new SqliteDocumentStore(join(dir, 'read.sqlite'));
  const queries = new SqliteDocumentStore(join(dir, 'read.sqlite'));
  closing.push(log, documents, queries);
  await appendGames(log, games(0, count), { players: 2 });
  const runner = new ProjectionRunner(log, documents, allProjections);
  await runner.start();
  await runner.waitFor(await log.headPosition());
  await runner.stop();
  await queries.ensureCollection(projection.collection);
  // The live game index reads people's current names from the users read model too (query-service/src/people/nameBook.ts).
  await queries.ensureCollection(userProjection.collection);
  return { log, documents, queries };
};

const quietBar = () => {
  const lines: string[] = [];
  return { write: (t: string) => void lines.push(t), lines, isTTY: false };
};

describe('rebuild one read model (analysts)', () => {
  it('rebuilds into a fresh collection and switches over: a damaged document is right again, the fresh collection is gone', async () => {
    const { log, documents } = await platform(5);
    const good = await documents.get(GAMES_COLLECTION, 'g3');
    const [stored] = (await documents.getStored(GAMES_COLLECTION, ['g3'])).values();
    // A bug once wrote a wrong document (same position, so the live runner would never fix it).
    await documents.commit([{ collection: GAMES_COLLECTION, id: 'g3', doc: { id: 'g3', name: 'wrong' }, position: stored!.position }], []);
    await documents.commit([{ collection: GAMES_COLLECTION, id: 'stray', doc: { id: 'stray' }, position: 1n }], []);
    const bar = quietBar();
    const result = await rebuildReadModel(log, documents, projection, { progress: bar });
    expect(await documents.get(GAMES_COLLECTION, 'g3')).toEqual(good);
    expect(await documents.get(GAMES_COLLECTION, 'stray')).toBeNull();
    expect(result).toMatchObject({
      readModel: 'gameList.v8',
      collection: GAMES_COLLECTION,
      documents: 5,
      builtTo: await log.headPosition(),
    });
    expect(result.builtIn).toMatch(new RegExp(`^${GAMES_COLLECTION}__rebuild_`));
    await expect(documents.get(result.builtIn, 'g3')).rejects.toThrow(/not ensured/);
    expect(bar.lines.at(-1)).toMatch(/^rebuild gameList\.v8 \[#{30}\] 100%  15 events\n$/);
  });

  it('keeps the query API answering, whole, while it rebuilds and at the switch', async () => {
    const { log, documents, queries } = await platform(120);
    const before = await queries.get(GAMES_COLLECTION, 'g60');
    const answers: Array<[number, unknown]> = [];
    // The query API's connection answers between every two batches of the rebuild, and after the switch.
    const ask = async () => answers.push([await queries.count(GAMES_COLLECTION, {}), await queries.get(GAMES_COLLECTION, 'g60')]);
    const feed: EventFeed = {
      readAll: (o) => log.readAll(o),
      headPosition: () => log.headPosition(),
      async *subscribeToAll(o) {
        for await (const batch of log.subscribeToAll(o)) {
          await ask();
          yield batch;
        }
      },
    };
    await rebuildReadModel(feed, documents, projection, { progress: quietBar(), batchSize: 40 });
    await ask();
    expect(answers.length).toBeGreaterThan(9);
    expect(answers.every(([count, doc]) => count === 120 && JSON.stringify(doc) === JSON.stringify(before))).toBe(true);
  });

  it('loses nothing that reaches the log while it runs: the tail after the switch is applied to the live collection', async () => {
    const { log, documents } = await platform(3);
    let appended = false;
    // Games created once the rebuild has taken the head it builds to.
    const busyLog: EventFeed = {
      readAll: (o) => log.readAll(o),
      headPosition: () => log.headPosition(),
      subscribeToAll(o) {
        if (!appended) {
          appended = true;
          return (async function* () {
            await appendGames(log, ['late1', 'late2'], { players: 1, start: '2026-11-21T10:00:00.000Z' });
            yield* log.subscribeToAll(o);
          })();
        }
        return log.subscribeToAll(o);
      },
    };
    await rebuildReadModel(busyLog, documents, projection, { progress: quietBar() });
    expect(await documents.count(GAMES_COLLECTION, {})).toBe(5);
    expect(await documents.get(GAMES_COLLECTION, 'late2')).toMatchObject({ id: 'late2', totalParticipantCount: 1 });
  });

  it('a live projector never writes over the switch, and the game list sees the rebuilt documents without a restart', async () => {
    const { log, documents, queries } = await platform(4);
    const good = (await documents.get<GameDocument>(GAMES_COLLECTION, 'g2'))!;
    const [stored] = (await documents.getStored(GAMES_COLLECTION, ['g2'])).values();
    await documents.commit(
      [{ collection: GAMES_COLLECTION, id: 'g2', doc: { ...good, name: 'Wrong name' }, position: stored!.position }],
      [],
    );
    // The query API's live game index (its own connection), looking at the generation on every read.
    const liveGames = new LiveGames(queries, { clock: () => new Date('2026-11-20T00:00:00.000Z'), generationCheckMs: 0 });
    const nameInList = async () => {
      const page = (await liveGames.current()).page({ status: 'upcoming' }, [], Date.parse('2026-11-20T00:00:00.000Z'), {
        page: 0,
        size: 9,
      });
      return page.games.filter((g) => g.id === 'g2').map((g) => (JSON.parse(g.json.toString()) as GameDocument).name)[0];
    };
    expect(await nameInList()).toBe('Wrong name');

    // The live projector on a connection of its own: it reads g2 for a new join, the rebuild
    // switches over before it commits, so its commit is refused and it applies the join again.
    const projectorStore = new SqliteDocumentStore(documents.file);
    closing.push(projectorStore);
    let rebuilt = false;
    const racing = Object.assign(Object.create(projectorStore) as SqliteDocumentStore, {
      commit: async (...args: Parameters<SqliteDocumentStore['commit']>) => {
        if (!rebuilt) {
          rebuilt = true;
          await rebuildReadModel(log, documents, projection, { progress: quietBar() });
        }
        return projectorStore.commit(...args);
      },
    });
    const errors: unknown[] = [];
    const projector = new ProjectionRunner(log, racing, [projection], { onError: (e) => errors.push(e) });
    await projector.start();
    const join: GameEvent = {
      type: 'PlayerJoinedGame',
      data: { activityId: 'g2', participant: { id: 'late-player', name: 'Late Player' } },
    };
    const metadata = {
      commandId: 'c-late',
      commandHash: 'h',
      causationId: 'c-late',
      correlationId: 'c-late',
      userId: 'late-player',
      time: '2026-11-20T12:00:00.000Z',
      schemaVersion: currentVersionOf(join.type),
    };
    await log.appendToStream('game-g2', [{ id: newEventId(), type: join.type, data: join.data, metadata }], { expectedRevision: 2n });
    await projector.waitFor(await log.headPosition(), 10_000);
    await projector.stop();

    expect(rebuilt).toBe(true);
    expect(errors).toEqual([]);
    const after = (await queries.get<GameDocument>(GAMES_COLLECTION, 'g2'))!;
    expect(after.name).toBe(good.name); // the rebuild's document, not the damaged one it was read from
    expect(after.participants).toContain('late-player');
    expect(await nameInList()).toBe(good.name);
  });
});

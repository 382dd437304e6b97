import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventFeed } from '@sports/contracts';
import { SqliteEventStore } from '@sports/event-store';
import { GAMES_COLLECTION, ProjectionRunner, SqliteDocumentStore, allProjections, gameListProjection, type Projection } from '@sports/projections';
import { appendGames } from '../testing/gameLog';
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
    expect(result).toMatchObject({ readModel: 'gameList.v3', collection: GAMES_COLLECTION, documents: 5, builtTo: await log.headPosition() });
    expect(result.builtIn).toMatch(new RegExp(`^${GAMES_COLLECTION}__rebuild_`));
    await expect(documents.get(result.builtIn, 'g3')).rejects.toThrow(/not ensured/);
    expect(bar.lines.at(-1)).toMatch(/^rebuild gameList\.v3 \[#{30}\] 100%  15 events\n$/);
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
});

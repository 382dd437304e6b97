import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@sports/event-store';
import { GAMES_COLLECTION, SqliteDocumentStore, allProjections, type DocumentStore } from '@sports/projections';
import { appendGames } from '@sports/testing/gameLog';
import { loadConfig } from '../config';
import { createPlatform, type Platform } from '../createPlatform';
import { projectorGroups } from './projectorGroups';
import { ProjectorThread } from './projectorThread';
import { ProjectorThreads } from './projectorThreads';

/** A log of a few games, written once: each platform below rebuilds its own fresh read store from a copy. */
const logOfGames = async (games: string[]): Promise<string> => {
  const file = join(mkdtempSync(join(tmpdir(), 'projector-threads-log-')), 'events.sqlite');
  const log = new SqliteEventStore(file);
  await appendGames(log, games);
  await log.close();
  return file;
};

/** Every document of every read model, with the position it was written at, in a comparable form. */
const readModels = async (documents: DocumentStore) => {
  const all: Record<string, unknown[]> = {};
  for (const projection of allProjections) {
    const changes = await documents.changesSince(projection.collection.name, { position: -1n, id: '' }, 100_000);
    all[projection.name] = changes.map((c) => [c.id, String(c.position), c.doc]);
  }
  return all;
};

let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

/** A data directory holding a copy of the log and no read models yet. */
const freshDataDir = (eventsFile: string): string => {
  const dataDir = mkdtempSync(join(tmpdir(), 'projector-threads-'));
  copyFileSync(eventsFile, join(dataDir, 'events.sqlite'));
  return dataDir;
};

const startOn = async (dataDir: string, threads: string, splitMinEvents = '1') => {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    PROJECTOR_THREADS: threads,
    PROJECTOR_SPLIT_MIN_EVENTS: splitMinEvents,
  });
  // A fixed clock: no sweep appends what fell due meanwhile, so both platforms project the same log.
  return createPlatform(config, { serveUi: false, clock: () => new Date('2026-11-20T10:00:00.000Z') });
};

describe('a rebuild on two projector threads (docs/adr/0134-rebuild-on-two-threads.md)', () => {
  it('splits the read models in two, each closed under its joins, the game list apart from the participants', () => {
    const groups = projectorGroups(allProjections, 2);
    expect(groups).toHaveLength(2);
    expect(groups.flat().sort()).toEqual(allProjections.map((p) => p.name).sort());
    const groupOf = (name: string) => groups.findIndex((g) => g.includes(name));
    expect(groupOf('gameList.v8')).not.toBe(groupOf('gameParticipants.v1'));
    expect(groupOf('orders.v2')).toBe(groupOf('buyerPhones.v1'));
    expect(projectorGroups(allProjections, 1)).toEqual([allProjections.map((p) => p.name)]);
  });

  it('rebuilds a fresh read store on two threads into the read models one thread makes, then goes on with one', async () => {
    const eventsFile = await logOfGames(['g1', 'g2', 'g3']);

    platform = await startOn(freshDataDir(eventsFile), '1');
    expect(platform.runner).toBeInstanceOf(ProjectorThread);
    await platform.caughtUp;
    const oneThread = await readModels(platform.documents);
    await platform.close();

    const dataDir = freshDataDir(eventsFile);
    platform = await startOn(dataDir, '2');
    const split = platform.runner as ProjectorThreads;
    expect(split).toBeInstanceOf(ProjectorThreads);
    await platform.caughtUp;
    await split.merged;
    expect(split.running).toBe(1);
    expect(await readModels(platform.documents)).toEqual(oneThread);
    expect(oneThread['gameList.v8']).toHaveLength(3);

    // The one thread it goes on with reads its writes: a game appended now is listed once waited for.
    await appendGames(platform.eventStore, ['g4']);
    await split.waitFor(await platform.eventStore.headPosition(), 20_000);
    expect(await platform.documents.get(GAMES_COLLECTION, 'g4')).not.toBeNull();
    expect(split.storageProblem).toBeNull();
    await platform.close();

    // Started again on read models that are all current: no rebuild is due, one thread.
    platform = await startOn(dataDir, '2');
    expect(platform.runner).toBeInstanceOf(ProjectorThread);
    await platform.close();

    // A log shorter than PROJECTOR_SPLIT_MIN_EVENTS is rebuilt on one thread (sooner than a second one starts).
    platform = await startOn(freshDataDir(eventsFile), '2', '1000');
    expect(platform.runner).toBeInstanceOf(ProjectorThread);
  });

  it('refuses a PROJECTOR_THREADS other than 1 or 2, naming it', () => {
    const load = (threads: string) => () =>
      loadConfig({
        NODE_ENV: 'development',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'projector-threads-config-')),
        PROJECTOR_THREADS: threads,
      });
    for (const bad of ['0', '3', '1.5', 'two']) expect(load(bad), bad).toThrow(/PROJECTOR_THREADS/);
    expect(load('2')().projectorThreads).toBe(2);
    // One by default: two threads on the one read-model file measured no faster (the record's figures).
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: mkdtempSync(join(tmpdir(), 'projector-threads-config-')) }).projectorThreads,
    ).toBe(1);
  });

  it('stop ends both threads, each having written what it held, even before they reached the merge', async () => {
    const eventsFile = await logOfGames(['g1', 'g2']);
    const readModelsFile = join(mkdtempSync(join(tmpdir(), 'projector-threads-stop-')), 'read-models.sqlite');
    const log = new SqliteEventStore(eventsFile);
    const head = await log.headPosition();
    await log.close();
    const groups = projectorGroups(allProjections, 2);
    // A merge point past the head is never reached: stop must not wait for it.
    const projector = await ProjectorThreads.start({ eventsFile, readModelsFile }, { groups, mergeAt: head! + 1_000n });
    expect(projector.running).toBe(2);
    await projector.waitFor(head, 20_000);
    await projector.stop();
    expect(projector.running).toBe(0);

    const documents = new SqliteDocumentStore(readModelsFile);
    for (const group of groups) expect(await documents.getCheckpoint(group[0]!)).toBe(head);
    await documents.close();
  });
});

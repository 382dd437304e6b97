import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandHandler, GameClockScheduler } from '@sports/command-service';
import { gameClockStream } from '@sports/contracts';
import { deterministicEventId } from '@sports/event-store';
import {
  DUE_GAMES_COLLECTION,
  LEADERBOARD_ENTRIES_COLLECTION,
  ProjectionRunner,
  SqliteDocumentStore,
  allProjections,
  dueGamesProjection,
  leaderboardEntriesProjection,
  type DocumentStore,
} from '@sports/projections';
import { registerPeopleQueryRoutes } from '@sports/query-service';
import { createApi } from '@sports/service-kit';
import { embeddedFiles } from '../adapters';
import { dueGamesPage, startGameClock } from '../commandApi';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, json } from '@sports/testing/http/fixtures';

/**
 * Time as events: the game clock appends GameEnded and RatingWindowClosed once
 * per game whatever restarts or runs beside it, and the leaderboard read model built from them is
 * the same rebuilt from the log and the same in every query process.
 */
const BEFORE_END = '2026-11-21T12:00:00.000Z';
const AFTER_END = '2026-11-21T15:00:00.000Z'; // the fixture game ends 2026-11-21T14:00Z
const WINDOW_CLOSED = '2027-02-20T00:00:00.000Z'; // 90 days after

const open: TestPlatform[] = [];
afterEach(async () => {
  for (const p of open.splice(0)) await p.close();
});
const start = async (options: Parameters<typeof startTestPlatform>[0] = {}) => {
  const platform = await startTestPlatform(options);
  open.push(platform);
  return platform;
};
/**
 * The same platform on the in-memory stack (docs/adr/0128-fast-test-stack.md), for the cases that
 * neither restart it, nor open its files from a second process, nor race appends through the
 * writer thread: a boot there is a fraction of one on files.
 */
const startInMemory = async (options: Parameters<typeof startTestStack>[0] = {}) => {
  const platform = await startTestStack(options);
  open.push(platform);
  return platform;
};
const close = async (platform: TestPlatform) => {
  open.splice(open.indexOf(platform), 1);
  await platform.close();
};

const tokenOf = async (platform: TestPlatform, userId: string) =>
  (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))).accessToken as string;

/** A Chennai football game tomorrow evening, hosted by h and joined by p1 and p2. */
const playedGame = async (platform: TestPlatform) => {
  const { activityId } = await createGame(platform, await tokenOf(platform, 'gc-h'), {
    location: { name: 'Marina Turf', city: 'Chennai' },
  });
  for (const player of ['gc-p1', 'gc-p2'])
    expect(
      (await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: await tokenOf(platform, player), body: {} })).status,
    ).toBe(200);
  await platform.settle();
  return activityId;
};

const clockEvents = async (platform: TestPlatform, activityId: string) =>
  (await platform.eventStore.readStream(gameClockStream(activityId))).map((e) => e.type);
const board = async (platform: TestPlatform) => {
  await platform.settle();
  return (await json(await platform.request('GET', '/api/vm/leaderboard?listingId=football&region=chennai'))).data.leaders.map(
    (l: { rank: number; user: { id: string }; gamesPlayed: number }) => [l.rank, l.user.id, l.gamesPlayed],
  );
};
const dueFrom = (documents: Pick<DocumentStore, 'find'>) => dueGamesPage(documents, 500);

describe('the game clock scheduler', () => {
  it('keeps its due times across a restart: stopped before it appends, started again, the end is appended once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'game-clock-'));
    const first = await start({ dataDir, now: BEFORE_END });
    const activityId = await playedGame(first);
    expect(await first.gameClock.sweep()).toBe(0); // nothing due yet
    first.setNow(AFTER_END); // the end passes ... and the process stops before its next sweep
    await first.gameClock.stop();
    await close(first);

    const second = await start({ dataDir, now: AFTER_END });
    expect(await clockEvents(second, activityId)).toEqual([]);
    await second.passTime(AFTER_END);
    expect(await clockEvents(second, activityId)).toEqual(['GameEnded']);
    expect(await board(second)).toEqual([
      [1, 'gc-h', 1],
      [1, 'gc-p1', 1],
      [1, 'gc-p2', 1],
    ]);
    await close(second);

    // Started once more: the due game is now waiting for its window, so nothing is appended again.
    const third = await start({ dataDir, now: AFTER_END });
    await third.passTime(AFTER_END);
    expect(await clockEvents(third, activityId)).toEqual(['GameEnded']);
    const [ended] = await third.eventStore.readStream(gameClockStream(activityId));
    expect(ended!.id).toBe(deterministicEventId(`GameEnded:${activityId}`));
  });

  it('appends nothing again after a crash between its append and the read model seeing it', async () => {
    const platform = await startInMemory({ now: BEFORE_END });
    const activityId = await playedGame(platform);
    platform.setNow(AFTER_END);
    const stale = await dueFrom(platform.documents)(Date.parse(AFTER_END), null); // read before the append, as a crashed sweep left it
    await platform.gameClock.sweep();
    // A restarted scheduler (empty caches) with the due list as the read model still showed it.
    const restarted = new GameClockScheduler(
      new CommandHandler(platform.eventStore),
      async () => stale,
      () => new Date(AFTER_END),
    );
    expect(await restarted.sweep()).toBe(1);
    expect(await clockEvents(platform, activityId)).toEqual(['GameEnded']);
  });

  it('two schedulers at once append each time event once; the store refuses a copy of the named event', async () => {
    const platform = await start({ now: BEFORE_END });
    const activityId = await playedGame(platform);
    const errors: unknown[] = [];
    const scheduler = () =>
      new GameClockScheduler(
        new CommandHandler(platform.eventStore),
        dueFrom(platform.documents),
        () => new Date(clockNow),
        (e) => errors.push(e),
      );
    let clockNow = AFTER_END;
    const [a, b] = [scheduler(), scheduler()];
    await Promise.all([a.sweep(), b.sweep(), platform.gameClock.sweep()]);
    await platform.settle();
    expect(await clockEvents(platform, activityId)).toEqual(['GameEnded']);
    clockNow = WINDOW_CLOSED;
    await Promise.all([a.sweep(), b.sweep()]);
    await platform.settle();
    expect(await clockEvents(platform, activityId)).toEqual(['GameEnded', 'RatingWindowClosed']);
    expect(errors).toEqual([]);
    // A writer that skipped the stream's checks altogether still could not add a second GameEnded.
    const [ended] = await platform.eventStore.readStream(gameClockStream(activityId));
    await expect(
      platform.eventStore.appendToStream(
        gameClockStream(activityId),
        [{ id: ended!.id, type: 'GameEnded', data: ended!.data, metadata: ended!.metadata }],
        { expectedRevision: 'any' },
      ),
    ).rejects.toThrow();
    expect(await clockEvents(platform, activityId)).toEqual(['GameEnded', 'RatingWindowClosed']);
    expect(await board(platform)).toEqual([]);
  });

  it('works through every due game in one sweep, page after page (after a long stop many are due)', async () => {
    const platform = await startInMemory({ now: BEFORE_END });
    const ids = [await playedGame(platform), await playedGame(platform), await playedGame(platform)];
    const scheduler = new GameClockScheduler(
      new CommandHandler(platform.eventStore),
      dueGamesPage(platform.documents, 2),
      () => new Date(AFTER_END),
      console.error,
      2,
    );
    expect(await scheduler.sweep()).toBe(3);
    for (const id of ids) expect(await clockEvents(platform, id)).toEqual(['GameEnded']);
  });

  it('runs in the command service alone on the same terms (startGameClock)', async () => {
    const platform = await startInMemory({ now: BEFORE_END });
    const activityId = await playedGame(platform);
    const standalone = startGameClock(new CommandHandler(platform.eventStore), platform.documents, () => new Date(AFTER_END), null);
    expect(await standalone.sweep()).toBe(1);
    expect(await clockEvents(platform, activityId)).toEqual(['GameEnded']);
  });
});

describe('the leaderboard read model', () => {
  const allDocs = async (store: DocumentStore, collection: string) =>
    store.find(collection, { sort: [['id', 1]] as never, limit: 100_000 });

  it('rebuilt from the log equals the live documents', async () => {
    const platform = await startInMemory({ now: BEFORE_END });
    await playedGame(platform);
    await playedGame(platform);
    const third = await playedGame(platform);
    expect((await platform.request('PUT', `/api/vm/activities/${third}/leave`, { token: await tokenOf(platform, 'gc-p2') })).status).toBe(
      200,
    );
    await platform.passTime(AFTER_END);
    expect(await board(platform)).toEqual([
      [1, 'gc-h', 3],
      [1, 'gc-p1', 3],
      [3, 'gc-p2', 2],
    ]);
    const rebuilt = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'board-rebuild-')), 'r.sqlite'));
    const runner = new ProjectionRunner(platform.eventStore, rebuilt, [dueGamesProjection, leaderboardEntriesProjection] as never);
    await runner.start();
    await runner.waitFor(await platform.eventStore.headPosition());
    await runner.stop();
    for (const collection of [LEADERBOARD_ENTRIES_COLLECTION, DUE_GAMES_COLLECTION]) {
      const live = await allDocs(platform.documents, collection);
      expect(live.length).toBeGreaterThan(0);
      expect(await allDocs(rebuilt, collection)).toEqual(live);
    }
    await rebuilt.close();
  });

  it('two query processes on one store answer the same, whatever their clocks say', async () => {
    const platform = await start({ now: BEFORE_END });
    await playedGame(platform);
    await platform.passTime(AFTER_END);
    // A second query service: its own connection to the read-model file, its own routes, a clock far behind.
    const documents = new SqliteDocumentStore(embeddedFiles(platform.config).readModelsFile);
    for (const projection of allProjections) await documents.ensureCollection(projection.collection); // as the query service does at start
    const api = createApi({ tokens: platform.tokens, clock: () => new Date(BEFORE_END) });
    registerPeopleQueryRoutes(api, documents);
    await platform.settle();
    for (const sort of ['gamesPlayed', 'skill', 'reputation']) {
      const path = `/api/vm/leaderboard?listingId=football&region=Chennai&sort=${sort}`;
      const [here, there] = await Promise.all(
        [platform.request('GET', path), api.app.request(path)].map(async (r) => (await json(await r)).data),
      );
      expect(there.leaders).toEqual(here.leaders);
      expect(here.leaders).toHaveLength(3);
    }
    await documents.close();
  });

  it('a game ending after a board was read moves the skill and reputation orders at once, in every query process', async () => {
    const platform = await start({ now: BEFORE_END });
    await playedGame(platform);
    // The same three meet again the next evening (12:30–14:00Z).
    const { activityId: again } = await createGame(platform, await tokenOf(platform, 'gc-h'), {
      location: { name: 'Marina Turf', city: 'Chennai' },
      date: '2026-11-22',
      duration: [{ from: '2026-11-22T18:00:00+05:30', to: '2026-11-22T19:30:00+05:30' }],
    });
    for (const player of ['gc-p1', 'gc-p2'])
      expect(
        (await platform.request('PUT', `/api/vm/activities/${again}/join`, { token: await tokenOf(platform, player), body: {} })).status,
      ).toBe(200);
    await platform.passTime(AFTER_END);
    // A second query process whose clock never moves: only the read models can tell it the board changed.
    const documents = new SqliteDocumentStore(embeddedFiles(platform.config).readModelsFile);
    for (const projection of allProjections) await documents.ensureCollection(projection.collection);
    const api = createApi({ tokens: platform.tokens, clock: () => new Date(BEFORE_END) });
    registerPeopleQueryRoutes(api, documents);
    const gamesPlayed = async (sort: string) => {
      await platform.settle();
      const path = `/api/vm/leaderboard?listingId=football&region=Chennai&sort=${sort}`;
      const [here, there] = await Promise.all(
        [platform.request('GET', path), api.app.request(path)].map(async (r) => (await json(await r)).data.leaders),
      );
      expect(there).toEqual(here);
      return (here as Array<{ user: { id: string }; gamesPlayed: number }>).map((l) => [l.user.id, l.gamesPlayed]).sort();
    };
    for (const sort of ['skill', 'reputation'])
      expect(await gamesPlayed(sort)).toEqual([
        ['gc-h', 1],
        ['gc-p1', 1],
        ['gc-p2', 1],
      ]);
    await platform.passTime('2026-11-22T15:00:00.000Z'); // the second game ends: its GameEnded is appended and projected
    for (const sort of ['skill', 'reputation'])
      expect(await gamesPlayed(sort)).toEqual([
        ['gc-h', 2],
        ['gc-p1', 2],
        ['gc-p2', 2],
      ]);
    await documents.close();
  });
});

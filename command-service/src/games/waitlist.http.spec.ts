import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandHandler, WaitlistSweeper } from '@sports/command-service';
import { streams } from '@sports/contracts';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * Over HTTP: the waitlist of a full game, the offer of a freed place, its
 * reservation, the sweeper that lapses it (once, however many sweep), and a race for the place.
 * The platform's clock stands at 2026-11-20T10:00Z; the game starts 2026-11-21T12:30Z.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const put = (path: string, token: string, body?: unknown) =>
  platform.request('PUT', path, { token, ...(body === undefined ? {} : { body }) });
const detail = async (activityId: string, token?: string) =>
  (await json(await platform.request('GET', `/api/vm/activities/${activityId}`, token ? { token } : {}))).data;
const eventsOf = async (activityId: string, type: string) =>
  (await platform.eventStore.readStream(streams.game(activityId))).filter((e) => e.type === type);

/** A game of `max` places filled by the host and players p1..p(max-1); then `waiting` players queue. */
const fullGame = async (name: string, max: number, waiting: number) => {
  const host = await platform.tokenFor(`${name}-host`);
  const { activityId } = await createGame(platform, host, { maxParticipants: max });
  const players = await Promise.all(Array.from({ length: max - 1 }, (_, i) => platform.tokenFor(`${name}-p${i + 1}`)));
  for (const token of players) expect((await put(`/api/vm/activities/${activityId}/join`, token, {})).status).toBe(200);
  const waiters = await Promise.all(Array.from({ length: waiting }, (_, i) => platform.tokenFor(`${name}-w${i + 1}`)));
  for (const token of waiters) expect((await put(`/api/vm/activities/${activityId}/waitlist`, token)).status).toBe(200);
  return { activityId, host, players, waiters };
};

describe('the waitlist of a full game', () => {
  it('queues players in order, offers a freed place to the first for 30 minutes, and holds it for them', async () => {
    const { activityId, host, players, waiters } = await fullGame('flow', 3, 2);
    const outsider = await platform.tokenFor('flow-outsider');

    const third = await json(await put(`/api/vm/activities/${activityId}/waitlist`, outsider));
    expect(third).toEqual({ message: 'success', data: { activityId, position: 3 } });
    expect((await platform.request('DELETE', `/api/vm/activities/${activityId}/waitlist`, { token: outsider })).status).toBe(200);

    expect((await put(`/api/vm/activities/${activityId}/leave`, players[0]!)).status).toBe(200);
    await platform.settle();

    expect((await detail(activityId, waiters[0])).waitlist).toEqual({
      count: 2,
      position: 1,
      offer: { expiresAt: '2026-11-20T10:30:00.000Z' },
    });
    expect((await detail(activityId, waiters[1])).waitlist).toEqual({ count: 2, position: 2, offer: null });
    expect((await detail(activityId)).waitlist).toEqual({ count: 2, position: null, offer: null });
    const queue = (await detail(activityId, host)).waitlist.queue;
    expect(
      queue.map((e: { name: string; position: number; offerExpiresAt: string | null }) => [e.position, e.name, e.offerExpiresAt]),
    ).toEqual([
      [1, 'User flow-w1', '2026-11-20T10:30:00.000Z'],
      [2, 'User flow-w2', null],
    ]);

    await expectProblem(await put(`/api/vm/activities/${activityId}/join`, outsider, {}), 409, 'PLACE_RESERVED');
    await expectProblem(await put(`/api/vm/activities/${activityId}/waitlist/accept`, waiters[1]!), 409, 'NO_WAITLIST_OFFER');

    expect(await json(await put(`/api/vm/activities/${activityId}/waitlist/accept`, waiters[0]!))).toEqual({
      message: 'success',
      data: { activityId, status: 'joined' },
    });
    await platform.settle();
    const game = await detail(activityId, waiters[1]);
    expect(game).toMatchObject({ totalParticipantCount: 3, isFull: true });
    expect(game.participants).toContain('flow-w1');
    expect(game.waitlist).toEqual({ count: 1, position: 1, offer: null });
  });

  it("marks the viewer's cards 'waitlisted' in the list", async () => {
    // Viewer flags are for registered users (a user document): the development token route registers one.
    await platform.request('POST', '/api/dev/token', { body: { userId: 'card-w1' } });
    const { activityId, waiters } = await fullGame('card', 2, 1);
    expect((await put(`/api/vm/activities/${activityId}/save`, waiters[0]!, { isSaved: true })).status).toBe(200);
    await platform.settle();
    const list = await json(await platform.request('GET', '/api/vm/activities/all/0/50', { token: waiters[0] }));
    expect(list.data.activities.find((g: { activityId: string }) => g.activityId === activityId)).toMatchObject({
      viewerStatus: 'waitlisted',
      isSaved: true,
    });
    expect((await detail(activityId, waiters[0])).viewerStatus).toBe('waitlisted');
  });

  it('a line longer than a page: the host reads its first 50 by place, the last in line their place, the game only the count', async () => {
    const { activityId, host, waiters } = await fullGame('long', 2, 55);
    await platform.settle();
    const game = await detail(activityId, waiters[54]);
    expect(game.waitlist).toEqual({ count: 55, position: 55, offer: null });
    expect(game.waitlistCount).toBe(55);
    expect(game).not.toHaveProperty('waitlistIds');
    const hosting = (await detail(activityId, host)).waitlist;
    expect(hosting.count).toBe(55);
    expect(hosting.queue.map((e: { position: number; userId: string }) => [e.position, e.userId])).toEqual(
      Array.from({ length: 50 }, (_, i) => [i + 1, `long-w${i + 1}`]),
    );
    expect(hosting.queueNextUrl).toBe(`/api/vm/activities/${activityId}/waitlist?page=1&size=50`);
    // GET the waitlist pages the whole line, in order, for the host.
    const seen: Array<[number, string]> = [];
    let url: string | null = `/api/vm/activities/${activityId}/waitlist?size=20`;
    while (url) {
      const page = (await json(await platform.request('GET', url, { token: host }))).data as {
        count: number;
        queue: Array<{ position: number; userId: string }>;
        nextUrl: string | null;
      };
      expect(page.count).toBe(55);
      seen.push(...page.queue.map((e): [number, string] => [e.position, e.userId]));
      url = page.nextUrl;
    }
    expect(seen).toEqual(Array.from({ length: 55 }, (_, i) => [i + 1, `long-w${i + 1}`]));
    await expectProblem(await platform.request('GET', `/api/vm/activities/${activityId}/waitlist`, { token: waiters[0] }), 403, 'NOT_HOST');
    await expectProblem(
      await platform.request('GET', `/api/vm/activities/${activityId}/waitlist?size=501`, { token: host }),
      400,
      'VALIDATION_FAILED',
      'query.size',
    );
    // Someone ahead leaves: the places behind them move up.
    expect((await platform.request('DELETE', `/api/vm/activities/${activityId}/waitlist`, { token: waiters[0] })).status).toBe(200);
    await platform.settle();
    expect((await detail(activityId, waiters[54])).waitlist).toEqual({ count: 54, position: 54, offer: null });
  }, 60_000);

  it('declining passes the place down the line', async () => {
    const { activityId, players, waiters } = await fullGame('decline', 2, 2);
    await put(`/api/vm/activities/${activityId}/leave`, players[0]!);
    expect((await put(`/api/vm/activities/${activityId}/waitlist/decline`, waiters[0]!)).status).toBe(200);
    expect((await eventsOf(activityId, 'WaitlistPlaceOffered')).map((e) => (e.data as { userId: string }).userId)).toEqual([
      'decline-w1',
      'decline-w2',
    ]);
    await platform.settle();
    expect((await detail(activityId, waiters[0])).waitlist.position).toBeNull();
  });
});

describe('bad input and refusals: a problem document, nothing appended', () => {
  it('answers each with its stable code', async () => {
    const { activityId, players } = await fullGame('refuse', 2, 0);
    const host = await platform.tokenFor('refuse-host');
    const open = await createGame(platform, host, { maxParticipants: 6 });
    const someone = await platform.tokenFor('refuse-someone');
    const before = await platform.eventCount();
    await expectProblem(await put(`/api/vm/activities/${open.activityId}/waitlist`, someone), 409, 'GAME_NOT_FULL');
    await expectProblem(await put(`/api/vm/activities/${activityId}/waitlist`, players[0]!), 409, 'ALREADY_PARTICIPANT');
    await expectProblem(
      await platform.request('DELETE', `/api/vm/activities/${activityId}/waitlist`, { token: someone }),
      409,
      'NOT_WAITLISTED',
    );
    await expectProblem(await put(`/api/vm/activities/${activityId}/waitlist/decline`, someone), 409, 'NO_WAITLIST_OFFER');
    await expectProblem(await put('/api/vm/activities/no-such-game/waitlist', someone), 404, 'GAME_NOT_FOUND');
    await expectProblem(await put('/api/vm/activities/bad%20id!/waitlist', someone), 400, 'VALIDATION_FAILED', 'params.activityId');
    await expectProblem(
      await put(`/api/vm/activities/${activityId}/waitlist/accept`, someone, { formAnswers: 'yes' }),
      400,
      'VALIDATION_FAILED',
      'formAnswers',
    );
    await expectProblem(await put(`/api/vm/activities/${activityId}/waitlist/accept`, someone, { extra: 1 }), 400, 'VALIDATION_FAILED');
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/waitlist`)).status).toBe(401);
    expect(await platform.eventCount()).toBe(before);
  });

  it('closes the line of a game that is over', async () => {
    const { activityId } = await fullGame('over', 2, 0);
    const late = await platform.tokenFor('over-late');
    platform.setNow('2026-11-22T00:00:00.000Z');
    try {
      await expectProblem(await put(`/api/vm/activities/${activityId}/waitlist`, late), 409, 'GAME_OVER');
    } finally {
      platform.setNow('2026-11-20T10:00:00.000Z');
    }
  });
});

describe('the sweeper lapses an unanswered offer', () => {
  it('once, even with a restart, a second sweeper and a late read model; the place passes down the line', async () => {
    const { activityId, players } = await fullGame('lapse', 2, 2);
    await put(`/api/vm/activities/${activityId}/leave`, players[0]!);
    await platform.settle();

    platform.setNow('2026-11-20T10:29:59.000Z');
    await platform.waitlistSweeper.sweep();
    expect(await eventsOf(activityId, 'WaitlistOfferLapsed')).toHaveLength(0);

    platform.setNow('2026-11-20T10:31:00.000Z');
    try {
      // A second process: its own command handler on the same log, and a read model that never moves on.
      const stale = [{ activityId, userId: 'lapse-w1', expiresAt: '2026-11-20T10:30:00.000Z' }];
      const other = new WaitlistSweeper(
        new CommandHandler(platform.eventStore),
        async () => stale,
        () => new Date('2026-11-20T10:31:00.000Z'),
      );
      await Promise.all([platform.waitlistSweeper.sweep(), other.sweep()]);
      await other.sweep();
      await platform.settle();
      await platform.waitlistSweeper.sweep();

      expect((await eventsOf(activityId, 'WaitlistOfferLapsed')).map((e) => e.data)).toEqual([
        { activityId, userId: 'lapse-w1', expiresAt: '2026-11-20T10:30:00.000Z' },
      ]);
      expect((await eventsOf(activityId, 'WaitlistPlaceOffered')).map((e) => e.data)).toEqual([
        { activityId, userId: 'lapse-w1', expiresAt: '2026-11-20T10:30:00.000Z' },
        { activityId, userId: 'lapse-w2', expiresAt: '2026-11-20T11:01:00.000Z' },
      ]);
      const w1 = await platform.tokenFor('lapse-w1');
      await expectProblem(await put(`/api/vm/activities/${activityId}/waitlist/accept`, w1), 409, 'NO_WAITLIST_OFFER');
    } finally {
      platform.setNow('2026-11-20T10:00:00.000Z');
    }
  });
});

describe('a restart', () => {
  it('finds the due offer in the durable read model, and a second restart appends no lapse twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waitlist-restart-'));
    const before = await startTestPlatform({ dataDir });
    const host = await before.tokenFor('restart-host');
    const { activityId } = await createGame(before, host, { maxParticipants: 2 });
    const [p1, w1, w2] = await Promise.all(['restart-p1', 'restart-w1', 'restart-w2'].map((id) => before.tokenFor(id)));
    await before.request('PUT', `/api/vm/activities/${activityId}/join`, { token: p1, body: {} });
    for (const token of [w1, w2]) await before.request('PUT', `/api/vm/activities/${activityId}/waitlist`, { token });
    await before.request('PUT', `/api/vm/activities/${activityId}/leave`, { token: p1 });
    await before.settle();
    await before.close(); // down before the offer runs out

    const lapses = async (platform: TestPlatform) =>
      (await platform.eventStore.readStream(streams.game(activityId)))
        .filter((e) => e.type === 'WaitlistOfferLapsed')
        .map((e) => (e.data as { userId: string }).userId);
    for (const now of ['2026-11-20T10:31:00.000Z', '2026-11-20T10:32:00.000Z']) {
      const restarted = await startTestPlatform({ dataDir, now });
      try {
        await restarted.waitlistSweeper.sweep();
        expect(await lapses(restarted)).toEqual(['restart-w1']);
        await restarted.settle();
        const w2View = (
          await json(await restarted.request('GET', `/api/vm/activities/${activityId}`, { token: await restarted.tokenFor('restart-w2') }))
        ).data.waitlist;
        expect(w2View).toMatchObject({ position: 1, offer: { expiresAt: '2026-11-20T11:01:00.000Z' } });
      } finally {
        await restarted.close();
      }
    }
  });
});

describe('50 players racing for one freed place', () => {
  it('end with exactly one in it: the offered player; the rest get a clear 409 and the game never exceeds its places', async () => {
    const { activityId, players, waiters } = await fullGame('race', 4, 25);
    const outsiders = await Promise.all(Array.from({ length: 25 }, (_, i) => platform.tokenFor(`race-out${i + 1}`)));
    expect((await put(`/api/vm/activities/${activityId}/leave`, players[0]!)).status).toBe(200);

    const responses = await Promise.all([
      ...waiters.map((token) => put(`/api/vm/activities/${activityId}/waitlist/accept`, token)),
      ...outsiders.map((token) => put(`/api/vm/activities/${activityId}/join`, token, {})),
    ]);
    const bodies = await Promise.all(responses.map((r) => json(r)));
    const won = responses.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(won).toEqual([0]);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(49);
    // Before the offered player's accept: PLACE_RESERVED for outsiders; after it: GAME_FULL. Never a conflict or a 500.
    const codes = new Set(bodies.filter((b) => b.code).map((b) => b.code));
    expect([...codes].every((c) => ['NO_WAITLIST_OFFER', 'PLACE_RESERVED', 'GAME_FULL'].includes(c))).toBe(true);
    expect(codes.has('NO_WAITLIST_OFFER')).toBe(true);

    const joins = (await platform.eventStore.readStream(streams.game(activityId))).reduce(
      (count, e) => count + (e.type === 'PlayerJoinedGame' ? 1 : e.type === 'ParticipantLeft' ? -1 : 0),
      0,
    );
    expect(joins).toBe(4);
    await platform.settle();
    expect(await detail(activityId)).toMatchObject({ totalParticipantCount: 4, isFull: true });
  });

  it('without a line, 50 joins for the place freed: exactly one, the rest GAME_FULL', async () => {
    const { activityId, players } = await fullGame('open-race', 4, 0);
    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => platform.tokenFor(`open-race-${i}`)));
    await put(`/api/vm/activities/${activityId}/leave`, players[0]!);
    const responses = await Promise.all(racers.map((token) => put(`/api/vm/activities/${activityId}/join`, token, {})));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    const codes = await Promise.all(responses.filter((r) => r.status !== 200).map(async (r) => [r.status, (await json(r)).code]));
    expect(new Set(codes.map((c) => c.join(' ')))).toEqual(new Set(['409 GAME_FULL']));
  });
});

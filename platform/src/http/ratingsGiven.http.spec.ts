import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingGameFactsProjection, ratingsGivenListProjection, type Projection } from '@sports/projections';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { rebuildReadModel } from '@sports/tools/rebuild';
import { expectProblem, gameBody, json } from '@sports/testing/http/fixtures';
import { AFTER, DURING, castOf, during, getSettled, on, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * "Ratings you gave" (docs/ratings.md): GET /api/vm/users/me/ratings-given lists the ratings the
 * caller gave on the three screens of spec section 2 (Rate host, Rate player, Rate game), each as
 * the record of section 3 stands after the caller's revisions.
 */
let platform: TestPlatform;
let cast: Cast;
let activityId: string;

const PATH = '/api/vm/users/me/ratings-given';
const given = async (who: string, query = '') => {
  const response = await getSettled(platform, `${PATH}${query}`, cast[who]!.token);
  expect(response.status).toBe(200);
  return (await json(response)).data as { ratings: Array<Record<string, any>>; nextUrl: string | null };
};
const quietBar = () => ({ write: () => undefined, isTTY: false });

beforeAll(async () => {
  platform = await startTestStack();
  cast = await castOf(platform, 'rg', ['host', 'cohost', 'priya', 'arjun', 'stranger']);
  activityId = await ratedGame(platform, cast, ['priya', 'arjun']);
  // The host assesses Arjun while the game is on (Run the game), then Priya rates the host, Arjun and the game after it, a minute apart.
  platform.setNow(DURING);
  expect(
    (
      await rate(platform, activityId, 'participant', cast.host!.token, {
        ratingFor: cast.arjun!.userId,
        isParticipated: true,
        ratedLevel: 2,
        isPunctual: true,
        isTeamPlayer: true,
      })
    ).status,
  ).toBe(200);
  platform.setNow('2026-11-22T10:00:00.000Z');
  expect(
    (await rate(platform, activityId, 'host', cast.priya!.token, { ratingFor: cast.host!.userId, stars: 5, description: 'Well run' }))
      .status,
  ).toBe(200);
  platform.setNow('2026-11-22T10:01:00.000Z');
  expect((await rate(platform, activityId, 'participant', cast.priya!.token, { ratingFor: cast.arjun!.userId, stars: 4 })).status).toBe(
    200,
  );
  platform.setNow('2026-11-22T10:02:00.000Z');
  expect(
    (
      await rate(platform, activityId, 'game', cast.priya!.token, {
        isGameHappened: true,
        dispute: 'Others',
        description: 'Started 30 minutes late',
      })
    ).status,
  ).toBe(200);
  platform.setNow(AFTER);
});
afterAll(() => platform.close());

describe('GET /api/vm/users/me/ratings-given', () => {
  it('lists a host, a player and a game rating, newest first, with the game, the rated person, the stars, and the dispute raised', async () => {
    const { ratings, nextUrl } = await given('priya');
    expect(nextUrl).toBeNull();
    expect(ratings.map((r) => r.kind)).toEqual(['game', 'player', 'host']);
    const game = {
      activityId,
      name: 'Friday Night Football',
      date: '2026-11-21',
      listingId: 'football',
      listingName: 'Football',
      deleted: false,
    };
    expect(ratings[0]).toEqual({
      id: expect.any(String),
      kind: 'game',
      ratedAt: '2026-11-22T10:02:00.000Z',
      revisions: 0,
      game,
      rated: null,
      stars: null,
      level: null,
      assessment: null,
      description: 'Started 30 minutes late',
      isGameHappened: true,
      dispute: 'Others',
    });
    expect(ratings[1]).toMatchObject({
      kind: 'player',
      game,
      rated: { userId: cast.arjun!.userId, name: 'Arjun rg' },
      stars: 4,
      level: null,
      assessment: null,
      isGameHappened: null,
      dispute: null,
    });
    expect(ratings[2]).toMatchObject({
      kind: 'host',
      ratedAt: '2026-11-22T10:00:00.000Z',
      rated: { userId: cast.host!.userId, name: 'Host rg' },
      stars: 5,
      description: 'Well run',
    });
  });

  it("a host's assessment: the level in words and the flags as given; a revision changes them, not the rating's place", async () => {
    const [first] = (await given('host')).ratings;
    expect(first).toMatchObject({
      kind: 'player',
      ratedAt: DURING,
      revisions: 0,
      rated: { userId: cast.arjun!.userId, name: 'Arjun rg' },
      level: { level: 2, label: 'INT', name: 'Intermediate' },
      assessment: { isParticipated: true, isPunctual: true, isTeamPlayer: true, isOnTimePayment: false },
    });
    platform.setNow('2026-11-21T13:10:00.000Z');
    const revised = await platform.request('PUT', `/api/vm/activities/${activityId}/ratings/participant/revision`, {
      token: cast.host!.token,
      body: { ratingFor: cast.arjun!.userId, isParticipated: true, isPunctual: false, isTeamPlayer: true, isOnTimePayment: true },
    });
    expect(revised.status).toBe(200);
    platform.setNow(AFTER);
    const after = (await given('host')).ratings;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      ratedAt: DURING,
      revisions: 1,
      level: { level: 2 },
      assessment: { isParticipated: true, isPunctual: false, isTeamPlayer: true, isOnTimePayment: true },
    });
  });

  it("never shows another user's ratings: each caller sees only their own", async () => {
    expect((await given('arjun')).ratings).toEqual([]);
    expect((await given('stranger')).ratings).toEqual([]);
    expect((await given('host')).ratings.every((r) => r.rated?.userId === cast.arjun!.userId)).toBe(true);
    // The path has no user in it: there is no one else's list to ask for, and no query to name one.
    await expectProblem(
      await platform.request('GET', `${PATH}?userId=${cast.priya!.userId}`, { token: cast.stranger!.token }),
      400,
      'VALIDATION_FAILED',
      'query.userId',
    );
  });

  it('is for signed-in players only: 401 without a token', async () => {
    expect((await platform.request('GET', PATH)).status).toBe(401);
  });

  it('names the rated person by their current name (a player renamed after the rating)', async () => {
    expect(
      (await platform.request('PUT', '/api/user/basic', { token: cast.arjun!.token, body: { firstName: 'Arjunan', lastName: 'rg' } }))
        .status,
    ).toBe(200);
    const ratings = (await given('priya')).ratings;
    expect(ratings.find((r) => r.kind === 'player')!.rated).toEqual({ userId: cast.arjun!.userId, name: 'Arjunan rg' });
  });

  it('pages with page and size, following nextUrl to the end; a size past the cap is refused', async () => {
    const first = await given('priya', '?page=0&size=2');
    expect(first.ratings.map((r) => r.kind)).toEqual(['game', 'player']);
    expect(first.nextUrl).toBe(`${PATH}?page=1&size=2`);
    const second = await given('priya', first.nextUrl!.slice(PATH.length));
    expect(second).toEqual({ ratings: [expect.objectContaining({ kind: 'host' })], nextUrl: null });
    expect((await given('priya', '?page=5&size=2')).ratings).toEqual([]);
    await expectProblem(
      await platform.request('GET', `${PATH}?size=51`, { token: cast.priya!.token }),
      400,
      'VALIDATION_FAILED',
      'query.size',
    );
  });

  it('refuses malformed paging and unknown keys, each naming its field', async () => {
    const cases: Array<[string, string]> = [
      ['size=0', 'query.size'],
      ['size=-1', 'query.size'],
      ['size=', 'query.size'],
      ['size=abc', 'query.size'],
      ['size=1e9', 'query.size'],
      ['size=999999999999999999999', 'query.size'],
      ['size=%E0%A5%A7', 'query.size'], // a Devanagari one
      ['size=1&size=2', 'query.size'],
      ['page=-1', 'query.page'],
      ['page=1.5', 'query.page'],
      ['page=100001', 'query.page'],
      ['sort=ratedAt', 'query.sort'],
    ];
    for (const [query, field] of cases)
      await expectProblem(await platform.request('GET', `${PATH}?${query}`, { token: cast.priya!.token }), 400, 'VALIDATION_FAILED', field);
  });

  it('a game renamed after the rating shows its new name; once deleted, the rating stays with the name it had, marked deleted', async () => {
    const day = '2026-11-24';
    const details = {
      maxParticipants: 20,
      enableGameSkill: true,
      location: { name: 'Marina Turf', city: 'Chennai', lat: 13, lon: 80.27 },
      name: 'Tuesday Kickabout',
      ...on(day),
    };
    const tuesday = await ratedGame(platform, cast, ['arjun'], { overrides: details });
    platform.setNow(during(day));
    expect(
      (await rate(platform, tuesday, 'participant', cast.host!.token, { ratingFor: cast.arjun!.userId, isParticipated: false })).status,
    ).toBe(200);
    // While the game is on, its host may still rename it (spec section 4: a game is edited until it is over) ...
    expect(
      (
        await platform.request('PUT', `/api/vm/activities/${tuesday}`, {
          token: cast.host!.token,
          body: gameBody({ ...details, name: 'Tuesday Floodlit Five' }),
        })
      ).status,
    ).toBe(200);
    const renamed = (await given('host')).ratings[0]!;
    expect(renamed).toMatchObject({
      kind: 'player',
      game: { activityId: tuesday, name: 'Tuesday Floodlit Five', date: day, deleted: false },
      assessment: { isParticipated: false },
    });
    // ... and delete it: what the host gave stays in the log, so it stays in their list, the game named as it was last.
    expect((await platform.request('DELETE', `/api/vm/activities/${tuesday}`, { token: cast.host!.token })).status).toBe(200);
    const ratings = (await given('host')).ratings;
    expect(ratings).toHaveLength(2);
    expect(ratings[0]).toMatchObject({
      game: { activityId: tuesday, name: 'Tuesday Floodlit Five', date: day, listingName: 'Football', deleted: true },
      rated: { userId: cast.arjun!.userId },
    });
    expect((await platform.request('GET', `/api/vm/activities/${tuesday}`, { token: cast.host!.token })).status).toBe(404);
    platform.setNow(AFTER);
  });

  it('is replayable: rebuilt from the log, both read models answer the same lists', async () => {
    const before = { priya: await given('priya'), host: await given('host') };
    for (const projection of [ratingsGivenListProjection, ratingGameFactsProjection]) {
      const result = await rebuildReadModel(platform.eventStore, platform.documents, projection as unknown as Projection, {
        progress: quietBar(),
      });
      expect(result.documents).toBeGreaterThan(0);
    }
    expect({ priya: await given('priya'), host: await given('host') }).toEqual(before);
  });
});

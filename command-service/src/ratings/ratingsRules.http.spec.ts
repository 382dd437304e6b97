import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { gameBody, json } from '@sports/testing/http/fixtures';
import { AFTER, CREATED, DURING, castOf, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * Every rating rule of spec sections 5 and 6 as the API answers it: the status, the stable code,
 * the field, a problem document, and nothing appended. The decider specs hold the rules
 * themselves (command-service/src/ratings/*.spec.ts).
 */
let platform: TestPlatform;
let cast: Cast;
let game: string;
let noSkill: string;

beforeAll(async () => {
  platform = await startTestStack();
  cast = await castOf(platform, 'rr', ['host', 'cohost', 'priya', 'arjun', 'stranger']);
  game = await ratedGame(platform, cast, ['priya', 'arjun']);
  noSkill = await ratedGame(platform, cast, ['priya', 'arjun'], { overrides: { enableGameSkill: false } });
});
afterAll(() => platform.close());

const refused = async (at: string, response: () => Promise<Response>, status: number, code: string, field?: string) => {
  platform.setNow(at);
  const before = await platform.eventCount();
  const r = await response();
  const body = await json(r);
  expect([r.status, body.code, body.field]).toEqual([status, code, field]);
  expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
  expect(await platform.eventCount()).toBe(before);
};
const player =
  (who: string, body: Record<string, unknown>, activityId = game) =>
  () =>
    rate(platform, activityId, 'participant', cast[who]!.token, body);

describe('rating rules through the API (spec sections 5 and 6)', () => {
  it('ratings open when the game starts', () =>
    refused(CREATED, player('priya', { ratingFor: cast.arjun!.userId, stars: 4 }), 409, 'GAME_NOT_STARTED'));

  it('only participants rate', () =>
    refused(AFTER, player('stranger', { ratingFor: cast.arjun!.userId, stars: 4 }), 403, 'RATER_NOT_PARTICIPANT'));

  it('nobody rates themself', () =>
    refused(AFTER, player('priya', { ratingFor: cast.priya!.userId, stars: 4 }), 422, 'CANNOT_RATE_SELF', 'ratingFor'));

  it('only participants are rated', () =>
    refused(AFTER, player('priya', { ratingFor: cast.stranger!.userId, stars: 4 }), 422, 'RATED_NOT_IN_GAME', 'ratingFor'));

  it('a host or co-host cannot rate hosts', () =>
    refused(
      AFTER,
      () => rate(platform, game, 'host', cast.cohost!.token, { ratingFor: cast.host!.userId, stars: 5 }),
      403,
      'HOSTS_CANNOT_RATE_HOSTS',
    ));

  it('only a host or co-host marks attendance, rates skill or sets a flag', async () => {
    await refused(DURING, player('priya', { ratingFor: cast.arjun!.userId, isParticipated: false }), 403, 'NOT_HOST', 'isParticipated');
    await refused(DURING, player('priya', { ratingFor: cast.arjun!.userId, ratedLevel: 2 }), 403, 'NOT_HOST', 'ratedLevel');
    await refused(
      DURING,
      player('priya', { ratingFor: cast.arjun!.userId, stars: 3, isOnTimePayment: true }),
      403,
      'NOT_HOST',
      'isOnTimePayment',
    );
  });

  it('...and only while the game is not over', () =>
    refused(AFTER, player('host', { ratingFor: cast.arjun!.userId, ratedLevel: 2 }), 409, 'GAME_OVER', 'ratedLevel'));

  it('skill only where the game allows it, and only for a player who showed up', async () => {
    await refused(
      DURING,
      player('host', { ratingFor: cast.arjun!.userId, ratedLevel: 2 }, noSkill),
      422,
      'SKILL_RATING_NOT_ALLOWED',
      'ratedLevel',
    );
    await refused(
      DURING,
      player('host', { ratingFor: cast.arjun!.userId, ratedLevel: 2, isParticipated: false }),
      422,
      'MARKED_ABSENT',
      'ratedLevel',
    );
  });

  it('a rating with nothing in it is refused', async () => {
    await refused(AFTER, player('priya', { ratingFor: cast.arjun!.userId }), 422, 'RATING_EMPTY', 'stars');
    await refused(
      AFTER,
      () => rate(platform, game, 'host', cast.priya!.token, { ratingFor: cast.host!.userId }),
      422,
      'RATING_EMPTY',
      'stars',
    );
  });

  it('once per rater and person per game: the second is 409, the first stands', async () => {
    platform.setNow(DURING);
    expect((await player('host', { ratingFor: cast.arjun!.userId, ratedLevel: 2, isPunctual: true })()).status).toBe(200);
    await refused(DURING, player('host', { ratingFor: cast.arjun!.userId, ratedLevel: 3 }), 409, 'ALREADY_RATED', 'ratingFor');
    await platform.settle();
    const explained = (await json(await platform.request('GET', `/api/vm/users/${cast.arjun!.userId}/level/football`))).data;
    expect(explained.ratings.map((r: { level: number }) => r.level)).toEqual([2]);
  });

  it('a game is rated once per rater; ratingFor, when sent, is the game', async () => {
    platform.setNow(AFTER);
    expect((await rate(platform, game, 'game', cast.priya!.token, {})).status).toBe(200);
    await refused(
      AFTER,
      () => rate(platform, game, 'game', cast.priya!.token, { isGameHappened: false }),
      409,
      'ALREADY_RATED',
      'activityId',
    );
    await refused(
      AFTER,
      () => rate(platform, game, 'game', cast.arjun!.token, { ratingFor: noSkill }),
      422,
      'RATED_NOT_IN_GAME',
      'ratingFor',
    );
  });

  it('a private game is not found for outsiders; an unknown game for everyone', async () => {
    platform.setNow(CREATED);
    const { data } = await json(
      await platform.request('PUT', '/api/vm/activities', {
        token: cast.host!.token,
        body: gameBody({ privacy: 'private', maxParticipants: 10 }),
      }),
    );
    await refused(AFTER, () => rate(platform, data.activityId, 'game', cast.stranger!.token, {}), 404, 'GAME_NOT_FOUND', 'activityId');
    await refused(AFTER, () => rate(platform, 'no-such-game', 'game', cast.priya!.token, {}), 404, 'GAME_NOT_FOUND', 'activityId');
  });
});

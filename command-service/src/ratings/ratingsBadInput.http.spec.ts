import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { AFTER, castOf, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/** Malformed rating requests: each a 4xx problem document naming the field, with a stable code, and nothing appended. */
let platform: TestPlatform;
let cast: Cast;
let game: string;

beforeAll(async () => {
  platform = await startTestStack();
  cast = await castOf(platform, 'rb', ['host', 'cohost', 'priya', 'arjun']);
  game = await ratedGame(platform, cast, ['priya', 'arjun']);
  platform.setNow(AFTER);
});
afterAll(() => platform.close());

const expectProblem = async (request: Promise<Response>, status: number, code: string, field: string) => {
  const before = await platform.eventCount();
  const response = await request;
  expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
  const body = await json(response);
  expect([response.status, body.code, body.field]).toEqual([status, code, field]);
  expect(await platform.eventCount()).toBe(before);
};
const put = (path: string, body?: unknown, raw?: string) =>
  platform.request('PUT', path, {
    token: cast.priya!.token,
    ...(raw === undefined ? { body } : { rawBody: raw, headers: { 'content-type': 'application/json' } }),
  });
const get = (path: string) => platform.request('GET', path, { token: cast.priya!.token });
const participant = (body: unknown) => put(`/api/vm/activities/${game}/ratings/participant`, body);
const arjun = () => ({ ratingFor: cast.arjun!.userId });

describe('bad rating submits', () => {
  it.each([
    ['stars below 1', { stars: 0 }, 'stars'],
    ['stars above 5', { stars: 6 }, 'stars'],
    ['half a star', { stars: 4.5 }, 'stars'],
    ['stars as text', { stars: 'five' }, 'stars'],
    ['a level above Pro', { ratedLevel: 4 }, 'ratedLevel'],
    ['a negative level', { ratedLevel: -1 }, 'ratedLevel'],
    ['participation as text', { isParticipated: 'yes' }, 'isParticipated'],
    ['a time that is not ISO', { stars: 3, time: 'yesterday' }, 'time'],
    ['a description of 5,000 characters', { stars: 3, description: 'x'.repeat(5000) }, 'description'],
    ['an acting user in the body', { stars: 3, raterId: 'rb-host' }, 'raterId'],
    ['a game field on a player rating', { stars: 3, dispute: 'Scam' }, 'dispute'],
  ])('%s', (_what, extra, field) => expectProblem(participant({ ...arjun(), ...extra }), 400, 'VALIDATION_FAILED', field));

  it('without ratingFor, or with an id of odd characters', async () => {
    await expectProblem(participant({ stars: 3 }), 400, 'VALIDATION_FAILED', 'ratingFor');
    await expectProblem(participant({ ratingFor: '../etc', stars: 3 }), 400, 'VALIDATION_FAILED', 'ratingFor');
  });

  it('a host rating carries stars and a description only', async () => {
    const host = (extra: object) => put(`/api/vm/activities/${game}/ratings/host`, { ratingFor: cast.host!.userId, stars: 4, ...extra });
    await expectProblem(host({ ratedLevel: 2 }), 400, 'VALIDATION_FAILED', 'ratedLevel');
    await expectProblem(host({ isParticipated: false }), 400, 'VALIDATION_FAILED', 'isParticipated');
    await expectProblem(host({ isPunctual: true }), 400, 'VALIDATION_FAILED', 'isPunctual');
  });

  it('a game rating: happened is yes or no, the dispute one of Scam, Team Player, Others', async () => {
    const rateGame = (body: unknown) => put(`/api/vm/activities/${game}/ratings/game`, body);
    await expectProblem(rateGame({ isGameHappened: 'no' }), 400, 'VALIDATION_FAILED', 'isGameHappened');
    await expectProblem(rateGame({ dispute: 'Fraud' }), 400, 'VALIDATION_FAILED', 'dispute');
    await expectProblem(rateGame({ stars: 5 }), 400, 'VALIDATION_FAILED', 'stars');
  });

  it('malformed JSON and a wrong path id', async () => {
    await expectProblem(put(`/api/vm/activities/${game}/ratings/participant`, undefined, '{"ratingFor": '), 400, 'MALFORMED_JSON', 'body');
    await expectProblem(participant(undefined), 400, 'VALIDATION_FAILED', 'body');
    await expectProblem(
      put('/api/vm/activities/%20bad/ratings/participant', { ...arjun(), stars: 3 }),
      400,
      'VALIDATION_FAILED',
      'params.activityId',
    );
  });
});

describe('bad review-prompt and rating queries', () => {
  const me = () => cast.priya!.userId;

  it('rate and skip take value=true|false and no body', async () => {
    await expectProblem(put(`/api/vm/activities/${game}/participants/${me()}/skip?value=maybe`), 400, 'VALIDATION_FAILED', 'query.value');
    await expectProblem(
      put(`/api/vm/activities/${game}/participants/${me()}/rate?value=true&force=1`),
      400,
      'VALIDATION_FAILED',
      'query.force',
    );
    await expectProblem(
      put(`/api/vm/activities/${game}/participants/${me()}/rate?value=true`, { stars: 5 }),
      400,
      'VALIDATION_FAILED',
      'body',
    );
  });

  it('the review list takes statusList=past and daysBack 1 to 90', async () => {
    const prompts = (query: string) => get(`/api/vm/activities/review/my_activities/${me()}?${query}`);
    await expectProblem(prompts('statusList=upcoming'), 400, 'VALIDATION_FAILED', 'query.statusList');
    await expectProblem(prompts('daysBack=0'), 400, 'VALIDATION_FAILED', 'query.daysBack');
    await expectProblem(prompts('daysBack=1000'), 400, 'VALIDATION_FAILED', 'query.daysBack');
    await expectProblem(prompts('daysBack=ten'), 400, 'VALIDATION_FAILED', 'query.daysBack');
  });

  it('ratedGame, the rated lists, levels, the leaderboard and the dispute queue check their parameters', async () => {
    await expectProblem(get(`/api/vm/activities/ratedGame/${game}/foot%20ball/${me()}`), 400, 'VALIDATION_FAILED', 'params.listingId');
    await expectProblem(get(`/api/vm/activities/ratedPlayers/${game}/${'x'.repeat(80)}`), 400, 'VALIDATION_FAILED', 'params.userId');
    await expectProblem(get(`/api/vm/users/${me()}/level/${'é'}`), 400, 'VALIDATION_FAILED', 'params.listingId');
    await expectProblem(get('/api/vm/leaderboard?listingId=football&region=chennai&sort=best'), 400, 'VALIDATION_FAILED', 'query.sort');
    await expectProblem(get('/api/vm/disputes?limit=0'), 400, 'VALIDATION_FAILED', 'query.limit');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { AFTER, DURING, castOf, getSettled, rate, ratedGame, ratingEventTypes, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * Editing a rating one gave (docs/ratings.md "Editing a rating"): given a
 * rating, when the rater sends a revision, then 200, a ParticipantRatingRevised beside the first
 * event, and the read models use the latest; outside the window or for a rating never given, a
 * problem document and nothing appended.
 */
let platform: TestPlatform;
let cast: Cast;
let game: string;
const END_PLUS_8_DAYS = '2026-11-29T14:00:01.000Z';

const revise = (who: string, body: unknown) =>
  platform.request('PUT', `/api/vm/activities/${game}/ratings/participant/revision`, { token: cast[who]!.token, body });
const ratedPlayers = async (who: string) =>
  (await json(await getSettled(platform, `/api/vm/activities/ratedPlayers/${game}/${cast[who]!.userId}`, cast[who]!.token))).data;

beforeAll(async () => {
  platform = await startTestStack();
  cast = await castOf(platform, 'rv', ['host', 'cohost', 'priya', 'arjun']);
  game = await ratedGame(platform, cast, ['priya', 'arjun']);
});
afterAll(() => platform.close());

describe('editing a rating', () => {
  it('a host revises a level and a flag during the game: the first rating stays, the latest counts', async () => {
    platform.setNow(DURING);
    const arjun = cast.arjun!.userId;
    expect(
      (
        await rate(platform, game, 'participant', cast.host!.token, {
          ratingFor: arjun,
          ratedLevel: 1,
          isParticipated: true,
          isPunctual: true,
        })
      ).status,
    ).toBe(200);
    const r = await revise('host', { ratingFor: arjun, ratedLevel: 3, isParticipated: true, isTeamPlayer: true });
    expect([r.status, (await json(r)).data]).toEqual([200, { activityId: game, ratingFor: arjun, kind: 'participant' }]);
    expect((await ratingEventTypes(platform, game)).filter((t) => t.startsWith('Participant'))).toEqual([
      'ParticipantRated',
      'ParticipantRatingRevised',
    ]);

    const mine = (await ratedPlayers('host')).players.find((p: { id: string }) => p.id === arjun);
    expect(mine).toMatchObject({
      isRated: true,
      given: {
        ratedLevel: 3,
        revisions: 1,
        assessment: { isParticipated: true, isPunctual: false, isTeamPlayer: true, isOnTimePayment: false },
      },
    });

    const level = (await json(await getSettled(platform, `/api/vm/users/${arjun}/level/football`))).data;
    expect(level.ratings.map((x: { level: number; weight: number }) => [x.level, x.weight])).toEqual([
      [1, 0],
      [3, 1],
    ]);
    const { reputation } = (await json(await getSettled(platform, `/api/vm/users/${arjun}/reputation`))).data;
    expect(reputation).toMatchObject({ assessedGames: 1, attendedGames: 1, punctual: 0, teamPlayer: 1 });
  });

  it('a player changes their stars after the game, within the window', async () => {
    platform.setNow(AFTER);
    expect((await rate(platform, game, 'participant', cast.priya!.token, { ratingFor: cast.arjun!.userId, stars: 2 })).status).toBe(200);
    expect((await revise('priya', { ratingFor: cast.arjun!.userId, stars: 5, description: 'Kept us in it' })).status).toBe(200);
    expect((await ratedPlayers('priya')).players.find((p: { id: string }) => p.id === cast.arjun!.userId).given).toEqual({
      stars: 5,
      description: 'Kept us in it',
      revisions: 1,
    });
  });

  const refused = async (at: string, who: string, body: unknown, status: number, code: string, field?: string) => {
    platform.setNow(at);
    const before = await platform.eventCount();
    const r = await revise(who, body);
    const problem = await json(r);
    expect([r.status, problem.code, problem.field]).toEqual([status, code, field]);
    expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await platform.eventCount()).toBe(before);
  };

  it('a rating never given is not found', () =>
    refused(AFTER, 'priya', { ratingFor: cast.cohost!.userId, stars: 3 }, 404, 'RATING_NOT_FOUND', 'ratingFor'));

  it('the window closes 7 days after the game ends', () =>
    refused(END_PLUS_8_DAYS, 'priya', { ratingFor: cast.arjun!.userId, stars: 1 }, 409, 'REVISION_WINDOW_CLOSED', 'ratingFor'));

  it('the host-only parts still close with the game', () =>
    refused(AFTER, 'host', { ratingFor: cast.arjun!.userId, ratedLevel: 2 }, 409, 'GAME_OVER', 'ratedLevel'));

  it('bad input names the field and appends nothing', async () => {
    await refused(AFTER, 'priya', { ratingFor: cast.arjun!.userId, stars: 9 }, 400, 'VALIDATION_FAILED', 'stars');
    await refused(AFTER, 'priya', { stars: 4 }, 400, 'VALIDATION_FAILED', 'ratingFor');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { AFTER, DURING, castOf, getSettled, rate, ratedGame, ratingEventTypes, type Cast } from '@sports/testing/http/ratingsFixtures';

/** The spec's rating and review calls (section 7 "Rating and review") end to end through the HTTP API. */
let platform: TestPlatform;
let cast: Cast;
let activityId: string;

beforeAll(async () => {
  platform = await startTestStack();
  cast = await castOf(platform, 'rv', ['host', 'cohost', 'priya', 'arjun', 'kavya', 'stranger']);
  activityId = await ratedGame(platform, cast, ['priya', 'arjun', 'kavya']);
});
afterAll(() => platform.close());

const prompts = async (who: string, query = 'statusList=past&daysBack=10') =>
  getSettled(platform, `/api/vm/activities/review/my_activities/${cast[who]!.userId}?${query}`, cast[who]!.token);

describe('post-activity review prompt (spec sections 2, 4 and 7)', () => {
  it('lists the past games of the last 10 days the user took part in, as {activityId, activityName}', async () => {
    platform.setNow(DURING);
    expect((await json(await prompts('priya'))).data).toEqual([]); // not over yet
    platform.setNow(AFTER);
    const response = await prompts('priya');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ data: [{ activityId, activityName: 'Friday Night Football' }] });
    expect((await json(await prompts('stranger'))).data).toEqual([]);
  });

  it('stops after daysBack days (10 by default, spec section 9)', async () => {
    platform.setNow('2026-12-02T10:00:00.000Z');
    expect((await json(await prompts('kavya', 'statusList=past'))).data).toEqual([]);
    expect((await json(await prompts('kavya', 'statusList=past&daysBack=30'))).data).toHaveLength(1);
    platform.setNow(AFTER);
  });

  it("'Skip' records skip (PUT …/skip?value=true, no body) and the prompt stops showing the game; value=false brings it back", async () => {
    const skip = (value: string) =>
      platform.request('PUT', `/api/vm/activities/${activityId}/participants/${cast.kavya!.userId}/skip?value=${value}`, {
        token: cast.kavya!.token,
      });
    const response = await skip('true');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      message: 'success',
      data: { activityId, userId: cast.kavya!.userId, action: 'skip', value: true },
    });
    expect((await json(await prompts('kavya'))).data).toEqual([]);
    const events = await platform.eventCount();
    expect((await skip('true')).status).toBe(200); // pressed twice: nothing more recorded
    expect(await platform.eventCount()).toBe(events);
    await skip('false');
    expect((await json(await prompts('kavya'))).data).toHaveLength(1);
  });

  it("'Rate Now' records rate; the prompt no longer shows the game", async () => {
    const response = await platform.request('PUT', `/api/vm/activities/${activityId}/participants/${cast.arjun!.userId}/rate?value=true`, {
      token: cast.arjun!.token,
    });
    expect([response.status, (await json(response)).data.action]).toEqual([200, 'rate']);
    expect((await json(await prompts('arjun'))).data).toEqual([]);
  });

  it('a game the user rated something in is no longer prompted', async () => {
    expect((await rate(platform, activityId, 'host', cast.cohost!.token, { ratingFor: cast.host!.userId, stars: 5 })).status).toBe(403); // hosts cannot rate hosts
    expect((await json(await prompts('cohost'))).data).toHaveLength(1);
    expect((await rate(platform, activityId, 'participant', cast.cohost!.token, { ratingFor: cast.kavya!.userId, stars: 4 })).status).toBe(
      200,
    );
    expect((await json(await prompts('cohost'))).data).toEqual([]);
  });

  it("is the caller's own: another user's prompts and answers are refused", async () => {
    await expectProblem(
      await getSettled(platform, `/api/vm/activities/review/my_activities/${cast.priya!.userId}`, cast.stranger!.token),
      403,
      'FORBIDDEN',
      'userId',
    );
    const before = await platform.eventCount();
    await expectProblem(
      await platform.request('PUT', `/api/vm/activities/${activityId}/participants/${cast.priya!.userId}/skip?value=true`, {
        token: cast.arjun!.token,
      }),
      403,
      'FORBIDDEN',
      'userId',
    );
    await expectProblem(
      await platform.request('PUT', `/api/vm/activities/${activityId}/participants/${cast.stranger!.userId}/skip`, {
        token: cast.stranger!.token,
      }),
      403,
      'RATER_NOT_PARTICIPANT',
    );
    expect(await platform.eventCount()).toBe(before);
  });
});

describe('rating players and hosts (spec sections 2, 3, 5, 6)', () => {
  const players = async (who: string) =>
    (await json(await getSettled(platform, `/api/vm/activities/ratedPlayers/${activityId}/${cast[who]!.userId}`, cast[who]!.token))).data;
  const hosts = async (who: string) =>
    (await json(await getSettled(platform, `/api/vm/activities/ratedHosts/${activityId}/${cast[who]!.userId}`, cast[who]!.token))).data;

  it('the rated-players list: every other registered participant, with the ones already rated marked', async () => {
    const before = await players('priya');
    expect(before).toMatchObject({ activityId, raterId: cast.priya!.userId, mayRateHosts: true, mayAssess: false, mayRateSkill: true });
    expect(before.players.map((p: { id: string; isRated: boolean }) => [p.id, p.isRated])).toEqual([
      [cast.host!.userId, false],
      [cast.cohost!.userId, false],
      [cast.arjun!.userId, false],
      [cast.kavya!.userId, false],
    ]);
    expect(before.players[0]).toMatchObject({ name: 'Host rv', isHost: true, isCoHost: false, status: 'joined' });
    const response = await rate(platform, activityId, 'participant', cast.priya!.token, {
      ratingFor: cast.arjun!.userId,
      stars: 4,
      isParticipated: true,
      time: '2026-11-22T09:59:00.000Z',
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'success', data: { activityId, ratingFor: cast.arjun!.userId, kind: 'participant' } });
    const after = await players('priya');
    expect(after.players.filter((p: { isRated: boolean }) => p.isRated).map((p: { id: string }) => p.id)).toEqual([cast.arjun!.userId]);
  });

  it('a second rating of the same person is refused with 409 and overwrites nothing', async () => {
    const before = await platform.eventCount();
    await expectProblem(
      await rate(platform, activityId, 'participant', cast.priya!.token, { ratingFor: cast.arjun!.userId, stars: 1 }),
      409,
      'ALREADY_RATED',
      'ratingFor',
    );
    expect(await platform.eventCount()).toBe(before);
    const ofArjun = (await platform.eventStore.readStream(`ratings-${activityId}`)).filter(
      (e) => (e.data as { ratedUserId?: string }).ratedUserId === cast.arjun!.userId,
    );
    expect(ofArjun.map((e) => (e.data as { stars: number }).stars)).toEqual([4]);
  });

  it("the rated-hosts list: the creator ('Created by') and the co-hosts; a rated host greys out", async () => {
    const list = await hosts('priya');
    expect(list.hosts).toEqual([
      expect.objectContaining({ id: cast.host!.userId, name: 'Host rv', isCreator: true, isCoHost: false, isRated: false }),
      expect.objectContaining({ id: cast.cohost!.userId, isCreator: false, isCoHost: true, isRated: false }),
    ]);
    expect(
      (
        await rate(platform, activityId, 'host', cast.priya!.token, {
          ratingFor: cast.host!.userId,
          stars: 5,
          description: 'On time, bibs ready',
        })
      ).status,
    ).toBe(200);
    expect((await hosts('priya')).hosts.map((h: { isRated: boolean }) => h.isRated)).toEqual([true, false]);
    expect(await hosts('host')).toMatchObject({ mayRateHosts: false }); // 'Rate host' is hidden for hosts
  });

  it("the lists are the caller's own and need a member of the game", async () => {
    await expectProblem(
      await getSettled(platform, `/api/vm/activities/ratedPlayers/${activityId}/${cast.priya!.userId}`, cast.arjun!.token),
      403,
      'FORBIDDEN',
      'userId',
    );
    await expectProblem(
      await getSettled(platform, `/api/vm/activities/ratedHosts/${activityId}/${cast.stranger!.userId}`, cast.stranger!.token),
      403,
      'RATER_NOT_PARTICIPANT',
    );
    await expectProblem(
      await getSettled(platform, `/api/vm/activities/ratedPlayers/nope/${cast.priya!.userId}`, cast.priya!.token),
      404,
      'GAME_NOT_FOUND',
    );
  });

  it("every rating is an event on the game's ratings stream", async () => {
    expect(await ratingEventTypes(platform, activityId)).toEqual([
      'ReviewPromptAnswered',
      'ReviewPromptAnswered',
      'ReviewPromptAnswered',
      'ParticipantRated',
      'ParticipantRated',
      'HostRated',
    ]);
  });
});

describe('rating the game (spec sections 2, 3 and 4)', () => {
  const ratedGamePath = (who: string, listingId = 'football') =>
    `/api/vm/activities/ratedGame/${activityId}/${listingId}/${cast[who]!.userId}`;

  it('ratedGame is null until the user rates the game, then returns {description, dispute, isGameHappened}', async () => {
    expect(await json(await getSettled(platform, ratedGamePath('kavya'), cast.kavya!.token))).toEqual({ data: null });
    const response = await rate(platform, activityId, 'game', cast.kavya!.token, {
      isGameHappened: true,
      dispute: 'Team Player',
      description: 'Two players walked off',
    });
    expect([response.status, (await json(response)).data.kind]).toEqual([200, 'game']);
    expect(await json(await getSettled(platform, ratedGamePath('kavya'), cast.kavya!.token))).toEqual({
      data: { description: 'Two players walked off', dispute: 'Team Player', isGameHappened: true },
    });
  });

  it("'Did this activity happen ?' defaults to yes, with no dispute", async () => {
    expect((await rate(platform, activityId, 'game', cast.arjun!.token, {})).status).toBe(200);
    expect((await json(await getSettled(platform, ratedGamePath('arjun'), cast.arjun!.token))).data).toEqual({
      description: '',
      dispute: null,
      isGameHappened: true,
    });
  });

  it('ratedGame refuses another listing, and another user', async () => {
    await expectProblem(
      await getSettled(platform, ratedGamePath('kavya', 'cricket'), cast.kavya!.token),
      404,
      'GAME_NOT_FOUND',
      'listingId',
    );
    await expectProblem(await getSettled(platform, ratedGamePath('kavya'), cast.arjun!.token), 403, 'FORBIDDEN', 'userId');
  });

  it('a dispute opens a case in the staff queue', async () => {
    const admin = (await platform.tokens.issue({ userId: 'rv-admin', name: 'Admin', role: 'admin', scopeIds: [] })).accessToken;
    const { data } = await json(await getSettled(platform, '/api/vm/disputes', admin));
    expect(data.disputes).toEqual([
      expect.objectContaining({
        activityId,
        activityName: 'Friday Night Football',
        raisedBy: cast.kavya!.userId,
        dispute: 'Team Player',
        description: 'Two players walked off',
        status: 'open',
        openedAt: AFTER,
      }),
    ]);
    await expectProblem(await getSettled(platform, '/api/vm/disputes', cast.kavya!.token), 403, 'FORBIDDEN');
  });
});

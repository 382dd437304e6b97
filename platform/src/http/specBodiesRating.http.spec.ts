import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { AFTER, DURING, castOf, getSettled, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * Spec section 7 "PUT rating, body: rating record" (path not shown; ours is
 * PUT /api/vm/activities/{activityId}/rating), with spec section 3's "Rating record (submit
 * payload)" whole: ratingFor, ratedLevel, isParticipated, isPunctual, isTeamPlayer,
 * isOnTimePayment, time, isGameHappened, description, dispute. The three calls of today stay.
 */
let platform: TestPlatform;
let cast: Cast;
let activityId: string;

beforeAll(async () => {
  platform = await startTestStack();
  cast = await castOf(platform, 'rec', ['host', 'cohost', 'priya', 'arjun', 'kavya', 'meena']);
  activityId = await ratedGame(platform, cast, ['priya', 'arjun', 'kavya', 'meena']);
});
afterAll(() => platform.close());

const id = (who: string) => cast[who]!.userId;
const submit = (who: string, body: unknown) =>
  platform.request('PUT', `/api/vm/activities/${activityId}/rating`, { token: cast[who]!.token, body });
const ratingEvents = async () =>
  (await platform.eventStore.readStream(`ratings-${activityId}`)).map((e) => ({ type: e.type, data: e.data as Record<string, unknown> }));

/** The record as the spec's client sends it: every field, the form's defaults where a screen has no control. */
const record = (overrides: Record<string, unknown>) => ({
  ratingFor: activityId,
  ratedLevel: null,
  isParticipated: true,
  isPunctual: false,
  isTeamPlayer: false,
  isOnTimePayment: false,
  time: '2026-11-22T10:00:00.000Z',
  isGameHappened: true,
  description: '',
  dispute: null,
  ...overrides,
});

describe("PUT …/rating with the spec's rating record", () => {
  it('a host assesses a player while the game runs: skill level, show-up and flags become a participant rating', async () => {
    platform.setNow(DURING);
    const body = record({
      ratingFor: id('priya'),
      ratedLevel: 2,
      isParticipated: true,
      isPunctual: true,
      isTeamPlayer: true,
      time: DURING,
      description: 'Solid at the back',
    });
    const response = await submit('host', body);
    expect(await json(response)).toEqual({ message: 'success', data: { activityId, ratingFor: id('priya'), kind: 'participant' } });
    const rated = (await ratingEvents()).find((e) => e.type === 'ParticipantRated' && e.data.ratedUserId === id('priya'));
    expect(rated?.data).toMatchObject({
      raterId: id('host'),
      ratedLevel: 2,
      assessment: { isParticipated: true, isPunctual: true, isTeamPlayer: true, isOnTimePayment: false },
      description: 'Solid at the back',
      time: DURING,
    });
  });

  it('a participant rates the host (Rate Hosts) with the same record and the star control', async () => {
    platform.setNow(AFTER);
    const response = await submit('arjun', record({ ratingFor: id('host'), stars: 5, description: 'Well run' }));
    expect(await json(response)).toEqual({ message: 'success', data: { activityId, ratingFor: id('host'), kind: 'host' } });
    expect((await ratingEvents()).find((e) => e.type === 'HostRated' && e.data.raterId === id('arjun'))?.data).toMatchObject({
      hostId: id('host'),
      stars: 5,
    });
  });

  it('a co-host is rated as a host by a participant, and as a player by the host (hosts cannot rate hosts)', async () => {
    platform.setNow(AFTER);
    expect((await json(await submit('kavya', record({ ratingFor: id('cohost'), stars: 4 })))).data.kind).toBe('host');
    expect((await json(await submit('host', record({ ratingFor: id('cohost'), stars: 4 })))).data.kind).toBe('participant');
  });

  it("ratingFor the game's id rates the game: isGameHappened, dispute and description, read back by ratedGame", async () => {
    platform.setNow(AFTER);
    const response = await submit(
      'kavya',
      record({ isGameHappened: false, dispute: 'Team Player', description: 'Two players walked off' }),
    );
    expect(await json(response)).toEqual({ message: 'success', data: { activityId, ratingFor: activityId, kind: 'game' } });
    const earlier = await getSettled(platform, `/api/vm/activities/ratedGame/${activityId}/football/${id('kavya')}`, cast.kavya!.token);
    expect((await json(earlier)).data).toEqual({ description: 'Two players walked off', dispute: 'Team Player', isGameHappened: false });
  });

  it('keeps the rules of the call it stands for: once per rater, never oneself', async () => {
    platform.setNow(AFTER);
    await expectProblem(await submit('arjun', record({ ratingFor: id('host'), stars: 3 })), 409, 'ALREADY_RATED', 'ratingFor');
    await expectProblem(await submit('arjun', record({ ratingFor: id('arjun'), stars: 3 })), 422, 'CANNOT_RATE_SELF', 'ratingFor');
  });

  it("today's three calls keep working beside it", async () => {
    platform.setNow(AFTER);
    expect((await rate(platform, activityId, 'participant', cast.meena!.token, { ratingFor: id('priya'), stars: 4 })).status).toBe(200);
    expect((await rate(platform, activityId, 'host', cast.meena!.token, { ratingFor: id('host'), stars: 4 })).status).toBe(200);
    expect((await rate(platform, activityId, 'game', cast.meena!.token, { isGameHappened: true })).status).toBe(200);
  });

  it('refuses bad records with a 400 naming the field, and appends nothing', async () => {
    platform.setNow(AFTER);
    const before = (await ratingEvents()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [record({ ratingFor: id('arjun'), stars: 4, isGameHappened: false }), 'isGameHappened'],
      [record({ ratingFor: id('arjun'), stars: 4, dispute: 'Scam' }), 'dispute'],
      [record({ ratedLevel: 2 }), 'ratedLevel'],
      [record({ stars: 4 }), 'stars'],
      [record({ isPunctual: true }), 'isPunctual'],
      [record({ ratingFor: id('host'), stars: 4, ratedLevel: 1 }), 'ratedLevel'],
      [record({ ratingFor: id('arjun'), ratedLevel: 9 }), 'ratedLevel'],
      [record({ dispute: 'Bogus' }), 'dispute'],
      [record({ time: 'Sunday' }), 'time'],
      [record({ isGameHappened: 'yes' }), 'isGameHappened'],
      [record({ ratingFor: undefined }), 'ratingFor'],
      [record({ rating: 5 }), 'rating'],
    ];
    for (const [body, field] of cases) await expectProblem(await submit('priya', body), 400, 'VALIDATION_FAILED', field);
    expect((await ratingEvents()).length).toBe(before);
  });
});

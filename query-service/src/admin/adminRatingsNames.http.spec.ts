import { playerNumberOf } from '@sports/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { setUpVenue } from '@sports/testing/http/bookingsFixtures';
import { AFTER, DURING, castOf, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * The ratings list in words (spec sections 3 and 6; docs/adr/0106-words-not-ids.md): each
 * rating comes with its game's, sport's, rater's and rated player's names and the level's word,
 * joined at read time, so the list, its sort and its CSV never show ids or 0-3. A player who has
 * not given a name reads "Player 5001" (docs/adr/0107-nameless-person.md).
 */
let platform: TestPlatform;
let served: ServedAdminApi;
let cast: Cast;
let activityId: string;
let nameless: string;
const PHONE = '9812345601';
/** "Player 5001 (…01)": the number fixed by the id, the phone's last two digits. */
const label = () => `Player ${playerNumberOf(nameless)} (…01)`;

/** A player who signs in with a one-time code and never gives a name. */
const signInByPhone = async () => {
  const path = '/api/auth/account/phone/login';
  expect((await platform.request('POST', path, { body: { phoneNumber: PHONE } })).status).toBe(200);
  const outbox = (await json(await platform.request('GET', `/api/dev/outbox?to=${PHONE}`))) as unknown as Array<{ text: string }>;
  const code = /(\d{6})/.exec(outbox[0]?.text ?? '')?.[1];
  return json(await platform.request('POST', path, { body: { phoneNumber: PHONE, code } }));
};

const staff = () =>
  platform.tokens
    .issue({ userId: 'staff-marina', name: 'Staff', role: 'org_staff', scopeIds: ['turf-co', 'space:marina'] })
    .then((t) => t.accessToken);
const ratings = async (token: string, sort = { field: 'at', order: 'DESC' as 'ASC' | 'DESC' }, filter: Record<string, unknown> = {}) => {
  await platform.settle();
  return served.providerFor(token).getList('ratings', { pagination: { page: 1, perPage: 50 }, sort, filter });
};

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  cast = await castOf(platform, 'words', ['host', 'cohost', 'priya', 'kavya']);
  const signedIn = await signInByPhone();
  nameless = signedIn.userId as string;
  cast.ravi = { userId: nameless, token: signedIn.accessToken as string };
  activityId = await ratedGame(platform, cast, ['priya', 'kavya', 'ravi'], { overrides: { spaceId: 'marina' } });
  // Skill is rated while the game is on (spec section 2, Rate Participant); the host after it.
  platform.setNow(DURING);
  const first = await rate(platform, activityId, 'participant', cast.host!.token, {
    ratingFor: cast.priya!.userId,
    stars: 4,
    ratedLevel: 2,
  });
  expect(first.status, await first.clone().text()).toBe(200);
  expect((await rate(platform, activityId, 'participant', cast.host!.token, { ratingFor: nameless, stars: 3, ratedLevel: 0 })).status).toBe(
    200,
  );
  platform.setNow(AFTER);
  expect((await rate(platform, activityId, 'host', cast.kavya!.token, { ratingFor: cast.host!.userId, stars: 2 })).status).toBe(200);
  served = await serveAdminApi(platform);
}, 60_000);

afterAll(async () => {
  await served?.close();
  await platform?.close();
});

describe('ratings in words (GET /admin-api/ratings)', () => {
  it("names the game, the sport, the rater and the rated player, and the level's word, for the venue's staff", async () => {
    const { data } = await ratings(await staff());
    const priya = data.find((r) => r.ratedUserId === cast.priya!.userId)!;
    expect(priya).toMatchObject({
      activityId,
      activityName: 'Friday Night Football',
      listingName: 'Football',
      raterName: 'Host words',
      ratedUserName: 'Priya words',
      ratedLevel: 2,
      ratedLevelName: 'Intermediate',
    });
    expect(data.find((r) => r.kind === 'host')).toMatchObject({
      raterName: 'Kavya words',
      ratedUserName: 'Host words',
      ratedLevelName: null,
    });
  });

  it('reads a player without a name as "Player", the number fixed by their id and the last two digits of their phone', async () => {
    const { data } = await ratings(await staff());
    expect(label()).toMatch(/^Player \d{4} \(…01\)$/);
    expect(data.find((r) => r.ratedUserId === nameless)).toMatchObject({ ratedUserName: label(), ratedLevelName: 'Beginner' });
    // The same words wherever the back office names a person: its person fields' lookup, and the operators' users list.
    const people = await served.providerFor(await staff()).getMany('people', { ids: [nameless] });
    expect(people.data).toEqual([{ id: nameless, name: label() }]);
    const operator = (await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken;
    const users = await served.providerFor(operator).getList('users', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'shortId', order: 'ASC' },
      filter: { phone: '+91' + PHONE },
    });
    expect(users.data.map((u) => [u.id, u.name])).toEqual([[nameless, label()]]);
    // A game's players and the game's own preview of them, where the join copied the token's name.
    const players = await served
      .providerFor(operator)
      .getList('gamePlayers', { pagination: { page: 1, perPage: 50 }, sort: { field: 'order', order: 'ASC' }, filter: { activityId } });
    expect(players.data.find((p) => p.userId === nameless)?.entry).toMatchObject({ name: label() });
    const game = await served.providerFor(operator).getOne('games', { id: activityId });
    expect((game.data.participantDetail as Array<{ id: string; name: string }>).find((p) => p.id === nameless)).toMatchObject({
      name: label(),
    });
  });

  it('names the one rating of a show page too', async () => {
    const { data } = await ratings(await staff());
    const one = await served.providerFor(await staff()).getOne('ratings', { id: data[0]!.id });
    expect(one.data).toMatchObject({ activityName: 'Friday Night Football', raterName: expect.any(String) });
  });

  it("sorts by the rated player's and the rater's name, not their ids", async () => {
    const token = await staff();
    const byRated = await ratings(token, { field: 'ratedUserId', order: 'ASC' });
    expect(byRated.data.map((r) => r.ratedUserName)).toEqual(['Host words', 'Priya words', label()].sort());
    const byRater = await ratings(token, { field: 'raterId', order: 'DESC' });
    expect(byRater.data.map((r) => r.raterName)).toEqual(['Kavya words', 'Host words', 'Host words']);
    expect(byRater.total).toBe(3);
  });
});

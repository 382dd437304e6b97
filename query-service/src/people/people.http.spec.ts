import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/** Registers the user as a client would (so a profile exists), then gives them a name. */
const registerNamed = async (platform: TestPlatform, userId: string, firstName: string, lastName: string) => {
  const response = await platform.request('POST', '/api/dev/token', { body: { userId } });
  expect(response.status).toBe(200);
  const token = (await json(response)).accessToken as string;
  expect((await platform.request('PUT', '/api/user/basic', { token, body: { firstName, lastName } })).status).toBe(200);
  return token;
};

const put = (platform: TestPlatform, path: string, token: string, body?: unknown) => platform.request('PUT', path, { token, body });
const get = async (platform: TestPlatform, path: string, token?: string) => {
  await platform.settle();
  return platform.request('GET', path, { token });
};

describe('participants by status and search user for game (spec section 7 "Games")', () => {
  let platform: TestPlatform;
  const t = {} as Record<'host' | 'cohost' | 'priya' | 'priyanka' | 'arjun' | 'meera' | 'kabir' | 'stranger', string>;
  let gameId: string;
  let privateId: string;
  const participants = async (activityId: string, status: string | null, token?: string) =>
    get(platform, `/api/vm/activities/${activityId}/participants${status === null ? '' : `?status=${status}`}`, token);
  const search = (activityId: string, q: string, token?: string) =>
    get(platform, `/api/vm/activities/${activityId}/users/search?q=${encodeURIComponent(q)}`, token);
  const ids = (list: Array<{ id: string }>) => list.map((p) => p.id);

  beforeAll(async () => {
    platform = await startTestStack();
    t.host = await registerNamed(platform, 'pp-host', 'Hari', 'Host');
    t.cohost = await registerNamed(platform, 'pp-cohost', 'Chitra', 'Co');
    t.priya = await registerNamed(platform, 'pp-priya', 'Priya', 'Sharma');
    t.priyanka = await registerNamed(platform, 'pp-priyanka', 'Priyanka', 'Menon');
    t.arjun = await registerNamed(platform, 'pp-arjun', 'Arjun', 'Rao');
    t.meera = await registerNamed(platform, 'pp-meera', 'Meera', 'Iyer');
    t.kabir = await registerNamed(platform, 'pp-kabir', 'Kabir', 'Singh');
    t.stranger = await registerNamed(platform, 'pp-stranger', 'Sam', 'Stranger');
    await put(platform, '/api/user/basic', t.priya, { avatar: 'https://cdn.example.com/priya.png' });
    await put(platform, '/api/vm/skill/football', t.priya, { selfLevel: 2 });

    gameId = (await createGame(platform, t.host, { maxParticipants: 20 })).activityId;
    for (const who of ['priya', 'arjun', 'cohost', 'meera'] as const)
      expect((await put(platform, `/api/vm/activities/${gameId}/join`, t[who], {})).status).toBe(200);
    expect((await put(platform, `/api/vm/activities/${gameId}/cohosts/pp-cohost`, t.host)).status).toBe(200);
    expect((await put(platform, `/api/vm/activities/${gameId}/leave`, t.meera)).status).toBe(200);
    expect((await put(platform, `/api/vm/activities/${gameId}/invite`, t.host, { userIds: ['pp-kabir'] })).status).toBe(200);

    privateId = (await createGame(platform, t.host, { privacy: 'private', maxParticipants: 20 })).activityId;
    expect((await put(platform, `/api/vm/activities/${privateId}/join`, t.priya, { message: 'Can I play?' })).status).toBe(200);
  });
  afterAll(() => platform.close());

  it('lists the joined participants by default, to anyone, in the Participant shape of spec section 3', async () => {
    const response = await participants(gameId, null);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.status).toEqual(['joined']);
    expect(ids(data.participants)).toEqual(['pp-host', 'pp-priya', 'pp-arjun', 'pp-cohost']);
    const [host, priya, , cohost] = data.participants;
    expect(priya).toEqual({
      id: 'pp-priya',
      name: 'Priya Sharma', // the profile's name now, not the generated one the join recorded
      nickName: 'Priya',
      shortId: expect.stringMatching(/^[A-Z]{2}[0-9A-Z]{8}$/), // initials as registered, fixed for good
      avatar: {
        desktop: 'https://cdn.example.com/priya.png',
        mini: 'https://cdn.example.com/priya.png',
        phone: 'https://cdn.example.com/priya.png',
      },
      gameSkill: { level: 2, label: 'INT', name: 'Intermediate' },
      isHost: false,
      isCoHost: false,
      message: null,
      retiredOn: null,
      retiredBy: null,
      status: 'joined',
      isOfflineParticipant: false,
      bookedBy: null,
    });
    expect([host.isHost, host.isCoHost, host.gameSkill, host.avatar]).toEqual([true, false, null, null]);
    expect([cohost.isHost, cohost.isCoHost]).toEqual([false, true]);
    expect(JSON.stringify(data)).not.toMatch(/"phone":"\+|"email"|"mobiles"/);
  });

  it('lists retired participants with who retired them and when, and takes a comma list', async () => {
    const retired = (await json(await participants(gameId, 'retired'))).data.participants;
    expect(retired).toEqual([
      expect.objectContaining({ id: 'pp-meera', status: 'retired', retiredBy: 'pp-meera', retiredOn: '2026-11-20T10:00:00.000Z' }),
    ]);
    const both = (await json(await participants(gameId, 'joined,retired,joined'))).data;
    expect(both.status).toEqual(['joined', 'retired']);
    expect(ids(both.participants)).toEqual(['pp-host', 'pp-priya', 'pp-arjun', 'pp-cohost', 'pp-meera']);
  });

  it('shows requests and invitations to the host and co-hosts only (403 NOT_HOST otherwise)', async () => {
    const invited = (await json(await participants(gameId, 'invited', t.cohost))).data.participants;
    expect(invited).toEqual([expect.objectContaining({ id: 'pp-kabir', name: 'Kabir Singh', status: 'invited' })]);
    await expectProblem(await participants(gameId, 'invited', t.priya), 403, 'NOT_HOST', 'status');
    await expectProblem(await participants(gameId, 'joined,invited'), 403, 'NOT_HOST');
    await expectProblem(await participants(gameId, 'requested', t.kabir), 403, 'NOT_HOST');
    const requested = (await json(await participants(privateId, 'requested', t.host))).data.participants;
    expect(requested).toEqual([expect.objectContaining({ id: 'pp-priya', status: 'requested', message: 'Can I play?' })]);
  });

  it("hides a private game's participants from non-members (404), as the game itself", async () => {
    await expectProblem(await participants(privateId, null), 404, 'GAME_NOT_FOUND', 'activityId');
    await expectProblem(await participants(privateId, null, t.stranger), 404, 'GAME_NOT_FOUND');
    await expectProblem(await participants(privateId, 'requested', t.stranger), 404, 'GAME_NOT_FOUND');
    expect(ids((await json(await participants(privateId, null, t.priya))).data.participants)).toEqual(['pp-host']);
  });

  it('refuses unknown statuses and games', async () => {
    await expectProblem(await participants(gameId, 'rejected'), 400, 'VALIDATION_FAILED');
    await expectProblem(await participants(gameId, ''), 400, 'VALIDATION_FAILED');
    await expectProblem(await participants('no-such-game', null), 404, 'GAME_NOT_FOUND');
  });

  it('finds registered users by a name prefix of any word, leaving out people in the game, asking or invited', async () => {
    const byPrefix = await search(gameId, 'pri', t.host);
    expect(byPrefix.status).toBe(200);
    const users = (await json(byPrefix)).data.users;
    expect(users).toEqual([
      { id: 'pp-priyanka', name: 'Priyanka Menon', nickName: 'Priyanka', shortId: expect.any(String), avatar: null, gameSkill: null },
    ]);
    expect(ids((await json(await search(gameId, 'IYER', t.host))).data.users)).toEqual(['pp-meera']); // retired: may be invited again
    expect(ids((await json(await search(gameId, 'kab', t.host))).data.users)).toEqual([]); // already invited
    expect(ids((await json(await search(gameId, 'Sam Str', t.cohost))).data.users)).toEqual(['pp-stranger']);
    expect(ids((await json(await search(privateId, 'priy', t.host))).data.users)).toEqual(['pp-priyanka']); // priya has asked
  });

  it('finds a user by exact shortId, public fields only', async () => {
    const shortId = (await json(await get(platform, '/api/user/profile/pp-stranger'))).data.shortId as string;
    const response = await search(gameId, shortId.toLowerCase(), t.host);
    const text = JSON.stringify(await json(response));
    expect(JSON.parse(text).data.users.map((u: { id: string }) => u.id)).toEqual(['pp-stranger']);
    for (const secret of ['"phone"', '"email"', '"dob"', '"mobiles"', 'searchPrefixes']) expect(text).not.toContain(secret);
  });

  it('lets only the host and co-hosts search; private games stay hidden; the query is required', async () => {
    await expectProblem(await search(gameId, 'pri', t.priya), 403, 'NOT_HOST');
    await expectProblem(await search(gameId, 'pri'), 401, 'UNAUTHENTICATED');
    await expectProblem(await search(privateId, 'pri', t.stranger), 404, 'GAME_NOT_FOUND');
    await expectProblem(await search(gameId, '  ', t.host), 400, 'VALIDATION_FAILED', 'query.q');
    await expectProblem(
      await get(platform, `/api/vm/activities/${gameId}/users/search?q=pri&limit=21`, t.host),
      400,
      'VALIDATION_FAILED',
      'query.limit',
    );
  });
});

describe('listing skill set (spec sections 4, 7 and 9)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestStack();
  });
  afterAll(() => platform.close());

  it('serves levels 0 to 3 with labels BEG, AMT, INT, PRO, to anyone', async () => {
    const response = await get(platform, '/api/vm/listings/football/skills');
    expect(await json(response)).toEqual({
      data: {
        listingId: 'football',
        skills: [
          { level: 0, label: 'BEG', name: 'Beginner' },
          { level: 1, label: 'AMT', name: 'Amateur' },
          { level: 2, label: 'INT', name: 'Intermediate' },
          { level: 3, label: 'PRO', name: 'Pro' },
        ],
      },
    });
    await expectProblem(await get(platform, '/api/vm/listings/foot%20ball/skills'), 400, 'VALIDATION_FAILED', 'params.listingId');
  });
});

/**
 * Past games need the clock to pass their end: games are created on the test clock
 * (2026-11-20T10:00Z) for the next days, then passTime moves the platform past them and lets the
 * game clock append their GameEnded, which the leaderboard read model counts.
 */
describe('buddies, leaderboard and activity level (spec sections 4 and 7)', () => {
  let platform: TestPlatform;
  const t = {} as Record<'hari' | 'anu' | 'bala' | 'chandra' | 'devi', string>;
  const chennai = { name: 'Marina Turf', city: 'Chennai' };
  const on = (day: string) => ({ date: day, duration: [{ from: `${day}T18:00:00+05:30`, to: `${day}T19:30:00+05:30` }] });
  const board = async (query: string) => (await json(await get(platform, `/api/vm/leaderboard?${query}`))).data;
  const rows = (data: { leaders: Array<{ rank: number; user: { id: string }; gamesPlayed: number }> }) =>
    data.leaders.map((l) => [l.rank, l.user.id, l.gamesPlayed]);

  beforeAll(async () => {
    platform = await startTestStack();
    t.hari = await registerNamed(platform, 'b-hari', 'Hari', 'Host');
    t.anu = await registerNamed(platform, 'b-anu', 'Anu', 'A');
    t.bala = await registerNamed(platform, 'b-bala', 'Bala', 'B');
    t.chandra = await registerNamed(platform, 'b-chandra', 'Chandra', 'C');
    t.devi = await registerNamed(platform, 'b-devi', 'Devi', 'D');
    const game = async (overrides: Record<string, unknown>, players: Array<keyof typeof t>) => {
      const { activityId } = await createGame(platform, t.hari, { maxParticipants: 20, location: chennai, ...overrides });
      for (const who of players) expect((await put(platform, `/api/vm/activities/${activityId}/join`, t[who], {})).status).toBe(200);
      return activityId;
    };
    const g1 = await game(on('2026-11-21'), ['anu', 'bala', 'chandra']);
    expect((await put(platform, `/api/vm/activities/${g1}/leave`, t.chandra)).status).toBe(200); // left before the end: not played
    await game(on('2026-11-22'), ['anu']);
    await game({ ...on('2026-11-21'), location: { name: 'Oval', city: 'Bengaluru' } }, ['bala', 'devi']);
    await game({ ...on('2026-11-21'), listingId: 'cricket', listingName: 'Cricket' }, ['anu']);
    await game({ ...on('2026-12-05'), isHostParticipating: false }, ['anu', 'bala', 'devi']); // still to come
    await platform.settle();
    await platform.passTime('2026-11-23T00:00:00.000Z');
  });
  afterAll(() => platform.close());

  it('lists the people the caller played with: most games together first, with the last game day', async () => {
    const response = await get(platform, '/api/vm/users/me/buddies', t.anu);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.gamesConsidered).toBe(3);
    expect(data.buddies).toEqual([
      {
        user: { id: 'b-hari', name: 'Hari Host', nickName: 'Hari', shortId: expect.any(String), avatar: null },
        gamesTogether: 3,
        lastPlayedOn: '2026-11-22',
        lastActivityId: expect.any(String),
      },
      {
        user: expect.objectContaining({ id: 'b-bala', name: 'Bala B' }),
        gamesTogether: 1,
        lastPlayedOn: '2026-11-21',
        lastActivityId: expect.any(String),
      },
    ]);
    const chandra = (await json(await get(platform, '/api/vm/users/me/buddies', t.chandra))).data;
    expect(chandra).toEqual({ buddies: [], gamesConsidered: 0 });
    await expectProblem(await get(platform, '/api/vm/users/me/buddies'), 401, 'UNAUTHENTICATED');
    await expectProblem(await get(platform, '/api/vm/users/me/buddies?limit=0', t.anu), 400, 'VALIDATION_FAILED', 'query.limit');
  });

  it('ranks games played per listing and region, counting a game once it is over (equal counts share a rank)', async () => {
    const football = await board('listingId=football&region=%20CHENNAI%20');
    expect([football.listingId, football.region, football.asOf]).toEqual(['football', 'chennai', '2026-11-23T00:00:00.000Z']);
    expect(rows(football)).toEqual([
      [1, 'b-anu', 2],
      [1, 'b-hari', 2],
      [3, 'b-bala', 1],
    ]);
    expect(football.leaders[0].user).toEqual({
      id: 'b-anu',
      name: 'Anu A',
      nickName: 'Anu',
      shortId: expect.any(String),
      avatar: null,
      gameSkill: null,
    });
    expect(rows(await board('listingId=football&region=bengaluru'))).toEqual([
      [1, 'b-bala', 1],
      [1, 'b-devi', 1],
      [1, 'b-hari', 1],
    ]);
    expect(rows(await board('listingId=cricket&region=chennai&limit=1'))).toEqual([[1, 'b-anu', 1]]);
    expect(rows(await board('listingId=tennis&region=chennai'))).toEqual([]);
  });

  it('counts a game once the game clock appended its end, and keeps it when a clock moves back', async () => {
    platform.setNow('2026-12-05T14:30:00.000Z'); // the 5 December game ended at 14:00Z ...
    expect(rows(await board('listingId=football&region=chennai'))).toHaveLength(3); // ... but no GameEnded is in the log yet
    await platform.passTime('2026-12-05T14:30:00.000Z');
    expect(rows(await board('listingId=football&region=chennai'))).toEqual([
      [1, 'b-anu', 3],
      [2, 'b-bala', 2],
      [2, 'b-hari', 2],
      [4, 'b-devi', 1],
    ]);
    await platform.passTime('2027-01-01T00:00:00.000Z'); // long settled now
    expect(rows(await board('listingId=football&region=chennai&limit=2'))).toEqual([
      [1, 'b-anu', 3],
      [2, 'b-bala', 2],
    ]);
    // The board is what the log says: a clock moved back (tests, a corrected server clock) un-ends no game.
    await platform.passTime('2026-11-23T00:00:00.000Z');
    expect(rows(await board('listingId=football&region=chennai&limit=2'))).toEqual([
      [1, 'b-anu', 3],
      [2, 'b-bala', 2],
    ]);
  });

  it('refuses a leaderboard without listing or region', async () => {
    await expectProblem(await get(platform, '/api/vm/leaderboard?region=chennai'), 400, 'VALIDATION_FAILED', 'query.listingId');
    await expectProblem(await get(platform, '/api/vm/leaderboard?listingId=football'), 400, 'VALIDATION_FAILED', 'query.region');
  });

  it('shows the activity level tier with the own and the public profile: past games of the last 13 weeks', async () => {
    const own = (await json(await get(platform, '/api/user/', t.anu))).data;
    expect(own.activityLevel).toEqual({ tier: 'Warming Up', sessionsPerWeek: 0.23, sessions: 3, weeks: 13 });
    const seenByOthers = (await json(await get(platform, '/api/user/profile/b-anu', t.bala))).data;
    expect([seenByOthers.view, seenByOthers.activityLevel]).toEqual(['public', own.activityLevel]);
    platform.setNow('2027-02-22T00:00:00.000Z'); // 13 weeks after 23 November: only the 5 December game is left in the window
    expect((await json(await get(platform, '/api/user/profile/b-anu'))).data.activityLevel).toEqual({
      tier: 'Warming Up',
      sessionsPerWeek: 0.08,
      sessions: 1,
      weeks: 13,
    });
    platform.setNow('2026-11-23T00:00:00.000Z');
  });

  it('drops a game from the board when its 90-day window closes (RatingWindowClosed from the game clock)', async () => {
    // The 21 November games ended at 14:00Z: their windows closed on 19 February, the 22 November one's on 20 February at 14:00Z.
    await platform.passTime('2027-02-20T00:00:00.000Z');
    expect(rows(await board('listingId=football&region=chennai'))).toEqual([
      [1, 'b-anu', 2],
      [2, 'b-bala', 1],
      [2, 'b-devi', 1],
      [2, 'b-hari', 1],
    ]);
    expect(rows(await board('listingId=football&region=bengaluru'))).toEqual([]);
    await platform.passTime('2027-03-06T00:00:00.000Z'); // the 5 December game's window closed on 5 March
    expect(rows(await board('listingId=football&region=chennai'))).toEqual([]);
  });
});

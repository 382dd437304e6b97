import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { FIELD, ORG, SPACE, orderAfterPayment, playerToken, setUpVenue, spaceBody } from '@sports/testing/http/bookingsFixtures';
import { AFTER, CREATED, castOf, getSettled, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * Games at an organisation's venues in the back office (spec sections 1, 3, 4 and 6; docs/roles.md;
 * docs/adr/0108-games-at-their-venues.md). turf-co runs Marina Turf Arena (Beach Road, Chennai,
 * field marina.turf-a); other-co runs Harbour Courts. Games name their place by the venue, by its
 * field, or by typing its name or its address; one is at Harbour, one at no venue.
 */
let platform: TestPlatform;
let cast: Cast;
const games: Record<string, string> = {};
const who: Record<string, string> = {};

const q = (filter: Record<string, unknown>, extra = '') => `?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;
const listIds = async (token: string, resource: string, filter: Record<string, unknown> = {}) => {
  const response = await getSettled(platform, `/admin-api/${resource}${q(filter, '&range=[0,99]')}`, token);
  expect(response.status).toBe(200);
  return ((await json(response)) as unknown as Array<{ id: string }>).map((r) => r.id).sort();
};
const sorted = (...names: string[]) => names.map((n) => games[n]!).sort();
const hold = (id: string, token: string, reason = 'Courts flooded') =>
  platform.request('POST', `/admin-api/games/${id}/hold`, { token, body: { reason } });
const cancel = (id: string, token: string) => platform.request('DELETE', `/admin-api/games/${id}`, { token });

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  cast = await castOf(platform, 'sg', ['vikram', 'sam', 'olga', 'host', 'cohost', 'priya', 'kavya']);
  const org = (userId: string, name: string, role: 'org_manager' | 'org_staff', orgId: string) =>
    platform.tokens
      .issue({ userId, name, role, scopeIds: role === 'org_manager' ? [orgId, `${orgId}:manage`] : [orgId] })
      .then((t) => t.accessToken);
  who.manager = await org(cast.vikram!.userId, 'Vikram Sg', 'org_manager', ORG);
  who.staff = await org(cast.sam!.userId, 'Sam Sg', 'org_staff', ORG);
  who.otherManager = await org(cast.olga!.userId, 'Olga Sg', 'org_manager', 'other-co');
  who.admin = (await platform.tokens.issue({ userId: 'ops-asha', name: 'Asha Ops', role: 'admin', scopeIds: [] })).accessToken;
  who.player = cast.host!.token;
  expect((await platform.request('PUT', '/org-api/other-co', { token: who.otherManager, body: { name: 'Other Co' } })).status).toBeLessThan(
    300,
  );
  const harbour = spaceBody({
    name: 'Harbour Courts',
    location: { name: 'Harbour Courts', address: 'Dock Road', city: 'Chennai', lat: 13.1, lon: 80.3 },
  });
  expect(
    (await platform.request('PUT', '/org-api/other-co/spaces/harbour', { token: who.otherManager, body: harbour })).status,
  ).toBeLessThan(300);

  platform.setNow(CREATED);
  const host = cast.host!.token;
  const make = async (name: string, overrides: Record<string, unknown>) =>
    (games[name] = (await createGame(platform, host, { name, ...overrides })).activityId);
  await make('linked', {
    spaceId: SPACE,
    spaceName: 'Marina Turf Arena',
    enablePay: true,
    payableMethod: 'paybefore',
    costPerParticpant: 18000,
  });
  await make('byField', { facilityId: FIELD, facilityName: 'Turf A' });
  await make('typedName', { location: { name: '  marina TURF   arena', city: 'Chennai' } });
  await make('typedAddress', {
    location: { name: 'beach road', city: 'CHENNAI' },
    date: '2026-11-24',
    duration: [{ from: '2026-11-24T07:00:00+05:30', to: '2026-11-24T08:00:00+05:30' }],
  });
  await make('atHarbour', { spaceId: 'harbour', spaceName: 'Harbour Courts' });
  await make('nowhere', { location: { name: 'Shivaji Park', city: 'Mumbai' } });
  // Someone joins the venue's typed-place game: its players and attendance are the venue's to see.
  expect((await platform.request('PUT', `/api/vm/activities/${games.typedName}/join`, { token: cast.priya!.token, body: {} })).status).toBe(
    200,
  );
});
afterAll(() => platform.close());

describe('which games an organisation sees', () => {
  it("staff and managers see the games at their venues, however the game names the place; operators all; another organisation's are absent and 404", async () => {
    const marina = sorted('linked', 'byField', 'typedName', 'typedAddress');
    for (const token of [who.manager!, who.staff!]) {
      expect(await listIds(token, 'games')).toEqual(marina);
      await expectProblem(await platform.request('GET', `/admin-api/games/${games.atHarbour}`, { token }), 404, 'RECORD_NOT_FOUND', 'id');
      await expectProblem(
        await platform.request('GET', `/admin-api/games/${games.nowhere}/history`, { token }),
        404,
        'RECORD_NOT_FOUND',
        'id',
      );
      expect((await platform.request('GET', `/admin-api/games/${games.typedAddress}`, { token })).status).toBe(200);
    }
    // Each game carries the venue it is at, however it names the place (the back office's Venue field).
    const venueOf = async (name: string) =>
      (await json(await platform.request('GET', `/admin-api/games/${games[name]}`, { token: who.manager }))).venue;
    expect(await venueOf('typedAddress')).toEqual({ spaceId: SPACE, orgId: ORG, name: 'Marina Turf Arena', via: 'place' });
    expect(await venueOf('byField')).toMatchObject({ spaceId: SPACE, via: 'field' });
    expect(await venueOf('linked')).toMatchObject({ spaceId: SPACE, via: 'space' });
    expect((await json(await platform.request('GET', `/admin-api/games/${games.nowhere}`, { token: who.admin }))).venue).toBeNull();
    const listed = (await json(await getSettled(platform, `/admin-api/games${q({}, '&range=[0,99]')}`, who.manager))) as unknown as Array<{
      id: string;
      venue: { spaceId: string } | null;
    }>;
    expect(listed.find((g) => g.id === games.typedName)!.venue).toMatchObject({ spaceId: SPACE, via: 'place' });
    expect(await listIds(who.otherManager!, 'games')).toEqual(sorted('atHarbour'));
    await expectProblem(
      await platform.request('GET', `/admin-api/games/${games.typedName}`, { token: who.otherManager }),
      404,
      'RECORD_NOT_FOUND',
      'id',
    );
    expect(await listIds(who.admin!, 'games')).toEqual(Object.values(games).sort());
  });

  it('refuses players (403), whatever the game', async () => {
    await expectProblem(await platform.request('GET', '/admin-api/games', { token: who.player }), 403, 'FORBIDDEN');
    await expectProblem(await platform.request('GET', `/admin-api/games/${games.typedName}`, { token: who.player }), 403, 'FORBIDDEN');
    await expectProblem(
      await platform.request('GET', `/admin-api/gamePlayers${q({ activityId: games.typedName })}`, { token: who.player }),
      403,
      'FORBIDDEN',
    );
  });

  it("shows a venue game's players and attendance to its organisation only", async () => {
    const players = await listIds(who.staff!, 'gamePlayers', { activityId: games.typedName });
    // The host plays in their own game (spec section 3 isHostParticipating), and Priya joined.
    expect(players).toEqual([cast.host!.userId, cast.priya!.userId].map((userId) => `${games.typedName}:${userId}`).sort());
    expect((await platform.request('GET', `/admin-api/gamePlayers/${encodeURIComponent(players[1]!)}`, { token: who.staff })).status).toBe(
      200,
    );
    expect(await listIds(who.otherManager!, 'gamePlayers', { activityId: games.typedName })).toEqual([]);
    await expectProblem(
      await platform.request('GET', `/admin-api/gamePlayers/${encodeURIComponent(players[1]!)}`, { token: who.otherManager }),
      404,
      'RECORD_NOT_FOUND',
      'id',
    );
  });
});

describe('filters', () => {
  it('by venue: the games at that venue through the derived link; another organisation’s venue gives nothing', async () => {
    expect(await listIds(who.admin!, 'games', { venueId: SPACE })).toEqual(sorted('linked', 'byField', 'typedName', 'typedAddress'));
    expect(await listIds(who.admin!, 'games', { venueId: 'harbour' })).toEqual(sorted('atHarbour'));
    expect(await listIds(who.manager!, 'games', { venueId: 'harbour' })).toEqual([]);
  });

  it('by day, in venue time (a date, or an instant)', async () => {
    expect(await listIds(who.manager!, 'games', { startAt_gte: '2026-11-24', startAt_lte: '2026-11-24' })).toEqual(sorted('typedAddress'));
    expect(await listIds(who.manager!, 'games', { startAt_lte: '2026-11-21' })).toEqual(sorted('linked', 'byField', 'typedName'));
    expect(await listIds(who.manager!, 'games', { startAt_gte: '2026-11-24T01:00:00Z' })).toEqual(sorted('typedAddress'));
  });

  it('by status (spec section 4: upcoming, ongoing, past, hold), at the clock’s time', async () => {
    platform.setNow('2026-11-21T13:00:00.000Z'); // during the 21st's games (12:30-14:00Z)
    expect(await listIds(who.manager!, 'games', { status: 'ongoing' })).toEqual(sorted('linked', 'byField', 'typedName'));
    expect(await listIds(who.manager!, 'games', { status: 'upcoming' })).toEqual(sorted('typedAddress'));
    platform.setNow('2026-11-22T10:00:00.000Z');
    expect(await listIds(who.manager!, 'games', { status: 'past' })).toEqual(sorted('linked', 'byField', 'typedName'));
    platform.setNow(CREATED);
    expect(await listIds(who.manager!, 'games', { status: 'past' })).toEqual([]);
  });

  it('refuses an unknown status or a malformed venue, naming the field', async () => {
    await expectProblem(
      await platform.request('GET', `/admin-api/games${q({ status: 'cancelled-ish' })}`, { token: who.manager }),
      400,
      'VALIDATION_FAILED',
      'query.filter.status',
    );
    await expectProblem(
      await platform.request('GET', `/admin-api/games${q({ venueId: '' })}`, { token: who.manager }),
      400,
      'VALIDATION_FAILED',
      'query.filter.venueId',
    );
  });
});

describe("acting on the venue's behalf", () => {
  it('staff put a typed-place game on hold and release it; the history says who, by name; it lists as on hold', async () => {
    platform.setNow(CREATED);
    const id = games.typedName!;
    expect((await hold(id, who.staff!)).status).toBe(200);
    expect(await listIds(who.staff!, 'games', { status: 'hold' })).toEqual([id]);
    const history = (await json(await getSettled(platform, `/admin-api/games/${id}/history`, who.manager))) as unknown as Array<{
      type: string;
      userId: string;
      actorName: string | null;
      summary: string;
    }>;
    const held = history.find((e) => e.type === 'GameHeld')!;
    expect(held).toMatchObject({ userId: cast.sam!.userId, actorName: 'Sam sg' });
    expect(held.summary).toContain('Sam sg');
    expect((await platform.request('POST', `/admin-api/games/${id}/release`, { token: who.manager })).status).toBe(200);
  });

  it("refuses another organisation's staff (404, as the read), players (403), and staff cancelling (a manager's act: 403), appending nothing", async () => {
    const before = await platform.eventCount();
    await expectProblem(await hold(games.linked!, who.otherManager!), 404, 'GAME_NOT_FOUND');
    await expectProblem(await cancel(games.linked!, who.otherManager!), 404, 'GAME_NOT_FOUND');
    await expectProblem(await hold(games.nowhere!, who.manager!), 404, 'GAME_NOT_FOUND');
    await expectProblem(await hold(games.linked!, who.player!), 403, 'FORBIDDEN');
    await expectProblem(await cancel(games.linked!, who.staff!), 403, 'FORBIDDEN');
    expect(await platform.eventCount()).toBe(before);
  });

  it('a manager cancels a paid game: every place bought online is refunded in full, and the history names the manager', async () => {
    platform.setNow(CREATED);
    const id = games.linked!;
    const buyer = await playerToken(platform, 'sg-buyer');
    const placed = await platform.request('POST', '/api/b2c/orders', {
      token: buyer,
      body: { cartItem: [{ type: 'activity', activityId: id, participants: ['sg-buyer'] }] },
    });
    expect(placed.status).toBe(201);
    const { orderId } = (await json(placed)).data;
    expect(
      (await platform.request('POST', '/api/b2c/transaction/create', { token: buyer, body: { orderId, paymentMode: 'upi' } })).status,
    ).toBe(201);
    expect((await orderAfterPayment(platform, buyer, orderId)).data.status).toBe('confirmed');

    expect((await cancel(id, who.manager!)).status).toBe(200);
    const order = await orderAfterPayment(platform, buyer, orderId);
    expect(order.data.status).toBe('cancelled');
    expect([...platform.payments.refunded.values()]).toContain(18000);
    const events = await platform.eventStore.readStream(streams.game(id));
    expect(events.map((e) => e.type).slice(-2)).toEqual(['ParticipantLeft', 'GameDeleted']);
    expect(events.at(-1)!.metadata.userId).toBe(cast.vikram!.userId);
    // Gone from the list; its dispute cases would stay the venue's (the link keeps cancelled games).
    expect(await listIds(who.manager!, 'games')).not.toContain(id);
  });
});

describe('disputes about games at the venue', () => {
  it("a dispute about a game whose place was typed as the venue's address reaches the organisation, not another", async () => {
    const players = await castOf(platform, 'sgd', ['host', 'cohost', 'priya']);
    const activityId = await ratedGame(platform, players, ['priya'], {
      overrides: { name: 'Typed Address Ladder', location: { name: 'Beach Road', city: 'Chennai' } },
    });
    platform.setNow(AFTER);
    expect(
      (
        await rate(platform, activityId, 'game', players.priya!.token, {
          isGameHappened: true,
          dispute: 'Others',
          description: 'Courts double-booked',
        })
      ).status,
    ).toBe(200);
    const caseOf = async (token: string) =>
      (
        (await json(await getSettled(platform, '/admin-api/disputes', token))) as unknown as Array<{
          id: string;
          activityId: string;
          spaceId: string | null;
        }>
      ).filter((c) => c.activityId === activityId);
    const [found] = await caseOf(who.manager!);
    expect(found).toMatchObject({ activityId, spaceId: null });
    expect(await caseOf(who.staff!)).toHaveLength(1);
    expect((await platform.request('GET', `/admin-api/disputes/${found!.id}`, { token: who.staff })).status).toBe(200);
    expect(await caseOf(who.otherManager!)).toEqual([]);
    // The list's venue filter goes by the same link: the case is the venue's, not another's.
    for (const token of [who.manager!, who.staff!, who.admin!])
      expect(await listIds(token, 'disputes', { spaceId: SPACE })).toContain(found!.id);
    expect(await listIds(who.admin!, 'disputes', { spaceId: 'harbour' })).not.toContain(found!.id);
    expect(await listIds(who.otherManager!, 'disputes', { spaceId: SPACE })).toEqual([]);
    // Its raiser has no other tie to the organisation, yet is named to it (docs/backoffice.md "People by name"); not to another.
    const people = async (token: string) =>
      (await json(await platform.request('GET', `/admin-api/people${q({ id: [players.priya!.userId] })}`, { token }))) as unknown as Array<{
        name: string;
      }>;
    expect(await people(who.staff!)).toEqual([{ id: players.priya!.userId, name: expect.any(String) }]);
    expect(await people(who.otherManager!)).toEqual([]);
    await expectProblem(
      await platform.request('GET', `/admin-api/disputes/${found!.id}`, { token: who.otherManager }),
      404,
      'RECORD_NOT_FOUND',
      'id',
    );
    // The dashboard counts it in the organisation's open disputes.
    expect((await json(await getSettled(platform, '/admin-api/dashboard', who.manager))).openDisputes).toBe(1);
    expect((await json(await getSettled(platform, '/admin-api/dashboard', who.otherManager))).openDisputes).toBe(0);
    const queue = (await json(await getSettled(platform, '/api/vm/disputes', who.staff))).data.disputes as Array<{ activityId: string }>;
    expect(queue.map((c) => c.activityId)).toContain(activityId);

    // The venue's manager decides it, through the same link (permissions.ts mayOnDispute); staff may
    // not (a manager's act: 403), another organisation's manager does not see it (404), and nothing is appended.
    const body = { activityId, outcome: 'upheld', note: 'Courts were double-booked' };
    const act = (step: 'resolve' | 'reopen', token: string, with_: Record<string, unknown> = body) =>
      platform.request('POST', `/admin-api/disputes/${found!.id}/${step}`, { token, body: with_ });
    const before = await platform.eventCount();
    await expectProblem(await act('resolve', who.otherManager!), 404, 'DISPUTE_NOT_FOUND', 'caseId');
    await expectProblem(await act('resolve', who.staff!), 403, 'FORBIDDEN');
    expect(await platform.eventCount()).toBe(before);
    expect((await act('resolve', who.manager!)).status).toBe(200);
    const reopening = { activityId, note: 'Host sent the booking receipt' };
    await expectProblem(await act('reopen', who.otherManager!, reopening), 404, 'DISPUTE_NOT_FOUND', 'caseId');
    await expectProblem(await act('reopen', who.staff!, reopening), 403, 'FORBIDDEN');
    expect((await act('reopen', who.manager!, reopening)).status).toBe(200);
    expect(await caseOf(who.manager!)).toHaveLength(1);
    platform.setNow(CREATED);
  });
});

import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { setUpVenue, managerToken } from '@sports/testing/http/bookingsFixtures';
import { AFTER, castOf, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * The back office's ratings moderation list and cities (docs/backoffice.md), through
 * ra-data-simple-rest's own data provider over real HTTP. The rated game is held at space marina.
 */
let platform: TestPlatform;
let served: ServedAdminApi;
let cast: Cast;
let activityId: string;
let atNoVenue: string;

const providerFor = (token: string): DataProvider => served.providerFor(token);
const page = { page: 1, perPage: 50 };
const ratingsFor = async (token: string, filter: Record<string, unknown> = {}, sort = { field: 'at', order: 'DESC' as 'ASC' | 'DESC' }) => {
  await platform.settle();
  return providerFor(token).getList('ratings', { pagination: page, sort, filter });
};
const token = (role: 'admin' | 'org_staff', scopeIds: string[]) =>
  platform.tokens.issue({ userId: `${role}-${scopeIds.join('+') || 'all'}`, name: 'Staff', role, scopeIds }).then((t) => t.accessToken);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: { status: number }) => error.status,
  );

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  cast = await castOf(platform, 'mod', ['host', 'cohost', 'priya', 'kavya']);
  activityId = await ratedGame(platform, cast, ['priya', 'kavya'], { overrides: { spaceId: 'marina' } });
  atNoVenue = await ratedGame(platform, cast, ['priya']);
  platform.setNow(AFTER);
  expect((await rate(platform, activityId, 'participant', cast.host!.token, { ratingFor: cast.priya!.userId, stars: 4 })).status).toBe(200);
  expect(
    (await rate(platform, activityId, 'host', cast.kavya!.token, { ratingFor: cast.host!.userId, stars: 2, description: 'Late' })).status,
  ).toBe(200);
  expect(
    (
      await rate(platform, activityId, 'game', cast.kavya!.token, {
        isGameHappened: true,
        dispute: 'Scam',
        description: 'Pitch was double-booked',
      })
    ).status,
  ).toBe(200);
  expect((await rate(platform, atNoVenue, 'host', cast.priya!.token, { ratingFor: cast.host!.userId, stars: 5 })).status).toBe(200);
  served = await serveAdminApi(platform);
}, 60_000);

afterAll(async () => {
  await served?.close();
  await platform?.close();
});

describe('ratings (moderation list)', () => {
  it("a venue's staff see the ratings of games at their venue, each with rater, rated player, game, listing, kind and value", async () => {
    const staff = await token('org_staff', ['turf-co', 'space:marina']);
    const { data, total } = await ratingsFor(staff);
    expect(total).toBe(3);
    expect(data.map((r) => r.kind).sort()).toEqual(['game', 'host', 'participant']);
    expect(data.find((r) => r.kind === 'participant')).toMatchObject({
      activityId,
      listingId: 'football',
      spaceId: 'marina',
      raterId: cast.host!.userId,
      raterRole: 'host',
      ratedUserId: cast.priya!.userId,
      stars: 4,
      at: AFTER,
    });
    expect(data.find((r) => r.kind === 'host')).toMatchObject({
      raterId: cast.kavya!.userId,
      ratedUserId: cast.host!.userId,
      stars: 2,
      description: 'Late',
      verifiedAttendee: true,
    });
    // The game rating links to the dispute case it opened (the disputes resource).
    const game = data.find((r) => r.kind === 'game')!;
    expect(game).toMatchObject({ dispute: 'Scam', isGameHappened: true });
    const dispute = await providerFor(staff).getOne('disputes', { id: game.disputeCaseId as string });
    expect(dispute.data).toMatchObject({ activityId, raisedBy: cast.kavya!.userId, dispute: 'Scam' });
  });

  it('filters by game, player, listing, kind and date range, and sorts by stars', async () => {
    const admin = await token('admin', []);
    expect((await ratingsFor(admin)).total).toBe(4);
    expect((await ratingsFor(admin, { activityId: atNoVenue })).data.map((r) => r.stars)).toEqual([5]);
    expect(
      (await ratingsFor(admin, { ratedUserId: cast.host!.userId }, { field: 'stars', order: 'ASC' })).data.map((r) => r.stars),
    ).toEqual([2, 5]);
    expect((await ratingsFor(admin, { kind: ['host', 'participant'], activityId })).total).toBe(2);
    expect((await ratingsFor(admin, { listingId: 'football', at_gte: '2026-11-22', at_lte: '2026-11-23' })).total).toBe(4);
    expect((await ratingsFor(admin, { listingId: 'tennis' })).total).toBe(0);
    expect((await ratingsFor(admin, { at_lte: '2026-11-21' })).total).toBe(0);
    const many = await providerFor(admin).getManyReference('ratings', {
      target: 'raterId',
      id: cast.kavya!.userId,
      pagination: page,
      sort: { field: 'at', order: 'DESC' },
      filter: {},
    });
    expect(many.data.map((r) => r.kind).sort()).toEqual(['game', 'host']);
  });

  it('shows nothing to staff of another venue or organisation staff without a venue, and refuses players', async () => {
    const elsewhere = await token('org_staff', ['other-co', 'space:harbour']);
    expect((await ratingsFor(elsewhere)).total).toBe(0);
    expect((await ratingsFor(elsewhere, { spaceId: 'marina' })).total).toBe(0);
    expect((await ratingsFor(await token('org_staff', ['turf-co']))).total).toBe(0);
    const one = (await ratingsFor(await token('admin', []), { activityId })).data[0]!;
    expect(await refusal(providerFor(elsewhere).getOne('ratings', { id: one.id }))).toBe(404);
    expect(
      await refusal(
        providerFor(cast.priya!.token).getList('ratings', { pagination: page, sort: { field: 'at', order: 'DESC' }, filter: {} }),
      ),
    ).toBe(403);
  });
});

describe('cities', () => {
  it('lists the cities of venues and games with their counts and listings, for platform operators only', async () => {
    await platform.settle();
    const admin = await token('admin', []);
    const { data } = await providerFor(admin).getList('cities', { pagination: page, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(data.find((c) => c.id === 'chennai')).toMatchObject({
      name: 'Chennai',
      region: 'chennai',
      venues: 1,
      spaceIds: ['marina'],
      games: 2,
      listingIds: ['football'],
      active: true,
      curated: false,
    });
    expect(
      await refusal(
        providerFor(await managerToken(platform)).getList('cities', {
          pagination: page,
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        }),
      ),
    ).toBe(403);
  });

  it('a platform operator adds a city and switches one off (CitySaved, once for the same details); the list filters by active and state', async () => {
    const admin = await token('admin', []);
    const save = (who: string, id: string, body: unknown) => platform.request('PUT', `/admin-api/cities/${id}`, { token: who, body });
    expect(
      await json(await save(admin, 'navi-mumbai', { name: 'Navi Mumbai', state: 'Maharashtra', country: 'India', active: true })),
    ).toEqual({ id: 'navi-mumbai', saved: true });
    expect(
      await json(await save(admin, 'navi-mumbai', { name: 'Navi Mumbai', state: 'Maharashtra', country: 'India', active: true })),
    ).toEqual({ id: 'navi-mumbai', saved: false });
    expect((await save(admin, 'chennai', { name: 'Chennai', state: 'Tamil Nadu', active: false })).status).toBe(200);
    const before = await platform.eventCount();
    await expectProblem(await save(await managerToken(platform), 'pune', { name: 'Pune', active: true }), 403, 'FORBIDDEN');
    await expectProblem(await save(admin, 'pune', { name: 'Poona', active: true }), 400, 'VALIDATION_FAILED', 'name');
    await expectProblem(await save(admin, 'Pune City', { name: 'Pune City', active: true }), 400, 'VALIDATION_FAILED', 'params.id');
    await expectProblem(await save(admin, 'pune', { name: 'Pune' }), 400, 'VALIDATION_FAILED', 'active');
    expect(await platform.eventCount()).toBe(before);
    await platform.settle();
    const list = (filter: Record<string, unknown>) =>
      providerFor(admin).getList('cities', { pagination: page, sort: { field: 'venues', order: 'DESC' }, filter });
    expect((await list({ active: false })).data.map((c) => c.id)).toEqual(['chennai']);
    expect((await list({ state: 'Maharashtra' })).data).toEqual([
      expect.objectContaining({ id: 'navi-mumbai', venues: 0, games: 0, curated: true, country: 'India' }),
    ]);
    expect((await providerFor(admin).getOne('cities', { id: 'chennai' })).data).toMatchObject({
      state: 'Tamil Nadu',
      active: false,
      venues: 1,
    });
    const history = (await json(await platform.request('GET', '/admin-api/cities/chennai/history', { token: admin }))) as unknown as Array<{
      type: string;
    }>;
    expect(history.map((e) => e.type)).toEqual(['CitySaved']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/** Spec section 7 "Games" discovery: filters, facets, paging, viewer flags, my games, interests, regions, circles. */
let platform: TestPlatform;
let host: string;
let priya: string;
let arjun: string;

const CHENNAI = { lat: 13.0, lon: 80.27 };
const at = (day: string, extra: Record<string, unknown> = {}) => ({
  date: day,
  duration: [{ from: `${day}T18:00:00+05:30`, to: `${day}T19:30:00+05:30` }],
  ...extra,
});
const chennai = (name: string, where: Record<string, unknown> = {}) => ({ location: { name, city: 'Chennai', ...CHENNAI, ...where } });
const ids: Record<string, string> = {};

beforeAll(async () => {
  platform = await startTestStack();
  for (const id of ['host', 'priya', 'arjun']) await platform.request('POST', '/api/dev/token', { body: { userId: id } });
  [host, priya, arjun] = (await Promise.all(['host', 'priya', 'arjun'].map((id) => platform.tokenFor(id)))) as [string, string, string];
  await platform.request('PUT', '/api/vm/circles', {
    token: host,
    body: { name: 'Chennai Football', listingId: 'football', listingName: 'Football', city: 'Chennai' },
  });
  const make = async (key: string, body: Record<string, unknown>) => {
    const created = await createGame(platform, host, body);
    expect(created.response.status).toBe(201);
    ids[key] = created.activityId;
  };
  await make('near1', { ...at('2026-11-21'), ...chennai('Marina'), circleId: 'football.chennai' });
  await make('near2', {
    ...at('2026-11-23'),
    ...chennai('Adyar', { lat: 13.0067, lon: 80.2573 }),
    facilityId: 'turf-a',
    facilityName: 'Turf A',
  });
  await make('cricket', { ...at('2026-11-23'), ...chennai('Chepauk'), listingId: 'cricket', listingName: 'Cricket' });
  // Inside the 25 km box around Chennai but 31 km away: the exact distance leaves it out.
  await make('corner', { ...at('2026-11-22'), location: { name: 'Corner Ground', city: 'Chennai', lat: 13.2, lon: 80.47 } });
  await make('mumbai', { ...at('2026-12-02'), location: { name: 'Andheri', city: 'Mumbai', lat: 19.13, lon: 72.83 } });
  await make('private', { ...at('2026-11-24'), ...chennai('Secret Turf'), privacy: 'private' });
  await platform.settle();
});
afterAll(() => platform.close());

const get = async (path: string, token?: string) => json(await platform.request('GET', path, { token }));
const names = (data: { activities: Array<{ activityId: string }> }) =>
  data.activities.map((g) => Object.keys(ids).find((k) => ids[k] === g.activityId));

describe('all games with filters (spec section 7 "GET all games")', () => {
  it('around a point: the box is served by the index, the radius is exact', async () => {
    const { data } = await get(`/api/vm/activities/all/0/9?lat=${CHENNAI.lat}&lon=${CHENNAI.lon}&filterListingId=football`);
    expect(names(data)).toEqual(['near1', 'near2']);
    // Facets around a point count by 0.1° cells touching the box: the corner game counts, Mumbai does not.
    expect(data.counts.listing).toEqual({ football: 3, cricket: 1 });
    expect(data.dateList.map((d: { date: string }) => d.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    const wider = await get(`/api/vm/activities/all/0/9?lat=${CHENNAI.lat}&lon=${CHENNAI.lon}&filterListingId=football&radiusKm=40`);
    expect(names(wider.data)).toEqual(['near1', 'corner', 'near2']);
    const city = await get(`/api/vm/activities/all/0/9?lat=${CHENNAI.lat}&lon=${CHENNAI.lon}&filterListingId=football&isAroundCity=true`);
    expect(names(city.data)).toContain('corner');
  });

  it('date window and listing, with the facets of spec section 3', async () => {
    const { data } = await get('/api/vm/activities/all/0/9?startDate=2026-11-22&endDate=2026-11-30&filterListingId=football');
    expect(names(data)).toEqual(['corner', 'near2']);
    expect(data.counts).toMatchObject({ total: 2, games: 2, facilities: { 'turf-a': 1 }, listing: { football: 2, cricket: 1 } });
    expect(data.listingList).toEqual([
      { listingId: 'football', listingName: 'Football', count: 2 },
      { listingId: 'cricket', listingName: 'Cricket', count: 1 },
    ]);
    // dateList ignores the date window (it is the strip to pick from), keeping the listing.
    expect(data.dateList).toEqual([
      { date: '2026-11-21', count: 1 },
      { date: '2026-11-22', count: 1 },
      { date: '2026-11-23', count: 1 },
      { date: '2026-12-02', count: 1 },
    ]);
    expect(data.monthList).toEqual([
      { month: '2026-11', count: 3 },
      { month: '2026-12', count: 1 },
    ]);
    expect(data.monthIndex).toBe(0);
    const december = await get('/api/vm/activities/all/0/9?startDate=2026-12-01&filterListingId=football');
    expect(december.data.monthIndex).toBe(1);
  });

  it('private games only for members, and counted for them', async () => {
    const anonymous = await get('/api/vm/activities/all/0/9');
    expect(names(anonymous.data)).not.toContain('private');
    const mine = await get('/api/vm/activities/all/0/9', host);
    expect(names(mine.data)).toContain('private');
    expect(mine.data.counts.total).toBe(anonymous.data.counts.total + 1);
  });

  it('refuses a bad radius with the field named', async () => {
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/all/0/9?lat=13&lon=80&radiusKm=9999'),
      400,
      'VALIDATION_FAILED',
      'query.radiusKm',
    );
  });
});

describe('paging by 9 (spec section 9)', () => {
  it('follows nextUrl until a page is short', async () => {
    for (let i = 0; i < 9; i++)
      await createGame(platform, arjun, { ...at('2026-11-25'), location: { name: `Pune ${i}`, city: 'Pune', lat: 18.52, lon: 73.85 } });
    await createGame(platform, arjun, { ...at('2026-11-26'), location: { name: 'Pune 9', city: 'Pune', lat: 18.52, lon: 73.85 } });
    await platform.settle();
    const first = (await get('/api/vm/activities/region/pune/0/9')).data;
    expect([first.activities.length, first.stopLoading]).toEqual([9, false]);
    expect(first.nextUrl).toBe('/api/vm/activities/region/pune/1/9');
    const second = (await get(first.nextUrl)).data;
    expect([second.activities.length, second.nextUrl, second.stopLoading]).toEqual([1, null, true]);
  });
});

describe('viewer flags and the viewer lists', () => {
  it('isSaved, viewerStatus and isRecommended follow the signed-in viewer', async () => {
    await platform.request('PUT', `/api/vm/activities/${ids.near2}/save`, { token: priya, body: { isSaved: true } });
    await platform.request('PUT', `/api/vm/activities/${ids.near1}/join`, { token: priya, body: {} });
    await platform.request('PUT', '/api/vm/skill/cricket', { token: priya, body: { selfLevel: 2 } });
    await platform.settle();
    const { data } = await get(`/api/vm/activities/all/0/9?lat=${CHENNAI.lat}&lon=${CHENNAI.lon}`, priya);
    const flags = Object.fromEntries(
      data.activities.map((g: any) => [names({ activities: [g] })[0], [g.isSaved, g.viewerStatus, g.isRecommended]]),
    );
    expect(flags).toMatchObject({ near1: [false, 'joined', false], near2: [true, null, false], cricket: [false, null, true] });
    // Nobody signed in: the spec's isSaved and isRecommended are there: nothing
    // saved, and every game a suggestion, so a visitor's Suggested tab is not empty.
    expect((await get('/api/vm/activities/all/0/9')).data.activities[0]).toMatchObject({ isSaved: false, isRecommended: true });
    expect((await get(`/api/vm/activities/${ids.near2}`, priya)).data).toMatchObject({ isSaved: true, viewerStatus: null });
  });

  it('my games by statusList; my-interest games; circles with isFollowing', async () => {
    const mine = (await get('/api/vm/activities/my/0/9?statusList=upcoming', priya)).data;
    expect(names(mine)).toEqual(['near1']);
    expect((await get('/api/vm/activities/my/0/9?statusList=past', priya)).data.activities).toEqual([]);
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/my/0/9?statusList=soon', { token: priya }),
      400,
      'VALIDATION_FAILED',
      'query.statusList',
    );
    await platform.request('PUT', '/api/vm/users/me/interests', { token: arjun, body: { circleIds: ['football.chennai'] } });
    await platform.settle();
    expect(names((await get('/api/vm/activities/interests/0/9', arjun)).data)).toEqual(['near1']);
    expect((await get('/api/vm/users/me/interests', arjun)).data).toEqual({ circleIds: ['football.chennai'] });
    expect((await get('/api/vm/users/me/interests', priya)).data).toEqual({ circleIds: [] });
    expect((await get('/api/vm/circles?listingId=football', arjun)).data).toMatchObject([
      { circleId: 'football.chennai', city: 'Chennai', isFollowing: true },
    ]);
    expect((await get('/api/vm/circles?listingId=football&city=Mumbai', arjun)).data).toEqual([]);
  });

  it('games by region and the listings of a region', async () => {
    expect(names((await get('/api/vm/activities/region/Mumbai/0/9')).data)).toEqual(['mumbai']);
    expect((await get('/api/vm/regions/chennai/listings')).data).toEqual([
      { listingId: 'football', listingName: 'Football', count: 3 },
      { listingId: 'cricket', listingName: 'Cricket', count: 1 },
    ]);
  });
});

describe('venues by listing (spec section 7, fetched 0/30)', () => {
  it('lists the places games of a listing were hosted at, by name, with their facilities', async () => {
    const { data } = await get('/api/vm/venues/listing/football/0/30?city=Chennai');
    expect(data.venues.map((v: any) => v.name)).toEqual(['Adyar', 'Corner Ground', 'Marina']); // not the private game's place
    expect(data.venues.find((v: any) => v.name === 'Adyar')).toMatchObject({
      city: 'Chennai',
      region: 'chennai',
      facilities: [{ facilityId: 'turf-a', facilityName: 'Turf A' }],
      listingIds: ['football'],
    });
    expect((await get('/api/vm/venues/listing/cricket/0/30')).data.venues.map((v: any) => v.name)).toEqual(['Chepauk']);
    const paged = (await get('/api/vm/venues/listing/football/0/2?city=chennai')).data;
    expect([paged.venues.length, paged.nextUrl]).toEqual([2, '/api/vm/venues/listing/football/1/2?city=chennai']);
  });
});

describe('facets follow the games (spec section 3 "Activity list response")', () => {
  // Its own city and month, last in the file, so the counts above are not disturbed.
  const KOCHI = { lat: 9.97, lon: 76.28 };
  const kochi = (name: string) => ({ location: { name, city: 'Kochi', ...KOCHI } });

  it('a list asked again after a new game nearby counts it in its listing, facility and date facets', async () => {
    const path = `/api/vm/activities/all/0/9?lat=${KOCHI.lat}&lon=${KOCHI.lon}&startDate=2027-01-01&endDate=2027-01-31`;
    expect((await createGame(platform, host, { ...at('2027-01-10'), ...kochi('Fort Kochi') })).response.status).toBe(201);
    await platform.settle();
    const before = (await get(path)).data;
    expect(before.counts.listing).toEqual({ football: 1 });
    expect(before.dateList).toEqual([{ date: '2027-01-10', count: 1 }]);
    // Asked again with nothing changed: the same facets.
    expect((await get(path)).data.listingList).toEqual(before.listingList);

    const badminton = {
      ...at('2027-01-12'),
      ...kochi('Kadavanthra'),
      listingId: 'badminton',
      listingName: 'Badminton',
      facilityId: 'court-1',
      facilityName: 'Court 1',
    };
    expect((await createGame(platform, host, badminton)).response.status).toBe(201);
    await platform.settle();
    const after = (await get(path)).data;
    expect(after.counts).toMatchObject({ total: 2, listing: { football: 1, badminton: 1 }, facilities: { 'court-1': 1 } });
    // Most games first, then by name.
    expect(after.listingList).toEqual([
      { listingId: 'badminton', listingName: 'Badminton', count: 1 },
      { listingId: 'football', listingName: 'Football', count: 1 },
    ]);
    expect(after.dateList).toEqual([
      { date: '2027-01-10', count: 1 },
      { date: '2027-01-12', count: 1 },
    ]);
    expect(after.monthList).toEqual([{ month: '2027-01', count: 2 }]);
  });
});

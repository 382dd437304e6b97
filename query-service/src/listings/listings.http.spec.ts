import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { setUpVenue } from '@sports/testing/http/bookingsFixtures';

/** GET /api/vm/listings: the listings pickers offer, from games (past ones too) and from venues. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform); // Marina Turf Arena, Chennai: football
  const host = await platform.tokenFor('lister');
  await createGame(platform, host, { location: { name: 'Marina', city: 'Chennai', lat: 13, lon: 80.27 } });
  await createGame(platform, host, { location: { name: 'Besant', city: 'Chennai', lat: 13, lon: 80.26 } });
  await createGame(platform, host, {
    listingId: 'cricket',
    listingName: 'Cricket',
    location: { name: 'Oval', city: 'Mumbai', lat: 18.9, lon: 72.8 },
  });
  platform.setNow('2026-11-25T10:00:00.000Z'); // every game is past now: they still count
  await platform.settle();
});
afterAll(() => platform.close());

const listings = async (query = '') => platform.request('GET', `/api/vm/listings${query}`);

describe('listings', () => {
  it('lists every listing with its games and venues, most games first', async () => {
    expect((await json(await listings())).data).toEqual([
      { listingId: 'football', listingName: 'Football', games: 2, venues: 1 },
      { listingId: 'cricket', listingName: 'Cricket', games: 1, venues: 0 },
    ]);
  });

  it('narrows to a region, given in any case', async () => {
    expect((await json(await listings('?region=CHENNAI'))).data).toEqual([
      { listingId: 'football', listingName: 'Football', games: 2, venues: 1 },
    ]);
    expect((await json(await listings('?region=mumbai'))).data).toEqual([
      { listingId: 'cricket', listingName: 'Cricket', games: 1, venues: 0 },
    ]);
    expect((await json(await listings('?region=delhi'))).data).toEqual([]);
  });

  it('checks its query', async () => {
    await expectProblem(await listings('?region='), 400, 'VALIDATION_FAILED', 'query.region');
    await expectProblem(await listings(`?region=${'x'.repeat(81)}`), 400, 'VALIDATION_FAILED', 'query.region');
    await expectProblem(await listings('?city=chennai'), 400, 'VALIDATION_FAILED');
  });
});

/** GET /api/vm/cities: the cities the city pickers offer, from games and venues (the cities read model). */
describe('cities', () => {
  const cities = async (query = '') => platform.request('GET', `/api/vm/cities${query}`);

  it('lists each city games or venues name once, whatever the case it was written in, most games first', async () => {
    const host = await platform.tokenFor('lister');
    platform.setNow('2026-11-20T10:00:00.000Z'); // before the game, so it can be hosted
    expect(
      (await createGame(platform, host, { location: { name: 'Bandra', city: 'MUMBAI ', lat: 19.05, lon: 72.83 } })).activityId,
    ).toBeTruthy();
    platform.setNow('2026-11-25T10:00:00.000Z');
    await platform.settle();
    expect((await json(await cities())).data).toEqual([
      { cityId: 'chennai', name: 'Chennai', region: 'chennai', state: null, games: 2, venues: 1 },
      { cityId: 'mumbai', name: 'Mumbai', region: 'mumbai', state: null, games: 2, venues: 0 },
    ]);
  });

  it('leaves out a city a platform admin switched off, and checks its query', async () => {
    const admin = (await platform.tokens.issue({ userId: 'city-admin', name: 'Staff', role: 'admin', scopeIds: [] })).accessToken;
    const saved = await platform.request('PUT', '/admin-api/cities/mumbai', {
      token: admin,
      body: { name: 'Mumbai', state: 'Maharashtra', active: false },
    });
    expect(saved.status).toBe(200);
    await platform.settle();
    expect((await json(await cities())).data.map((c: { cityId: string }) => c.cityId)).toEqual(['chennai']);
    await expectProblem(await cities('?region=chennai'), 400, 'VALIDATION_FAILED');
  });
});

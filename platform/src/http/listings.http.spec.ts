import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { createGame, expectProblem, json } from './fixtures';
import { setUpVenue } from './bookingsFixtures';

/** GET /api/vm/listings: the listings pickers offer, from games (past ones too) and from venues. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
  await setUpVenue(platform); // Marina Turf Arena, Chennai: football
  const host = await platform.tokenFor('lister');
  await createGame(platform, host, { location: { name: 'Marina', city: 'Chennai', lat: 13, lon: 80.27 } });
  await createGame(platform, host, { location: { name: 'Besant', city: 'Chennai', lat: 13, lon: 80.26 } });
  await createGame(platform, host, { listingId: 'cricket', listingName: 'Cricket', location: { name: 'Oval', city: 'Mumbai', lat: 18.9, lon: 72.8 } });
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
    expect((await json(await listings('?region=CHENNAI'))).data).toEqual([{ listingId: 'football', listingName: 'Football', games: 2, venues: 1 }]);
    expect((await json(await listings('?region=mumbai'))).data).toEqual([{ listingId: 'cricket', listingName: 'Cricket', games: 1, venues: 0 }]);
    expect((await json(await listings('?region=delhi'))).data).toEqual([]);
  });

  it('checks its query', async () => {
    await expectProblem(await listings('?region='), 400, 'VALIDATION_FAILED', 'query.region');
    await expectProblem(await listings(`?region=${'x'.repeat(81)}`), 400, 'VALIDATION_FAILED', 'query.region');
    await expectProblem(await listings('?city=chennai'), 400, 'VALIDATION_FAILED');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, managerToken, setUpVenue, spaceBody } from '@sports/testing/http/bookingsFixtures';

/**
 * "Is this Marina Turf Arena?" (spec section 2 create game; section 3 Activity spaceId, spaceName):
 * GET /api/vm/venues/match answers the listed venues a typed place names (docs/adr/0105-typed-place-venue-match.md).
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
  const manager = await setUpVenue(platform);
  // A second venue on a road of the same name, in another city.
  const beach = { name: 'Beach Road Courts', address: 'Beach Road, Bandra', city: 'Mumbai' };
  const put = await platform.request('PUT', `/org-api/${ORG}/spaces/beach-courts`, {
    token: manager,
    body: spaceBody({ name: beach.name, location: beach }),
  });
  expect(put.status).toBe(200);
  await platform.settle();
});
afterAll(() => platform.close());

const match = async (query: string) => {
  const response = await platform.request('GET', `/api/vm/venues/match?${query}`);
  expect(response.status).toBe(200);
  return (await json(response)).data.venues as Array<{ spaceId: string; name: string; location: Record<string, unknown> }>;
};

describe('the listed venues a typed place names', () => {
  it('finds a venue by its name, read with case and spaces ignored, with the place a game takes from it', async () => {
    expect(await match('q=marina%20TURF%20arena')).toEqual([
      {
        spaceId: SPACE,
        name: 'Marina Turf Arena',
        location: { name: 'Marina Turf Arena', address: 'Beach Road', city: 'Chennai', lat: 13.05, lon: 80.28 },
      },
    ]);
    expect((await match('q=MarinaTurfArena')).map((v) => v.spaceId)).toEqual([SPACE]);
  });

  it('finds venues by their address or a part of it, by name, and only in the city given', async () => {
    expect((await match('q=beach%20road')).map((v) => v.name)).toEqual(['Beach Road Courts', 'Marina Turf Arena']);
    expect((await match('q=Beach%20Road&city=chennai')).map((v) => v.name)).toEqual(['Marina Turf Arena']);
    expect((await match('q=bandra&city=Mumbai')).map((v) => v.name)).toEqual(['Beach Road Courts']);
    expect(await match('q=bandra&city=Chennai')).toEqual([]);
  });

  it('answers nothing for a place no venue is, a city alone, or too few letters', async () => {
    expect(await match('q=Marina')).toEqual([]);
    expect(await match('q=Mumbai')).toEqual([]);
    expect(await match('q=ma')).toEqual([]);
  });

  it('follows a renamed venue', async () => {
    const renamed = spaceBody({
      name: 'Marina Sands Arena',
      location: { name: 'Marina Sands Arena', address: 'Elliot Beach', city: 'Chennai' },
    });
    expect(
      (await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, { token: await managerToken(platform), body: renamed })).status,
    ).toBe(200);
    await platform.settle();
    expect(await match('q=Marina%20Turf%20Arena')).toEqual([]);
    expect((await match('q=marina%20sands%20arena')).map((v) => v.spaceId)).toEqual([SPACE]);
  });
});

describe('bad input: a 400 problem naming the query field', () => {
  it.each([
    ['no q', '', 'query.q'],
    ['an empty q', 'q=%20%20', 'query.q'],
    ['a q past 200 characters', `q=${'a'.repeat(201)}`, 'query.q'],
    ['a city past 80 characters', `q=Marina&city=${'c'.repeat(81)}`, 'query.city'],
    ['a parameter it does not take', 'q=Marina&listingId=football', 'query.listingId'],
  ])('%s', async (_name, query, field) => {
    await expectProblem(await platform.request('GET', `/api/vm/venues/match?${query}`), 400, 'VALIDATION_FAILED', field);
  });
});

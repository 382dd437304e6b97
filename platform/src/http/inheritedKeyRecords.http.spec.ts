import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { castOf, during, getSettled, on, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * Ids a client chose (a game's listing and city, a self level's listing) become
 * keys of stored records; one named like an inherited property is counted as itself, and a read by
 * such a key answers "none" rather than what the object inherits.
 */
let platform: TestPlatform;
let cast: Cast;
const DAY = '2026-11-21';

beforeAll(async () => {
  platform = await startTestStack();
  cast = await castOf(platform, 'ik', ['host', 'cohost', 'arjun', 'priya']);
});
afterAll(() => platform.close());

describe('records keyed by a client-chosen id named like an inherited property', () => {
  it("a game in listing 'constructor' at city 'Constructor' is counted, and its ratings make a level", async () => {
    const activityId = await ratedGame(platform, cast, ['arjun', 'priya'], {
      overrides: {
        ...on(DAY),
        listingId: 'constructor',
        listingName: 'Constructor',
        location: { name: 'Marina Turf', city: 'Constructor', lat: 13, lon: 80.27 },
      },
    });
    platform.setNow(during(DAY));
    for (const rater of ['host', 'cohost']) {
      const reply = await rate(platform, activityId, 'participant', cast[rater]!.token, { ratingFor: cast.arjun!.userId, ratedLevel: 2 });
      expect([reply.status, reply.status === 200 ? null : await reply.text()]).toEqual([200, null]);
    }
    const listings = (await json(await getSettled(platform, '/api/vm/listings?region=Constructor'))).data;
    expect(listings).toEqual(expect.arrayContaining([expect.objectContaining({ listingId: 'constructor', games: 1 })]));
    const explained = (await json(await getSettled(platform, `/api/vm/users/${cast.arjun!.userId}/level/constructor`))).data;
    expect(explained).toMatchObject({ listingId: 'constructor', consensus: { status: 'new', raters: 2 } });
    expect(explained.ratings.map((r: { level: number }) => r.level)).toEqual([2, 2]);
  });

  it('a level or self level asked by an inherited name is none, beside a real one', async () => {
    const token = cast.priya!.token;
    expect((await platform.request('PUT', '/api/vm/skill/football', { token, body: { selfLevel: 1 } })).status).toBe(200);
    for (const key of ['toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      const self = await platform.request('GET', `/api/vm/skill/${key}`, { token });
      expect([self.status, (await json(self)).data]).toEqual([200, { listingId: key, selfLevel: null, label: null }]);
      const level = await getSettled(platform, `/api/vm/users/${cast.priya!.userId}/level/${key}`);
      expect([level.status, (await json(level)).data]).toMatchObject([200, { listingId: key, level: null, selfLevel: null, ratings: [] }]);
    }
  });
});

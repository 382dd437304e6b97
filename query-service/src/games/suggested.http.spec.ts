import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * Spec section 2 Suggested tab, never empty (docs/adr/0103-suggested-never-empty.md): the sports a
 * player chose, else the sports they joined, hosted or saved, else their place, else every upcoming
 * game; the basis and heading say which. And sort=distance on the all-games list.
 */
let platform: TestPlatform;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const KORAMANGALA = { lat: 12.935, lon: 77.624 };
const at = (day: string) => ({ date: day, duration: [{ from: `${day}T18:00:00+05:30`, to: `${day}T19:30:00+05:30` }] });
const PEOPLE = ['host', 'fresh', 'chooser', 'joiner', 'saver', 'placed', 'cityOnly', 'faraway'];

beforeAll(async () => {
  platform = await startTestStack();
  for (const id of PEOPLE) await platform.request('POST', '/api/dev/token', { body: { userId: id } });
  for (const id of PEOPLE) tokens[id] = await platform.tokenFor(id);
  const make = async (key: string, body: Record<string, unknown>) => {
    const created = await createGame(platform, tokens.host!, body);
    expect(created.response.status).toBe(201);
    ids[key] = created.activityId;
  };
  // Bengaluru: football 1.1 km and badminton 3 km from Koramangala; Chennai: football and cricket.
  await make('blrFootball', { ...at('2026-11-22'), location: { name: 'Koramangala Turf', city: 'Bengaluru', lat: 12.93, lon: 77.615 } });
  await make('blrBadminton', {
    ...at('2026-11-21'),
    listingId: 'badminton',
    listingName: 'Badminton',
    location: { name: 'HSR Courts', city: 'Bengaluru', lat: 12.912, lon: 77.638 },
  });
  await make('chnFootball', { ...at('2026-11-23'), location: { name: 'Marina Turf Arena', city: 'Chennai', lat: 13.0, lon: 80.27 } });
  await make('chnCricket', {
    ...at('2026-11-24'),
    listingId: 'cricket',
    listingName: 'Cricket',
    location: { name: 'Chepauk', city: 'Chennai', lat: 13.06, lon: 80.28 },
  });
  // A city given in words only: no point, found by its region.
  await make('chnTennis', {
    ...at('2026-11-25'),
    listingId: 'tennis',
    listingName: 'Tennis',
    location: { name: 'Nungambakkam Courts', city: 'Chennai' },
  });

  const put = (path: string, who: string, body: unknown) => platform.request('PUT', path, { token: tokens[who]!, body });
  expect((await put('/api/user/listing', 'chooser', { listingIds: ['cricket'] })).status).toBe(200);
  expect((await put(`/api/vm/activities/${ids.chnCricket}/join`, 'joiner', {})).status).toBe(200);
  expect((await put(`/api/vm/activities/${ids.blrBadminton}/save`, 'saver', { isSaved: true })).status).toBe(200);
  expect((await put('/api/user/basic', 'placed', { locations: [{ name: 'Koramangala', ...KORAMANGALA }] })).status).toBe(200);
  expect((await put('/api/user/basic', 'cityOnly', { locations: [{ name: 'Chennai' }] })).status).toBe(200);
  // Chose a sport that is played nowhere near, and lives in Bengaluru.
  expect((await put('/api/user/listing', 'faraway', { listingIds: ['squash'] })).status).toBe(200);
  expect((await put('/api/user/basic', 'faraway', { locations: [{ name: 'Koramangala', ...KORAMANGALA }] })).status).toBe(200);
  await platform.settle();
});
afterAll(() => platform.close());

const suggested = async (who: string | null, search = '') => {
  const response = await platform.request('GET', `/api/vm/activities/suggested/0/9${search}`, who ? { token: tokens[who]! } : {});
  expect(response.status).toBe(200);
  return (await json(response)).data as {
    activities: Array<{ activityId: string }>;
    basis: string;
    heading: string;
    near?: unknown;
    nextUrl: string | null;
    counts: { total: number };
  };
};
const names = (data: { activities: Array<{ activityId: string }> }) =>
  data.activities.map((g) => Object.keys(ids).find((k) => ids[k] === g.activityId));

describe('Suggested, never empty (spec section 2)', () => {
  it('a player who chose sports gets those games, the heading naming them', async () => {
    const data = await suggested('chooser');
    expect([data.basis, data.heading, names(data)]).toEqual(['sports', 'Cricket for you', ['chnCricket']]);
  });

  it('no sports chosen: the sports they joined (a game they are in is left out), then the ones they saved', async () => {
    const joined = await suggested('joiner');
    // Joined cricket, whose only game is theirs already: nothing new there, so their place is unknown and everything shows.
    expect([joined.basis, joined.heading]).toEqual(['popular', 'Coming up soon']);
    const saved = await suggested('saver');
    expect([saved.basis, saved.heading, names(saved)]).toEqual(['played', 'Badminton for you', ['blrBadminton']]);
  });

  it('sports chosen but none nearby: the games around their place, named in the heading', async () => {
    const data = await suggested('faraway');
    expect([data.basis, data.heading, names(data)]).toEqual(['place', 'Games near Koramangala', ['blrBadminton', 'blrFootball']]);
    // The profile's point comes back for the cards' distances.
    expect(data.near).toEqual(KORAMANGALA);
  });

  it('a profile city without a point: the games of that city, by its region', async () => {
    const data = await suggested('cityOnly');
    expect([data.basis, data.heading, names(data)]).toEqual(['place', 'Games in Chennai', ['chnFootball', 'chnCricket', 'chnTennis']]);
    expect(data.near).toBeUndefined();
  });

  it("the place in the query (the last Around me) beats the profile's, and its name goes in the heading", async () => {
    const data = await suggested('cityOnly', `?lat=${KORAMANGALA.lat}&lon=${KORAMANGALA.lon}&place=Koramangala`);
    expect([data.basis, data.heading]).toEqual(['place', 'Games near Koramangala']);
    const unnamed = await suggested('fresh', `?lat=${KORAMANGALA.lat}&lon=${KORAMANGALA.lon}`);
    expect([unnamed.basis, unnamed.heading]).toEqual(['place', 'Games near you']);
  });

  it('a brand-new player and a visitor with nothing known: every upcoming game, soonest first', async () => {
    for (const who of ['fresh', null]) {
      const data = await suggested(who);
      expect([data.basis, data.heading, data.counts.total]).toEqual(['popular', 'Coming up soon', 5]);
      expect(names(data)).toEqual(['blrBadminton', 'blrFootball', 'chnFootball', 'chnCricket', 'chnTennis']);
      // The first page carries the upcoming list's facets: the Filters beside Suggested offer every sport with games.
      expect((data as unknown as { listingList: Array<{ listingId: string }> }).listingList.map((l) => l.listingId).sort()).toEqual([
        'badminton',
        'cricket',
        'football',
        'tennis',
      ]);
    }
    const visitorNear = await suggested(null, `?lat=${KORAMANGALA.lat}&lon=${KORAMANGALA.lon}&place=Koramangala`);
    expect([visitorNear.basis, names(visitorNear)]).toEqual(['place', ['blrBadminton', 'blrFootball']]);
  });

  it('later pages keep the first page basis (nextUrl carries it)', async () => {
    const response = await platform.request('GET', '/api/vm/activities/suggested/0/2', { token: tokens.fresh! });
    const { data } = await json(response);
    expect(data.nextUrl).toBe('/api/vm/activities/suggested/1/2?basis=popular');
    const next = await json(await platform.request('GET', data.nextUrl, { token: tokens.fresh! }));
    expect([next.data.basis, names(next.data)]).toEqual(['popular', ['chnFootball', 'chnCricket']]);
  });

  it('bad input: a 400 naming the field, nothing else', async () => {
    await expectProblem(await platform.request('GET', '/api/vm/activities/suggested/0/9?lat=12.9'), 400, 'VALIDATION_FAILED', 'query.lon');
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/suggested/0/9?lat=100&lon=1'),
      400,
      'VALIDATION_FAILED',
      'query.lat',
    );
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/suggested/0/9?place=%3Cscript%3E'),
      400,
      'VALIDATION_FAILED',
      'query.place',
    );
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/suggested/0/9?basis=everything'),
      400,
      'VALIDATION_FAILED',
      'query.basis',
    );
  });
});

describe('sort=distance on the all-games list', () => {
  it('nearest first within the radius, then soonest', async () => {
    const response = await platform.request(
      'GET',
      `/api/vm/activities/all/0/9?lat=${KORAMANGALA.lat}&lon=${KORAMANGALA.lon}&sort=distance`,
    );
    const { data } = await json(response);
    // Soonest first would put badminton (the 21st) before football (the 22nd); football is nearer.
    expect(names(data)).toEqual(['blrFootball', 'blrBadminton']);
    const wide = await json(
      await platform.request('GET', `/api/vm/activities/all/0/9?lat=${KORAMANGALA.lat}&lon=${KORAMANGALA.lon}&radiusKm=200&sort=distance`),
    );
    expect(names(wide.data)).toEqual(['blrFootball', 'blrBadminton']);
    const chennai = await json(await platform.request('GET', '/api/vm/activities/all/0/9?lat=13.06&lon=80.28&sort=distance'));
    expect(names(chennai.data)).toEqual(['chnCricket', 'chnFootball']);
  });

  it('without lat or lon, or for past games, a 400 naming the field', async () => {
    await expectProblem(await platform.request('GET', '/api/vm/activities/all/0/9?sort=distance'), 400, 'VALIDATION_FAILED', 'query.lat');
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/all/0/9?sort=distance&lat=12.9'),
      400,
      'VALIDATION_FAILED',
      'query.lon',
    );
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/all/0/9?sort=distance&lat=12.9&lon=77.6&status=past'),
      400,
      'VALIDATION_FAILED',
      'query.sort',
    );
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/all/0/9?sort=nearest&lat=12.9&lon=77.6'),
      400,
      'VALIDATION_FAILED',
      'query.sort',
    );
  });
});

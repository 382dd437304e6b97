import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * The game list's price and host filters (contracts api/gameList.ts maxCost, hostId): the cost is
 * what a player pays (spec section 3 enablePay, costPerParticpant, costPerTeam, isHostPaying, through
 * bookings/gamePayment.ts playerCostOf), the host is the host or a co-host; private games stay with
 * their members (spec section 5). Upcoming lists come from the live index, past ones from the read model.
 */
let platform: TestPlatform;
let hostA: string;
let hostB: string;
let coHost: string;
let stranger: string;
const game: Record<string, string> = {};

const at = (day: number) => {
  const date = `2026-12-${String(day).padStart(2, '0')}`;
  return { date, duration: [{ from: `${date}T18:00:00+05:30`, to: `${date}T19:00:00+05:30` }] };
};

beforeAll(async () => {
  platform = await startTestStack();
  [hostA, hostB, coHost, stranger] = (await Promise.all(['hostA', 'hostB', 'coHost', 'stranger'].map((id) => platform.tokenFor(id)))) as [
    string,
    string,
    string,
    string,
  ];
  const made = async (key: string, token: string, body: Record<string, unknown>) => {
    const { response, activityId } = await createGame(platform, token, { name: key, ...body });
    expect(response.status, key).toBe(201);
    game[key] = activityId;
  };
  await made('free', hostA, { ...at(1), costPerParticpant: 0 });
  await made('hundred', hostA, { ...at(2), enablePay: true, costPerParticpant: 10000 });
  await made('one-fifty', hostA, { ...at(3), enablePay: true, costPerParticpant: 15000 });
  // ₹500 a team of 5: ₹100 a player, what the card shows and what the filter compares.
  await made('team', hostA, {
    ...at(4),
    enablePay: true,
    participationType: 'team',
    teamCount: 2,
    maxParticipantPerTeam: 5,
    maxParticipants: 10,
    costPerParticpant: 0,
    costPerTeam: 50000,
  });
  // A cost without enablePay is paid at the venue: not free.
  await made('at-venue', hostA, { ...at(5), enablePay: false, costPerParticpant: 15000 });
  await made('host-pays', hostA, { ...at(6), enablePay: true, costPerParticpant: 20000, isHostPaying: true });
  await made('private-free', hostA, { ...at(7), costPerParticpant: 0, privacy: 'private' });
  await made('other-host', hostB, { ...at(8), costPerParticpant: 0, listingId: 'cricket', listingName: 'Cricket' });
  // hostB's game that coHost co-hosts.
  await made('co-hosted', hostB, { ...at(9), enablePay: true, costPerParticpant: 30000 });
  await made('co-hosted-free', hostB, { ...at(10), costPerParticpant: 0 });
  expect((await platform.request('PUT', `/api/vm/activities/${game['co-hosted-free']}/join`, { token: coHost, body: {} })).status).toBe(
    200,
  );
  expect((await platform.request('PUT', `/api/vm/activities/${game['co-hosted-free']}/cohosts/coHost`, { token: hostB })).status).toBe(200);
  await platform.settle();
});
afterAll(() => platform.close());

const list = async (query: string, token?: string) => {
  const response = await platform.request('GET', `/api/vm/activities/all/0/9?${query}`, token ? { token } : {});
  expect(response.status, query).toBe(200);
  return (await json(response)).data;
};
const names = (data: any) => data.activities.map((a: any) => a.name);
const dateCounts = (data: any) => data.dateList.reduce((sum: number, d: { count: number }) => sum + d.count, 0);

describe('game list price filter (maxCost, paise)', () => {
  it('maxCost=0 lists free games only: no cost, the host paying; a cost paid at the venue is not free', async () => {
    const data = await list('maxCost=0');
    expect(names(data)).toEqual(['free', 'host-pays', 'other-host', 'co-hosted-free']);
    expect(data.counts.total).toBe(4);
    expect(data.activities.every((a: any) => a.playerCost === 0)).toBe(true);
    // The facets count the same games.
    expect(dateCounts(data)).toBe(4);
    expect(data.counts.listing).toEqual({ football: 3, cricket: 1 });
  });

  it("a cap keeps games a player pays at most that for, a team game by its player's share", async () => {
    const data = await list('maxCost=10000');
    expect(names(data)).toEqual(['free', 'hundred', 'team', 'host-pays', 'other-host', 'co-hosted-free']);
    expect(data.counts.total).toBe(6);
    expect((await list('maxCost=9999')).counts.total).toBe(4);
    expect(names(await list('maxCost=15000&filterListingId=football'))).toEqual([
      'free',
      'hundred',
      'one-fifty',
      'team',
      'at-venue',
      'host-pays',
      'co-hosted-free',
    ]);
  });

  it('combines with the status and the date window, and keeps the filter in nextUrl', async () => {
    const window = await list('status=upcoming&maxCost=10000&startDate=2026-12-02&endDate=2026-12-06');
    expect(names(window)).toEqual(['hundred', 'team', 'host-pays']);
    expect(window.counts.total).toBe(3);
    // dateList leaves the date window out, like every other filter's facets (spec section 3).
    expect(dateCounts(window)).toBe(6);
    const paged = await platform.request('GET', '/api/vm/activities/all/0/2?maxCost=0', {});
    expect((await json(paged)).data.nextUrl).toBe('/api/vm/activities/all/1/2?maxCost=0');
    // Past games come from the read model: the same filter there.
    platform.setNow('2027-01-15T00:00:00.000Z');
    try {
      const past = await list('status=past&maxCost=0');
      expect(names(past)).toEqual(['co-hosted-free', 'other-host', 'host-pays', 'free']);
      expect(past.counts.total).toBe(4);
      expect(names(await list('status=past&maxCost=0&hostId=hostA'))).toEqual(['host-pays', 'free']);
      expect(names(await list('status=upcoming&maxCost=0'))).toEqual([]);
    } finally {
      platform.setNow('2026-11-20T10:00:00.000Z');
    }
  });
});

describe('game list host filter (hostId)', () => {
  it('lists the games a user hosts or co-hosts, with exact counts', async () => {
    const a = await list('hostId=hostA');
    expect(names(a)).toEqual(['free', 'hundred', 'one-fifty', 'team', 'at-venue', 'host-pays']);
    expect(a.counts.total).toBe(6);
    expect(dateCounts(a)).toBe(6);
    expect(names(await list('hostId=coHost'))).toEqual(['co-hosted-free']);
    expect(names(await list('hostId=hostB&maxCost=0'))).toEqual(['other-host', 'co-hosted-free']);
    expect((await list('hostId=nobody')).counts.total).toBe(0);
  });

  it('never shows a private game to anyone but its members', async () => {
    expect(names(await list('hostId=hostA&maxCost=0'))).toEqual(['free', 'host-pays']);
    expect(names(await list('hostId=hostA&maxCost=0', stranger))).toEqual(['free', 'host-pays']);
    const own = await list('hostId=hostA&maxCost=0', hostA);
    expect(names(own)).toEqual(['free', 'host-pays', 'private-free']);
    expect(own.counts.total).toBe(3);
  });
});

describe('bad filter values', () => {
  it.each([
    ['maxCost=-1', 'query.maxCost'],
    ['maxCost=1.5', 'query.maxCost'],
    ['maxCost=', 'query.maxCost'],
    ['maxCost=ten', 'query.maxCost'],
    ['maxCost=1e4', 'query.maxCost'],
    ['maxCost=999999999', 'query.maxCost'],
    ['hostId=not%20an%20id', 'query.hostId'],
    ['hostId=', 'query.hostId'],
  ])('%s is a 400 naming %s', async (query, field) => {
    await expectProblem(await platform.request('GET', `/api/vm/activities/all/0/9?${query}`), 400, 'VALIDATION_FAILED', field);
  });
});

import { describe, expect, it } from 'vitest';
import { makeGame } from '../../../test/fixtures/gameDocument';
import { monthIndexOf } from './facets';
import { boundingBox, distanceKm } from './geo';
import { gamesApi } from '@sports/contracts';
import { playerCostOf } from '@sports/shared-rules';
import { aroundOf, both, dateWindow, isWithin, listFilterOf } from './listFilter';
import { isRecommendedFor } from './viewerFlags';

describe('geo', () => {
  it('measures distances and boxes that hold the circle', () => {
    expect(distanceKm({ lat: 13.0827, lon: 80.2707 }, { lat: 12.9716, lon: 77.5946 })).toBeCloseTo(290, -1); // Chennai to Bengaluru
    const box = boundingBox({ lat: 13, lon: 80 }, 25);
    expect(distanceKm({ lat: 13, lon: 80 }, { lat: box.maxLat, lon: 80 })).toBeCloseTo(25, 5);
    expect(distanceKm({ lat: 13, lon: 80 }, { lat: 13, lon: box.maxLon })).toBeGreaterThanOrEqual(24.99);
  });
  it('isAroundCity widens the radius to the city; the exact test drops box corners', () => {
    expect(aroundOf({ lat: 13, lon: 80 })?.radiusKm).toBe(25);
    expect(aroundOf({ lat: 13, lon: 80, radiusKm: 5, isAroundCity: true })?.radiusKm).toBe(50);
    expect(aroundOf({ lat: 13 })).toBeNull();
    const within = isWithin(aroundOf({ lat: 13, lon: 80 }));
    expect(within(makeGame({ location: { name: 'x', lat: 13.1, lon: 80.1 } }))).toBe(true);
    expect(within(makeGame({ location: { name: 'corner', lat: 13.2, lon: 80.2 } }))).toBe(false);
    expect(within(makeGame({ location: { name: 'nowhere' } }))).toBe(false);
  });
});

describe('list filters', () => {
  it('a date window also bounds startAt, loosely enough for any UTC offset', () => {
    const window = dateWindow({ startDate: '2026-11-22', endDate: '2026-11-23' });
    expect(window.date).toEqual({ $gte: '2026-11-22', $lte: '2026-11-23' });
    expect(window.startAt).toEqual({ $gte: Date.parse('2026-11-21T10:00:00Z'), $lt: Date.parse('2026-11-24T14:00:00Z') });
    expect(dateWindow({})).toEqual({});
  });
  it('merges ranges on the same field into one lower and one upper bound', () => {
    expect(both({ startAt: { $gt: 5 }, isOnHold: false }, { startAt: { $lt: 9 } })).toEqual({
      startAt: { $gt: 5, $lt: 9 },
      isOnHold: false,
    });
    expect(both({ startAt: { $gt: 5 } }, { startAt: { $gte: 7, $lt: 9 } })).toEqual({ startAt: { $gte: 7, $lt: 9 } });
    expect(both({ startAt: { $gt: 8 } }, { startAt: { $gte: 7 } })).toEqual({ startAt: { $gt: 8 } });
    expect(both({ startAt: { $gt: 7 } }, { startAt: { $gte: 7 } })).toEqual({ startAt: { $gt: 7 } });
  });
});

describe('price and host filters', () => {
  const NOW = Date.parse('2026-11-20T10:00:00Z');
  it("add their conditions only when asked for: an unfiltered list's filter is as before", () => {
    const plain = listFilterOf({ status: 'upcoming' }, NOW).filter;
    expect(plain).toEqual({ isOnHold: false, startAt: { $gt: NOW } });
    expect(listFilterOf({ status: 'upcoming', maxCost: 0 }, NOW).filter).toEqual({ ...plain, playerCost: { $lte: 0 } });
    expect(listFilterOf({ status: 'past', maxCost: 20000, hostId: 'u1' }, NOW).filter).toEqual({
      endAt: { $lte: NOW },
      playerCost: { $lte: 20000 },
      memberIds: 'u1',
    });
  });
  it('read maxCost as whole paise and hostId as an id, refusing anything else', () => {
    const query = (q: Record<string, string>) => gamesApi.listGamesQuery.safeParse(q);
    expect(query({ maxCost: '0', hostId: 'host1' }).data).toMatchObject({ maxCost: 0, hostId: 'host1' });
    expect(query({ maxCost: '50000' }).data?.maxCost).toBe(50000);
    for (const bad of ['-1', '1.5', '', ' 1', '1e3', '0x10', '999999999']) expect(query({ maxCost: bad }).success, bad).toBe(false);
    for (const bad of ['', 'a b', 'x'.repeat(65)]) expect(query({ hostId: bad }).success, bad).toBe(false);
  });
  it('price a game by what its card shows one player paying (playerCostOf)', () => {
    const terms = {
      enablePay: true,
      payableMethod: 'paybefore' as const,
      costPerParticpant: 15000,
      costPerTeam: 0,
      isCostShared: false,
      isHostPaying: false,
      participationType: 'individual' as const,
      maxParticipants: 10,
    };
    expect(playerCostOf(terms)).toBe(15000);
    expect(playerCostOf({ ...terms, enablePay: false })).toBe(15000); // paid at the venue, not free
    expect(playerCostOf({ ...terms, isHostPaying: true })).toBe(0);
    expect(playerCostOf({ ...terms, costPerParticpant: 0 })).toBe(0);
    // A team's cost split over its places, rounded up to the paisa.
    expect(playerCostOf({ ...terms, participationType: 'team', costPerTeam: 50001, maxParticipantPerTeam: 5 })).toBe(10001);
  });
});

describe('isRecommended', () => {
  const viewer = { id: 'v', selfSkillLevels: { football: 0 }, interestCircleIds: ['badminton.mumbai'], profile: { choices: ['cricket'] } };
  it('recommends games of listings or circles the viewer cares about, within their skill', () => {
    expect(isRecommendedFor(viewer, makeGame({ listingId: 'cricket', enableGameSkill: false, memberIds: [] }))).toBe(true);
    expect(isRecommendedFor(viewer, makeGame({ listingId: 'badminton', circleId: 'badminton.mumbai', memberIds: [] }))).toBe(true);
    expect(isRecommendedFor(viewer, makeGame({ listingId: 'chess', memberIds: [] }))).toBe(false);
    expect(
      isRecommendedFor(viewer, makeGame({ listingId: 'football', enableGameSkill: true, gameSkillFrom: 1, gameSkillTo: 2, memberIds: [] })),
    ).toBe(false);
    // The viewer's own games come from the participants read model, not the game document.
    const member = { activityId: 'mine', status: 'joined' as const, member: true, isHost: false, isCoHost: false };
    expect(
      isRecommendedFor({ ...viewer, memberships: new Map([['mine', member]]) }, makeGame({ activityId: 'mine', listingId: 'cricket' })),
    ).toBe(false);
  });
});

describe('monthIndex', () => {
  const months = [
    { month: '2026-11', count: 3 },
    { month: '2026-12', count: 1 },
  ];
  it('is the start date month, else the first game month, else 0', () => {
    expect(monthIndexOf(months, '2026-12-05', '2026-11-22')).toBe(1);
    expect(monthIndexOf(months, undefined, '2026-12-01')).toBe(1);
    expect(monthIndexOf(months, undefined, undefined)).toBe(0);
  });
});

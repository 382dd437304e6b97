import { describe, expect, it } from 'vitest';
import type { UserDocument } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import { makeGame } from '../../../test/fixtures/gameDocument';
import { LiveGameIndex } from './live/liveGameIndex';
import type { Membership } from './memberships';
import { chosenListingsOf, headingOf, placeOf, sportWords, suggestedPage } from './suggested';

const viewer = (profile: Partial<UserDocument['profile']>, extra: Partial<UserDocument> = {}) =>
  ({ profile: { locations: [], choices: [], addresses: [], ...profile }, ...extra }) as UserDocument;

describe('Suggested, never empty (docs/adr/0103-suggested-never-empty.md)', () => {
  it('names the place: the query point with its name, else the profile point, else its city by region', () => {
    expect(placeOf({ lat: 12.9, lon: 77.6, place: ' Koramangala ' }, null)).toEqual({
      centre: { lat: 12.9, lon: 77.6 },
      name: 'Koramangala',
    });
    expect(placeOf({ lat: 12.9, lon: 77.6 }, null)).toEqual({ centre: { lat: 12.9, lon: 77.6 }, name: null });
    const both = viewer({ locations: [{ name: 'Chennai' }, { name: 'Anna Nagar', lat: 13.08, lon: 80.21 }] });
    expect(placeOf({}, both)).toEqual({ centre: { lat: 13.08, lon: 80.21 }, name: 'Anna Nagar' });
    expect(placeOf({}, viewer({ locations: [{ name: 'Adyar', city: 'Chennai' }] }))).toEqual({ region: 'chennai', name: 'Chennai' });
    expect(placeOf({}, viewer({}))).toBeNull();
    expect(placeOf({ lat: 1 }, null)).toBeNull();
  });

  it('takes the sports a player chose or gave themself a level in, once each', () => {
    expect(chosenListingsOf(viewer({ choices: ['football', 'cricket'] }, { selfSkillLevels: { cricket: 2, tennis: 1 } }))).toEqual([
      'football',
      'cricket',
      'tennis',
    ]);
    expect(chosenListingsOf(null)).toEqual([]);
  });

  it('says what the list shows in words', () => {
    expect(sportWords(['Football'])).toBe('Football');
    expect(sportWords(['Football', 'Cricket', 'Football'])).toBe('Football and Cricket');
    expect(sportWords(['Football', 'Cricket', 'Tennis'])).toBe('Football, Cricket and more');
    expect(headingOf('sports', { centre: { lat: 1, lon: 2 }, name: 'Koramangala' }, ['Football'])).toBe('Football near Koramangala');
    expect(headingOf('played', { region: 'chennai', name: 'Chennai' }, ['Badminton'])).toBe('Badminton in Chennai');
    expect(headingOf('sports', null, ['Cricket'])).toBe('Cricket for you');
    expect(headingOf('place', { centre: { lat: 1, lon: 2 }, name: null }, [])).toBe('Games near you');
    expect(headingOf('place', { region: 'chennai', name: 'Chennai' }, [])).toBe('Games in Chennai');
    expect(headingOf('popular', null, ['Football'])).toBe('Coming up soon');
  });

  it("a new game of a sport the player chose shows in its place by start, however many of that sport's games the player is already in", async () => {
    // The player chose football and cricket and is in the next 20 football games; another host then
    // creates a football game before any cricket game. Each sport's games are read a page at a time
    // and merged by start: the cricket page's games must not stand in for football games not yet read.
    const HOUR = 3_600_000;
    const NOW = Date.parse('2030-05-01T00:00:00Z');
    const game = (id: string, listingId: string, hoursAhead: number, host = 'host1') => {
      const startAt = NOW + hoursAhead * HOUR;
      const doc = makeGame({ id, activityId: id, listingId, listingName: listingId, enableGameSkill: false, host, hostandCoHost: [host] });
      return { ...doc, startAt, endAt: startAt + HOUR, date: new Date(startAt + 5.5 * HOUR).toISOString().slice(0, 10) };
    };
    const live = new LiveGameIndex();
    const joined = Array.from({ length: 20 }, (_, n) => game(`joined${n}`, 'football', 2 + n));
    const fresh = game('fresh', 'football', 30, 'host2');
    const cricket = Array.from({ length: 12 }, (_, n) => game(`cricket${n}`, 'cricket', 40 + 10 * n));
    for (const doc of [...joined, fresh, ...cricket]) live.put(doc.id, doc);
    const memberships = new Map<string, Membership>(
      joined.map((g) => [g.id, { activityId: g.id, status: 'joined', member: true, isHost: false, isCoHost: false }]),
    );
    const player = { ...viewer({ choices: ['football', 'cricket'] }, { id: 'p1', savedGameIds: [] }), memberships };
    const mine = joined.map((g) => g.id);
    const src = { store: {} as DocumentStore, live, nowMs: NOW };
    const first = await suggestedPage(src, player, mine, {}, { page: 0, size: 9 });
    expect(first.basis).toBe('sports');
    expect(first.live!.map((g) => g.id)).toEqual(['fresh', ...cricket.slice(0, 8).map((g) => g.id)]);
    const second = await suggestedPage(src, player, mine, { basis: 'sports' }, { page: 1, size: 9 });
    expect(second.live!.map((g) => g.id)).toEqual(cricket.slice(8).map((g) => g.id));
    expect([first.total, first.hasMore, second.hasMore]).toEqual([13, true, false]);
  });
});

import { describe, expect, it } from 'vitest';
import type { UserDocument } from '@sports/contracts';
import { chosenListingsOf, headingOf, placeOf, sportWords } from './suggested';

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
});

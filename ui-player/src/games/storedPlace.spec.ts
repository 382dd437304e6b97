// @vitest-environment jsdom
import { suggestedGames } from '@sports/contracts/api/gameList';
import { GAME_PAGE_SIZE } from '@sports/contracts/games/listing';
import { afterEach, describe, expect, it } from 'vitest';
import { routePath } from '../api/paths';
import { SUGGESTED_FIRST_PAGE, tabById, tabFirstPageUrl } from './discovery';
import { usePlace } from './place';
import { PLACE_STORAGE_KEY, storedPlace } from './storedPlace';

afterEach(() => {
  localStorage.clear();
  usePlace.setState({ place: null, declined: false });
});

describe('the remembered place (docs/adr/0103-suggested-never-empty.md)', () => {
  it('is what the store persisted, read without the store for the first screen', () => {
    expect(storedPlace()).toBeNull();
    usePlace.getState().remember({ lat: 12.93456, lon: 77.62449, name: 'Koramangala' });
    expect(storedPlace()).toEqual({ lat: 12.935, lon: 77.624, name: 'Koramangala' });
    usePlace.getState().decline();
    expect(JSON.parse(localStorage.getItem(PLACE_STORAGE_KEY)!).state).toMatchObject({ declined: true });
  });

  it('reads a damaged or out-of-range entry as none', () => {
    for (const stored of ['{', '{"state":{"place":{"lat":"12","lon":77}}}', '{"state":{"place":{"lat":91,"lon":77}}}', 'null']) {
      localStorage.setItem(PLACE_STORAGE_KEY, stored);
      expect(storedPlace(), stored).toBeNull();
    }
  });

  it("Suggested's first page is the contract's path, around the place when one is known; filters and Nearest first ask the list of all games", async () => {
    expect(SUGGESTED_FIRST_PAGE).toBe(routePath(suggestedGames, { page: 0, size: GAME_PAGE_SIZE }));
    const suggested = tabById('suggested');
    expect(await tabFirstPageUrl(suggested, {})).toBe('/api/vm/activities/suggested/0/9');
    expect(await tabFirstPageUrl(suggested, {}, { lat: 12.935, lon: 77.624, name: 'Koramangala' })).toBe(
      '/api/vm/activities/suggested/0/9?lat=12.935&lon=77.624&place=Koramangala',
    );
    expect(await tabFirstPageUrl(suggested, { sort: 'nearest' }, { lat: 12.935, lon: 77.624 })).toBe(
      '/api/vm/activities/all/0/9?status=upcoming&lat=12.935&lon=77.624&radiusKm=200&sort=distance',
    );
    // Nearest first with nothing to measure from: soonest first.
    expect(await tabFirstPageUrl(suggested, { sort: 'nearest' })).toBe('/api/vm/activities/all/0/9?status=upcoming');
    expect(await tabFirstPageUrl(tabById('past'), { sort: 'nearest' }, { lat: 1, lon: 2 })).toBe('/api/vm/activities/all/0/9?status=past');
  });
});

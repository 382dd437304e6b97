import { describe, expect, it } from 'vitest';
import { activeFilterChips, loosenHint } from './filterChips';

const listings = [{ listingId: 'badminton', listingName: 'Badminton', count: 3 }] as never;

describe("the game list's active filters as chips", () => {
  it('has none when nothing is filtered', () => {
    expect(activeFilterChips({}, listings)).toEqual([]);
  });

  it('names each active filter in words, and says what removing it clears', () => {
    const chips = activeFilterChips({ listing: 'badminton', from: '2026-11-27', to: '2026-11-30', lat: 13.05, lon: 80.27 }, listings);
    expect(chips.map((c) => c.label)).toEqual(['Badminton', 'From Fri 27 Nov', 'Until Mon 30 Nov', 'Near me']);
    expect(chips.map((c) => c.clear)).toEqual([
      { listing: undefined },
      { from: undefined },
      { to: undefined },
      { lat: undefined, lon: undefined, km: undefined },
    ]);
  });

  it('says how far "around me" reaches when a distance was picked, and removing it drops the distance too', () => {
    const [chip] = activeFilterChips({ lat: 13.05, lon: 80.27, km: 10 }, listings);
    expect(chip).toEqual({ key: 'around', label: 'Within 10 km', clear: { lat: undefined, lon: undefined, km: undefined } });
  });

  it('names the price cap in rupees from paise: free, or up to an amount', () => {
    expect(activeFilterChips({ maxCost: 0 }, listings)).toEqual([{ key: 'price', label: 'Free', clear: { maxCost: undefined } }]);
    expect(activeFilterChips({ maxCost: 50_000 }, listings).map((c) => c.label)).toEqual(['Up to ₹500']);
    expect(activeFilterChips({ maxCost: 12_050 }, listings).map((c) => c.label)).toEqual(['Up to ₹120.50']);
  });

  it('tells an empty list what to loosen', () => {
    expect(loosenHint([])).toBeNull();
    expect(loosenHint(activeFilterChips({ listing: 'badminton' }, listings))).toBe(
      'No games match Badminton. Remove a filter to see more.',
    );
    expect(loosenHint(activeFilterChips({ maxCost: 0 }, listings))).toBe('No games match Free. Try a higher price.');
    expect(loosenHint(activeFilterChips({ listing: 'badminton', maxCost: 10_000 }, listings))).toBe(
      'No games match Badminton, Up to ₹100. Try a higher price, or remove another filter.',
    );
  });

  it('falls back to the listing id when the list does not name it, and needs both coordinates for "Near me"', () => {
    expect(activeFilterChips({ listing: 'padel', lat: 13 }, undefined).map((c) => c.label)).toEqual(['padel']);
  });
});

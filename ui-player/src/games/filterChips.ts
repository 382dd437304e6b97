import type { GamePage } from './api';
import type { DiscoveryFilters } from './discovery';
import { priceWords } from './priceFilter';

/** One active filter of the game list, shown as a removable chip. */
export interface FilterChip {
  key: 'listing' | 'from' | 'to' | 'around' | 'price' | 'sort';
  label: string;
  /** What removing it sets in the search. */
  clear: Partial<DiscoveryFilters>;
}

const dayWords = (isoDay: string): string => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDay
    : date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
};

/** The active filters, in the order the panel shows them, each with its words ("Badminton", "From Fri 27 Nov", "Near me", "Within 10 km", "Free", "Up to ₹200"). */
export function activeFilterChips(filters: DiscoveryFilters, listings: GamePage['listingList'] | undefined): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.listing) {
    const name = listings?.find((l) => l.listingId === filters.listing)?.listingName ?? filters.listing;
    chips.push({ key: 'listing', label: name, clear: { listing: undefined } });
  }
  if (filters.from) chips.push({ key: 'from', label: `From ${dayWords(filters.from)}`, clear: { from: undefined } });
  if (filters.to) chips.push({ key: 'to', label: `Until ${dayWords(filters.to)}`, clear: { to: undefined } });
  if (filters.lat !== undefined && filters.lon !== undefined)
    chips.push({
      key: 'around',
      label: filters.km ? `Within ${filters.km} km` : 'Near me',
      clear: { lat: undefined, lon: undefined, km: undefined },
    });
  if (filters.maxCost !== undefined) chips.push({ key: 'price', label: priceWords(filters.maxCost), clear: { maxCost: undefined } });
  if (filters.sort === 'nearest') chips.push({ key: 'sort', label: 'Nearest first', clear: { sort: undefined } });
  return chips;
}

/**
 * What an empty filtered list tells the player to loosen: the filters by name, and a higher
 * price when one is capped (the filter a player most often sets too tight).
 */
export function loosenHint(chips: readonly FilterChip[]): string | null {
  if (chips.length === 0) return null;
  const price = chips.find((c) => c.key === 'price');
  const names = chips.map((c) => c.label).join(', ');
  if (!price) return `No games match ${names}. Remove a filter to see more.`;
  const others = chips.length > 1 ? ', or remove another filter' : '';
  return `No games match ${names}. Try a higher price${others}.`;
}

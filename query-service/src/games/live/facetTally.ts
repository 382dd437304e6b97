import { ANY_CELL } from './cells';
import type { LiveGame } from './liveGame';

interface DayTally {
  count: number;
  facilities: Map<string, number>;
}

/** One listing's games in one cell, per date; with the dates in order and running totals, made again after a change. */
class ListingDays {
  readonly days = new Map<string, DayTally>();
  private ordered: { dates: string[]; tallies: DayTally[]; before: number[] } | null = null;

  changed(): void {
    this.ordered = null;
  }

  /** Dates in order, their tallies, and before[i] = games on the dates before dates[i] (before[n] = all). */
  inOrder() {
    if (!this.ordered) {
      const dates = [...this.days.keys()].sort();
      const tallies = dates.map((d) => this.days.get(d)!);
      const before = [0];
      for (const t of tallies) before.push(before.at(-1)! + t.count);
      this.ordered = { dates, tallies, before };
    }
    return this.ordered;
  }
}

/** listing → its days, for one 0.1° cell (or ANY_CELL, every game). */
type CellTally = Map<string, ListingDays>;

/** First index whose date is at or after `date` (or after, when `after`). */
const dateIndex = (dates: readonly string[], date: string, after: boolean): number => {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! < date || (after && dates[mid] === date)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

export interface FacetCounts {
  perListing: Map<string, number>;
  perFacility: Map<string, number>;
  perDate: Map<string, number>;
}

const bump = (map: Map<string, number>, key: string, by: number) => {
  const n = (map.get(key) ?? 0) + by;
  if (n === 0) map.delete(key);
  else map.set(key, n);
};

/**
 * Upcoming public games counted per cell, listing, date and facility, kept in step with the live
 * index game by game, so a list's facets are sums over the few cells around its point (a few
 * thousand additions) however many games there are. Which games count is the index's call.
 */
export class FacetTally {
  private readonly cells = new Map<number, CellTally>();
  private readonly counted = new Set<LiveGame>();
  /** Moves with every change, so sums can be remembered until the next one. */
  version = 0;

  has(game: LiveGame): boolean {
    return this.counted.has(game);
  }

  add(game: LiveGame): void {
    if (this.counted.has(game)) return;
    this.counted.add(game);
    this.change(game, 1);
  }

  remove(game: LiveGame): void {
    if (!this.counted.delete(game)) return;
    this.change(game, -1);
  }

  clear(): void {
    this.cells.clear();
    this.counted.clear();
    this.version++;
  }

  private change(game: LiveGame, by: number): void {
    this.version++;
    for (const cell of game.cell === null ? [ANY_CELL] : [game.cell, ANY_CELL]) {
      let listings = this.cells.get(cell);
      if (!listings) this.cells.set(cell, (listings = new Map()));
      let listing = listings.get(game.listingId);
      if (!listing) listings.set(game.listingId, (listing = new ListingDays()));
      listing.changed();
      let day = listing.days.get(game.date);
      if (!day) listing.days.set(game.date, (day = { count: 0, facilities: new Map() }));
      day.count += by;
      if (game.facilityId) bump(day.facilities, game.facilityId, by);
      if (day.count === 0) listing.days.delete(game.date);
      if (listing.days.size === 0) listings.delete(game.listingId);
      if (listings.size === 0) this.cells.delete(cell);
    }
  }

  /** Games counted in one cell, of one listing (or any), with a local day in the window: running totals, no walk. */
  count(cell: number, filter: { listingId?: string | undefined; startDate?: string | undefined; endDate?: string | undefined }): number {
    const listings = this.cells.get(cell);
    if (!listings) return 0;
    let n = 0;
    for (const [listingId, listing] of listings) {
      if (filter.listingId && listingId !== filter.listingId) continue;
      const { dates, before } = listing.inOrder();
      const first = filter.startDate ? dateIndex(dates, filter.startDate, false) : 0;
      const end = filter.endDate ? dateIndex(dates, filter.endDate, true) : dates.length;
      if (end > first) n += before[end]! - before[first]!;
    }
    return n;
  }

  /**
   * Spec section 3 facets over the given cells: games per listing in the date window (any
   * listing), per date (the chosen listing, any date) and per facility (both filters).
   */
  sum(cells: Iterable<number>, filter: { listingId?: string | undefined; startDate?: string | undefined; endDate?: string | undefined }): FacetCounts {
    const out: FacetCounts = { perListing: new Map(), perFacility: new Map(), perDate: new Map() };
    const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
    for (const cell of cells) {
      for (const [listingId, listing] of this.cells.get(cell) ?? []) {
        const { dates, tallies, before } = listing.inOrder();
        // The window as a range of indexes: its games are a difference of running totals.
        const first = filter.startDate ? dateIndex(dates, filter.startDate, false) : 0;
        const end = filter.endDate ? dateIndex(dates, filter.endDate, true) : dates.length;
        if (end > first) add(out.perListing, listingId, before[end]! - before[first]!);
        if (filter.listingId && listingId !== filter.listingId) continue;
        for (let i = 0; i < dates.length; i++) add(out.perDate, dates[i]!, tallies[i]!.count);
        for (let i = first; i < end; i++) for (const [facilityId, n] of tallies[i]!.facilities) add(out.perFacility, facilityId, n);
      }
    }
    return out;
  }
}

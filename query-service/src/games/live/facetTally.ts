import { ANY_CELL } from './cells';
import { dayNumberOf, dayWindowOf, type DayWindow, type LiveGame } from './liveGame';
import { countBelow } from './sortedNumbers';

interface DayTally {
  count: number;
  /** The date's number in the tally's dictionary of dates. */
  dateId: number;
  /** Games per facility, by the facility's number in the tally's dictionary of facilities. */
  facilities: Map<number, number>;
}

/** One listing's games in one cell, per date; with the dates in order and running totals, made again after a change. */
class ListingDays {
  readonly days = new Map<string, DayTally>();
  private ordered: { days: number[]; tallies: DayTally[]; before: number[] } | null = null;

  changed(): void {
    this.ordered = null;
  }

  /**
   * Dates in order as day numbers (dayNumberOf, searched as plain numbers), their tallies, and
   * before[i] = games on the dates before the i-th (before[n] = all).
   */
  inOrder() {
    if (!this.ordered) {
      const dates = [...this.days.keys()].sort();
      const tallies = dates.map((d) => this.days.get(d)!);
      const before = [0];
      for (const t of tallies) before.push(before.at(-1)! + t.count);
      this.ordered = { days: dates.map(dayNumberOf), tallies, before };
    }
    return this.ordered;
  }
}

/**
 * Names numbered from 0 as they are first seen, and a scratch array of sums by number: adding
 * into an array slot costs far less than into a map by string, which hashes and compares the key
 * each time (summing facets that way was most of a first page's cost).
 */
class Dictionary {
  readonly names: string[] = [];
  private readonly ids = new Map<string, number>();
  private sums = new Float64Array(64);
  private readonly touched: number[] = [];

  idOf(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      this.ids.set(name, (id = this.names.length));
      this.names.push(name);
      if (id >= this.sums.length) this.sums = new Float64Array(this.sums.length * 2);
    }
    return id;
  }

  /** Adds a positive count to a name's sum. */
  add(id: number, n: number): void {
    if (this.sums[id] === 0) this.touched.push(id);
    this.sums[id]! += n;
  }

  /** The sums made since the last call, into `out` by name; the scratch array is left zeroed. */
  takeSums(out: Map<string, number>): void {
    for (const id of this.touched) {
      out.set(this.names[id]!, this.sums[id]!);
      this.sums[id] = 0;
    }
    this.touched.length = 0;
  }
}

/** listing → its days, for one 0.1° cell (or ANY_CELL, every game). */
type CellTally = Map<string, ListingDays>;

/** The window as a range of indexes into ascending day numbers: [start, end). */
const indexesOf = (days: readonly number[], window: DayWindow): [number, number] => [
  countBelow(days, window.first),
  countBelow(days, window.last, true),
];

/** One listing's games of one cell in the window: a difference of running totals. */
const countIn = (listing: ListingDays, window: DayWindow): number => {
  const { days, before } = listing.inOrder();
  const first = countBelow(days, window.first);
  const end = countBelow(days, window.last, true);
  return end > first ? before[end]! - before[first]! : 0;
};

/** Counts per listing, facility and date, keyed as their source has them (FacetCounts; the store's countBy). */
export interface CountsBy<K> {
  perListing: Map<K, number>;
  perFacility: Map<K, number>;
  perDate: Map<K, number>;
}

export type FacetCounts = CountsBy<string>;

/** Two sets of counts added up, into new maps: `base` may be shared (remembered sums) and is left as it is. */
export const withCounts = <K>(base: CountsBy<K>, more: CountsBy<K>): CountsBy<K> => {
  const sum = (a: Map<K, number>, b: Map<K, number>) => {
    const out = new Map(a);
    for (const [key, n] of b) out.set(key, (out.get(key) ?? 0) + n);
    return out;
  };
  return {
    perListing: sum(base.perListing, more.perListing),
    perFacility: sum(base.perFacility, more.perFacility),
    perDate: sum(base.perDate, more.perDate),
  };
};

const bump = <K>(map: Map<K, number>, key: K, by: number) => {
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
  /**
   * The same games per cell whatever their listing: a list without a listing counts a cell with
   * one search instead of one per listing, and sums its dates and facilities once.
   */
  private readonly anyListing = new Map<number, ListingDays>();
  private readonly counted = new Set<LiveGame>();
  private readonly dateNames = new Dictionary();
  private readonly facilityNames = new Dictionary();
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
    this.anyListing.clear();
    this.counted.clear();
    this.version++;
  }

  private change(game: LiveGame, by: number): void {
    this.version++;
    for (const cell of game.cell === null ? [ANY_CELL] : [game.cell, ANY_CELL]) {
      let listings = this.cells.get(cell);
      if (!listings) this.cells.set(cell, (listings = new Map<string, ListingDays>()));
      let listing = listings.get(game.listingId);
      if (!listing) listings.set(game.listingId, (listing = new ListingDays()));
      this.changeDays(listing, game, by);
      if (listing.days.size === 0) listings.delete(game.listingId);
      if (listings.size === 0) this.cells.delete(cell);
      let all = this.anyListing.get(cell);
      if (!all) this.anyListing.set(cell, (all = new ListingDays()));
      this.changeDays(all, game, by);
      if (all.days.size === 0) this.anyListing.delete(cell);
    }
  }

  private changeDays(listing: ListingDays, game: LiveGame, by: number): void {
    listing.changed();
    let day = listing.days.get(game.date);
    if (!day) listing.days.set(game.date, (day = { count: 0, dateId: this.dateNames.idOf(game.date), facilities: new Map() }));
    day.count += by;
    if (game.facilityId) bump(day.facilities, this.facilityNames.idOf(game.facilityId), by);
    if (day.count === 0) listing.days.delete(game.date);
  }

  /** Games counted in one cell, of one listing (or any), with a local day in the window (dayWindowOf): running totals, no walk. */
  count(cell: number, listingId: string | undefined, window: DayWindow): number {
    const listing = listingId ? this.cells.get(cell)?.get(listingId) : this.anyListing.get(cell);
    return listing ? countIn(listing, window) : 0;
  }

  /**
   * Spec section 3 facets over the given cells: games per listing in the date window (any
   * listing), per date (the chosen listing, any date) and per facility (both filters).
   */
  sum(
    cells: Iterable<number>,
    filter: { listingId?: string | undefined; startDate?: string | undefined; endDate?: string | undefined },
  ): FacetCounts {
    const out: FacetCounts = { perListing: new Map(), perFacility: new Map(), perDate: new Map() };
    const window = dayWindowOf(filter);
    for (const cell of cells) {
      const listings = this.cells.get(cell);
      if (!listings) continue;
      for (const [listingId, listing] of listings) {
        const { days, before } = listing.inOrder();
        // The window as a range of indexes: its games are a difference of running totals.
        const [first, end] = indexesOf(days, window);
        if (end > first) out.perListing.set(listingId, (out.perListing.get(listingId) ?? 0) + before[end]! - before[first]!);
      }
      // Dates and facilities of the chosen listing, or of every listing at once.
      const chosen = filter.listingId ? listings.get(filter.listingId) : this.anyListing.get(cell);
      if (!chosen) continue;
      const { days, tallies } = chosen.inOrder();
      const [first, end] = indexesOf(days, window);
      for (const tally of tallies) this.dateNames.add(tally.dateId, tally.count);
      for (let i = first; i < end; i++) for (const [facilityId, n] of tallies[i]!.facilities) this.facilityNames.add(facilityId, n);
    }
    this.dateNames.takeSums(out.perDate);
    this.facilityNames.takeSums(out.perFacility);
    return out;
  }
}

import type { GameDocument } from '@sports/contracts';
import { LruMap } from '@sports/service-kit';
import { DAY_MS, OFFSET_SLACK_MS, aroundOf, type ListQuery } from '../listFilter';
import { ANY_CELL, SUBCELLS, cellNumbersAround, cellPlace, cellPlaceInBox, subcellPlace } from './cells';
import { FacetTally, withCounts, type FacetCounts } from './facetTally';
import { asksCostOrHost, facetsOfGames, passesCostAndHost } from './costAndHost';
import { FirstInOrder } from './firstInOrder';
import { byStart, dayWindowOf, liveGameOf, utcDayStart, withCurrentNames, type LiveGame } from './liveGame';
import type { NameOf } from '../../people/nameBook';
import { PlaceAndDay, StartOrder } from './startOrder';
import { distanceKm } from '../geo';

/** Nearest first, then soonest (a total order, so pages never overlap). */
const byDistanceFrom = (centre: { lat: number; lon: number }) => {
  const km = new Map<LiveGame, number>();
  const of = (game: LiveGame) => {
    let d = km.get(game);
    if (d === undefined)
      km.set(
        game,
        (d = game.lat === null || game.lon === null ? Number.POSITIVE_INFINITY : distanceKm(centre, { lat: game.lat, lon: game.lon })),
      );
    return d;
  };
  return (a: LiveGame, b: LiveGame): number => of(a) - of(b) || byStart(a, b);
};

/** The statuses the index serves; past games are the read model's (their order is by end). */
export type LiveStatus = Exclude<ListQuery['status'], 'past'>;
export const isLiveStatus = (status: ListQuery['status']): status is LiveStatus => status !== 'past';

export type LiveQuery = ListQuery & { status: LiveStatus };

export interface LivePage {
  games: LiveGame[];
  /** Games matching the filters that the viewer may see: the public ones and their own private ones. */
  total: number;
  hasMore: boolean;
}

const ANY = '*';
/** An edge cell with more games than this in the range of starts is walked by subcells (cells.ts). */
const SUBCELL_WALK_FROM = 48;

/** Public games are kept per (on hold or not, listing or ANY), then per cell. */
const groupKey = (onHold: boolean, listingId: string) => `${onHold ? 'hold' : 'active'}|${listingId}`;

/** What a page's walk is bounded by: the status and date window as a range of starts, the place and day test, the cells. */
interface Walk {
  from: number;
  to: number;
  keep: PlaceAndDay;
  onHold: boolean;
  listing: string;
  around: ReturnType<typeof aroundOf>;
  cells: number[];
  group: Map<number, StartOrder> | undefined;
}

/** The order of one group and cell (or subcell), made when first asked for. */
const orderIn = (orders: Map<string, Map<number, StartOrder>>, key: string, cell: number): StartOrder => {
  let group = orders.get(key);
  if (!group) orders.set(key, (group = new Map<number, StartOrder>()));
  let order = group.get(cell);
  if (!order) group.set(cell, (order = new StartOrder()));
  return order;
};

/**
 * The games that are not over, in memory, for the all-games list (spec section 7 "GET all
 * games") and its facets. Public games sit in start order per (on hold or not, listing or any,
 * 0.1° cell or any), so a query walks only the cells around its point, in its listing, between
 * its dates; private games are found through the viewer's own games (the participants read model). Filled and kept in step by
 * LiveGames from the read model's changes.
 */
export class LiveGameIndex {
  private readonly games = new Map<string, LiveGame>();
  private readonly publicOrders = new Map<string, Map<number, StartOrder>>();
  /** The same games per 0.025° subcell (cells.ts), for the walk of a cell on the circle's edge. */
  private readonly publicSubOrders = new Map<string, Map<number, StartOrder>>();
  private readonly tally = new FacetTally();
  /** Games starting at or before this are no longer counted by the facet tally. */
  private tallyFrom = Number.NEGATIVE_INFINITY;
  /** Facet sums by their inputs, good while the tally's version is the one they were made at. */
  private readonly facetSums = new LruMap<string, { version: number; counts: FacetCounts }>(2_000);
  /** The games whose bytes show each person's name (LiveGame.named), so a rename redoes only those. */
  private readonly byPerson = new Map<string, Set<string>>();
  /** The games each person hosts or co-hosts (LiveGame.hosts), for the host filter (hostId). */
  private readonly byHost = new Map<string, Set<LiveGame>>();

  /** `nameOf`: people's current names (the name book's), put in each game's bytes in place of the copies. */
  constructor(private readonly nameOf: NameOf = () => undefined) {}

  get size(): number {
    return this.games.size;
  }

  /** The ids of the games held. */
  ids(): string[] {
    return [...this.games.keys()];
  }

  /**
   * Sorts every order a bulk load left unsorted (as the first queries would) and counts what is
   * held: games, their reply bytes, their places in start orders. For weighing the index in
   * memory (bench/lib/memoryLiveIndex.ts, docs/adr/0133-live-index-memory-budget.md); answers are unchanged.
   */
  settle(): { games: number; jsonBytes: number; orderEntries: number } {
    let orderEntries = 0;
    for (const groups of [this.publicOrders, this.publicSubOrders])
      for (const group of groups.values())
        for (const order of group.values()) {
          order.countStartingIn(0, 0);
          orderEntries += order.size;
        }
    let jsonBytes = 0;
    for (const game of this.games.values()) jsonBytes += game.json.byteLength;
    return { games: this.games.size, jsonBytes, orderEntries };
  }

  /** Replaces a game's entry; null (deleted, or over long ago) drops it. */
  put(id: string, doc: GameDocument | null, bulk = false): void {
    const old = this.games.get(id);
    if (old) this.drop(old);
    if (doc) this.add(liveGameOf(doc, this.nameOf), bulk);
  }

  /**
   * These people's names changed (the name book says so): the games naming them make their bytes
   * again with the current names. Nothing else about a game moves, so it keeps its places in the
   * orders and the tally. Returns the games redone.
   */
  rename(personIds: Iterable<string>): LiveGame[] {
    const gameIds = new Set<string>();
    for (const personId of personIds) for (const id of this.byPerson.get(personId) ?? []) gameIds.add(id);
    const redone: LiveGame[] = [];
    for (const id of gameIds) {
      const game = this.games.get(id);
      if (!game) continue;
      withCurrentNames(game, this.nameOf);
      redone.push(game);
    }
    return redone;
  }

  /** Drops games that ended before `endedBefore`: the read model serves those. */
  evict(endedBefore: number): void {
    for (const game of this.games.values()) if (game.endAt < endedBefore) this.drop(game);
  }

  /** The start orders a public game belongs in: its listing and any, its cell and any. */
  private ordersOf(game: LiveGame): StartOrder[] {
    const cells = game.cell === null ? [ANY_CELL] : [game.cell, ANY_CELL];
    return [game.listingId, ANY].flatMap((listing) => {
      const key = groupKey(game.isOnHold, listing);
      const orders = cells.map((cell) => orderIn(this.publicOrders, key, cell));
      if (game.subcell !== null) orders.push(orderIn(this.publicSubOrders, key, game.subcell));
      return orders;
    });
  }

  private add(game: LiveGame, bulk: boolean): void {
    this.games.set(game.id, game);
    for (const personId of game.named) {
      let games = this.byPerson.get(personId);
      if (!games) this.byPerson.set(personId, (games = new Set()));
      games.add(game.id);
    }
    for (const hostId of game.hosts) {
      let hosted = this.byHost.get(hostId);
      if (!hosted) this.byHost.set(hostId, (hosted = new Set()));
      hosted.add(game);
    }
    if (!game.isPublic) return; // found through the viewer's own games (page)
    for (const order of this.ordersOf(game)) order.insert(game, bulk);
    if (!game.isOnHold && game.startAt > this.tallyFrom) this.tally.add(game);
  }

  private drop(game: LiveGame): void {
    this.games.delete(game.id);
    for (const personId of game.named) {
      const games = this.byPerson.get(personId);
      games?.delete(game.id);
      if (games?.size === 0) this.byPerson.delete(personId);
    }
    for (const hostId of game.hosts) {
      const hosted = this.byHost.get(hostId);
      hosted?.delete(game);
      if (hosted?.size === 0) this.byHost.delete(hostId);
    }
    if (!game.isPublic) return;
    for (const order of this.ordersOf(game)) order.remove(game);
    this.tally.remove(game);
  }

  /** One page of the list under the filters, the viewer's private games included, soonest first. */
  page(query: LiveQuery, viewerGameIds: readonly string[], nowMs: number, page: { page: number; size: number }): LivePage {
    const around = aroundOf(query);
    const onHold = query.status === 'hold';
    const listing = query.filterListingId ?? ANY;
    const days = dayWindowOf(query);
    // startAt in (from, to]: the status and the date window as one range of starts (listFilter's
    // startAtBounds, from the day numbers rather than by parsing the dates again).
    const from = Math.max(
      query.status === 'upcoming' ? nowMs : Number.NEGATIVE_INFINITY,
      query.startDate ? utcDayStart(days.first) - OFFSET_SLACK_MS - 1 : Number.NEGATIVE_INFINITY,
    );
    const to = Math.min(
      query.status === 'ongoing' ? nowMs : Number.POSITIVE_INFINITY,
      query.endDate ? utcDayStart(days.last) + DAY_MS + OFFSET_SLACK_MS - 1 : Number.POSITIVE_INFINITY,
    );
    const keep = new PlaceAndDay(around, !query.startDate && !query.endDate, days);
    const upcoming = query.status === 'upcoming';
    const skip = page.page * page.size;
    const group = this.publicOrders.get(groupKey(onHold, listing));
    const subGroup = this.publicSubOrders.get(groupKey(onHold, listing));
    const cells = around ? cellNumbersAround(around) : [ANY_CELL];
    // Nearest first (sort=distance, with lat/lon) orders the games in the circle by distance: walked and sorted as a price filter is.
    if (asksCostOrHost(query) || query.sort === 'distance')
      return this.costOrHostPage(query, viewerGameIds, nowMs, page, { from, to, keep, onHold, listing, around, cells, group });
    // The viewer's own private games under the same filters.
    const ownPrivate: LiveGame[] = [];
    for (const id of viewerGameIds) {
      const game = this.games.get(id);
      if (
        !game ||
        game.isPublic ||
        game.isOnHold !== onHold ||
        (listing !== ANY && game.listingId !== listing) ||
        game.startAt <= from ||
        game.startAt > to
      )
        continue;
      if ((upcoming || game.endAt > nowMs) && keep.keeps(game.lat ?? Number.NaN, game.lon ?? Number.NaN, game.day)) ownPrivate.push(game);
    }
    let total = 0;
    let games: LiveGame[];
    if (query.status === 'upcoming') {
      // A cell wholly inside the circle is counted by the facet tally (upcoming public games per
      // listing and day, with running totals); only cells on the circle's edge are walked whole.
      this.sweepTally(nowMs);
      const first = new FirstInOrder(skip + page.size);
      const anyDay = !query.startDate && !query.endDate;
      const onItsDay = new PlaceAndDay(null, anyDay, days);
      for (const cell of cells) {
        const order = group?.get(cell);
        if (!order) continue;
        const place = around ? cellPlaceInBox(cell, around, keep.box!) : 'inside';
        if (place === 'outside') continue; // no game of it passes the distance test
        if (place === 'inside') {
          // Every game of the cell is in the box and the circle: only its day is tested.
          total += this.tally.count(cell, query.filterListingId, days);
          order.forEachKept(from, to, onItsDay, (game, startAt) => first.offer(game, startAt)); // in start order: nothing after a refused game gets in
          continue;
        }
        // On the edge: a few games are walked one by one; of many, the subcells outside are passed
        // over and those inside counted by their starts (placing 16 subcells costs about as much
        // as testing a few dozen games).
        if (order.countStartingIn(from, to) <= SUBCELL_WALK_FROM) {
          order.forEachKept(from, to, keep, (game, startAt) => {
            total++;
            first.offer(game, startAt);
          });
          continue;
        }
        for (let k = 0; k < SUBCELLS; k++) {
          const subcell = cell * SUBCELLS + k;
          const subOrder = subGroup?.get(subcell);
          if (!subOrder) continue;
          const subPlace = subcellPlace(subcell, around!, keep.box!);
          if (subPlace === 'outside') continue;
          if (subPlace === 'inside') {
            total += subOrder.countKept(from, to, days, anyDay);
            subOrder.forEachKept(from, to, onItsDay, (game, startAt) => first.offer(game, startAt));
            continue;
          }
          subOrder.forEachKept(from, to, keep, (game, startAt) => {
            total++;
            first.offer(game, startAt);
          });
        }
      }
      for (const game of ownPrivate) {
        total++;
        first.offer(game);
      }
      games = first.games;
    } else {
      const found: LiveGame[] = [];
      for (const cell of cells) {
        if (around && cellPlace(cell, around) === 'outside') continue;
        group?.get(cell)?.forEachKept(from, to, keep, (game) => {
          if (game.endAt > nowMs) found.push(game);
        });
      }
      found.push(...ownPrivate);
      total = found.length;
      games = found.sort(byStart);
    }
    return { games: games.slice(skip, skip + page.size), total, hasMore: total > skip + page.size };
  }

  /**
   * A page under a price or host filter, which neither the tally nor the cell counts know: games
   * are tested one by one, the host's own (byHost) with a host filter, else the listing's public
   * games in the cells around the point; then the viewer's own private games. Sorted once.
   */
  private costOrHostPage(
    query: LiveQuery,
    viewerGameIds: readonly string[],
    nowMs: number,
    page: { page: number; size: number },
    walk: Walk,
  ): LivePage {
    const upcoming = query.status === 'upcoming';
    const found: LiveGame[] = [];
    const fits = (game: LiveGame): boolean =>
      game.isOnHold === walk.onHold &&
      (walk.listing === ANY || game.listingId === walk.listing) &&
      game.startAt > walk.from &&
      game.startAt <= walk.to &&
      (upcoming || game.endAt > nowMs) &&
      walk.keep.keeps(game.lat ?? Number.NaN, game.lon ?? Number.NaN, game.day) &&
      passesCostAndHost(game, query);
    if (query.hostId !== undefined) {
      for (const game of this.byHost.get(query.hostId) ?? []) if (game.isPublic && fits(game)) found.push(game);
    } else {
      for (const cell of walk.cells) {
        if (walk.around && cellPlace(cell, walk.around) === 'outside') continue;
        walk.group?.get(cell)?.forEachKept(walk.from, walk.to, walk.keep, (game) => {
          if ((upcoming || game.endAt > nowMs) && passesCostAndHost(game, query)) found.push(game);
        });
      }
    }
    for (const id of viewerGameIds) {
      const game = this.games.get(id);
      if (game && !game.isPublic && fits(game)) found.push(game);
    }
    found.sort(query.sort === 'distance' && walk.around ? byDistanceFrom(walk.around.centre) : byStart);
    const skip = page.page * page.size;
    return { games: found.slice(skip, skip + page.size), total: found.length, hasMore: found.length > skip + page.size };
  }

  /**
   * Facets of an upcoming list (spec section 3): each count is of the games the list it leads to
   * shows this viewer (spec section 7: the facets follow every filter), the public ones and the
   * viewer's own private ones (docs/adr/0144-facets-count-what-the-list-shows.md), over the cells
   * around the point. The public games' sums are shared by every viewer; the viewer's own private
   * games (`viewerGameIds`, the few the list itself looks up) are added to a copy when there are any.
   */
  upcomingFacets(query: ListQuery, nowMs: number, viewerGameIds: readonly string[] = []): FacetCounts {
    this.sweepTally(nowMs);
    const around = aroundOf(query);
    const cells = around ? cellNumbersAround(around) : [ANY_CELL];
    const filter = { listingId: query.filterListingId, startDate: query.startDate, endDate: query.endDate };
    const shared = this.publicFacets(cells, filter, query, nowMs);
    const own = this.ownPrivateTallied(cells, query, nowMs, viewerGameIds);
    return own.length === 0 ? shared : withCounts(shared, facetsOfGames(own, filter));
  }

  /** The public games' facets, remembered per neighbourhood and filter until a game in the tally changes. */
  private publicFacets(
    cells: number[],
    filter: { listingId?: string | undefined; startDate?: string | undefined; endDate?: string | undefined },
    query: ListQuery,
    nowMs: number,
  ): FacetCounts {
    // Lists of one neighbourhood and filter share their facets until a game in the tally changes.
    const filtered = asksCostOrHost(query);
    const key = `${cells.join(',')}|${filter.listingId ?? ''}|${filter.startDate ?? ''}|${filter.endDate ?? ''}${filtered ? `|${query.maxCost ?? ''}|${query.hostId ?? ''}` : ''}`;
    const known = this.facetSums.get(key);
    if (known?.version === this.tally.version) return known.counts;
    const counts = filtered ? facetsOfGames(this.tallied(cells, query, nowMs), filter) : this.tally.sum(cells, filter);
    this.facetSums.set(key, { version: this.tally.version, counts });
    return counts;
  }

  /**
   * The viewer's own private games the tally would count were they public (upcoming, not on hold,
   * in the cells, passing the price and host filters): looked up by id, as the list finds them.
   */
  private ownPrivateTallied(cells: number[], query: ListQuery, nowMs: number, viewerGameIds: readonly string[]): LiveGame[] {
    const out: LiveGame[] = [];
    if (viewerGameIds.length === 0) return out;
    const anyCell = cells.length === 1 && cells[0] === ANY_CELL;
    let inCells: Set<number> | null = null;
    for (const id of viewerGameIds) {
      const game = this.games.get(id);
      if (!game || game.isPublic || game.isOnHold || game.startAt <= nowMs || !passesCostAndHost(game, query)) continue;
      if (!anyCell) {
        inCells ??= new Set(cells);
        if (game.cell === null || !inCells.has(game.cell)) continue;
      }
      out.push(game);
    }
    return out;
  }

  /**
   * The games the tally counts (upcoming, public, not on hold) in the given cells that pass the
   * price and host filters: the host's own games, or a walk of the cells' orders.
   */
  private tallied(cells: number[], query: ListQuery, nowMs: number): LiveGame[] {
    const out: LiveGame[] = [];
    if (query.hostId !== undefined) {
      const anyCell = cells.length === 1 && cells[0] === ANY_CELL;
      const inCells = new Set(cells);
      for (const game of this.byHost.get(query.hostId) ?? []) {
        if (
          game.isPublic &&
          !game.isOnHold &&
          game.startAt > nowMs &&
          (anyCell || (game.cell !== null && inCells.has(game.cell))) &&
          passesCostAndHost(game, query)
        )
          out.push(game);
      }
      return out;
    }
    const active = this.publicOrders.get(groupKey(false, ANY));
    for (const cell of cells) {
      active?.get(cell)?.forEachStartingIn(nowMs, Number.POSITIVE_INFINITY, (game) => {
        if (passesCostAndHost(game, query)) out.push(game);
      });
    }
    return out;
  }

  /** Games that have started since the last look leave the tally; a clock that went back rebuilds it. */
  private sweepTally(nowMs: number): void {
    const active = this.publicOrders.get(groupKey(false, ANY))?.get(ANY_CELL);
    if (nowMs < this.tallyFrom) {
      this.tally.clear();
      active?.forEachStartingIn(nowMs, Number.POSITIVE_INFINITY, (game) => this.tally.add(game));
    } else {
      active?.forEachStartingIn(this.tallyFrom, nowMs, (game) => this.tally.remove(game));
    }
    this.tallyFrom = nowMs;
  }
}

import { GAMES_COLLECTION, type DocumentStore, type Filter } from '@sports/projections';
import { LruMap } from '@sports/service-kit';
import { GEO_CELL_DEG } from '@sports/projections';
import { aroundOf, byStatus, listFilterOf, type ListQuery } from './listFilter';
import { boundingBox } from './geo';
import type { ListingNames } from './listingNames';

interface SnapshotRow {
  listingId: string;
  date: string;
  facilityId: string | null;
  count: number;
}

/** Upcoming public games counted per listing, date and facility, grouped by 0.1° cell. */
type Snapshot = Map<string | null, SnapshotRow[]>;

/** The 0.1° cells the box around the point touches, or null without a point. */
const cellsAround = (query: ListQuery): Set<string> | null => {
  const around = aroundOf(query);
  if (!around) return null;
  const box = boundingBox(around.centre, around.radiusKm);
  const cells = new Set<string>();
  for (let lat = Math.floor(box.minLat / GEO_CELL_DEG); lat <= Math.floor(box.maxLat / GEO_CELL_DEG); lat++) {
    for (let lon = Math.floor(box.minLon / GEO_CELL_DEG); lon <= Math.floor(box.maxLon / GEO_CELL_DEG); lon++) cells.add(`${lat}:${lon}`);
  }
  return cells;
};

export interface ListFacets {
  listing: Record<string, number>;
  facilities: Record<string, number>;
  dateList: Array<{ date: string; count: number }>;
  monthList: Array<{ month: string; count: number }>;
  listingList: Array<{ listingId: string; listingName: string; count: number }>;
}

/**
 * Facets are counts over many games, so each is computed at most once per this period for its
 * own inputs (the date strip does not depend on the date window, the listing counts not on the
 * listing), and the point is rounded to about 5 km for them. The page of games is always fresh.
 */
export const FACETS_MAX_AGE_MS = 30_000;
const POINT_GRID_DEG = 0.05;

const toRecord = (counts: Map<unknown, number>): Record<string, number> =>
  Object.fromEntries([...counts].filter(([key]) => typeof key === 'string' && key !== '').map(([key, n]) => [key as string, n]));

const rounded = (query: ListQuery): ListQuery => {
  const { userId: _viewer, ...shared } = query;
  const grid = (v: number | undefined) => (v === undefined ? undefined : Math.round(v / POINT_GRID_DEG) * POINT_GRID_DEG);
  return { ...shared, lat: grid(query.lat), lon: grid(query.lon) } as ListQuery;
};

/** Spec section 3 "Activity list response": dateList, monthList, listingList and counts, over the public games matching the filters. */
export class FacetCache {
  private readonly entries = new LruMap<string, { at: number; value: Promise<unknown> }>(5_000);

  constructor(
    private readonly store: DocumentStore,
    private readonly listingNames: ListingNames,
  ) {}

  /** The public games under every filter (exact point: this is the list's own total). */
  total(query: ListQuery, nowMs: number): Promise<number> {
    const filter = { ...listFilterOf(query, nowMs).filter, privacy: 'public' };
    return this.cached(['total', query, nowMs], () => this.store.count(GAMES_COLLECTION, filter));
  }

  async facets(query: ListQuery, nowMs: number): Promise<ListFacets> {
    if (query.status === 'upcoming') return this.fromSnapshot(query, await this.upcomingSnapshot(nowMs));
    const q = rounded(query);
    const publicOnly = (filter: Filter): Filter => ({ ...filter, privacy: 'public' });
    const { filterListingId: _l, ...anyListing } = q;
    const { startDate: _s, endDate: _e, ...anyDate } = q;
    const [perListing, perFacility, perDate] = await Promise.all([
      this.cached(['listing', anyListing, nowMs], () => this.store.countBy(GAMES_COLLECTION, 'listingId', publicOnly(listFilterOf(q, nowMs, { listing: false }).filter))),
      this.cached(['facility', q, nowMs], () => this.store.countBy(GAMES_COLLECTION, 'facilityId', publicOnly(listFilterOf(q, nowMs).filter))),
      this.cached(['date', anyDate, nowMs], () => this.store.countBy(GAMES_COLLECTION, 'date', publicOnly(listFilterOf(q, nowMs, { dates: false }).filter))),
    ]);
    return this.assemble(perListing, perFacility, perDate);
  }

  private async assemble(perListing: Map<unknown, number>, perFacility: Map<unknown, number>, perDate: Map<unknown, number>): Promise<ListFacets> {
    const dateList = [...perDate].map(([date, count]) => ({ date: String(date), count })).sort((a, b) => a.date.localeCompare(b.date));
    const months = new Map<string, number>();
    for (const { date, count } of dateList) months.set(date.slice(0, 7), (months.get(date.slice(0, 7)) ?? 0) + count);
    return {
      listing: toRecord(perListing),
      facilities: toRecord(perFacility),
      dateList,
      monthList: [...months].map(([month, count]) => ({ month, count })),
      listingList: await this.listingNames.list(perListing),
    };
  }

  /**
   * The upcoming public games counted per listing, date, 0.1° cell and facility, in one grouped
   * read at most every FACETS_MAX_AGE_MS; every upcoming list's facets are sums over it, so
   * their cost does not grow with the number of games.
   */
  private upcomingSnapshot(nowMs: number): Promise<Snapshot> {
    const filter: Filter = { ...byStatus('upcoming', nowMs).filter, privacy: 'public' };
    return this.cached(['snapshot', null, nowMs], async () => {
      const byCell: Snapshot = new Map();
      for (const { values: [listingId, date, geoCell, facilityId], count } of await this.store.countGroups(GAMES_COLLECTION, ['listingId', 'date', 'geoCell', 'facilityId'], filter)) {
        const cell = (geoCell as string | null) ?? null;
        const row = { listingId: String(listingId), date: String(date), facilityId: (facilityId as string | null) ?? null, count };
        const rows = byCell.get(cell);
        if (rows) rows.push(row);
        else byCell.set(cell, [row]);
      }
      return byCell;
    });
  }

  private fromSnapshot(query: ListQuery, snapshot: Snapshot): Promise<ListFacets> {
    const cells = cellsAround(query);
    const inWindow = (date: string) => (!query.startDate || date >= query.startDate) && (!query.endDate || date <= query.endDate);
    const perListing = new Map<string, number>();
    const perFacility = new Map<string, number>();
    const perDate = new Map<string, number>();
    const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
    // Only the cells around the point are visited; without a point, all of them.
    const rows = cells ? [...cells].flatMap((cell) => snapshot.get(cell) ?? []) : [...snapshot.values()].flat();
    for (const row of rows) {
      const listingOk = !query.filterListingId || row.listingId === query.filterListingId;
      const dateOk = inWindow(row.date);
      if (dateOk) add(perListing, row.listingId, row.count);
      if (listingOk) add(perDate, row.date, row.count);
      if (listingOk && dateOk && row.facilityId) add(perFacility, row.facilityId, row.count);
    }
    return this.assemble(perListing, perFacility, perDate);
  }

  /**
   * One computation per key and period. Age runs on the process's monotonic clock (the business
   * clock may stand still in tests or jump); the business clock's period is part of the key,
   * because the status filters read it.
   */
  private cached<T>([kind, inputs, nowMs]: [string, unknown, number], compute: () => Promise<T>): Promise<T> {
    const key = `${kind}|${Math.floor(nowMs / FACETS_MAX_AGE_MS)}|${JSON.stringify(inputs)}`;
    const age = performance.now();
    const hit = this.entries.get(key);
    if (hit && age - hit.at < FACETS_MAX_AGE_MS) return hit.value as Promise<T>;
    const value = compute();
    this.entries.set(key, { at: age, value });
    value.catch(() => this.entries.set(key, { at: -Infinity, value }));
    return value;
  }

}

/** Spec section 3 monthIndex: the month the list opens at (the start date's, else the first game's), as an index into monthList. */
export const monthIndexOf = (monthList: ListFacets['monthList'], startDate: string | undefined, firstGameDate: string | undefined): number => {
  const month = (startDate ?? firstGameDate)?.slice(0, 7);
  const index = month ? monthList.findIndex((m) => m.month === month) : -1;
  return Math.max(0, index);
};

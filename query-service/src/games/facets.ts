import { GAMES_COLLECTION, type DocumentStore, type Filter } from '@sports/projections';
import { LruMap } from '@sports/service-kit';
import { inDateWindow, listFilterOf, type ListQuery } from './listFilter';
import { withCounts, type CountsBy } from './live/facetTally';
import type { ListingNames } from './listingNames';

export interface ListFacets {
  listing: Record<string, number>;
  facilities: Record<string, number>;
  dateList: Array<{ date: string; count: number }>;
  monthList: Array<{ month: string; count: number }>;
  listingList: Array<{ listingId: string; listingName: string; count: number }>;
}

/**
 * Facets of the lists the live index does not tally (ongoing, on hold, past) are counts over the
 * read model, so each is computed at most once per this period for its own inputs (the date
 * strip does not depend on the date window, the listing counts not on the listing), and the
 * point is rounded to about 5 km for them. The page of games is always fresh.
 */
export const FACETS_MAX_AGE_MS = 30_000;
const POINT_GRID_DEG = 0.05;

const toRecord = (counts: Map<unknown, number>): Record<string, number> =>
  Object.fromEntries([...counts].filter(([key]) => typeof key === 'string' && key !== '').map(([key, n]) => [key as string, n]));

const rounded = (query: ListQuery): ListQuery => {
  const { userId: _viewer, ...shared } = query;
  const grid = (v: number | undefined) => (v === undefined ? undefined : Math.round(v / POINT_GRID_DEG) * POINT_GRID_DEG);
  return { ...shared, lat: grid(query.lat), lon: grid(query.lon) };
};

/**
 * Spec section 3 "Activity list response": dateList, monthList, listingList and counts, over the
 * games matching the filters that the viewer may see, as the list shows them.
 */
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

  /**
   * Each count is of the games the list it leads to shows this viewer: the public ones (remembered
   * for every viewer) and the viewer's own private ones among `viewerGameIds`, read for them alone
   * (docs/adr/0144-facets-count-what-the-list-shows.md), as counts.total adds them (countViewerPrivateGames).
   */
  async facets(query: ListQuery, nowMs: number, viewerGameIds: readonly string[] = []): Promise<ListFacets> {
    const q = rounded(query);
    const publicOnly = (filter: Filter): Filter => ({ ...filter, privacy: 'public' });
    const { filterListingId: _l, ...anyListing } = q;
    const { startDate: _s, endDate: _e, ...anyDate } = q;
    const [perListing, perFacility, perDate, own] = await Promise.all([
      this.cached(['listing', anyListing, nowMs], () =>
        this.store.countBy(GAMES_COLLECTION, 'listingId', publicOnly(listFilterOf(q, nowMs, { listing: false }).filter)),
      ),
      this.cached(['facility', q, nowMs], () =>
        this.store.countBy(GAMES_COLLECTION, 'facilityId', publicOnly(listFilterOf(q, nowMs).filter)),
      ),
      this.cached(['date', anyDate, nowMs], () =>
        this.store.countBy(GAMES_COLLECTION, 'date', publicOnly(listFilterOf(q, nowMs, { dates: false }).filter)),
      ),
      this.ownPrivate(q, nowMs, viewerGameIds),
    ]);
    const counts = { perListing, perFacility, perDate };
    return assembleFacets(this.listingNames, own ? withCounts(counts, own) : counts);
  }

  /**
   * The viewer's own private games under the filters but the listing and the date window, counted
   * as the public ones are: per listing in the date window, per date of the listing, per facility
   * under both. One read by id; null when there are none.
   */
  private async ownPrivate(q: ListQuery, nowMs: number, viewerGameIds: readonly string[]): Promise<CountsBy<unknown> | null> {
    if (viewerGameIds.length === 0) return null;
    const filter = {
      ...listFilterOf(q, nowMs, { listing: false, dates: false }).filter,
      privacy: 'private',
      id: { $in: [...viewerGameIds] },
    };
    const rows = await this.store.findFields(GAMES_COLLECTION, { filter, limit: viewerGameIds.length }, [
      'listingId',
      'date',
      'facilityId',
    ]);
    if (rows.length === 0) return null;
    const counts: CountsBy<unknown> = { perListing: new Map(), perFacility: new Map(), perDate: new Map() };
    const bump = (map: Map<unknown, number>, key: unknown) => map.set(key, (map.get(key) ?? 0) + 1);
    for (const { values } of rows) {
      const [listingId, date, facilityId] = values;
      const inWindow = typeof date === 'string' && inDateWindow(q, date);
      const ofListing = !q.filterListingId || listingId === q.filterListingId;
      if (inWindow) bump(counts.perListing, listingId);
      if (ofListing) bump(counts.perDate, date);
      if (inWindow && ofListing && facilityId) bump(counts.perFacility, facilityId);
    }
    return counts;
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

/** The facets of section 3 from counts per listing, facility and date. */
export const assembleFacets = async (
  listingNames: ListingNames,
  {
    perListing,
    perFacility,
    perDate,
  }: { perListing: Map<unknown, number>; perFacility: Map<unknown, number>; perDate: Map<unknown, number> },
): Promise<ListFacets> => {
  const dateList = [...perDate]
    .map(([date, count]) => ({ date: String(date), count }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)); // ISO dates: plain order
  const months = new Map<string, number>();
  for (const { date, count } of dateList) months.set(date.slice(0, 7), (months.get(date.slice(0, 7)) ?? 0) + count);
  return {
    listing: toRecord(perListing),
    facilities: toRecord(perFacility),
    dateList,
    monthList: [...months].map(([month, count]) => ({ month, count })),
    listingList: await listingNames.list(perListing),
  };
};

/** Spec section 3 monthIndex: the month the list opens at (the start date's, else the first game's), as an index into monthList. */
export const monthIndexOf = (
  monthList: ListFacets['monthList'],
  startDate: string | undefined,
  firstGameDate: string | undefined,
): number => {
  const month = (startDate ?? firstGameDate)?.slice(0, 7);
  const index = month ? monthList.findIndex((m) => m.month === month) : -1;
  return Math.max(0, index);
};

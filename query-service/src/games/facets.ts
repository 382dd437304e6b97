import type { GameDocument } from '@sports/contracts';
import { GAMES_COLLECTION, type DocumentStore, type Filter } from '@sports/projections';
import { LruMap } from '@sports/service-kit';
import { listFilterOf, type ListQuery } from './listFilter';

export interface ListFacets {
  total: number;
  listing: Record<string, number>;
  facilities: Record<string, number>;
  dateList: Array<{ date: string; count: number }>;
  monthList: Array<{ month: string; count: number }>;
  listingList: Array<{ listingId: string; listingName: string; count: number }>;
}

/**
 * Facets may be up to this old: they are counts over many games, recomputed at most once a
 * second per filter, while the page of games itself is always read fresh.
 */
export const FACETS_MAX_AGE_MS = 1_000;

const toRecord = (counts: Map<unknown, number>): Record<string, number> =>
  Object.fromEntries([...counts].filter(([key]) => typeof key === 'string' && key !== '').map(([key, n]) => [key as string, n]));

/** Spec section 3 "Activity list response": dateList, monthList, listingList and counts, over the public games matching the filters. */
export class FacetCache {
  private readonly entries = new LruMap<string, { at: number; value: Promise<ListFacets> }>(500);

  constructor(private readonly store: DocumentStore) {}

  facets(query: ListQuery, nowMs: number): Promise<ListFacets> {
    const { userId: _viewer, ...shared } = query;
    // The status filters read the business clock, so its second is part of the key.
    const key = `${Math.floor(nowMs / 1000)}|${JSON.stringify(shared)}`;
    // Age is measured on the process's monotonic clock: the business clock (`nowMs`) may stand still in tests or jump.
    const age = performance.now();
    const cached = this.entries.get(key);
    if (cached && age - cached.at < FACETS_MAX_AGE_MS) return cached.value;
    const value = this.compute(query, nowMs);
    this.entries.set(key, { at: age, value });
    value.catch(() => this.entries.set(key, { at: -Infinity, value }));
    return value;
  }

  private async compute(query: ListQuery, nowMs: number): Promise<ListFacets> {
    const publicOnly = (filter: Filter): Filter => ({ ...filter, privacy: 'public' });
    const all = publicOnly(listFilterOf(query, nowMs).filter);
    const anyListing = publicOnly(listFilterOf(query, nowMs, { listing: false }).filter);
    const anyDate = publicOnly(listFilterOf(query, nowMs, { dates: false }).filter);
    const [total, perListing, perFacility, perDate] = await Promise.all([
      this.store.count(GAMES_COLLECTION, all),
      this.store.countBy(GAMES_COLLECTION, 'listingId', anyListing),
      this.store.countBy(GAMES_COLLECTION, 'facilityId', all),
      this.store.countBy(GAMES_COLLECTION, 'date', anyDate),
    ]);
    const dateList = [...perDate].map(([date, count]) => ({ date: String(date), count })).sort((a, b) => a.date.localeCompare(b.date));
    const months = new Map<string, number>();
    for (const { date, count } of dateList) months.set(date.slice(0, 7), (months.get(date.slice(0, 7)) ?? 0) + count);
    const listingList = await Promise.all(
      [...perListing].map(async ([listingId, count]) => ({ listingId: String(listingId), listingName: await this.listingName(String(listingId)), count })),
    );
    return {
      total,
      listing: toRecord(perListing),
      facilities: toRecord(perFacility),
      dateList,
      monthList: [...months].map(([month, count]) => ({ month, count })),
      listingList: listingList.sort((a, b) => b.count - a.count || a.listingName.localeCompare(b.listingName)),
    };
  }

  private readonly names = new LruMap<string, string>(1_000);

  /** A listing's display name, as its games carry it (the listing catalogue comes with the bookings work). */
  private async listingName(listingId: string): Promise<string> {
    const known = this.names.get(listingId);
    if (known) return known;
    const [game] = await this.store.find<GameDocument>(GAMES_COLLECTION, { filter: { listingId }, limit: 1 });
    const name = game?.listingName ?? listingId;
    this.names.set(listingId, name);
    return name;
  }
}

/** Spec section 3 monthIndex: the month the list opens at (the start date's, else the first game's), as an index into monthList. */
export const monthIndexOf = (monthList: ListFacets['monthList'], startDate: string | undefined, firstGameDate: string | undefined): number => {
  const month = (startDate ?? firstGameDate)?.slice(0, 7);
  const index = month ? monthList.findIndex((m) => m.month === month) : -1;
  return Math.max(0, index);
};

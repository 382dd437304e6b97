import type { UserDocument } from '@sports/contracts';
import { GAMES_COLLECTION, regionOf, type DocumentStore, type Filter } from '@sports/projections';
import { byStatus, visibleTo, type GameStatus } from './listFilter';
import type { ListingNames } from './listingNames';
import { findCountedPage } from './paging';
import type { CountedGamePage } from './gameQueries';

type Page = { page: number; size: number };

/**
 * Spec section 7 "GET my games (statusList)": the games the viewer is a member of (host,
 * co-host, participant, requester, invitee: the multikey memberIds), in the given statuses.
 * One status is one index walk; several are one $or, ordered by start (past: newest end first).
 */
export const listMyGames = (store: DocumentStore, viewerId: string, statuses: readonly GameStatus[], page: Page, nowMs: number): Promise<CountedGamePage> => {
  const mine: Filter = { memberIds: viewerId };
  if (statuses.length === 1) {
    const { filter, sort } = byStatus(statuses[0]!, nowMs);
    return findCountedPage(store, { filter: { ...filter, ...mine }, sort }, page);
  }
  const onlyPast = statuses.every((s) => s === 'past');
  return findCountedPage(store, { filter: { ...mine, $or: statuses.map((s) => byStatus(s, nowMs).filter) }, sort: onlyPast ? [['endAt', -1]] : [['startAt', 1]] }, page);
};

/** The "My Interests" tab: upcoming games of the circles the viewer follows. */
export const listInterestGames = (store: DocumentStore, viewer: UserDocument | null, page: Page, nowMs: number): Promise<CountedGamePage> => {
  const circleIds = viewer?.interestCircleIds ?? [];
  if (circleIds.length === 0) return Promise.resolve({ activities: [], hasMore: false, total: 0 });
  const { filter, sort } = byStatus('upcoming', nowMs);
  return findCountedPage(store, { filter: { ...filter, circleId: { $in: circleIds }, ...visibleTo(viewer!.id) }, sort }, page);
};

/** Spec section 7 "GET games by region": the region key is the lower-cased city, as the read model derives it. */
const regionKey = (region: string): string => regionOf(region) ?? '';

export const listRegionGames = (
  store: DocumentStore,
  region: string,
  query: { status: GameStatus; filterListingId?: string | undefined },
  viewerId: string | null,
  page: Page,
  nowMs: number,
): Promise<CountedGamePage> => {
  const { filter, sort } = byStatus(query.status, nowMs);
  const listing = query.filterListingId ? { listingId: query.filterListingId } : {};
  return findCountedPage(store, { filter: { ...filter, region: regionKey(region), ...listing, ...visibleTo(viewerId) }, sort }, page);
};

/** Spec section 7 "GET region listings": listings with upcoming public games in the region, most first. */
export const listRegionListings = async (store: DocumentStore, names: ListingNames, region: string, nowMs: number) => {
  const filter: Filter = { ...byStatus('upcoming', nowMs).filter, region: regionKey(region), privacy: 'public' };
  return names.list(await store.countBy(GAMES_COLLECTION, 'listingId', filter));
};

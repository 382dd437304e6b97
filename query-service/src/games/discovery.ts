import type { GameDocument, UserDocument } from '@sports/contracts';
import { GAMES_COLLECTION, regionOf, type DocumentStore, type Filter } from '@sports/projections';
import { byStatus, type GameStatus } from './listFilter';
import { findPage } from './paging';
import type { GamePage } from './gameQueries';

type Page = { page: number; size: number };

/**
 * Spec section 7 "GET my games (statusList)": the games the viewer is a member of (host,
 * co-host, participant, requester, invitee: the multikey memberIds), in the given statuses.
 * One status is one index walk; several are one $or, ordered by start (past: newest end first).
 */
export const listMyGames = (store: DocumentStore, viewerId: string, statuses: readonly GameStatus[], page: Page, nowMs: number): Promise<GamePage> => {
  const mine: Filter = { memberIds: viewerId };
  if (statuses.length === 1) {
    const { filter, sort } = byStatus(statuses[0]!, nowMs);
    return findPage(store, { filter: { ...filter, ...mine }, sort }, page);
  }
  const onlyPast = statuses.every((s) => s === 'past');
  return findPage(store, { filter: { ...mine, $or: statuses.map((s) => byStatus(s, nowMs).filter) }, sort: onlyPast ? [['endAt', -1]] : [['startAt', 1]] }, page);
};

/** The "My Interests" tab: upcoming games of the circles the viewer follows. */
export const listInterestGames = (store: DocumentStore, viewer: UserDocument | null, page: Page, nowMs: number): Promise<GamePage> => {
  const circleIds = viewer?.interestCircleIds ?? [];
  if (circleIds.length === 0) return Promise.resolve({ activities: [], hasMore: false });
  const { filter, sort } = byStatus('upcoming', nowMs);
  const visible: Filter = { $or: [{ privacy: 'public' }, { memberIds: viewer!.id }] };
  return findPage(store, { filter: { ...filter, circleId: { $in: circleIds }, ...visible }, sort }, page);
};

/** Spec section 7 "GET games by region": the region key is the lower-cased city, as the read model derives it. */
export const regionKey = (region: string): string => regionOf(region) ?? '';

export const listRegionGames = (
  store: DocumentStore,
  region: string,
  query: { status: GameStatus; filterListingId?: string | undefined },
  viewerId: string | null,
  page: Page,
  nowMs: number,
): Promise<GamePage> => {
  const { filter, sort } = byStatus(query.status, nowMs);
  const visible: Filter = viewerId ? { $or: [{ privacy: 'public' }, { memberIds: viewerId }] } : { privacy: 'public' };
  const listing = query.filterListingId ? { listingId: query.filterListingId } : {};
  return findPage(store, { filter: { ...filter, region: regionKey(region), ...listing, ...visible }, sort }, page);
};

/** Spec section 7 "GET region listings": listings with upcoming public games in the region, most first. */
export const listRegionListings = async (store: DocumentStore, region: string, nowMs: number) => {
  const filter: Filter = { ...byStatus('upcoming', nowMs).filter, region: regionKey(region), privacy: 'public' };
  const counts = await store.countBy(GAMES_COLLECTION, 'listingId', filter);
  const listings = await Promise.all(
    [...counts].map(async ([listingId, count]) => {
      const [game] = await store.find<GameDocument>(GAMES_COLLECTION, { filter: { listingId: listingId as string }, limit: 1 });
      return { listingId: String(listingId), listingName: game?.listingName ?? String(listingId), count };
    }),
  );
  return listings.sort((a, b) => b.count - a.count || a.listingName.localeCompare(b.listingName));
};

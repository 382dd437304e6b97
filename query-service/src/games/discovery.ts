import type { GameDocument, UserDocument } from '@sports/contracts';
import { GAMES_COLLECTION, regionOf, type DocumentStore, type Filter, type FindQuery } from '@sports/projections';
import { byStatus, visibleTo, type GameStatus } from './listFilter';
import type { ListingNames } from './listingNames';
import { findCountedPage } from './paging';
import type { CountedGamePage } from './gameQueries';

type Page = { page: number; size: number };

/** One ordered part of a list: its filter and sort. */
type Part = Required<Pick<FindQuery, 'filter' | 'sort'>>;

const partOf = (statuses: readonly GameStatus[], nowMs: number, mine: Filter): Part | null => {
  if (statuses.length === 0) return null;
  if (statuses.length === 1) {
    const { filter, sort } = byStatus(statuses[0]!, nowMs);
    return { filter: { ...filter, ...mine }, sort };
  }
  return { filter: { ...mine, $or: statuses.map((s) => byStatus(s, nowMs).filter) }, sort: [['startAt', 1]] };
};

/**
 * Spec section 7 "GET my games (statusList)": the games the viewer is a member of (host,
 * co-host, participant, requester, invitee; not a game they left or were
 * removed from: their participant documents, read by user). Games still to come or under way first,
 * soonest first, then past games, latest first. A page that crosses from one part to the other
 * takes the rest of the first part and the start of the second, so paging stays exact.
 */
export const listMyGames = async (
  store: DocumentStore,
  memberGameIds: readonly string[],
  statuses: readonly GameStatus[],
  page: Page,
  nowMs: number,
): Promise<CountedGamePage> => {
  if (memberGameIds.length === 0) return { activities: [], hasMore: false, total: 0 };
  const mine: Filter = { id: { $in: [...memberGameIds] } };
  const parts = [
    partOf(
      statuses.filter((s) => s !== 'past'),
      nowMs,
      mine,
    ),
    partOf(
      statuses.filter((s) => s === 'past'),
      nowMs,
      mine,
    ),
  ].filter((p): p is Part => p !== null);
  const totals = await Promise.all(parts.map((p) => store.count(GAMES_COLLECTION, p.filter)));
  const wanted = page.size + 1; // one more tells whether another page follows
  let skip = page.page * page.size;
  const found: GameDocument[] = [];
  for (const [i, part] of parts.entries()) {
    const total = totals[i]!;
    if (skip >= total) {
      skip -= total;
      continue;
    }
    found.push(...(await store.find<GameDocument>(GAMES_COLLECTION, { ...part, skip, limit: wanted - found.length })));
    skip = 0;
    if (found.length >= wanted) break;
  }
  return { activities: found.slice(0, page.size), hasMore: found.length > page.size, total: totals.reduce((a, b) => a + b, 0) };
};

/** The "My Interests" tab: upcoming games of the circles the viewer follows. */
export const listInterestGames = (
  store: DocumentStore,
  viewer: UserDocument | null,
  memberGameIds: readonly string[],
  page: Page,
  nowMs: number,
): Promise<CountedGamePage> => {
  const circleIds = viewer?.interestCircleIds ?? [];
  if (circleIds.length === 0) return Promise.resolve({ activities: [], hasMore: false, total: 0 });
  const { filter, sort } = byStatus('upcoming', nowMs);
  return findCountedPage(store, { filter: { ...filter, circleId: { $in: circleIds }, ...visibleTo(memberGameIds) }, sort }, page);
};

/** Spec section 7 "GET games by region": the region key is the lower-cased city, as the read model derives it. */
const regionKey = (region: string): string => regionOf(region) ?? '';

export const listRegionGames = (
  store: DocumentStore,
  region: string,
  query: { status: GameStatus; filterListingId?: string | undefined },
  memberGameIds: readonly string[],
  page: Page,
  nowMs: number,
): Promise<CountedGamePage> => {
  const { filter, sort } = byStatus(query.status, nowMs);
  const listing = query.filterListingId ? { listingId: query.filterListingId } : {};
  return findCountedPage(store, { filter: { ...filter, region: regionKey(region), ...listing, ...visibleTo(memberGameIds) }, sort }, page);
};

/** Spec section 7 "GET region listings": listings with upcoming public games in the region, most first. */
export const listRegionListings = async (store: DocumentStore, names: ListingNames, region: string, nowMs: number) => {
  const filter: Filter = { ...byStatus('upcoming', nowMs).filter, region: regionKey(region), privacy: 'public' };
  return names.list(await store.countBy(GAMES_COLLECTION, 'listingId', filter));
};

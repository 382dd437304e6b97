// The list routes' own module, not the gamesApi barrel: this module is on the first screen.
import { listGames, listSavedGames } from '@sports/contracts/api/gameList';
import { GAME_PAGE_SIZE } from '@sports/contracts/games/listing';
import { z } from 'zod';
import { routePath } from '../api/paths';
import type { GamePage } from './api';
import type { KnownPlace } from './place';

/**
 * The Suggested list's first page (contracts suggestedGames; discovery.spec holds them equal): the
 * path alone, so its route definition and summary stay out of the first screen's JavaScript.
 */
export const SUGGESTED_FIRST_PAGE = `/api/vm/activities/suggested/0/${GAME_PAGE_SIZE}`;

type ListedGame = GamePage['activities'][number];

/**
 * Spec section 2, game list tabs: Suggested, Past, My Games, My Interests, Other, Saved.
 * Suggested is the server's list that is never empty (docs/adr/0103-suggested-never-empty.md);
 * under filters it is the filtered upcoming list. Other is a player's upcoming games not
 * recommended to them (every upcoming game for a visitor). The others have lists of their own.
 */
export const DISCOVERY_TABS = [
  { id: 'suggested', label: 'Suggested', source: 'suggested', signIn: false },
  { id: 'past', label: 'Past', source: 'all', signIn: false },
  { id: 'my', label: 'My Games', source: 'my', signIn: true },
  { id: 'interests', label: 'My Interests', source: 'interests', signIn: true },
  { id: 'other', label: 'Other', source: 'all', signIn: false, keep: (g: ListedGame) => g.isRecommended !== true },
  { id: 'saved', label: 'Saved', source: 'saved', signIn: true },
] as const;

export type DiscoveryTab = (typeof DISCOVERY_TABS)[number];
export type DiscoveryTabId = DiscoveryTab['id'];
export const tabById = (id: DiscoveryTabId): DiscoveryTab => DISCOVERY_TABS.find((t) => t.id === id) ?? DISCOVERY_TABS[0];

const tabIds = DISCOVERY_TABS.map((t) => t.id) as [DiscoveryTabId, ...DiscoveryTabId[]];
const day = z.iso.date();

/** The home page's search: the tab and the filters of the "all games" list (listing, dates, around a point, price). */
export const discoverySearchSchema = z.object({
  tab: z.enum(tabIds).default('suggested').catch('suggested'),
  listing: z.string().max(80).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  lat: z.number().min(-90).max(90).optional().catch(undefined),
  lon: z.number().min(-180).max(180).optional().catch(undefined),
  /** How far around me (the server's radiusKm; its default, 25 km, when unset). */
  km: z.number().min(1).max(200).optional().catch(undefined),
  /** What a player pays at most, in paise (the server's maxCost; 0: free games only; unset: any price). */
  maxCost: z.number().int().min(0).max(100_000_000).optional().catch(undefined),
  /** Nearest first (the server's sort=distance, from the Around me point or the known place); unset: soonest first. */
  sort: z.enum(['nearest']).optional().catch(undefined),
});
export type DiscoverySearch = z.infer<typeof discoverySearchSchema>;
export type DiscoveryFilters = Omit<DiscoverySearch, 'tab'>;

const withQuery = (path: string, query: Record<string, string | number | undefined>): string => {
  const entries = Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined);
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
};

const firstPage = { page: 0, size: GAME_PAGE_SIZE };

/** The lists of signed-in tabs, loaded with the first such tab: a visitor's first screen does without them. */
const memberLists = () => import('@sports/contracts/api/discovery');

/** Whether any filter (or the nearest-first order) is set: Suggested then shows the upcoming list under them. */
export const hasFilters = (filters: DiscoveryFilters): boolean =>
  filters.listing !== undefined ||
  filters.from !== undefined ||
  filters.to !== undefined ||
  filters.lat !== undefined ||
  filters.maxCost !== undefined ||
  filters.sort !== undefined;

/** Nearest first from a known place that is not an Around me filter: the radius is the widest the server takes. */
const NEAREST_FROM_PLACE_KM = 200;

/** The URL of a tab's first page (spec section 7 "GET all games", paged 0/9, and the other lists). */
export async function tabFirstPageUrl(tab: DiscoveryTab, filters: DiscoveryFilters, place: KnownPlace | null = null): Promise<string> {
  if (tab.source === 'suggested' && !hasFilters(filters)) {
    return withQuery(SUGGESTED_FIRST_PAGE, { lat: place?.lat, lon: place?.lon, place: place?.name });
  }
  // Nearest first needs a point: the Around me filter's, else the known place's (within the widest radius); none: soonest first.
  const around = filters.lat !== undefined && filters.lon !== undefined;
  const nearest = filters.sort === 'nearest' && tab.id !== 'past' && (around || place !== null);
  const point = around
    ? { lat: filters.lat, lon: filters.lon, radiusKm: filters.km }
    : nearest
      ? { lat: place!.lat, lon: place!.lon, radiusKm: NEAREST_FROM_PLACE_KM }
      : {};
  switch (tab.source) {
    case 'my':
      return routePath((await memberLists()).listMyGames, firstPage);
    case 'interests':
      return routePath((await memberLists()).listInterestGames, firstPage);
    case 'saved':
      return routePath(listSavedGames, firstPage);
    case 'all':
    case 'suggested':
      return withQuery(routePath(listGames, firstPage), {
        status: tab.id === 'past' ? 'past' : 'upcoming',
        filterListingId: filters.listing,
        startDate: filters.from,
        endDate: filters.to,
        ...point,
        maxCost: filters.maxCost,
        sort: nearest ? 'distance' : undefined,
      });
  }
}

/** The games of a page the tab shows. */
export const visibleGames = (tab: DiscoveryTab, games: readonly ListedGame[], signedIn: boolean): ListedGame[] =>
  signedIn && 'keep' in tab ? games.filter(tab.keep) : [...games];

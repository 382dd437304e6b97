import { MAX_SAVED_GAMES, type GameDocument, type UserDocument, type gamesApi } from '@sports/contracts';
import type { z } from 'zod';
import { GAMES_COLLECTION, regionOf, type DocumentStore } from '@sports/projections';
import { byStatus, visibleTo } from './listFilter';
import { findCountedPage } from './paging';
import { isRecommendedFor, type FlagSource, type Viewer } from './viewerFlags';
import type { LiveGameIndex, LiveQuery } from './live/liveGameIndex';
import type { LiveGame } from './live/liveGame';

/**
 * The Suggested tab, never empty while any public game is coming up (spec section 2; docs/adr/0103-suggested-never-empty.md). Each basis is
 * one or a few index walks: the live index's per-listing
 * start orders around a point, or the read model's (region, startAt) index for a city without a point.
 */

type Page = { page: number; size: number };
export type SuggestedBasis = z.infer<typeof gamesApi.suggestedBasisSchema>;

/** Where the player is: a point (the last "Around me", the browser's, or the profile location's), or only a city. */
export type SuggestedPlace = { centre: { lat: number; lon: number }; name: string | null } | { region: string; name: string };

/** A game either source gives: the live index's entry or the read model's document. */
type Found = (LiveGame | GameDocument) & FlagSource & { id: string; startAt: number };

export interface SuggestedPage {
  basis: SuggestedBasis;
  heading: string;
  live: LiveGame[] | null;
  docs: GameDocument[] | null;
  total: number;
  hasMore: boolean;
  /** The point distances are measured from, when the place has one. */
  near: { lat: number; lon: number } | null;
}

export interface SuggestedQuery {
  lat?: number | undefined;
  lon?: number | undefined;
  place?: string | undefined;
  basis?: SuggestedBasis | undefined;
}

type FullViewer = (UserDocument & Viewer) | null;

/** The query's point (with its name), else the profile's first location: its point, else its city. */
export const placeOf = (query: SuggestedQuery, viewer: FullViewer): SuggestedPlace | null => {
  if (query.lat !== undefined && query.lon !== undefined)
    return { centre: { lat: query.lat, lon: query.lon }, name: query.place?.trim() || null };
  const locations = viewer?.profile.locations ?? [];
  const pinned = locations.find((l) => l.lat !== undefined && l.lon !== undefined);
  if (pinned) return { centre: { lat: pinned.lat!, lon: pinned.lon! }, name: pinned.name };
  const city = locations.map((l) => l.city?.trim() || l.name.trim()).find((c) => regionOf(c));
  return city ? { region: regionOf(city)!, name: city } : null;
};

/** The listings a player chose (profile choices, or a level they gave themself). */
export const chosenListingsOf = (viewer: FullViewer): string[] =>
  viewer ? [...new Set([...viewer.profile.choices, ...Object.keys(viewer.selfSkillLevels ?? {})])] : [];

/** The listings of the games a player joined, hosted, asked to join or saved: one indexed read of their listing ids. */
export const playedListingsOf = async (store: DocumentStore, viewer: FullViewer, mine: readonly string[]): Promise<string[]> => {
  const ids = [...new Set([...mine, ...(viewer?.savedGameIds ?? []).slice(0, MAX_SAVED_GAMES)])];
  if (ids.length === 0) return [];
  const rows = await store.findFields(GAMES_COLLECTION, { filter: { id: { $in: ids } }, limit: ids.length }, ['listingId']);
  const counts = new Map<string, number>();
  for (const { values } of rows) if (typeof values[0] === 'string') counts.set(values[0], (counts.get(values[0]) ?? 0) + 1);
  // The most played first: their games lead when pages are merged by start anyway, but the heading names them first.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
};

/** "Football", "Football and Cricket", "Football, Cricket and more". */
export const sportWords = (names: readonly string[]): string => {
  const unique = [...new Set(names.filter(Boolean))];
  if (unique.length <= 1) return unique[0] ?? 'Games';
  if (unique.length === 2) return `${unique[0]} and ${unique[1]}`;
  return `${unique[0]}, ${unique[1]} and more`;
};

const whereWords = (place: SuggestedPlace | null): string => {
  if (!place) return '';
  if ('region' in place) return ` in ${place.name}`;
  return place.name ? ` near ${place.name}` : ' near you';
};

/** The words above the list (DESIGN.md "Together": the first screen says what it shows). */
export const headingOf = (basis: SuggestedBasis, place: SuggestedPlace | null, listingNames: readonly string[]): string => {
  switch (basis) {
    case 'sports':
    case 'played':
      return `${sportWords(listingNames)}${place ? whereWords(place) : ' for you'}`;
    case 'place':
      return `Games${whereWords(place)}`;
    default:
      return 'Coming up soon';
  }
};

const byStartThenId = (a: Found, b: Found) => a.startAt - b.startAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The first `wanted` games of several sources merged by start, keeping only those `keep` passes:
 * each source is asked for a few more than wanted, and again for twice as many while the kept
 * ones fall short and a source has more. A source with more has read its games only up to its
 * last one: a kept game of another source that starts after that may be passed by games not read
 * yet, so only the games up to the earliest such last game are served. (Served from all that was
 * read, a player in the next twenty football games never saw a new football game start before the
 * cricket games that filled the page.)
 */
const mergedKept = async (
  sources: Array<(size: number) => Promise<{ games: Found[]; total: number; hasMore: boolean }>>,
  keep: (game: Found) => boolean,
  page: Page,
): Promise<{ games: Found[]; total: number; hasMore: boolean }> => {
  const wanted = (page.page + 1) * page.size + 1;
  for (let size = wanted + 8; ; size *= 2) {
    const results = await Promise.all(sources.map((source) => source(size)));
    const seen = results.flatMap((r) => r.games);
    const kept = seen.filter(keep).sort(byStartThenId);
    const more = results.some((r) => r.hasMore);
    // The earliest of the last games read of the sources that have more: the games after it are not all known.
    let readTo: Found | null = null;
    for (const r of results) {
      const last = r.games.at(-1);
      if (r.hasMore && last && (readTo === null || byStartThenId(last, readTo) < 0)) readTo = last;
    }
    const known = readTo === null ? kept : kept.filter((game) => byStartThenId(game, readTo) <= 0);
    if (known.length >= wanted || !more || size >= 2_000) {
      // Exact once every source was read to its end; otherwise the games not yet seen are counted as kept.
      const total = results.reduce((sum, r) => sum + r.total, 0) - (seen.length - kept.length);
      const skip = page.page * page.size;
      return {
        games: known.slice(skip, skip + page.size),
        total,
        hasMore: known.length > skip + page.size,
      };
    }
  }
};

const aroundOfPlace = (place: SuggestedPlace | null) =>
  place && 'centre' in place ? { lat: place.centre.lat, lon: place.centre.lon, isAroundCity: true as const } : {};

export interface SuggestedSources {
  store: DocumentStore;
  live: LiveGameIndex;
  nowMs: number;
}

/** Upcoming games of these listings around the place (or anywhere), that `keep` passes. */
const ofListings = (
  src: SuggestedSources,
  listings: readonly string[],
  place: SuggestedPlace | null,
  mine: readonly string[],
  keep: (game: Found) => boolean,
  page: Page,
) => {
  if (place && 'region' in place) {
    const { filter, sort } = byStatus('upcoming', src.nowMs);
    const query = { filter: { ...filter, region: place.region, listingId: { $in: [...listings] }, ...visibleTo(mine) }, sort };
    return mergedKept(
      [
        async (size) => {
          const found = await findCountedPage(src.store, query, { page: 0, size });
          return { games: found.activities, total: found.total, hasMore: found.hasMore };
        },
      ],
      keep,
      page,
    );
  }
  return mergedKept(
    listings.map((listingId) => async (size) => {
      const query = { status: 'upcoming', filterListingId: listingId, ...aroundOfPlace(place) } as LiveQuery;
      const found = src.live.page(query, mine, src.nowMs, { page: 0, size });
      return { games: found.games, total: found.total, hasMore: found.hasMore };
    }),
    keep,
    page,
  );
};

/** Every upcoming game around the place: the live index around its point, or the read model's city index. */
const aroundPlace = async (src: SuggestedSources, place: SuggestedPlace, mine: readonly string[], page: Page) => {
  if ('region' in place) {
    const { filter, sort } = byStatus('upcoming', src.nowMs);
    const found = await findCountedPage(src.store, { filter: { ...filter, region: place.region, ...visibleTo(mine) }, sort }, page);
    return { games: found.activities as Found[], total: found.total, hasMore: found.hasMore };
  }
  const found = src.live.page({ status: 'upcoming', ...aroundOfPlace(place) }, mine, src.nowMs, page);
  return { games: found.games as Found[], total: found.total, hasMore: found.hasMore };
};

const popular = (src: SuggestedSources, mine: readonly string[], page: Page) => {
  const found = src.live.page({ status: 'upcoming' }, mine, src.nowMs, page);
  return { games: found.games as Found[], total: found.total, hasMore: found.hasMore };
};

/** Live entries keep their document as JSON only: the heading reads the sport's name from it (a page holds at most 90 games). */
const listingNameOf = (game: Found): string =>
  'json' in game ? ((JSON.parse(game.json.toString('utf8')) as { listingName?: string }).listingName ?? '') : (game.listingName ?? '');

const pageOf = (
  basis: SuggestedBasis,
  place: SuggestedPlace | null,
  found: { games: Found[]; total: number; hasMore: boolean },
): SuggestedPage => {
  const isLive = found.games.length === 0 || 'json' in found.games[0]!;
  return {
    basis,
    heading: headingOf(basis, basis === 'popular' ? null : place, found.games.map(listingNameOf)),
    live: isLive ? (found.games as LiveGame[]) : null,
    docs: isLive ? null : (found.games as GameDocument[]),
    total: found.total,
    hasMore: found.hasMore,
    near: place && 'centre' in place ? place.centre : null,
  };
};

/**
 * One page of Suggested: the asked basis (a later page), else the first basis in the fallback order
 * that has a game.
 */
export const suggestedPage = async (
  src: SuggestedSources,
  viewer: FullViewer,
  mine: readonly string[],
  query: SuggestedQuery,
  page: Page,
): Promise<SuggestedPage> => {
  const place = placeOf(query, viewer);
  const notMine = (game: Found) => !viewer?.memberships?.get(game.activityId)?.member;
  const recommended = (game: Found) => (viewer ? isRecommendedFor(viewer, game) : false);
  const order: SuggestedBasis[] = query.basis ? [query.basis] : ['sports', 'played', 'place', 'popular'];
  let last: SuggestedPage | null = null;
  for (const basis of order) {
    let found: { games: Found[]; total: number; hasMore: boolean } | null = null;
    if (basis === 'sports') {
      const chosen = chosenListingsOf(viewer);
      if (chosen.length) found = await ofListings(src, chosen, place, mine, recommended, page);
    } else if (basis === 'played') {
      const played = viewer ? await playedListingsOf(src.store, viewer, mine) : [];
      if (played.length) found = await ofListings(src, played, place, mine, notMine, page);
    } else if (basis === 'place') {
      if (place) found = await aroundPlace(src, place, mine, page);
    } else {
      found = popular(src, mine, page);
    }
    if (!found) continue;
    last = pageOf(basis, place, found);
    if (found.games.length > 0 || query.basis) return last;
  }
  return last ?? pageOf('popular', null, { games: [], total: 0, hasMore: false });
};

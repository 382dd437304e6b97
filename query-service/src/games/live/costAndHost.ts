import type { ListQuery } from '../listFilter';
import type { FacetCounts } from './facetTally';
import { dayWindowOf, type LiveGame } from './liveGame';

/** A list's price and host filters (contracts api/gameList.ts maxCost, hostId). */
export type CostAndHost = Pick<ListQuery, 'maxCost' | 'hostId'>;

/**
 * Whether a list asks for either. Only then does the index walk games for them: the facet tally and
 * the cell counts know neither, and a list without them keeps its paths, with no test per game.
 */
export const asksCostOrHost = (query: CostAndHost): boolean => query.maxCost !== undefined || query.hostId !== undefined;

/** What one player pays at most maxCost (0: free only), and hosted or co-hosted by hostId. */
export const passesCostAndHost = (game: LiveGame, query: CostAndHost): boolean =>
  (query.maxCost === undefined || game.playerCost <= query.maxCost) && (query.hostId === undefined || game.hosts.includes(query.hostId));

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Spec section 3 facets counted game by game, as FacetTally.sum counts its running totals: games
 * per listing in the date window (any listing), per date (the chosen listing, any date) and per
 * facility (both filters).
 */
export const facetsOfGames = (
  games: Iterable<LiveGame>,
  filter: { listingId?: string | undefined; startDate?: string | undefined; endDate?: string | undefined },
): FacetCounts => {
  const out: FacetCounts = { perListing: new Map(), perFacility: new Map(), perDate: new Map() };
  const window = dayWindowOf(filter);
  for (const game of games) {
    const inWindow = game.day >= window.first && game.day <= window.last;
    const ofListing = !filter.listingId || game.listingId === filter.listingId;
    if (inWindow) bump(out.perListing, game.listingId);
    if (ofListing) bump(out.perDate, game.date);
    if (inWindow && ofListing && game.facilityId) bump(out.perFacility, game.facilityId);
  }
  return out;
};

import { ownValue, setOwn, type GameEvent, type RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

export const LISTINGS_COLLECTION = 'listings';

/**
 * Every listing (sport) a game was ever hosted in, with the games per region: what pickers of a
 * listing offer (booking, leaderboards, the back office's listings), past games included.
 * Venues' listings come from the spaces read model beside it. Id: the listing id.
 */
export type ListingDocument = {
  id: string;
  listingId: string;
  listingName: string;
  games: number;
  /** region (lower-cased city) -> games hosted there. */
  regionGames: Record<string, number>;
  /** The keys of regionGames, so a filter on a region is served by an index. */
  regions: string[];
};

type Created = Extract<GameEvent, { type: 'GameCreated' }>;

export const listingProjection = defineProjection<ListingDocument>({
  name: 'listings',
  collection: {
    name: LISTINGS_COLLECTION,
    indexes: [{ fields: [['listingName', 1]] }, { fields: [['games', -1]] }, { fields: [['listingId', 1]] }],
    arrayFields: ['regions'],
  },
  handles: ['GameCreated'],
  documentId: (event: RecordedEvent) => (event.data as Created['data']).details.listingId,
  evolve: (doc, event) => {
    const { details } = (event as unknown as Created).data;
    const region = regionOf(details.location.city);
    const regionGames = { ...doc?.regionGames };
    if (region) setOwn(regionGames, region, (ownValue(regionGames, region) ?? 0) + 1);
    // The latest name wins, as the game list shows it.
    return {
      id: details.listingId,
      listingId: details.listingId,
      listingName: details.listingName,
      games: (doc?.games ?? 0) + 1,
      regionGames,
      regions: Object.keys(regionGames),
    };
  },
});

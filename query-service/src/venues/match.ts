import { venueMatchApi } from '@sports/contracts';
import {
  MIN_PLACE_KEY,
  VENUE_MATCH_COLLECTION,
  placeKeyOf,
  regionOf,
  type DocumentStore,
  type VenueMatchDocument,
} from '@sports/projections';

/**
 * The listed venues a typed place names (spec section 2 create game): one equality lookup of the
 * place's key on the venues' match keys (projections/src/catalogue/venueMatch.ts), in one city when given.
 */
export const matchVenues = async (store: DocumentStore, q: string, city: string | undefined): Promise<venueMatchApi.VenueMatch[]> => {
  const key = placeKeyOf(q);
  if (key.length < MIN_PLACE_KEY) return [];
  const region = city ? regionOf(city) : null;
  const found = await store.find<VenueMatchDocument>(VENUE_MATCH_COLLECTION, {
    filter: { matchKeys: key, ...(region ? { region } : {}) },
    sort: [['name', 1]],
    limit: venueMatchApi.VENUE_MATCH_LIMIT,
  });
  return found.map((v) => ({ spaceId: v.spaceId, name: v.name, location: v.location }));
};

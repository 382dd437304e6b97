import { slugOf, type GameDetails, type GameEvent, type RecordedEvent, type VenueDocument } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

export const VENUES_COLLECTION = 'venues';

/** The space id when the game names one, else the place's name and city: games at one place meet in one venue. */
export const venueIdOf = (details: Pick<GameDetails, 'spaceId' | 'location'>): string =>
  details.spaceId ?? `loc-${slugOf(`${details.location.name} ${details.location.city ?? ''}`)}`.slice(0, 64);

const detailsOf = (event: RecordedEvent): GameDetails | null => {
  const game = event as unknown as GameEvent;
  return game.type === 'GameCreated' || game.type === 'GameUpdated' ? game.data.details : null;
};

const addOnce = <T>(list: T[], item: T, same: (a: T) => boolean): T[] => (list.some(same) ? list : [...list, item]);

/** Venues by listing (spec section 7): every place a public game was created or moved to, with what is played there. */
export const venueProjection = defineProjection<VenueDocument>({
  name: 'venues',
  collection: {
    name: VENUES_COLLECTION,
    indexes: [
      { fields: [['name', 1]] },
      {
        fields: [
          ['region', 1],
          ['name', 1],
        ],
      },
    ],
    arrayFields: ['listingIds'],
  },
  handles: ['GameCreated', 'GameUpdated'],
  // Private games stay private: their places are not listed.
  documentId: (event) => {
    const details = detailsOf(event);
    return details && details.privacy === 'public' ? venueIdOf(details) : null;
  },
  evolve: (doc, event) => {
    const details = detailsOf(event)!;
    const { location } = details;
    const base: VenueDocument = doc ?? {
      id: venueIdOf(details),
      name: details.spaceName ?? location.name,
      region: null,
      listingIds: [],
      listings: [],
      facilities: [],
      source: 'games',
      updated: '',
    };
    const listings = addOnce(
      base.listings,
      { listingId: details.listingId, listingName: details.listingName },
      (l) => l.listingId === details.listingId,
    );
    const facilities = details.facilityId
      ? addOnce(
          base.facilities,
          { facilityId: details.facilityId, facilityName: details.facilityName ?? details.facilityId },
          (f) => f.facilityId === details.facilityId,
        )
      : base.facilities;
    return {
      ...base,
      ...(location.address ? { address: location.address } : {}),
      ...(location.city ? { city: location.city } : {}),
      ...(location.lat !== undefined && location.lon !== undefined ? { lat: location.lat, lon: location.lon } : {}),
      ...(details.spaceId ? { spaceId: details.spaceId, spaceName: details.spaceName ?? location.name } : {}),
      region: regionOf(location.city) ?? base.region,
      listings,
      listingIds: listings.map((l) => l.listingId),
      facilities,
      updated: event.metadata.time,
    };
  },
});

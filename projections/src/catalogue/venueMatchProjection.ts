import type { CatalogueEvent, RecordedEvent, SpaceDocument } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';
import { venueMatchKeys } from './venueMatch';

export const VENUE_MATCH_COLLECTION = 'venue_match_v2';

/** A listed venue as a typed place may name it: its keys (venueMatch.ts), and what a game takes from it. */
export interface VenueMatchDocument {
  [key: string]: unknown;
  id: string;
  spaceId: string;
  name: string;
  location: SpaceDocument['location'];
  region: string | null;
  matchKeys: string[];
}

/**
 * "Is this Andheri Smash Courts?" on the create-game form (spec section 2): every space of the
 * catalogue by the keys a typed place may match it by (docs/adr/0105-typed-place-venue-match.md).
 */
export const venueMatchProjection = defineProjection<VenueMatchDocument>({
  name: 'venueMatch.v2',
  collection: {
    name: VENUE_MATCH_COLLECTION,
    indexes: [
      { fields: [['name', 1]] },
      {
        fields: [
          ['region', 1],
          ['name', 1],
        ],
      },
    ],
    arrayFields: ['matchKeys'],
  },
  handles: ['SpaceCreated', 'SpaceUpdated'],
  documentId: (event) => (event.data as { spaceId: string }).spaceId,
  evolve: (_doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as Extract<CatalogueEvent, { type: 'SpaceCreated' | 'SpaceUpdated' }>;
    const { spaceId, details } = event.data;
    return {
      id: spaceId,
      spaceId,
      name: details.name,
      location: details.location,
      region: regionOf(details.location.city),
      matchKeys: venueMatchKeys(details.name, details.location),
    };
  },
});

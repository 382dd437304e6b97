import { venueKeysOf, type CatalogueEvent, type RecordedEvent, type VenuePlaceFacts } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const VENUE_KEYS_COLLECTION = 'venue_keys_v1';

/**
 * Every listed venue by the keys a game may name it by (contracts games/venueLink.ts): its id, its
 * fields, its name, its address and city. Looked up by a game's keys (one multikey equality) or by
 * organisation, this is the venues' side of a game's venue link (docs/adr/0108-games-at-their-venues.md).
 */
type VenueFacts = VenuePlaceFacts & { id: string; facilities: Array<{ facilityId: string }> };
export type VenueKeysDocument = VenueFacts & { keys: string[] };

type Handled = Extract<CatalogueEvent, { type: 'SpaceCreated' | 'SpaceUpdated' | 'FieldAdded' }>;

const withKeys = (doc: VenueFacts): VenueKeysDocument => ({ ...doc, keys: venueKeysOf(doc) });

export const venueKeysProjection = defineProjection<VenueKeysDocument>({
  name: 'venueKeys.v1',
  collection: {
    name: VENUE_KEYS_COLLECTION,
    indexes: [
      {
        fields: [
          ['orgId', 1],
          ['name', 1],
        ],
      },
    ],
    arrayFields: ['keys'],
  },
  handles: ['SpaceCreated', 'SpaceUpdated', 'FieldAdded'],
  documentId: (event: RecordedEvent) => (event.data as { spaceId?: string }).spaceId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as Handled;
    if (event.type === 'FieldAdded') {
      if (!doc || doc.facilities.some((f) => f.facilityId === event.data.fieldId)) return doc;
      return withKeys({
        id: doc.id,
        spaceId: doc.spaceId,
        orgId: doc.orgId,
        name: doc.name,
        location: doc.location,
        facilities: [...doc.facilities, { facilityId: event.data.fieldId }],
      });
    }
    const { spaceId, details } = event.data;
    // A venue never changes organisation (the catalogue refuses it): SpaceCreated says which.
    const orgId = event.type === 'SpaceCreated' ? event.data.orgId : doc?.orgId;
    if (!orgId) return doc;
    return withKeys({ id: spaceId, spaceId, orgId, name: details.name, location: details.location, facilities: doc?.facilities ?? [] });
  },
});

import { cityIdOf, type CatalogueEvent, type CityDocument, type CityEvent, type GameEvent, type RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

export const CITIES_COLLECTION = 'cities';

type Handled = CityEvent | Extract<CatalogueEvent, { type: 'SpaceCreated' | 'SpaceUpdated' }> | Extract<GameEvent, { type: 'GameCreated' }>;

/** The city an event is about: the saved city, or the one a venue's or game's location names. */
const cityNameOf = (event: Handled): string | undefined => {
  if (event.type === 'CitySaved') return event.data.details.name;
  return event.data.details.location.city?.trim() || undefined;
};

const union = (list: readonly string[], more: readonly string[]) => [...new Set([...list, ...more])];

/**
 * Cities where venues and games are (spec section 3 "city"), with what platform admins saved
 * about them (state, country, active). A city appears with the first venue or game that names
 * it; its id is the slug of the name, so "Navi Mumbai" and "navi mumbai" are one city. Venues
 * are kept by id, so a venue saved again counts once; a venue that moves to another city is
 * counted in both (its old city does not hear of the move: documented in docs/backoffice.md).
 */
export const cityProjection = defineProjection<CityDocument>({
  name: 'cities',
  collection: {
    name: CITIES_COLLECTION,
    indexes: [
      { fields: [['name', 1]] },
      {
        fields: [
          ['active', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['state', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['country', 1],
          ['name', 1],
        ],
      },
      { fields: [['region', 1]] },
      { fields: [['venues', -1]] },
      { fields: [['games', -1]] },
    ],
    arrayFields: ['listingIds'],
  },
  handles: ['CitySaved', 'SpaceCreated', 'SpaceUpdated', 'GameCreated'],
  documentId: (event) => {
    const name = cityNameOf(event as unknown as Handled);
    const id = name === undefined ? '' : cityIdOf(name);
    return id === '' ? null : id;
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as Handled;
    const name = cityNameOf(event)!;
    const time = recorded.metadata.time;
    const current: CityDocument = doc ?? {
      id: cityIdOf(name),
      cityId: cityIdOf(name),
      name,
      region: regionOf(name)!,
      state: null,
      country: null,
      active: true,
      spaceIds: [],
      venues: 0,
      games: 0,
      listingIds: [],
      curated: false,
      updated: time,
    };
    switch (event.type) {
      case 'CitySaved': {
        const { name: saved, state, country, active } = event.data.details;
        return {
          ...current,
          name: saved,
          region: regionOf(saved)!,
          state: state ?? null,
          country: country ?? null,
          active,
          curated: true,
          updated: time,
        };
      }
      case 'SpaceCreated':
      case 'SpaceUpdated': {
        const spaceIds = union(current.spaceIds, [event.data.spaceId]);
        return {
          ...current,
          spaceIds,
          venues: spaceIds.length,
          listingIds: union(
            current.listingIds,
            event.data.details.listings.map((l) => l.listingId),
          ),
          updated: time,
        };
      }
      case 'GameCreated':
        return {
          ...current,
          games: current.games + 1,
          listingIds: union(current.listingIds, [event.data.details.listingId]),
          updated: time,
        };
    }
  },
});

import { listingsApi, type CityDocument, type SpaceDocument, ownValue } from '@sports/contracts';
import { CITIES_COLLECTION, LISTINGS_COLLECTION, SPACES_COLLECTION, type DocumentStore, type ListingDocument } from '@sports/projections';
import type { Api } from '@sports/service-kit';

/** The platform has tens of listings and hundreds of venues: one read of each covers them. */
const MAX_READ = 5_000;

type Summary = { listingId: string; listingName: string; games: number; venues: number };

/**
 * GET /api/vm/listings: listings from games (listings read model) and from venues (spaces), merged;
 * GET /api/vm/cities: the cities read model's active cities, for the city pickers.
 */
export const registerListingQueryRoutes = (api: Api, store: DocumentStore): void => {
  api.bind(listingsApi.listListings, async ({ query }) => {
    const { region } = query;
    const [listings, spaces] = await Promise.all([
      store.find<ListingDocument>(LISTINGS_COLLECTION, { filter: region ? { regions: region } : {}, limit: MAX_READ }),
      store.find<SpaceDocument>(SPACES_COLLECTION, { filter: region ? { region } : {}, limit: MAX_READ }),
    ]);
    const byId = new Map<string, Summary>();
    for (const l of listings)
      byId.set(l.listingId, {
        listingId: l.listingId,
        listingName: l.listingName,
        games: region ? (ownValue(l.regionGames, region) ?? 0) : l.games,
        venues: 0,
      });
    for (const space of spaces) {
      for (const { listingId, listingName } of space.listings) {
        const summary = byId.get(listingId) ?? { listingId, listingName, games: 0, venues: 0 };
        byId.set(listingId, { ...summary, venues: summary.venues + 1 });
      }
    }
    const data = [...byId.values()].sort((a, b) => b.games - a.games || b.venues - a.venues || a.listingName.localeCompare(b.listingName));
    return { body: { data } };
  });

  api.bind(listingsApi.listCities, async () => {
    const cities = await store.find<CityDocument>(CITIES_COLLECTION, { filter: { active: true }, sort: [['name', 1]], limit: MAX_READ });
    const data = cities
      .map(({ cityId, name, region, state, games, venues }) => ({ cityId, name, region, state, games, venues }))
      .sort((a, b) => b.games - a.games || b.venues - a.venues || a.name.localeCompare(b.name));
    return { body: { data } };
  });
};

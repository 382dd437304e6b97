import { discoveryApi, venueMatchApi, type VenueDocument } from '@sports/contracts';
import { VENUES_COLLECTION, regionOf, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { matchVenues } from './match';

/** Spec section 7 "GET venues by listing": by name, a page at a time, with nextUrl while more follow. */
export const registerVenueQueryRoutes = (api: Api, store: DocumentStore): void => {
  api.bind(discoveryApi.listVenuesByListing, async ({ params, query, c }) => {
    const region = query.city ? regionOf(query.city) : null;
    const found = await store.find<VenueDocument>(VENUES_COLLECTION, {
      filter: { listingIds: params.listingId, ...(region ? { region } : {}) },
      sort: [['name', 1]],
      skip: params.page * params.size,
      limit: params.size + 1,
    });
    const url = new URL(c.req.url);
    const nextUrl =
      found.length > params.size ? `${url.pathname.replace(/\/\d+\/\d+$/, `/${params.page + 1}/${params.size}`)}${url.search}` : null;
    return { body: { data: { venues: found.slice(0, params.size), nextUrl } } };
  });

  // "Is this Andheri Smash Courts?" on the create-game form (spec section 2).
  api.bind(venueMatchApi.matchVenues, async ({ query }) => ({ body: { data: { venues: await matchVenues(store, query.q, query.city) } } }));
};

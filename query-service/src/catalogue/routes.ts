import { catalogueApi, type SpaceDocument } from '@sports/contracts';
import { SPACES_COLLECTION, regionOf, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { slotsByListing } from './slotsByListing';

/** Venues and slots of the catalogue for players (spec section 7 "GET venues by listing"; "GET slots by listing"). */
export const registerCatalogueQueryRoutes = (api: Api, store: DocumentStore, deps: { clock: () => Date }): void => {
  api.bind(catalogueApi.listCatalogueVenues, async ({ params, query, c }) => {
    const region = query.city ? regionOf(query.city) : null;
    const found = await store.find<SpaceDocument>(SPACES_COLLECTION, {
      filter: { listingIds: params.listingId, ...(region ? { region } : {}) },
      sort: [['name', 1]],
      skip: params.page * params.size,
      limit: params.size + 1,
    });
    const url = new URL(c.req.url);
    const nextUrl = found.length > params.size ? `${url.pathname.replace(/\/\d+\/\d+$/, `/${params.page + 1}/${params.size}`)}${url.search}` : null;
    return { body: { data: { venues: found.slice(0, params.size), nextUrl } } };
  });

  api.bind(catalogueApi.listSlotsByListing, async ({ params, query }) => ({
    body: { data: await slotsByListing(store, { listingId: params.listingId, date: query.date, ...(query.spaceId ? { spaceId: query.spaceId } : {}), now: deps.clock() }) },
  }));
};

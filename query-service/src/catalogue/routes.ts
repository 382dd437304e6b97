import { DomainError, catalogueApi, type SpaceDocument } from '@sports/contracts';
import { SPACES_COLLECTION, regionOf, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { slotsByListing } from './slotsByListing';
import { pageOf } from './nextPage';

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
    const { items, nextUrl } = pageOf(found, { url: c.req.url, ...params });
    return { body: { data: { venues: items, nextUrl } } };
  });

  api.bind(catalogueApi.getCatalogueSpace, async ({ params }) => {
    const space = await store.get<SpaceDocument>(SPACES_COLLECTION, params.spaceId);
    if (!space) throw new DomainError('SPACE_NOT_FOUND', `No venue ${params.spaceId}`, 'spaceId');
    return { body: { data: space } };
  });

  api.bind(catalogueApi.listSlotsByListing, async ({ params, query }) => ({
    body: {
      data: await slotsByListing(store, {
        listingId: params.listingId,
        date: query.date,
        ...(query.spaceId ? { spaceId: query.spaceId } : {}),
        now: deps.clock(),
      }),
    },
  }));
};

import { catalogueApi, offeringsApi, type OfferingView, type SpaceDocument } from '@sports/contracts';
import { requestJson } from '../api/http';
import { routePath } from '../api/paths';
import { withSession } from '../session/withSession';

const read = { anonymousRetry: true };

/** GET /api/vm/spaces/{spaceId}: the venue with its membership plans and taxes (offering prices carry them). */
export const fetchSpace = (spaceId: string): Promise<SpaceDocument> =>
  withSession(
    async (token) =>
      (await requestJson(routePath(catalogueApi.getCatalogueSpace, { spaceId }), catalogueApi.getCatalogueSpace.response, { token })).data,
    read,
  );

/** GET /api/vm/spaces/{spaceId}/offerings: classes, packs, lockers, meets, tournaments and events with the places left. */
export const fetchOfferings = (spaceId: string): Promise<OfferingView[]> =>
  withSession(
    async (token) =>
      (await requestJson(routePath(offeringsApi.listSpaceOfferings, { spaceId }), offeringsApi.listSpaceOfferings.response, { token }))
        .data,
    read,
  );

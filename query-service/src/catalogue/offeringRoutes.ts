import { CURRENCY, DomainError, capacityOf, offeringsApi, type OfferingDocument, type OfferingView } from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import { OFFERINGS_COLLECTION, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';

/** Places taken now: confirmed ones, and holds that have not run out. */
const takenNow = (doc: OfferingDocument, now: number, batchId?: string): number =>
  Object.values(doc.claims)
    .filter((c) => c.batchId === batchId && (c.status === 'confirmed' || Date.parse(c.expiresAt ?? '') > now))
    .reduce((sum, c) => sum + c.count, 0);

/** The offering as players see it: no one's registrations, the places left. */
export const offeringView = (doc: OfferingDocument, now: Date): OfferingView => {
  const { claims: _claims, ...rest } = doc;
  const at = now.getTime();
  const capacity = capacityOf(doc.offering);
  const batchPlacesLeft =
    doc.offering.kind === 'class'
      ? Object.fromEntries(
          Object.entries(doc.offering.details.batches).map(([id, b]) => [id, Math.max(0, b.capacity - takenNow(doc, at, id))]),
        )
      : {};
  const placesLeft =
    doc.offering.kind === 'class'
      ? Object.values(batchPlacesLeft).reduce((a, b) => a + b, 0)
      : capacity === null
        ? null
        : Math.max(0, capacity - takenNow(doc, at));
  return { ...rest, ...CURRENCY, placesLeft, batchPlacesLeft };
};

/** Classes, packs, lockers, meets and tournaments: per space for players, per organisation (with registrations) for staff. */
export const registerOfferingQueryRoutes = (api: Api, store: DocumentStore, deps: { clock: () => Date }): void => {
  api.bind(offeringsApi.listSpaceOfferings, async ({ params, query }) => {
    const found = await store.find<OfferingDocument>(OFFERINGS_COLLECTION, {
      filter: { spaceId: params.spaceId, ...(query.kind ? { kind: query.kind } : {}) },
      sort: [['name', 1]],
    });
    return { body: { data: found.map((doc) => offeringView(doc, deps.clock())) } };
  });

  api.bind(offeringsApi.listOrgOfferings, async ({ params, query, actor }) => {
    if (!mayOnOrg(actor, 'readOrg', params.orgId)) throw new DomainError('FORBIDDEN', 'Only staff of this organisation', 'orgId');
    const filter = {
      orgId: params.orgId,
      ...(query.spaceId ? { spaceId: query.spaceId } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
    };
    const found = await store.find<OfferingDocument>(OFFERINGS_COLLECTION, { filter, sort: [['name', 1]] });
    const data = found.map((doc) => ({
      ...offeringView(doc, deps.clock()),
      registrations: Object.values(doc.claims).filter((c) => c.status === 'confirmed'),
    }));
    return { body: { data } };
  });
};

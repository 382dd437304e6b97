import { disputeScopeOf, readableOrgsOf, type Actor, type SpaceDocument } from '@sports/contracts';
import { SPACES_COLLECTION, type DocumentStore } from '@sports/projections';

/** More venues than any organisation runs; the venues read model answers by (orgId, name). */
const MAX_VENUES = 2_000;

/**
 * The venues whose dispute cases an actor reviews (issue 20 item 5; permissions.ts mayOnDispute):
 * 'all' for platform operators; for organisation staff and managers every venue of their
 * organisations, plus any venue their token names (`space:<id>`); null for everyone else.
 *
 * The queue goes by venue rather than by the case's orgId so cases opened before orgId was
 * recorded are in their organisation's queue too: a venue never changes organisation (the
 * catalogue refuses it), so the venue says the same as the orgId newer cases carry.
 */
export const disputeVenuesOf = async (store: DocumentStore, actor: Pick<Actor, 'role' | 'scopeIds'>): Promise<'all' | string[] | null> => {
  const named = disputeScopeOf(actor);
  if (named === null || named === 'all') return named;
  const orgs = readableOrgsOf(actor);
  if (orgs === null || orgs === 'all' || orgs.length === 0) return named;
  const venues = await store.find<SpaceDocument>(SPACES_COLLECTION, { filter: { orgId: { $in: orgs } }, sort: [['name', 1]], limit: MAX_VENUES });
  return [...new Set([...named, ...venues.map((venue) => venue.spaceId)])];
};

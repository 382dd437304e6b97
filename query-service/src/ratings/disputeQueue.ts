import { disputeScopeOf, readableOrgsOf } from '@sports/shared-rules';
import type { Actor, SpaceDocument } from '@sports/contracts';
import { SPACES_COLLECTION, type DocumentStore, type Filter } from '@sports/projections';
import { gameIdsAtVenues, venuesByIds } from '../games/venueLinks';

/** More venues than any organisation runs; the venues read model answers by (orgId, name). */
const MAX_VENUES = 2_000;

/**
 * The venues whose dispute cases an actor reviews (docs/backoffice.md "Disputes"; permissions.ts mayOnDispute):
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
  const venues = await store.find<SpaceDocument>(SPACES_COLLECTION, {
    filter: { orgId: { $in: orgs } },
    sort: [['name', 1]],
    limit: MAX_VENUES,
  });
  return [...new Set([...named, ...venues.map((venue) => venue.spaceId)])];
};

/** An organisation's dispute queue: cases at these venues, and cases about these games (docs/adr/0108-games-at-their-venues.md). */
export interface DisputeQueue {
  spaceIds: string[];
  /** Games at the venues linked through a field or a typed place: their cases carry no spaceId. */
  activityIds: string[];
}

/**
 * The dispute cases an actor reviews: as disputeVenuesOf, plus the cases about games played at
 * those venues that name them only through a field or a typed place (the derived venue link,
 * query-service/src/games/venueLinks.ts), so a game typed as "Andheri Smash Courts" reaches Marina.
 */
export const disputeQueueOf = async (
  store: DocumentStore,
  actor: Pick<Actor, 'role' | 'scopeIds'>,
): Promise<'all' | DisputeQueue | null> => {
  const spaceIds = await disputeVenuesOf(store, actor);
  if (spaceIds === null || spaceIds === 'all') return spaceIds;
  const activityIds = await gameIdsAtVenues(store, await venuesByIds(store, spaceIds), { placesOnly: true });
  return { spaceIds, activityIds };
};

/** The store filter of a queue (null: the caller's queue is empty whatever the store holds). */
export const disputeQueueFilter = (queue: DisputeQueue): Filter | null => {
  const parts: Filter[] = [];
  if (queue.spaceIds.length > 0) parts.push({ spaceId: { $in: queue.spaceIds } });
  if (queue.activityIds.length > 0) parts.push({ activityId: { $in: queue.activityIds } });
  return parts.length === 0 ? null : parts.length === 1 ? parts[0]! : { $or: parts };
};

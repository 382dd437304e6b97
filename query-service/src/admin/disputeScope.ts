import type { AdminListQuery, AdminResource } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import { gameIdsAtVenues, venuesByIds } from '../games/venueLinks';
import type { ScopeLimit } from './scope';

/**
 * The disputes list's venue filter (`spaceId`) in the queue's own terms (ratings/disputeQueue.ts):
 * the cases recorded at those venues, and the cases about games played there that name the venue
 * only through a field or a typed place (they carry no spaceId; docs/adr/0108-games-at-their-venues.md). Only the venues the caller reviews
 * count; other lists go through unchanged.
 */
export const disputeListScopeOf = async (
  resource: AdminResource,
  request: AdminListQuery,
  limit: ScopeLimit,
  store: DocumentStore,
): Promise<{ request: AdminListQuery; limit: ScopeLimit }> => {
  const { spaceId, ...rest } = request.filter ?? {};
  if (resource.scope !== 'venue' || spaceId === undefined) return { request, limit };
  const wanted = (Array.isArray(spaceId) ? spaceId : [spaceId]).filter((v): v is string => typeof v === 'string');
  const venues = limit.values === 'all' ? wanted : wanted.filter((id) => (limit.values as string[]).includes(id));
  const reviewed = limit.also ? new Set(limit.also.values) : null;
  const games = (await gameIdsAtVenues(store, await venuesByIds(store, venues), { placesOnly: true })).filter(
    (id) => reviewed === null || reviewed.has(id),
  );
  return {
    request: { ...request, filter: rest },
    limit: { field: limit.field, values: venues, also: { field: 'activityId', values: games } },
  };
};

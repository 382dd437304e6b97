import { DomainError, type Actor, type AdminScope } from '@sports/contracts';
import { disputeScopeOf, readableOrgsOf } from '@sports/shared-rules';
import type { DocumentStore } from '@sports/projections';
import { disputeQueueOf } from '../ratings/disputeQueue';
import { gamesOfActor } from './gameScope';

/**
 * The field a resource is scoped by, and the values of it the caller may see ('all' for operators);
 * `also`: records matching this instead are the caller's too (a dispute case about a game at the
 * organisation's venue through a field or a typed place carries no spaceId: docs/adr/0108-games-at-their-venues.md).
 */
export interface ScopeLimit {
  field: string;
  values: 'all' | string[];
  also?: { field: string; values: string[] };
}

/**
 * What part of a resource the caller may list (docs/roles.md). Anyone without a role in any
 * organisation is refused outright; staff with a role see their own organisations, the spaces
 * their token names (ratings), the venues of their organisations as well (disputes,
 * disputeQueue.ts), or the games played at those venues (games and their players, gameScope.ts).
 */
export const scopeLimitOf = async (scope: AdminScope, actor: Actor, store: DocumentStore): Promise<ScopeLimit> => {
  if (scope === 'venue') {
    const queue = await disputeQueueOf(store, actor);
    if (queue === null) throw new DomainError('FORBIDDEN', 'Organisation staff only', 'Authorization');
    return queue === 'all'
      ? { field: 'spaceId', values: 'all' }
      : { field: 'spaceId', values: queue.spaceIds, also: { field: 'activityId', values: queue.activityIds } };
  }
  if (scope === 'game') {
    const games = await gamesOfActor(store, actor);
    if (games === null) throw new DomainError('FORBIDDEN', 'Organisation staff only', 'Authorization');
    // Game documents and player entries both name their game in `activityId`.
    return { field: 'activityId', values: games };
  }
  const values =
    scope === 'org' ? readableOrgsOf(actor) : scope === 'space' ? disputeScopeOf(actor) : actor.role === 'admin' ? 'all' : null;
  if (values === null)
    throw new DomainError('FORBIDDEN', scope === 'platform' ? 'Platform operators only' : 'Organisation staff only', 'Authorization');
  return { field: scope === 'space' ? 'spaceId' : 'orgId', values };
};

const within = (field: string, values: string[], record: Record<string, unknown>) =>
  typeof record[field] === 'string' && values.includes(record[field]);

/** Whether one record lies inside the caller's part (and is of the resource, where read models are shared). */
export const withinScope = (limit: ScopeLimit, record: Record<string, unknown>, fixed: Record<string, string | boolean> = {}): boolean =>
  Object.entries(fixed).every(([field, value]) => record[field] === value) &&
  (limit.values === 'all' ||
    within(limit.field, limit.values, record) ||
    (limit.also !== undefined && within(limit.also.field, limit.also.values, record)));

import { DomainError, disputeScopeOf, readableOrgsOf, type Actor, type AdminScope } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import { disputeVenuesOf } from '../ratings/disputeQueue';

/** The field a resource is scoped by, and the values of it the caller may see ('all' for operators). */
export interface ScopeLimit {
  field: string;
  values: 'all' | string[];
}

/**
 * What part of a resource the caller may list (docs/roles.md). Anyone without a role in any
 * organisation is refused outright; staff with a role see their own organisations, the spaces
 * their token names (ratings), or the venues of their organisations as well (disputes, disputeQueue.ts).
 */
export const scopeLimitOf = async (scope: AdminScope, actor: Actor, store: DocumentStore): Promise<ScopeLimit> => {
  const values =
    scope === 'org' ? readableOrgsOf(actor) : scope === 'space' ? disputeScopeOf(actor) : scope === 'venue' ? await disputeVenuesOf(store, actor) : actor.role === 'admin' ? 'all' : null;
  if (values === null) throw new DomainError('FORBIDDEN', scope === 'platform' ? 'Platform operators only' : 'Organisation staff only', 'Authorization');
  return { field: scope === 'space' || scope === 'venue' ? 'spaceId' : 'orgId', values };
};

/** Whether one record lies inside the caller's part (and is of the resource, where read models are shared). */
export const withinScope = (limit: ScopeLimit, record: Record<string, unknown>, fixed: Record<string, string | boolean> = {}): boolean =>
  Object.entries(fixed).every(([field, value]) => record[field] === value) &&
  (limit.values === 'all' || (typeof record[limit.field] === 'string' && limit.values.includes(record[limit.field] as string)));

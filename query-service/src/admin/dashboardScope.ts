import { DomainError, type Actor } from '@sports/contracts';
import { readableOrgsOf } from '@sports/shared-rules';
import type { Filter } from '@sports/projections';

/** The organisations a dashboard answer covers: the one asked for (if readable) or every readable one. */
export const orgsCovered = (actor: Actor, orgId: string | undefined): 'all' | string[] => {
  const readable = readableOrgsOf(actor);
  if (readable === null) throw new DomainError('FORBIDDEN', 'Organisation staff only', 'Authorization');
  if (orgId === undefined) return readable;
  if (readable !== 'all' && !readable.includes(orgId)) throw new DomainError('FORBIDDEN', 'Only staff of this organisation', 'orgId');
  return [orgId];
};

export const inOrgs = (orgs: 'all' | string[]): Filter => (orgs === 'all' ? {} : { orgId: { $in: orgs } });

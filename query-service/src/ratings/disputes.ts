import { DomainError, type Actor } from '@sports/contracts';
import { RATING_DISPUTES_COLLECTION, type DisputeCaseDocument, type DocumentStore } from '@sports/projections';
import { disputeVenuesOf } from './disputeQueue';

/** The open dispute cases an actor reviews (disputeQueue.ts), newest first, served by the (status, openedAt) or (spaceId, status, openedAt) index. */
export const listDisputes = async (store: DocumentStore, actor: Pick<Actor, 'role' | 'scopeIds'>, limit: number) => {
  const scope = await disputeVenuesOf(store, actor);
  if (scope === null) throw new DomainError('FORBIDDEN', 'Dispute cases are for organisation staff');
  if (scope !== 'all' && scope.length === 0) return [];
  const filter = scope === 'all' ? { status: 'open' } : { spaceId: { $in: scope }, status: 'open' };
  const cases = await store.find<DisputeCaseDocument>(RATING_DISPUTES_COLLECTION, { filter, sort: [['openedAt', -1]], limit });
  return cases.map(({ id: _id, ...rest }) => rest);
};

import { DomainError, type Actor } from '@sports/contracts';
import { RATING_DISPUTES_COLLECTION, type DisputeCaseDocument, type DocumentStore } from '@sports/projections';
import { disputeQueueFilter, disputeQueueOf } from './disputeQueue';

/** The open dispute cases an actor reviews (disputeQueue.ts), newest first, served by the (status, openedAt), (spaceId, status, openedAt) or (activityId, openedAt) index. */
export const listDisputes = async (store: DocumentStore, actor: Pick<Actor, 'role' | 'scopeIds'>, limit: number) => {
  const queue = await disputeQueueOf(store, actor);
  if (queue === null) throw new DomainError('FORBIDDEN', 'Dispute cases are for organisation staff');
  const within = queue === 'all' ? {} : disputeQueueFilter(queue);
  if (within === null) return [];
  const cases = await store.find<DisputeCaseDocument>(RATING_DISPUTES_COLLECTION, {
    filter: { ...within, status: 'open' },
    sort: [['openedAt', -1]],
    limit,
  });
  return cases.map(({ id: _id, ...rest }) => rest);
};

import { INBOX_COLLECTION, inboxApi, type InboxDocument, type InboxItem } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';

const itemOf = (doc: InboxDocument): InboxItem => ({
  id: doc.notificationId,
  kind: doc.kind,
  text: doc.text,
  link: doc.link,
  created: doc.created,
  read: doc.read,
});

export const unreadCount = (store: Pick<DocumentStore, 'count'>, userId: string): Promise<number> =>
  store.count(INBOX_COLLECTION, { userId, read: false });

/** One page of the user's inbox, newest first (ties by id), with the totals the bell and the pager need. */
export const inboxPage = async (
  store: Pick<DocumentStore, 'find' | 'count'>,
  userId: string,
  page: number,
): Promise<inboxApi.InboxPage> => {
  const pageSize = inboxApi.INBOX_PAGE_SIZE;
  const [docs, total, unread] = await Promise.all([
    store.find<InboxDocument>(INBOX_COLLECTION, { filter: { userId }, sort: [['created', -1]], skip: page * pageSize, limit: pageSize }),
    store.count(INBOX_COLLECTION, { userId }),
    unreadCount(store, userId),
  ]);
  return { items: docs.map(itemOf), page, pageSize, total, unread, hasMore: (page + 1) * pageSize < total };
};

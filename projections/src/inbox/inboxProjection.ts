import { INBOX_COLLECTION, inboxDocumentId, type InboxDocument, type InboxEvent, type RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export { INBOX_COLLECTION };

/**
 * The inbox: one document per notification, built from the users' inbox
 * streams alone. Who is told what was decided once, by the notifier (command-service
 * notifications/notificationRules.ts), and recorded as NotificationSent; this projection needs
 * no other read model and no clock (docs/adr/0064-inbox-from-notifier.md). A read mark names the
 * notifications it covers, so it touches those documents and no document grows with the inbox.
 */
export const inboxProjection = defineProjection<InboxDocument, string | readonly string[]>({
  name: 'inbox',
  collection: {
    name: INBOX_COLLECTION,
    indexes: [
      // One user's items, newest first (the page), and their unread ones (the bell's count).
      {
        fields: [
          ['userId', 1],
          ['created', -1],
        ],
      },
      {
        fields: [
          ['userId', 1],
          ['read', 1],
        ],
      },
    ],
  },
  handles: ['NotificationSent', 'NotificationsRead'],
  documentId: (recorded: RecordedEvent) => {
    const event = recorded as unknown as InboxEvent;
    if (event.type === 'NotificationSent') return inboxDocumentId(event.data.userId, event.data.notificationId);
    if (event.type === 'NotificationsRead') return event.data.notificationIds.map((id) => inboxDocumentId(event.data.userId, id));
    return null;
  },
  evolve: (doc, recorded) => {
    const event = recorded as unknown as InboxEvent;
    if (event.type === 'NotificationSent') {
      if (doc) return doc; // recorded once; a redelivery changes nothing
      const { userId, notificationId, kind, text, link, created } = event.data;
      return { id: inboxDocumentId(userId, notificationId), notificationId, userId, kind, text, link, created, read: false, readAt: null };
    }
    if (event.type === 'NotificationsRead') return doc && !doc.read ? { ...doc, read: true, readAt: event.data.readAt } : doc;
    return doc;
  },
});

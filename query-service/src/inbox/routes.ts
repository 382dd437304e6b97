import { inboxApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { StreamGate } from '../presence/streamGate';
import { InboxChanges, type InboxChangesOptions } from './inboxChanges';
import { inboxPage, unreadCount } from './inboxQueries';
import type { ChatBell } from '../chat/chatBell';
import { UnreadSender } from './unreadSender';

/**
 * The inbox: the caller's own items only, since every call reads the user id
 * from the token and none takes one. The stream sends the unread count at once and again on
 * every change of the caller's inbox, so the bell follows without a reload.
 */
export const registerInboxQueryRoutes = (
  api: Api,
  store: DocumentStore,
  options: InboxChangesOptions & { chatBell?: ChatBell; streams?: StreamGate } = {},
): InboxChanges => {
  const changes = new InboxChanges(store, options);
  // The process's one gate for event streams (presence/streamGate.ts), shared with the other kinds.
  const streams = options.streams ?? new StreamGate();

  api.bind(inboxApi.listNotifications, async ({ actor, query }) => ({ body: { data: await inboxPage(store, actor.userId, query.page) } }));

  api.bind(inboxApi.getUnreadCount, async ({ actor }) => ({ body: { data: { unread: await unreadCount(store, actor.userId) } } }));

  /**
   * The count is a snapshot (docs/adr/0119-event-stream-caps.md): each event's id is the inbox
   * position it was counted at, and any reconnect, with Last-Event-ID or without, gets the current
   * count first, so nothing is missed.
   */
  api.bind(inboxApi.streamUnreadCount, async ({ actor, c }) => {
    const { userId } = actor;
    return streams.open(c, actor, async ({ send, closed }) => {
      // Caught up before following, so no change between the first count and following is missed.
      await changes.tick();
      const chat = options.chatBell?.(userId, () => void sender.chatChanged());
      const sender = new UnreadSender({
        position: () => changes.position,
        // The bell also counts the chats with unread messages (docs/adr/0101-game-chat.md).
        read: async () => {
          const [unread, chats] = await Promise.all([unreadCount(store, userId), chat ? chat.count() : 0]);
          return { unread, chats };
        },
        send: (event, id) => send(inboxApi.INBOX_EVENTS.unread, event, id),
      });
      const stop = changes.follow(userId, () => void sender.inboxChanged());
      try {
        await sender.inboxChanged();
        await closed;
      } finally {
        stop();
        chat?.stop();
      }
    });
  });

  return changes;
};

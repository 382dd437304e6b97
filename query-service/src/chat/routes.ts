import { chatApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import type { PageFeed } from '../presence/routes';
import { mayReadChat } from './chatAccess';
import { ChatChanges, type ChatChangesOptions } from './chatChanges';
import { chatBellOf, type ChatBell } from './chatBell';
import { chatRoleIn } from './chatAccess';
import { commentPage, commentViewOfDocument, readStateOf, unreadChats } from './chatQueries';

/**
 * The game chat's reads (docs/decisions.md "Game chat"): pages of a thread for its members, the
 * caller's unread chats, and the live feed that rides on an open game page's viewer stream.
 */
export const registerChatQueryRoutes = (api: Api, store: DocumentStore, options: ChatChangesOptions = {}): { chatFeed: PageFeed; chatBell: ChatBell; changes: ChatChanges } => {
  const changes = new ChatChanges(store, options);

  api.bind(chatApi.listComments, async ({ actor, params, query }) => {
    const { activityId } = params;
    await chatRoleIn(store, activityId, actor);
    const [page, read] = await Promise.all([commentPage(store, activityId, query), readStateOf(store, activityId, actor.userId)]);
    return { body: { data: { activityId, ...page, ...read } } };
  });

  api.bind(chatApi.getChatUnread, async ({ actor }) => ({ body: { data: await unreadChats(store, actor.userId) } }));

  /**
   * New and removed messages reach a member's open game page on its viewer stream. Whether the
   * viewer may read is asked again for every change, so one who leaves or is removed hears no more.
   */
  const chatFeed: PageFeed = async ({ activityId, actor }, send) => {
    if (!actor) return () => undefined;
    // Caught up before following, so nothing between the page's first read and following is missed.
    await changes.tick();
    let queue = Promise.resolve();
    return changes.follow(activityId, (docs) => {
      queue = queue
        .then(async () => {
          if (!(await mayReadChat(store, activityId, actor))) return;
          await send(chatApi.CHAT_LIVE_EVENT, { activityId, comments: docs.map(commentViewOfDocument) });
        })
        .catch(() => undefined);
    });
  };

  return { chatFeed, chatBell: chatBellOf(store, changes), changes };
};

import { CHAT_COMMENTS_COLLECTION, chatApi, type ChatCommentDocument } from '@sports/contracts';
import type { ChangeCursor, DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import type { PageFeed } from '../presence/routes';
import { mayReadChat } from './chatAccess';
import { ChatChanges, type ChatChangesOptions } from './chatChanges';
import { chatBellOf, type ChatBell } from './chatBell';
import { chatRoleIn } from './chatAccess';
import { commentPage, commentViewOfDocument, readStateOf, unreadChats } from './chatQueries';

/** Comment changes a reconnecting page's catch-up reads at most (the newest messages beyond are on its first page). */
const CATCH_UP_MAX = 20_000;
const CATCH_UP_BATCH = 2_000;

/** The game's comments changed from position `from` on (that position's again: one sent twice rather than one lost). */
const missedComments = async (store: DocumentStore, activityId: string, from: bigint): Promise<ChatCommentDocument[]> => {
  const missed: ChatCommentDocument[] = [];
  let cursor: ChangeCursor = { position: from, id: '' };
  for (let read = 0; read < CATCH_UP_MAX; read += CATCH_UP_BATCH) {
    const changes = await store.changesSince<ChatCommentDocument>(CHAT_COMMENTS_COLLECTION, cursor, CATCH_UP_BATCH);
    for (const { doc } of changes) if (doc?.activityId === activityId) missed.push(doc);
    const last = changes.at(-1);
    if (last) cursor = { position: last.position, id: last.id };
    if (changes.length < CATCH_UP_BATCH) break;
  }
  return missed;
};

/**
 * The game chat's reads (docs/adr/0101-game-chat.md): pages of a thread for its members, the
 * caller's unread chats, and the live feed that rides on an open game page's viewer stream.
 */
export const registerChatQueryRoutes = (
  api: Api,
  store: DocumentStore,
  options: ChatChangesOptions = {},
): { chatFeed: PageFeed; chatBell: ChatBell; changes: ChatChanges } => {
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
   * The feed's position (its part of the stream's event id) moves only once what came before it
   * was sent, so a page that reconnects with Last-Event-ID is sent every message it missed.
   */
  const chatFeed: PageFeed = async ({ activityId, actor, resumeFrom }, send) => {
    // Caught up before following, so nothing between the page's first read and following is missed.
    await changes.tick();
    const now = changes.position;
    let told = resumeFrom !== null && resumeFrom <= now ? resumeFrom : now;
    if (!actor) return { stop: () => undefined, position: () => told };
    let queue = Promise.resolve();
    const tell = (docsOf: () => Promise<ChatCommentDocument[]>, at: bigint) => {
      queue = queue
        .then(async () => {
          // Who may read first: a catch-up's read of up to CATCH_UP_MAX changes is a member's alone.
          const docs = (await mayReadChat(store, activityId, actor)) ? await docsOf() : [];
          if (at > told) told = at;
          if (docs.length > 0) await send(chatApi.CHAT_LIVE_EVENT, { activityId, comments: docs.map(commentViewOfDocument) });
        })
        .catch(() => undefined);
    };
    // The missed messages go first, then the ones that come while they are read.
    if (told < now) {
      const from = told;
      tell(() => missedComments(store, activityId, from), now);
    }
    const stop = changes.follow(activityId, (docs, at) => tell(async () => docs, at));
    return { stop, position: () => told };
  };

  return { chatFeed, chatBell: chatBellOf(store, changes), changes };
};

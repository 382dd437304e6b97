import {
  CHAT_COMMENTS_COLLECTION,
  CHAT_READS_COLLECTION,
  CHAT_THREADS_COLLECTION,
  chatApi,
  chatReadDocId,
  type ChatCommentDocument,
  type ChatReadDocument,
  type ChatThreadDocument,
  type CommentView,
  type GameDocument,
} from '@sports/contracts';
import { GAMES_COLLECTION, type DocumentStore } from '@sports/projections';
import { membershipsOf } from '../games/memberships';

export const commentViewOfDocument = ({
  commentId,
  seq,
  author,
  authorRole,
  text,
  replyTo,
  removedBy,
  postedAt,
}: ChatCommentDocument): CommentView => ({
  commentId,
  seq,
  author,
  authorRole,
  text,
  replyTo,
  removedBy,
  postedAt,
});

/**
 * One page of a thread, newest first: one range of the (activityId, seq) index from its end, or
 * from just before `before` (keyset paging: never a skip, never a count of the thread), so a page
 * of a 10,000-message thread costs what a page of a 10-message one does.
 */
export const commentPage = async (store: DocumentStore, activityId: string, page: { before?: number | undefined; size: number }) => {
  const filter = page.before === undefined ? { activityId } : { activityId, seq: { $lt: page.before } };
  const docs = await store.find<ChatCommentDocument>(CHAT_COMMENTS_COLLECTION, { filter, sort: [['seq', -1]], limit: page.size + 1 });
  const comments = docs.slice(0, page.size).map(commentViewOfDocument);
  return { comments, nextBefore: docs.length > page.size ? comments.at(-1)!.seq : null };
};

/** Unread messages of one member in one game: those after their marker (their own never count: posting moves it). */
export const unreadIn = (thread: ChatThreadDocument | null, marker: ChatReadDocument | null): number =>
  Math.min(chatApi.CHAT_UNREAD_CAP, Math.max(0, (thread?.lastSeq ?? 0) - (marker?.seq ?? 0)));

export const readStateOf = async (store: DocumentStore, activityId: string, userId: string) => {
  const [thread, marker] = await Promise.all([
    store.get<ChatThreadDocument>(CHAT_THREADS_COLLECTION, activityId),
    store.get<ChatReadDocument>(CHAT_READS_COLLECTION, chatReadDocId(activityId, userId)),
  ]);
  return { readSeq: marker?.seq ?? 0, unread: unreadIn(thread, marker) };
};

/**
 * The caller's chats with unread messages, newest first: their games (one indexed read by user),
 * those games' thread documents and the caller's markers (two reads by id). The bell adds `total`.
 */
export const unreadChats = async (store: DocumentStore, userId: string) => {
  const memberships = await membershipsOf(store, userId);
  const ids = [...memberships.values()].filter((m) => m.isHost || m.isCoHost || m.status === 'joined').map((m) => m.activityId);
  if (ids.length === 0) return { total: 0, chats: [] };
  const [threads, markers] = await Promise.all([
    store.find<ChatThreadDocument>(CHAT_THREADS_COLLECTION, { filter: { id: { $in: ids } }, limit: ids.length }),
    store.find<ChatReadDocument>(CHAT_READS_COLLECTION, {
      filter: { id: { $in: ids.map((id) => chatReadDocId(id, userId)) } },
      limit: ids.length,
    }),
  ]);
  const markerOf = new Map(markers.map((m) => [m.activityId, m]));
  const unread = threads.map((t) => ({ thread: t, unread: unreadIn(t, markerOf.get(t.activityId) ?? null) })).filter((t) => t.unread > 0);
  if (unread.length === 0) return { total: 0, chats: [] };
  const games = await store.find<GameDocument>(GAMES_COLLECTION, {
    filter: { id: { $in: unread.map((u) => u.thread.activityId) } },
    limit: unread.length,
  });
  const nameOf = new Map(games.map((g) => [g.activityId, g.name]));
  const chats = unread
    .filter((u) => nameOf.has(u.thread.activityId))
    .map((u) => ({ activityId: u.thread.activityId, name: nameOf.get(u.thread.activityId)!, unread: u.unread, lastAt: u.thread.lastAt }))
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
  return { total: chats.reduce((sum, c) => sum + c.unread, 0), chats };
};

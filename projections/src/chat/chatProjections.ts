import {
  CHAT_COMMENTS_COLLECTION,
  CHAT_READS_COLLECTION,
  CHAT_REPORTS_COLLECTION,
  CHAT_THREADS_COLLECTION,
  chatCommentDocId,
  chatReadDocId,
  type ChatCommentDocument,
  type ChatEvent,
  type ChatReadDocument,
  type ChatReportDocument,
  type ChatThreadDocument,
  type RecordedEvent,
} from '@sports/contracts';
import { defineProjection } from '../core/projection';

const chatEventOf = (recorded: RecordedEvent) => recorded as unknown as ChatEvent & RecordedEvent;

/**
 * One document per comment (docs/adr/0101-game-chat.md): a post writes one small document and a
 * removal rewrites one, however long the thread. The (activityId, seq) index serves every page as
 * a keyset range, newest first, so the 10,000th message pages like the 10th.
 */
export const chatCommentsProjection = defineProjection<ChatCommentDocument>({
  name: 'chat.comments',
  collection: {
    name: CHAT_COMMENTS_COLLECTION,
    indexes: [
      {
        fields: [
          ['activityId', 1],
          ['seq', -1],
        ],
      },
    ],
  },
  handles: ['CommentPosted', 'CommentRemoved'],
  documentId: (recorded) => {
    const { activityId, commentId } = recorded.data as { activityId: string; commentId: string };
    return chatCommentDocId(activityId, commentId);
  },
  evolve: (doc, recorded) => {
    const event = chatEventOf(recorded);
    if (event.type === 'CommentRemoved') return doc && { ...doc, text: null, replyTo: null, removedBy: event.data.removedBy };
    if (event.type !== 'CommentPosted' || doc) return doc;
    const { activityId, commentId, seq, author, authorRole, text, replyTo, mentions } = event.data;
    return {
      id: chatCommentDocId(activityId, commentId),
      activityId,
      commentId,
      seq,
      author,
      authorId: author.id,
      authorRole,
      text,
      replyTo,
      mentions,
      removedBy: null,
      postedAt: recorded.metadata.time,
    };
  },
});

/** One small document per game: the newest comment's number and time (unread counts and the inbox's Chats read it). */
export const chatThreadsProjection = defineProjection<ChatThreadDocument>({
  name: 'chat.threads',
  collection: { name: CHAT_THREADS_COLLECTION, indexes: [] },
  handles: ['CommentPosted'],
  documentId: (recorded) => (recorded.data as { activityId: string }).activityId,
  evolve: (doc, recorded) => {
    const event = chatEventOf(recorded);
    if (event.type !== 'CommentPosted' || (doc && doc.lastSeq >= event.data.seq)) return doc;
    return { id: event.data.activityId, activityId: event.data.activityId, lastSeq: event.data.seq, lastAt: recorded.metadata.time };
  },
});

/**
 * Each member's read marker per game. Posting reads the thread up to one's own message, as on
 * WhatsApp: one's own messages never count as unread.
 */
export const chatReadsProjection = defineProjection<ChatReadDocument>({
  name: 'chat.reads',
  collection: { name: CHAT_READS_COLLECTION, indexes: [{ fields: [['userId', 1]] }] },
  handles: ['ChatRead', 'CommentPosted'],
  documentId: (recorded) => {
    const event = chatEventOf(recorded);
    if (event.type === 'ChatRead') return chatReadDocId(event.data.activityId, event.data.userId);
    if (event.type === 'CommentPosted') return chatReadDocId(event.data.activityId, event.data.author.id);
    return null;
  },
  evolve: (doc, recorded) => {
    const event = chatEventOf(recorded);
    const marker =
      event.type === 'ChatRead'
        ? { activityId: event.data.activityId, userId: event.data.userId, seq: event.data.seq }
        : event.type === 'CommentPosted'
          ? { activityId: event.data.activityId, userId: event.data.author.id, seq: event.data.seq }
          : null;
    if (!marker || (doc && doc.seq >= marker.seq)) return doc;
    return { id: chatReadDocId(marker.activityId, marker.userId), ...marker };
  },
});

/** Reports of chat messages, in the venue organisation's moderation queue (the back office's Chat reports). */
export const chatReportsProjection = defineProjection<ChatReportDocument>({
  name: 'chat.reports',
  collection: {
    name: CHAT_REPORTS_COLLECTION,
    indexes: [
      // A platform operator's queue: newest first, or by status.
      { fields: [['reportedAt', -1]] },
      {
        fields: [
          ['status', 1],
          ['reportedAt', -1],
        ],
      },
      // An organisation's queue.
      {
        fields: [
          ['orgId', 1],
          ['status', 1],
          ['reportedAt', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['reportedAt', -1],
        ],
      },
    ],
  },
  handles: ['CommentReported', 'CommentReportClosed'],
  documentId: (recorded) => (recorded.data as { reportId: string }).reportId,
  evolve: (doc, recorded) => {
    const event = chatEventOf(recorded);
    const { userId, time } = recorded.metadata;
    if (event.type === 'CommentReportClosed') return doc && { ...doc, status: event.data.outcome, closedBy: userId, closedAt: time };
    if (event.type !== 'CommentReported' || doc) return doc;
    const { reportId, activityId, commentId, reason, reportedBy, activityName, spaceId, orgId, comment } = event.data;
    return {
      id: reportId,
      reportId,
      activityId,
      commentId,
      reason,
      reportedBy,
      spaceId,
      orgId,
      commentText: comment.text,
      commentAuthorId: comment.authorId,
      commentAuthorName: comment.authorName,
      activityName,
      status: 'open',
      reportedAt: time,
    };
  },
});

/** The chat's read models (docs/adr/0101-game-chat.md). */
export const chatProjections = [chatCommentsProjection, chatThreadsProjection, chatReadsProjection, chatReportsProjection] as const;

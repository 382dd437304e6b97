import { z } from 'zod';
import { chatRoleSchema, removedBySchema, replyQuoteSchema } from './events';

/** One document per comment, keyed for keyset paging along (activityId, seq): docs/adr/0101-game-chat.md. */
export const CHAT_COMMENTS_COLLECTION = 'chat_comments';
/** One small document per game: its newest comment's number (unread counts compare a read marker with it). */
export const CHAT_THREADS_COLLECTION = 'chat_threads';
/** One document per member per game: how far they read. */
export const CHAT_READS_COLLECTION = 'chat_reads';
/** One document per report, in the venue organisation's moderation queue. */
export const CHAT_REPORTS_COLLECTION = 'chat_reports';

export const chatCommentDocId = (activityId: string, commentId: string) => `${activityId}/${commentId}`;
export const chatReadDocId = (activityId: string, userId: string) => `${activityId}/${userId}`;

/** A comment as the thread shows it: a removed one keeps its place and says who removed it, without its text. */
export const commentViewSchema = z.object({
  commentId: z.string(),
  seq: z.number().int(),
  author: z.object({ id: z.string(), name: z.string() }),
  authorRole: chatRoleSchema,
  text: z.string().nullable(),
  replyTo: replyQuoteSchema.nullable(),
  removedBy: removedBySchema.nullable(),
  postedAt: z.string(),
});
export type CommentView = z.infer<typeof commentViewSchema>;

/** `authorId` beside `author`: a top-level field for the moderation and unread queries. */
export type ChatCommentDocument = CommentView & { id: string; activityId: string; authorId: string; mentions: string[] };
export type ChatThreadDocument = { id: string; activityId: string; lastSeq: number; lastAt: string };
export type ChatReadDocument = { id: string; activityId: string; userId: string; seq: number };

export const chatReportStatusSchema = z.enum(['open', 'removed', 'dismissed']);
export type ChatReportDocument = {
  id: string;
  reportId: string;
  activityId: string;
  commentId: string;
  reason: string;
  reportedBy: string;
  spaceId: string | null;
  orgId: string | null;
  commentText: string;
  commentAuthorId: string;
  commentAuthorName: string;
  activityName: string;
  status: z.infer<typeof chatReportStatusSchema>;
  reportedAt: string;
  closedBy?: string;
  closedAt?: string;
};

/** The removed-message line the thread shows in place of the text (DESIGN.md "Together"). */
export const removedText = (by: z.infer<typeof removedBySchema>): string =>
  by === 'host' ? 'Message removed by the host' : by === 'author' ? 'Message removed by its author' : 'Message removed by a moderator';

import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { personRefSchema } from '../games/shapes';
import { streams } from '../core/streams';

/**
 * A game's chat (DESIGN.md "Together"; docs/adr/0101-game-chat.md): its own stream per game,
 * `chat-{activityId}`, beside the game's. Spec section 3 names the shapes: a message is a
 * comment, and a comment that answers another is a reply (`replyTo`).
 */
export const chatStream = (activityId: string) => streams.chat(activityId);

/** Longest message, after trimming. */
export const COMMENT_MAX_CHARS = 1_000;
/** Messages one user may post in CHAT_RATE_WINDOW_MS (across all games). */
export const CHAT_RATE_LIMIT = 10;
export const CHAT_RATE_WINDOW_MS = 60_000;
/** Longest report reason. */
export const REPORT_REASON_MAX_CHARS = 300;

/** How the author stood in the game when they posted: hosts are labelled in the thread. */
export const chatRoleSchema = z.enum(['host', 'co_host', 'participant']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** Who removed a message: the thread shows "Message removed by the host" / "by its author" / "by a moderator". */
export const removedBySchema = z.enum(['host', 'author', 'moderator']);
export type RemovedBy = z.infer<typeof removedBySchema>;

/** The comment a reply answers, as it read when the reply was posted (a quote, like WhatsApp's). */
export const replyQuoteSchema = z.object({ commentId: idSchema, authorName: z.string().max(120), excerpt: z.string().max(160) });

export const chatEvents = {
  /** A comment (or a reply, with `replyTo`) was posted; `seq` numbers the thread's comments from 1. */
  CommentPosted: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      commentId: idSchema,
      seq: z.number().int().min(1),
      author: personRefSchema,
      authorRole: chatRoleSchema,
      text: z.string().min(1).max(COMMENT_MAX_CHARS),
      replyTo: replyQuoteSchema.nullable(),
      /** Members named with @Name, resolved when posted; each is told (notification kind chat_mention). */
      mentions: z.array(idSchema).max(20),
    }),
  },
  /** A comment was taken down; its text is gone from the thread, its place stays. */
  CommentRemoved: {
    version: 1,
    schema: z.object({ activityId: idSchema, commentId: idSchema, removedBy: removedBySchema }),
  },
  /** Someone who can read the thread reported a comment to the venue organisation's moderation queue. */
  CommentReported: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      reportId: idSchema,
      commentId: idSchema,
      reason: z.string().min(1).max(REPORT_REASON_MAX_CHARS),
      reportedBy: idSchema,
      /** The game's name when reported, for the queue. */
      activityName: z.string().max(200),
      /** The comment as it read when reported, so the queue shows it even after it is removed. */
      comment: z.object({ authorId: idSchema, authorName: z.string().max(120), text: z.string().max(COMMENT_MAX_CHARS) }),
      /** Whose queue holds the report: the venue and its organisation (null: no venue the catalogue knows). */
      spaceId: idSchema.nullable(),
      orgId: idSchema.nullable(),
    }),
  },
  /** Staff closed a report: they removed the comment, or dismissed the report and left it. */
  CommentReportClosed: {
    version: 1,
    schema: z.object({ activityId: idSchema, reportId: idSchema, commentId: idSchema, outcome: z.enum(['removed', 'dismissed']) }),
  },
  /** A member viewed the chat up to comment `seq` (their read marker; unread counts are after it). */
  ChatRead: {
    version: 1,
    schema: z.object({ activityId: idSchema, userId: idSchema, seq: z.number().int().min(0) }),
  },
} as const;

type Defs = typeof chatEvents;
export type ChatEvent = { [T in keyof Defs]: { type: T; data: z.infer<Defs[T]['schema']> } }[keyof Defs];
export const CHAT_EVENT_TYPES = Object.keys(chatEvents) as (keyof Defs)[];

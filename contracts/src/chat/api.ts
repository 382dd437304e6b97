import { z } from 'zod';
import { defineRoute } from '../api/route';
import { activityParams } from '../api/gameRouteParts';
import { idSchema, safeText } from '../core/primitives';
import { COMMENT_MAX_CHARS, REPORT_REASON_MAX_CHARS } from './events';
import { commentViewSchema } from './readModel';

/** The game chat's calls (DESIGN.md "Together"; docs/adr/0101-game-chat.md). */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_MAX_PAGE_SIZE = 100;

const commentParams = z.object({ activityId: idSchema, commentId: idSchema }).strict();
const command = { tag: 'Chat', auth: 'required', idempotent: true } as const;
const CHAT_ERRORS = ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'GAME_NOT_FOUND', 'NOT_A_CHAT_MEMBER'] as const;

export const postComment = defineRoute({
  ...command,
  operationId: 'postComment',
  method: 'post',
  path: '/api/vm/activities/{activityId}/chat',
  summary:
    "Post a message (a comment, or a reply with `replyTo`) to the game's chat: its participants, host and co-hosts only. Text 1 to 1,000 characters after trimming; @Name tells the member so named. Each user posts at most 10 messages a minute (429 RATE_LIMITED with Retry-After).",
  params: activityParams,
  body: z
    .object({
      text: safeText(
        z.string().trim().min(1, 'must not be empty').max(COMMENT_MAX_CHARS, `must be at most ${COMMENT_MAX_CHARS} characters`),
      ),
      replyTo: idSchema.optional(),
    })
    .strict(),
  successStatus: 201,
  response: z.object({ data: commentViewSchema }),
  errors: [...CHAT_ERRORS, 'COMMENT_NOT_FOUND', 'RATE_LIMITED', 'IDEMPOTENCY_KEY_REUSED'],
});

export const removeComment = defineRoute({
  ...command,
  operationId: 'removeComment',
  method: 'delete',
  path: '/api/vm/activities/{activityId}/chat/{commentId}',
  summary:
    'Remove a message: its author, or the host or a co-host, any message. It stays in the thread as "Message removed by the host" (or "by its author").',
  params: commentParams,
  successStatus: 200,
  response: z.object({ data: z.object({ activityId: z.string(), commentId: z.string(), removed: z.literal(true) }) }),
  errors: [...CHAT_ERRORS, 'COMMENT_NOT_FOUND', 'FORBIDDEN'],
});

export const reportComment = defineRoute({
  ...command,
  operationId: 'reportComment',
  method: 'post',
  path: '/api/vm/activities/{activityId}/chat/{commentId}/reports',
  summary:
    "Report a message, with a reason, to the moderation queue of the venue's organisation (the back office's Chat reports). Anyone who can read the chat; once per message and person.",
  params: commentParams,
  body: z.object({ reason: safeText(z.string().trim().min(1, 'must not be empty').max(REPORT_REASON_MAX_CHARS)) }).strict(),
  successStatus: 201,
  response: z.object({ data: z.object({ reportId: z.string(), commentId: z.string() }) }),
  errors: [...CHAT_ERRORS, 'COMMENT_NOT_FOUND', 'ALREADY_REPORTED'],
});

export const markChatRead = defineRoute({
  ...command,
  operationId: 'markChatRead',
  method: 'put',
  path: '/api/vm/activities/{activityId}/chat/read',
  summary:
    "Set the caller's read marker (the chat tab was viewed up to message `seq`); the unread count is of the messages after it. A marker never moves back.",
  params: activityParams,
  body: z.object({ seq: z.number().int().min(0).max(1_000_000_000) }).strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ activityId: z.string(), seq: z.number().int() }) }),
  errors: [...CHAT_ERRORS],
});

export const listComments = defineRoute({
  operationId: 'listComments',
  method: 'get',
  path: '/api/vm/activities/{activityId}/chat',
  summary:
    "A page of the game's chat, newest first (the UI shows it newest at the bottom): the newest `size`, or those before `before` (a message's seq). `nextBefore` is the cursor for the earlier page, null at the start. Members only (403 NOT_A_CHAT_MEMBER); a private game's chat is 404 to those who may not see the game.",
  tag: 'Chat',
  auth: 'required',
  params: activityParams,
  query: z
    .object({
      before: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
      size: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).default(CHAT_PAGE_SIZE),
    })
    .strict(),
  successStatus: 200,
  response: z.object({
    data: z.object({
      activityId: z.string(),
      comments: z.array(commentViewSchema),
      nextBefore: z.number().int().nullable(),
      readSeq: z.number().int(),
      unread: z.number().int(),
    }),
  }),
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'GAME_NOT_FOUND', 'NOT_A_CHAT_MEMBER'],
});

/** Unread counts are capped here: the badge says "99+". */
export const CHAT_UNREAD_CAP = 99;

export const getChatUnread = defineRoute({
  operationId: 'getChatUnread',
  method: 'get',
  path: '/api/vm/chats/unread',
  summary:
    "The caller's games whose chat has messages they have not read (by others, after their read marker), newest first, with the count (capped at 99) — the inbox's Chats and the bell.",
  tag: 'Chat',
  auth: 'required',
  successStatus: 200,
  response: z.object({
    data: z.object({
      total: z.number().int(),
      chats: z.array(z.object({ activityId: z.string(), name: z.string(), unread: z.number().int(), lastAt: z.string() })),
    }),
  }),
  errors: ['UNAUTHENTICATED'],
});

/**
 * The live event on an open game page's viewer stream (streamLiveViewers) when its chat changed:
 * the new or removed comments, for members only.
 */
export const CHAT_LIVE_EVENT = 'chat';
export const chatLiveEventSchema = z.object({ activityId: z.string(), comments: z.array(commentViewSchema) });
export type ChatLiveEvent = z.infer<typeof chatLiveEventSchema>;

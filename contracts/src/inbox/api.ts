import { z } from 'zod';
import { defineRoute } from '../api/route';
import { lastEventIdHeaders } from '../api/live';
import { inboxItemSchema, MAX_MARK_READ_IDS, notificationIdSchema } from './events';

/** Inbox items per page, newest first. */
export const INBOX_PAGE_SIZE = 20;

/** Server-sent event names of the inbox stream. */
export const INBOX_EVENTS = { unread: 'unread' } as const;
/** `chats`: how many of the caller's game chats have messages they have not read (docs/adr/0101-game-chat.md), sent only when some have. */
export const unreadEventSchema = z.object({ unread: z.number().int().min(0), chats: z.number().int().min(0).optional() });

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
  hasMore: z.boolean(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const listNotifications = defineRoute({
  operationId: 'listNotifications',
  method: 'get',
  path: '/api/vm/users/me/notifications',
  summary: `The caller's inbox: everything the notifier told them, newest first, ${INBOX_PAGE_SIZE} a page from page 0, each with its kind, text, link in the app, time and read flag.`,
  tag: 'Inbox',
  auth: 'required',
  query: z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) }).strict(),
  successStatus: 200,
  response: z.object({ data: inboxPageSchema }),
  errors: [],
});

export const getUnreadCount = defineRoute({
  operationId: 'getUnreadNotificationCount',
  method: 'get',
  path: '/api/vm/users/me/notifications/unread-count',
  summary: "How many of the caller's inbox items are unread (the bell's badge).",
  tag: 'Inbox',
  auth: 'required',
  successStatus: 200,
  response: z.object({ data: unreadEventSchema }),
  errors: [],
});

export const markReadBodySchema = z
  .object({
    ids: z.array(notificationIdSchema).min(1).max(MAX_MARK_READ_IDS).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.all === undefined))
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'send either ids (the items to mark read) or all: true' });
  });
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const markNotificationsRead = defineRoute({
  operationId: 'markNotificationsRead',
  method: 'put',
  path: '/api/vm/users/me/notifications/read',
  summary: `Marks inbox items read: {ids} (at most ${MAX_MARK_READ_IDS}, each one of the caller's own) or {all: true}. Items already read change nothing.`,
  tag: 'Inbox',
  auth: 'required',
  idempotent: true,
  body: markReadBodySchema,
  successStatus: 200,
  response: z.object({ message: z.literal('success'), data: z.object({ marked: z.number().int() }) }),
  errors: ['NOTIFICATION_NOT_FOUND'],
});

/** A text/event-stream body; its events are described above. */
const eventStreamSchema = z.custom<ReadableStream<Uint8Array>>(() => true);

export const streamUnreadCount = defineRoute({
  operationId: 'streamUnreadNotificationCount',
  method: 'get',
  path: '/api/vm/users/me/notifications/stream',
  summary:
    "Server-sent events: `unread` {unread} on connect and whenever the caller's inbox changes (a new notification, a read mark), so the bell updates without a reload. The token goes in the Authorization header (fetch streaming), never in the URL. " +
    'The count is a snapshot: a reconnect (Last-Event-ID or not) gets the current one. Capped with the other streams (429, or 503 with Retry-After).',
  tag: 'Inbox',
  auth: 'required',
  headers: lastEventIdHeaders,
  successStatus: 200,
  response: eventStreamSchema,
  rawResponse: { contentTypes: ['text/event-stream'] },
  errors: ['RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'VALIDATION_FAILED'],
});

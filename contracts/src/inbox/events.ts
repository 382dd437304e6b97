import { z } from 'zod';
import { idSchema } from '../core/primitives';

/**
 * The in-app inbox: every notification the notifier gives someone is recorded
 * in that user's inbox stream, whatever channels they chose for outside messages, and read marks
 * go to the same stream. One stream per user keeps "recorded once" and "read once" inside one
 * consistency boundary (ARCHITECTURE.md "Write side").
 */
export const inboxStream = (userId: string) => `inbox-${userId}`;

/** What a notification is about; the UI picks an icon by it. */
export const NOTIFICATION_KINDS = [
  'invitation',
  'request_accepted',
  'request_rejected',
  'removed',
  'game_held',
  'hold_released',
  'match_full',
  'places_again',
  'co_host',
  'join_request',
  'question_asked',
  'game_cancelled',
  'waitlist_offer',
  'review_prompt',
  'payment_due',
  'booking_confirmed',
  'booking_cancelled',
  'payment_refunded',
  'hold_expired',
  'refund_sent',
  'game_changed',
  /** Someone named the user with @Name in a game's chat. */
  'chat_mention',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * An app path (`/games/g1`, `/orders/o1`, `/rate/g1`), maybe with a section of the page
 * (`/games/g1#questions`): the inbox links inside the app, messages prefix the public URL.
 */
export const appPathSchema = z.string().regex(/^\/[A-Za-z0-9_.:@+\-/]{0,200}(#[A-Za-z0-9_-]{1,40})?$/);

/** The id of the game page's questions section: a question's inbox item and its message both land there. */
export const GAME_QUESTIONS_ANCHOR = 'questions';

/** The outside channels a message went out on (none: the user chose none, or has no number). */
export const notificationChannelSchema = z.enum(['whatsapp', 'sms']);

/** A source event's id, or `review.{activityId}`: the id alphabet, a little longer than a plain id. */
export const notificationIdSchema = z.string().regex(/^[A-Za-z0-9_.:@+-]{1,80}$/, 'must be a notification id from the inbox');

export const MAX_NOTIFICATION_TEXT = 600;
/** Ids a user may mark read in one request. */
export const MAX_MARK_READ_IDS = 100;

export const inboxEvents = {
  /** The notifier told the user something: the inbox shows it; `channels` says where else it went. */
  NotificationSent: {
    version: 1,
    schema: z.object({
      userId: idSchema,
      /** The source event's id (one notification per user per event), or `review.{activityId}` for a review prompt. */
      notificationId: notificationIdSchema,
      kind: notificationKindSchema,
      text: z.string().min(1).max(MAX_NOTIFICATION_TEXT),
      link: appPathSchema.nullable(),
      /** When the thing it tells of happened (the source event's time, a game's end). */
      created: z.string(),
      channels: z.array(notificationChannelSchema),
    }),
  },
  /** The user read these (opened one, or "Mark all as read", which lists every unread one). */
  NotificationsRead: {
    version: 1,
    schema: z.object({ userId: idSchema, notificationIds: z.array(notificationIdSchema).min(1), readAt: z.string() }),
  },
} as const;

export type NotificationSentData = z.infer<typeof inboxEvents.NotificationSent.schema>;
export type NotificationsReadData = z.infer<typeof inboxEvents.NotificationsRead.schema>;
export type InboxEvent =
  | { type: 'NotificationSent'; data: NotificationSentData }
  | { type: 'NotificationsRead'; data: NotificationsReadData };

export const INBOX_COLLECTION = 'inbox';

/** One inbox item as stored and as served: `id` is the notification id (unique within one user's inbox). */
export const inboxItemSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  text: z.string(),
  link: z.string().nullable(),
  created: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** The stored document: the item, keyed by user and notification, with its owner for the per-user indexes. */
export type InboxDocument = Omit<InboxItem, 'id'> & { id: string; notificationId: string; userId: string; readAt: string | null };

export const inboxDocumentId = (userId: string, notificationId: string) => `${userId}/${notificationId}`;

import { DomainError, type InboxEvent, type NotificationSentData } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

/** What one user's inbox stream knows: every notification recorded, and which are still unread (in the order they came). */
export interface InboxState {
  known: Set<string>;
  unread: Set<string>;
}

export type InboxCommand =
  | Command<'RecordNotification', NotificationSentData>
  | Command<'MarkNotificationsRead', { userId: string; ids?: readonly string[] | undefined; all?: true | undefined }>;

const evolve = (state: InboxState, event: InboxEvent): InboxState => {
  if (event.type === 'NotificationSent') {
    const known = new Set(state.known).add(event.data.notificationId);
    return { known, unread: new Set(state.unread).add(event.data.notificationId) };
  }
  if (event.type === 'NotificationsRead') {
    const unread = new Set(state.unread);
    for (const id of event.data.notificationIds) unread.delete(id);
    return { known: state.known, unread };
  }
  return state;
};

/**
 * One user's inbox. A notification is recorded once (the notifier may hand the
 * same one in again after a restart: at-least-once delivery); reading marks only what is unread,
 * so marking twice appends nothing; an id the user never got is refused, which also keeps anyone
 * from touching another user's items.
 */
export const inboxDecider: Decider<InboxCommand, InboxEvent, InboxState> = {
  initialState: () => ({ known: new Set(), unread: new Set() }),
  evolve,
  decide: (command, state) => {
    if (command.type === 'RecordNotification') {
      return state.known.has(command.data.notificationId) ? [] : [{ type: 'NotificationSent', data: command.data }];
    }
    const { userId, ids, all } = command.data;
    const missing = (ids ?? []).find((id) => !state.known.has(id));
    if (missing !== undefined) throw new DomainError('NOTIFICATION_NOT_FOUND', `You have no notification ${missing}`, 'ids');
    const notificationIds = all ? [...state.unread] : [...new Set(ids)].filter((id) => state.unread.has(id));
    return notificationIds.length === 0
      ? []
      : [{ type: 'NotificationsRead', data: { userId, notificationIds, readAt: command.context.now } }];
  },
};

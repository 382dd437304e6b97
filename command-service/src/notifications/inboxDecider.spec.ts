import { describe, it } from 'vitest';
import type { InboxEvent, NotificationSentData } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { inboxDecider, type InboxCommand } from './inboxDecider';

const context = { commandId: 'c1', userId: 'priya', now: '2026-11-26T08:00:00.000Z' };
const sent = (notificationId: string): NotificationSentData => ({
  userId: 'priya',
  notificationId,
  kind: 'invitation',
  text: 'Hari invited you to "Friday 5s" on Fri 27 Nov.',
  link: '/games/g1',
  created: '2026-11-26T07:00:00.000Z',
  channels: ['whatsapp'],
});
const received = (id: string): InboxEvent => ({ type: 'NotificationSent', data: sent(id) });
const read = (...notificationIds: string[]): InboxEvent => ({
  type: 'NotificationsRead',
  data: { userId: 'priya', notificationIds, readAt: context.now },
});
const record = (id: string): InboxCommand => ({ type: 'RecordNotification', data: sent(id), context });
const markRead = (data: { ids?: string[]; all?: true }): InboxCommand => ({
  type: 'MarkNotificationsRead',
  data: { userId: 'priya', ...data },
  context,
});

const spec = deciderSpec(inboxDecider);

describe('the inbox of one user', () => {
  it('records a notification once, however often the notifier hands it in', () => {
    spec
      .given([])
      .when(record('e1'))
      .then([received('e1')]);
    spec
      .given([received('e1')])
      .when(record('e1'))
      .then([]);
  });

  it('marks read the unread ones among those named, and nothing twice', () => {
    spec
      .given([received('e1'), received('e2')])
      .when(markRead({ ids: ['e1', 'e1'] }))
      .then([read('e1')]);
    spec
      .given([received('e1'), read('e1')])
      .when(markRead({ ids: ['e1'] }))
      .then([]);
  });

  it('"mark all as read" lists every unread one, and appends nothing when none is', () => {
    spec
      .given([received('e1'), received('e2'), received('e3'), read('e2')])
      .when(markRead({ all: true }))
      .then([read('e1', 'e3')]);
    spec
      .given([received('e1'), read('e1')])
      .when(markRead({ all: true }))
      .then([]);
    spec
      .given([])
      .when(markRead({ all: true }))
      .then([]);
  });

  it("refuses an id the user never got (someone else's, or made up)", () => {
    spec
      .given([received('e1')])
      .when(markRead({ ids: ['e1', 'someone-elses'] }))
      .thenThrows('NOTIFICATION_NOT_FOUND');
  });
});

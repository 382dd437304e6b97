import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventFeed, InboxDocument, InboxEvent, NotificationSentData, RecordedEvent } from '@sports/contracts';
import { ProjectionRunner } from '../core/runner';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { INBOX_COLLECTION, inboxProjection } from './inboxProjection';

const sent = (userId: string, notificationId: string, created: string, over: Partial<NotificationSentData> = {}): InboxEvent => ({
  type: 'NotificationSent',
  data: {
    userId,
    notificationId,
    kind: 'invitation',
    text: `Hari invited you to "Friday 5s" (${notificationId}).`,
    link: '/games/g1',
    created,
    channels: ['whatsapp'],
    ...over,
  },
});
const read = (userId: string, ...notificationIds: string[]): InboxEvent => ({
  type: 'NotificationsRead',
  data: { userId, notificationIds, readAt: '2026-11-26T09:00:00.000Z' },
});

const history: InboxEvent[] = [
  sent('priya', 'e1', '2026-11-26T07:00:00.000Z'),
  sent('arjun', 'e1', '2026-11-26T07:00:00.000Z'),
  sent('priya', 'e2', '2026-11-26T07:05:00.000Z', {
    kind: 'game_cancelled',
    text: '"Friday 5s" on 2026-11-27 was cancelled by the host.',
    link: null,
    channels: [],
  }),
  read('priya', 'e1'),
  sent('priya', 'review.g0', '2026-11-26T08:00:00.000Z', {
    kind: 'review_prompt',
    text: 'Rate "Thursday 5s": how did it go?',
    link: '/rate/g0',
  }),
  read('priya', 'e2', 'review.g0'),
  sent('priya', 'e3', '2026-11-26T08:30:00.000Z'),
];

const recorded = (events: InboxEvent[]): RecordedEvent[] =>
  events.map((e, i) => ({
    ...e,
    id: `r${i}`,
    streamId: `inbox-${e.data.userId}`,
    revision: BigInt(i),
    position: BigInt(i + 1),
    metadata: {
      commandId: `c${i}`,
      commandHash: 'h',
      causationId: 'c',
      correlationId: 'c',
      userId: 'system.notifier',
      time: '2026-11-26T09:00:00.000Z',
      schemaVersion: 1,
    },
  }));

const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };

/** Runs the deliveries through a real runner on SQLite; returns every inbox document, and priya's page and unread count as queries see them. */
const project = async (deliveries: RecordedEvent[][]) => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'inbox-')), 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, [inboxProjection as never]);
  await runner.start();
  for (const batch of deliveries) await runner.applyBatch(batch);
  await runner.stop();
  const all = await store.find<InboxDocument>(INBOX_COLLECTION, { sort: [['id', 1]] });
  const priyaPage = (await store.find<InboxDocument>(INBOX_COLLECTION, { filter: { userId: 'priya' }, sort: [['created', -1]] })).map(
    (d) => d.notificationId,
  );
  const priyaUnread = await store.count(INBOX_COLLECTION, { userId: 'priya', read: false });
  await store.close();
  return { all, priyaPage, priyaUnread };
};

describe('inbox read model', () => {
  const events = recorded(history);

  it('given notifications and read marks, then one document per notification with its read flag', async () => {
    const { all, priyaPage, priyaUnread } = await project([events]);
    expect(all).toHaveLength(5);
    expect(all.find((d) => d.id === 'priya/e1')).toEqual({
      id: 'priya/e1',
      notificationId: 'e1',
      userId: 'priya',
      kind: 'invitation',
      text: 'Hari invited you to "Friday 5s" (e1).',
      link: '/games/g1',
      created: '2026-11-26T07:00:00.000Z',
      read: true,
      readAt: '2026-11-26T09:00:00.000Z',
    });
    expect(all.find((d) => d.id === 'arjun/e1')).toMatchObject({ read: false, readAt: null });
    expect(all.find((d) => d.id === 'priya/e2')).toMatchObject({ kind: 'game_cancelled', link: null, read: true });
    expect(priyaPage).toEqual(['e3', 'review.g0', 'e2', 'e1']);
    expect(priyaUnread).toBe(1);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const once = await project([events]);
    const twiceInOneBatch = await project([events.flatMap((e) => [e, e])]);
    const twiceAcrossBatches = await project([events.slice(0, 3), events.slice(0, 5), events, events.slice(2)]);
    expect(twiceInOneBatch).toEqual(once);
    expect(twiceAcrossBatches).toEqual(once);
  });

  it("a read mark for a notification it never saw makes no document (another user's id changes nothing)", () => {
    expect(inboxProjection.evolve(null, recorded([read('priya', 'nope')])[0]!)).toBeNull();
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHAT_COMMENTS_COLLECTION,
  CHAT_READS_COLLECTION,
  CHAT_REPORTS_COLLECTION,
  CHAT_THREADS_COLLECTION,
  type ChatEvent,
  type EventFeed,
  type RecordedEvent,
} from '@sports/contracts';
import { ProjectionRunner } from '../core/runner';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { chatProjections } from './chatProjections';

/** The chat's read models (docs/adr/0101-game-chat.md) are the same however the log is delivered, and replaying it gives the same pages. */
const recorded = (events: ChatEvent[]): RecordedEvent[] =>
  events.map((e, i) => ({
    ...e,
    id: `e${i}`,
    streamId: 'chat-g1',
    revision: BigInt(i),
    position: BigInt(i + 1),
    metadata: {
      commandId: `c${i}`,
      commandHash: 'h',
      causationId: 'c',
      correlationId: 'c',
      userId: 'u',
      time: new Date(Date.UTC(2026, 10, 20, 10) + i * 1000).toISOString(),
      schemaVersion: 1,
    },
  }));

const idleFeed: EventFeed = { readAll: async () => [], headPosition: async () => null, async *subscribeToAll() {} };
const person = (id: string) => ({ id, name: `Name ${id}` });

const history: ChatEvent[] = [];
for (let seq = 1; seq <= 75; seq++) {
  const author = person(['host', 'priya', 'arjun'][seq % 3]!);
  history.push({
    type: 'CommentPosted',
    data: {
      activityId: 'g1',
      commentId: `m${seq}`,
      seq,
      author,
      authorRole: author.id === 'host' ? 'host' : 'participant',
      text: `#${seq}`,
      replyTo: null,
      mentions: [],
    },
  });
  if (seq === 40) history.push({ type: 'CommentRemoved', data: { activityId: 'g1', commentId: 'm12', removedBy: 'host' } });
  if (seq === 50) history.push({ type: 'ChatRead', data: { activityId: 'g1', userId: 'kavya', seq: 45 } });
  if (seq === 60)
    history.push({
      type: 'CommentReported',
      data: {
        activityId: 'g1',
        reportId: 'r1',
        commentId: 'm30',
        reason: 'Rude',
        reportedBy: 'kavya',
        activityName: 'Friday Football',
        spaceId: 'marina',
        orgId: 'turf-co',
        comment: { authorId: 'host', authorName: 'Name host', text: '#30' },
      },
    });
  if (seq === 70)
    history.push({ type: 'CommentReportClosed', data: { activityId: 'g1', reportId: 'r1', commentId: 'm30', outcome: 'dismissed' } });
}
const log = recorded(history);

/** Every chat read model after these deliveries, and the thread's pages of 30 read by its keyset index. */
const project = async (deliveries: RecordedEvent[][]) => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'chat-')), 'r.sqlite'));
  const runner = new ProjectionRunner(idleFeed, store, chatProjections as never);
  await runner.start();
  for (const batch of deliveries) await runner.applyBatch(batch);
  await runner.stop();
  const all = async (collection: string) => (await store.find(collection, { limit: 10_000 })).sort((a, b) => a.id.localeCompare(b.id));
  const pages: number[][] = [];
  for (let before: number | undefined; ; ) {
    const page = await store.find<{ id: string; seq: number }>(CHAT_COMMENTS_COLLECTION, {
      filter: before === undefined ? { activityId: 'g1' } : { activityId: 'g1', seq: { $lt: before } },
      sort: [['seq', -1]],
      limit: 30,
    });
    if (page.length === 0) break;
    pages.push(page.map((c) => c.seq));
    before = page.at(-1)!.seq;
  }
  const state = {
    comments: await all(CHAT_COMMENTS_COLLECTION),
    threads: await all(CHAT_THREADS_COLLECTION),
    reads: await all(CHAT_READS_COLLECTION),
    reports: await all(CHAT_REPORTS_COLLECTION),
    pages,
  };
  await store.close();
  return state;
};

describe('the chat read models', () => {
  it('one document per comment, paged newest first by the keyset index; a removal keeps its place; markers and reports', async () => {
    const { comments, threads, reads, reports, pages } = await project([log]);
    expect(comments).toHaveLength(75);
    expect(pages.map((p) => [p[0], p.at(-1), p.length])).toEqual([
      [75, 46, 30],
      [45, 16, 30],
      [15, 1, 15],
    ]);
    expect(comments.find((c) => c.id === 'g1/m12')).toMatchObject({ text: null, removedBy: 'host', seq: 12 });
    expect(threads).toEqual([{ id: 'g1', activityId: 'g1', lastSeq: 75, lastAt: expect.any(String) }]);
    // Posting moves one's own marker; kavya read up to 45.
    expect(reads.map((r) => [r.id, r.seq])).toEqual([
      ['g1/arjun', 74],
      ['g1/host', 75],
      ['g1/kavya', 45],
      ['g1/priya', 73],
    ]);
    expect(reports).toEqual([expect.objectContaining({ id: 'r1', status: 'dismissed', orgId: 'turf-co', commentText: '#30' })]);
  });

  it('gives the same documents and pages delivered whole, one event at a time, or in uneven batches (a replay)', async () => {
    const whole = await project([log]);
    const single = await project(log.map((e) => [e]));
    const uneven: RecordedEvent[][] = [];
    for (let i = 0; i < log.length; i += 7) uneven.push(log.slice(i, i + 7));
    expect(single).toEqual(whole);
    expect(await project(uneven)).toEqual(whole);
  });
});

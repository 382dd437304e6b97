import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { InboxItem } from '@sports/contracts';
import { messageText } from '@sports/command-service';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { inboxPeople, until } from '@sports/testing/http/inboxFixtures';

/**
 * The in-app inbox: everything the notifier sends lands in the recipient's
 * inbox too, whatever channels they chose; the bell's count follows live; items are marked read
 * one by one or all at once; each user sees and touches only their own.
 */
let platform: TestPlatform;
let server: ServerType;
let origin: string;
const { people, outbox, signIn, put, inbox } = inboxPeople(() => platform);
const gameMessages = async (phone: string) => (await outbox(phone)).filter((m) => !/sign-in code/.test(m.text));
const unread = async (who: string) =>
  (await json(await platform.request('GET', '/api/vm/users/me/notifications/unread-count', { token: people[who]!.token }))).data
    .unread as number;

/** Waits until the notifier has recorded `count` items in the user's inbox and the read model shows them. */
const inboxOf = async (who: string, count: number): Promise<InboxItem[]> => {
  await until(async () => {
    await platform.settle();
    return (await inbox(who)).total >= count;
  });
  return (await inbox(who)).items;
};

beforeAll(async () => {
  platform = await startTestStack({ env: { NOTIFICATIONS: 'true' } });
  await signIn('host', '9822200001');
  await signIn('priya', '9822200002');
  await signIn('arjun', '9822200003');
  await signIn('kavya', '9822200004');
  server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  (server as import('node:http').Server).closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await platform.close();
});

describe('the inbox, signed out', () => {
  it('every call is 401 UNAUTHENTICATED and nothing is appended', async () => {
    const before = await platform.eventCount();
    await expectProblem(await platform.request('GET', '/api/vm/users/me/notifications'), 401, 'UNAUTHENTICATED');
    await expectProblem(await platform.request('GET', '/api/vm/users/me/notifications/unread-count'), 401, 'UNAUTHENTICATED');
    await expectProblem(await platform.request('GET', '/api/vm/users/me/notifications/stream'), 401, 'UNAUTHENTICATED');
    await expectProblem(
      await platform.request('PUT', '/api/vm/users/me/notifications/read', { body: { all: true } }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await platform.eventCount()).toBe(before);
  });
});

describe('what the notifier sends and what the inbox holds', () => {
  it("an invitation lands in the invitee's inbox, unread, linking to the game; nobody else's", async () => {
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Inbox Night' });
    await put(`/api/vm/activities/${activityId}/invite`, 'host', { userIds: [people.priya!.userId] });
    const [item] = await inboxOf('priya', 1);
    expect(item).toMatchObject({ kind: 'invitation', link: `/games/${activityId}`, read: false });
    expect(item!.text).toMatch(/invited you to "Inbox Night" on Sat 21 Nov\.$/);
    expect(await unread('priya')).toBe(1);
    expect((await inbox('host')).items).toEqual([]);
    expect((await inbox('arjun')).items).toEqual([]);
  });

  it('channels chosen by the user apply to outside messages only: the inbox gets everything regardless', async () => {
    expect((await put('/api/vm/users/me/communication', 'arjun', { whatsapp: false, sms: false })).status).toBe(200);
    expect((await put('/api/vm/users/me/communication', 'kavya', { whatsapp: false, sms: true })).status).toBe(200);
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Quiet Kick' });
    await put(`/api/vm/activities/${activityId}/invite`, 'host', { userIds: [people.arjun!.userId, people.kavya!.userId] });
    const [arjunItem] = await inboxOf('arjun', 1);
    const [kavyaItem] = await inboxOf('kavya', 1);
    expect(arjunItem).toMatchObject({ kind: 'invitation', link: `/games/${activityId}` });
    expect(await gameMessages(people.arjun!.phone)).toEqual([]);
    const kavyaMessages = await gameMessages(people.kavya!.phone);
    expect(kavyaMessages.map((m) => m.channel)).toEqual(['sms']);
    expect(kavyaMessages[0]!.text).toBe(
      messageText({ ...kavyaItem!, userId: people.kavya!.userId, messageLink: 'Accept here' }, platform.config.publicUrl),
    );
  });

  it('agree: every game message a user got is an inbox item of theirs in the same words, in the same order (the review prompt too)', async () => {
    const { activityId } = await createGame(platform, people.host!.token, {
      name: 'Agreement Cup',
      privacy: 'private',
      maxParticipants: 6,
    });
    const priyaBefore = (await gameMessages(people.priya!.phone)).length;
    const priyaItemsBefore = (await inbox('priya')).total;
    await put(`/api/vm/activities/${activityId}/join`, 'priya', {});
    await put(`/api/vm/activities/${activityId}/requests/${people.priya!.userId}/accept`, 'host');
    await put(`/api/vm/activities/${activityId}/cohosts/${people.priya!.userId}`, 'host');
    await put(`/api/vm/activities/${activityId}/hold`, 'host', { reason: 'Floodlights broken' });
    await put(`/api/vm/activities/${activityId}/hold/release`, 'host');
    // The game ends; the sweep prompts its players to rate it (from the played-games read model: settle it first).
    await platform.settle();
    platform.setNow('2026-11-21T15:00:00.000Z');
    // Later tests make games on the usual clock, whatever happens here.
    onTestFinished(() => platform.setNow('2026-11-20T10:00:00.000Z'));
    expect(await platform.notifier!.sweepReviewPrompts()).toBeGreaterThanOrEqual(2);
    const items = (await inboxOf('priya', priyaItemsBefore + 5)).slice(0, 5).reverse();
    // The notifier records the inbox item before it sends the outside message: wait for the fifth message too.
    await until(async () => (await gameMessages(people.priya!.phone)).length >= priyaBefore + 5);
    expect(items.map((i) => i.kind)).toEqual(['request_accepted', 'co_host', 'game_held', 'hold_released', 'review_prompt']);
    expect(items[4]).toMatchObject({
      text: expect.stringMatching(/^Rate "Agreement Cup"/),
      link: `/rate/${activityId}`,
      created: '2026-11-21T14:00:00.000Z',
    });
    const messages = (await gameMessages(people.priya!.phone))
      .slice(0, (await gameMessages(people.priya!.phone)).length - priyaBefore)
      .reverse();
    expect(messages).toHaveLength(5);
    // Each message is its inbox item's text, with the link's address where the rule offers one.
    messages.forEach((message, i) => expect(message.text.startsWith(items[i]!.text)).toBe(true));
    expect(messages[4]!.text).toBe(`${items[4]!.text} Rate it here: ${platform.config.publicUrl}/rate/${activityId}`);
    // A second sweep, or a restart's, prompts nobody twice.
    expect((await inbox('priya')).items.filter((i) => i.kind === 'review_prompt')).toHaveLength(1);
    await platform.notifier!.sweepReviewPrompts();
    await platform.settle();
    expect((await inbox('priya')).items.filter((i) => i.kind === 'review_prompt')).toHaveLength(1);
    platform.setNow('2026-11-20T10:00:00.000Z');
  }, 90_000);
});

describe('marking read', () => {
  it('one item by id: it is read, the count drops, and marking it again appends nothing', async () => {
    const { items } = await inbox('priya');
    const target = items.find((i) => !i.read)!;
    const before = await unread('priya');
    const response = await put('/api/vm/users/me/notifications/read', 'priya', { ids: [target.id] });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'success', data: { marked: 1 } });
    await platform.settle();
    expect(await unread('priya')).toBe(before - 1);
    expect((await inbox('priya')).items.find((i) => i.id === target.id)!.read).toBe(true);
    const events = await platform.eventCount();
    expect(await json(await put('/api/vm/users/me/notifications/read', 'priya', { ids: [target.id] }))).toEqual({
      message: 'success',
      data: { marked: 0 },
    });
    expect(await platform.eventCount()).toBe(events);
  });

  it('an id the caller never got is 404 NOTIFICATION_NOT_FOUND on ids, and changes nothing', async () => {
    const events = await platform.eventCount();
    await expectProblem(
      await put('/api/vm/users/me/notifications/read', 'host', { ids: ['not-mine'] }),
      404,
      'NOTIFICATION_NOT_FOUND',
      'ids',
    );
    expect(await platform.eventCount()).toBe(events);
  });

  it("another user's items stay as they are when someone marks all of theirs read", async () => {
    const kavyaUnread = await unread('kavya');
    expect(kavyaUnread).toBeGreaterThan(0);
    const response = await put('/api/vm/users/me/notifications/read', 'priya', { all: true });
    expect((await json(response)).data.marked).toBeGreaterThan(0);
    await platform.settle();
    expect(await unread('priya')).toBe(0);
    expect((await inbox('priya')).items.every((i) => i.read)).toBe(true);
    expect(await unread('kavya')).toBe(kavyaUnread);
  });

  it('bad bodies and pages are 400 with the field named, and append nothing', async () => {
    const events = await platform.eventCount();
    const bad: Array<[unknown, string]> = [
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: ['a'], all: true }, 'ids'],
      [{ all: false }, 'all'],
      [{ ids: 'a' }, 'ids'],
      [{ ids: ['no spaces'] }, 'ids.0'],
      [{ all: true, extra: 1 }, 'extra'],
    ];
    const fields: unknown[] = [];
    for (const [body] of bad)
      fields.push((await expectProblem(await put('/api/vm/users/me/notifications/read', 'priya', body), 400, 'VALIDATION_FAILED')).field);
    expect(fields).toEqual(bad.map(([, field]) => field));
    await expectProblem(
      await put('/api/vm/users/me/notifications/read', 'priya', { ids: Array.from({ length: 101 }, (_, i) => `n${i}`) }),
      400,
      'VALIDATION_FAILED',
      'ids',
    );
    await expectProblem(
      await platform.request('PUT', '/api/vm/users/me/notifications/read', {
        token: people.priya!.token,
        rawBody: '{"all":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'MALFORMED_JSON',
    );
    await expectProblem(
      await platform.request('GET', '/api/vm/users/me/notifications?page=-1', { token: people.priya!.token }),
      400,
      'VALIDATION_FAILED',
      'query.page',
    );
    await expectProblem(
      await platform.request('GET', '/api/vm/users/me/notifications?page=x', { token: people.priya!.token }),
      400,
      'VALIDATION_FAILED',
      'query.page',
    );
    expect(await platform.eventCount()).toBe(events);
  });
});

describe('paging', () => {
  it('newest first, 20 a page, with the totals', async () => {
    const hosts = await Promise.all(
      Array.from({ length: 22 }, (_, i) => createGame(platform, people.host!.token, { name: `Series ${i}` })),
    );
    for (const { activityId } of hosts) await put(`/api/vm/activities/${activityId}/invite`, 'host', { userIds: [people.arjun!.userId] });
    await inboxOf('arjun', 20);
    await until(async () => (await inbox('arjun', 1)).total >= 23);
    const first = await inbox('arjun', 0);
    const second = await inbox('arjun', 1);
    expect([first.items.length, first.total, first.hasMore, first.pageSize]).toEqual([20, 23, true, 20]);
    expect([second.items.length, second.hasMore]).toEqual([3, false]);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((i) => i.id)).size).toBe(23);
    expect(all.map((i) => i.created)).toEqual([...all.map((i) => i.created)].sort().reverse());
  }, 90_000);
});

describe('the live count', () => {
  it('sends the unread count on connect and again when a notification comes and when items are read', async () => {
    const aborter = new AbortController();
    const response = await fetch(`${origin}/api/vm/users/me/notifications/stream`, {
      headers: { authorization: `Bearer ${people.priya!.token}` },
      signal: aborter.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const counts: number[] = [];
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextCount = async (): Promise<number> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: unread$/m.test(block)) {
            const count = JSON.parse(/^data: (.*)$/m.exec(block)![1]!).unread as number;
            counts.push(count);
            return count;
          }
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    // Start from nothing unread, whatever earlier tests left behind, then take the count as sent on connect.
    await put('/api/vm/users/me/notifications/read', 'priya', { all: true });
    await platform.settle();
    while ((await nextCount()) !== 0);
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Live Bell' });
    await put(`/api/vm/activities/${activityId}/invite`, 'host', { userIds: [people.priya!.userId] });
    expect(await nextCount()).toBe(1);
    await put('/api/vm/users/me/notifications/read', 'priya', { all: true });
    expect(await nextCount()).toBe(0);
    aborter.abort();
  }, 90_000);
});

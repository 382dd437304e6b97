import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatStream } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * A game's chat over HTTP (DESIGN.md "Together", spec section 3 "comments and replies",
 * docs/adr/0101-game-chat.md): who reads and posts, the text rules, the rate limit, removal,
 * reports, unread counts and keyset paging. The platform's clock stands at 2026-11-20T10:00Z.
 */
let platform: TestPlatform;
let clockMs = Date.parse('2026-11-20T10:00:00.000Z');
beforeAll(async () => {
  platform = await startTestStack();
});
afterAll(() => platform.close());

/** Moves the platform's clock past the rate limit's minute. */
const nextMinute = () => platform.setNow(new Date((clockMs += 61_000)).toISOString());
const chatPath = (activityId: string) => `/api/vm/activities/${activityId}/chat`;
const post = (activityId: string, token: string, body: unknown) => platform.request('POST', chatPath(activityId), { token, body });
const page = async (activityId: string, token: string, query = '') => {
  await platform.settle();
  return platform.request('GET', `${chatPath(activityId)}${query}`, { token });
};
const pageData = async (activityId: string, token: string, query = '') => (await json(await page(activityId, token, query))).data;
const chatEvents = async (activityId: string) => (await platform.eventStore.readStream(chatStream(activityId))).length;

/** A public game with the host and two joined players (`ids` names them apart between tests). */
const game = async (ids: string, overrides: Record<string, unknown> = {}) => {
  const [host, priya, arjun, outsider] = await Promise.all(
    ['host', 'priya', 'arjun', 'outsider'].map((n) => platform.tokenFor(`${ids}-${n}`)),
  );
  const { activityId } = await createGame(platform, host!, { maxParticipants: 10, ...overrides });
  if (overrides.privacy !== 'private') {
    for (const token of [priya!, arjun!])
      expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body: {} })).status).toBe(200);
  }
  return { activityId, host: host!, priya: priya!, arjun: arjun!, outsider: outsider! };
};

describe('who reads and posts', () => {
  it('members post and read; someone who may see the game but has not joined is told to join (403)', async () => {
    const { activityId, host, priya, outsider } = await game('who');
    const posted = await post(activityId, priya, { text: '  Who brings the ball?  ' });
    expect(posted.status).toBe(201);
    const comment = (await json(posted)).data;
    expect(comment).toMatchObject({
      seq: 1,
      author: { id: 'who-priya', name: 'User who-priya' },
      authorRole: 'participant',
      text: 'Who brings the ball?',
      replyTo: null,
      removedBy: null,
    });

    const reply = (await json(await post(activityId, host, { text: 'I do', replyTo: comment.commentId }))).data;
    expect(reply).toMatchObject({
      seq: 2,
      authorRole: 'host',
      replyTo: { commentId: comment.commentId, authorName: 'User who-priya', excerpt: 'Who brings the ball?' },
    });

    const thread = await pageData(activityId, priya);
    expect(thread.comments.map((c: { text: string }) => c.text)).toEqual(['I do', 'Who brings the ball?']);
    expect(thread.nextBefore).toBeNull();

    const before = await chatEvents(activityId);
    await expectProblem(await post(activityId, outsider, { text: 'Can I come?' }), 403, 'NOT_A_CHAT_MEMBER', 'activityId');
    await expectProblem(await page(activityId, outsider), 403, 'NOT_A_CHAT_MEMBER');
    expect(await chatEvents(activityId)).toBe(before);
    expect((await platform.request('GET', chatPath(activityId))).status).toBe(401);
  });

  it('a player who leaves, or is removed, can no longer read or post', async () => {
    const { activityId, host, priya, arjun } = await game('leave');
    expect((await post(activityId, priya, { text: 'See you there' })).status).toBe(201);
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/leave`, { token: priya })).status).toBe(200);
    await expectProblem(await post(activityId, priya, { text: 'Still here?' }), 403, 'NOT_A_CHAT_MEMBER');
    await expectProblem(await page(activityId, priya), 403, 'NOT_A_CHAT_MEMBER');

    expect(
      (await platform.request('PUT', `/api/vm/activities/${activityId}/participants/remove`, { token: host, body: { id: 'leave-arjun' } }))
        .status,
    ).toBe(200);
    await expectProblem(await post(activityId, arjun, { text: 'Hello?' }), 403, 'NOT_A_CHAT_MEMBER');
    await expectProblem(await page(activityId, arjun), 403, 'NOT_A_CHAT_MEMBER');
    expect((await pageData(activityId, host)).comments).toHaveLength(1);
  });

  it("a private game's chat is 404 to those who may not see the game, 403 to a requester, open once accepted", async () => {
    const { activityId, host, priya, outsider } = await game('private', { privacy: 'private' });
    expect((await post(activityId, host, { text: 'Welcome' })).status).toBe(201);
    await expectProblem(await page(activityId, outsider), 404, 'GAME_NOT_FOUND');
    await expectProblem(await post(activityId, outsider, { text: 'Hi' }), 404, 'GAME_NOT_FOUND');

    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: priya, body: {} })).status).toBe(200);
    await expectProblem(await page(activityId, priya), 403, 'NOT_A_CHAT_MEMBER');
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/requests/private-priya/accept`, { token: host })).status).toBe(
      200,
    );
    expect((await pageData(activityId, priya)).comments.map((c: { text: string }) => c.text)).toEqual(['Welcome']);
  });
});

describe('the text and the rate limit', () => {
  it('takes 1,000 characters; 1,001, empty, blank, unknown fields and bad ids are 400 naming the field, and append nothing', async () => {
    const { activityId, priya } = await game('text');
    expect((await post(activityId, priya, { text: 'x'.repeat(1_000) })).status).toBe(201);
    const before = await chatEvents(activityId);
    const tooLong = await expectProblem(await post(activityId, priya, { text: 'x'.repeat(1_001) }), 400, 'VALIDATION_FAILED', 'text');
    expect(tooLong.errors?.[0]).toMatchObject({ field: 'text', code: 'too_big' });
    await expectProblem(await post(activityId, priya, { text: '   ' }), 400, 'VALIDATION_FAILED', 'text');
    await expectProblem(await post(activityId, priya, {}), 400, 'VALIDATION_FAILED', 'text');
    await expectProblem(await post(activityId, priya, { text: 42 }), 400, 'VALIDATION_FAILED', 'text');
    await expectProblem(await post(activityId, priya, { text: 'hi', extra: 1 }), 400, 'VALIDATION_FAILED');
    await expectProblem(await post(activityId, priya, { text: 'hi', replyTo: 'bad id!' }), 400, 'VALIDATION_FAILED', 'replyTo');
    await expectProblem(await post(activityId, priya, { text: 'hi', replyTo: 'nope' }), 404, 'COMMENT_NOT_FOUND', 'replyTo');
    await expectProblem(
      await platform.request('GET', `${chatPath(activityId)}?size=0`, { token: priya }),
      400,
      'VALIDATION_FAILED',
      'query.size',
    );
    await expectProblem(
      await platform.request('GET', `${chatPath(activityId)}?before=abc`, { token: priya }),
      400,
      'VALIDATION_FAILED',
      'query.before',
    );
    await expectProblem(
      await platform.request('PUT', `${chatPath(activityId)}/read`, { token: priya, body: { seq: -1 } }),
      400,
      'VALIDATION_FAILED',
      'seq',
    );
    await expectProblem(
      await platform.request('POST', `${chatPath(activityId)}/nope/reports`, { token: priya, body: { reason: '' } }),
      400,
      'VALIDATION_FAILED',
      'reason',
    );
    expect(await chatEvents(activityId)).toBe(before);
  });

  it('lets a user post 10 messages a minute; the 11th is 429 with Retry-After, and the minute after posts again', async () => {
    nextMinute();
    const { activityId, priya, arjun } = await game('rate');
    for (let i = 1; i <= 10; i++) expect((await post(activityId, priya, { text: `Message ${i}` })).status).toBe(201);
    const refused = await post(activityId, priya, { text: 'Message 11' });
    await expectProblem(refused, 429, 'RATE_LIMITED', 'text');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Her tenth sent again (the same Idempotency-Key) is the same message, not an eleventh.
    const key = { 'idempotency-key': 'rate-tenth' };
    nextMinute();
    for (let i = 1; i <= 9; i++) expect((await post(activityId, priya, { text: `Again ${i}` })).status).toBe(201);
    const tenth = await platform.request('POST', chatPath(activityId), { token: priya, body: { text: 'Again 10' }, headers: key });
    const again = await platform.request('POST', chatPath(activityId), { token: priya, body: { text: 'Again 10' }, headers: key });
    expect([tenth.status, again.status]).toEqual([201, 201]);
    expect((await json(again)).data.commentId).toBe((await json(tenth)).data.commentId);
    await expectProblem(await post(activityId, priya, { text: 'Again 11' }), 429, 'RATE_LIMITED', 'text');
    // Another member is not held back by Priya's messages.
    expect((await post(activityId, arjun, { text: 'Calm down' })).status).toBe(201);
    nextMinute();
    expect((await post(activityId, priya, { text: 'Message 11' })).status).toBe(201);
  });
});

describe('removing and reporting', () => {
  it('the author removes their own, the host any; the thread keeps "removed by" in their place; another player may not', async () => {
    nextMinute();
    const { activityId, host, priya, arjun } = await game('remove');
    const first = (await json(await post(activityId, priya, { text: 'Oops, wrong group' }))).data;
    const second = (await json(await post(activityId, arjun, { text: 'Something rude' }))).data;
    await expectProblem(await platform.request('DELETE', `${chatPath(activityId)}/${first.commentId}`, { token: arjun }), 403, 'FORBIDDEN');
    expect((await platform.request('DELETE', `${chatPath(activityId)}/${first.commentId}`, { token: priya })).status).toBe(200);
    expect((await platform.request('DELETE', `${chatPath(activityId)}/${second.commentId}`, { token: host })).status).toBe(200);
    await expectProblem(await platform.request('DELETE', `${chatPath(activityId)}/nope`, { token: host }), 404, 'COMMENT_NOT_FOUND');
    const thread = await pageData(activityId, arjun);
    expect(thread.comments.map((c: { text: string | null; removedBy: string | null }) => [c.text, c.removedBy])).toEqual([
      [null, 'host'],
      [null, 'author'],
    ]);
  });

  it('a member reports a message with a reason, once', async () => {
    nextMinute();
    const { activityId, priya, arjun, outsider } = await game('report');
    const comment = (await json(await post(activityId, priya, { text: 'Pay me in cash only' }))).data;
    const reportPath = `${chatPath(activityId)}/${comment.commentId}/reports`;
    const reported = await platform.request('POST', reportPath, { token: arjun, body: { reason: 'Looks like a scam' } });
    expect(reported.status).toBe(201);
    expect((await json(reported)).data).toMatchObject({ commentId: comment.commentId });
    await expectProblem(await platform.request('POST', reportPath, { token: arjun, body: { reason: 'Again' } }), 409, 'ALREADY_REPORTED');
    await expectProblem(
      await platform.request('POST', reportPath, { token: outsider, body: { reason: 'Spam' } }),
      403,
      'NOT_A_CHAT_MEMBER',
    );
  });
});

describe('unread counts and mentions', () => {
  it("counts others' messages after a member's marker; viewing sets it; one's own never count", async () => {
    nextMinute();
    const { activityId, priya, arjun } = await game('unread');
    for (const text of ['One', 'Two', 'Three']) expect((await post(activityId, priya, { text })).status).toBe(201);
    expect(await pageData(activityId, arjun)).toMatchObject({ readSeq: 0, unread: 3 });
    expect(await pageData(activityId, priya)).toMatchObject({ readSeq: 3, unread: 0 });
    const unread = async (token: string) => {
      await platform.settle();
      return (await json(await platform.request('GET', '/api/vm/chats/unread', { token }))).data;
    };
    expect(await unread(arjun)).toEqual({
      total: 3,
      chats: [{ activityId, name: 'Friday Night Football', unread: 3, lastAt: expect.any(String) }],
    });

    expect((await json(await platform.request('PUT', `${chatPath(activityId)}/read`, { token: arjun, body: { seq: 2 } }))).data).toEqual({
      activityId,
      seq: 2,
    });
    expect((await unread(arjun)).total).toBe(1);
    await platform.request('PUT', `${chatPath(activityId)}/read`, { token: arjun, body: { seq: 99 } });
    expect(await unread(arjun)).toEqual({ total: 0, chats: [] });
    expect(await pageData(activityId, arjun)).toMatchObject({ readSeq: 3, unread: 0 });
  });

  it("the bell's live stream counts the chats with unread messages, and a game page's stream carries new messages to members", async () => {
    nextMinute();
    const { activityId, priya, arjun, outsider } = await game('live');
    // The viewer streams check the game on its read model without waiting for the caller's writes (they are not
    // read-your-writes routes): on the in-memory stack the projector shares this thread, so the joins are projected first.
    await platform.settle();
    const events = (response: Response) => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      /** The next event of one of these names: its name and data. */
      return async (...names: string[]): Promise<{ name: string; data: any }> => {
        for (;;) {
          const end = buffer.indexOf('\n\n');
          if (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: ?(.*)$/m.exec(block)?.[1];
            if (name && names.includes(name)) return { name, data: JSON.parse(/^data: ?(.*)$/m.exec(block)![1]!) };
            continue;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error(`the stream ended before a ${names.join(' or ')} event`);
          buffer += value;
        }
      };
    };
    const open = async (path: string, token: string) => {
      const response = await platform.request('GET', path, { token });
      expect(response.status).toBe(200);
      return events(response);
    };
    const bell = await open('/api/vm/users/me/notifications/stream', arjun);
    expect((await bell('unread')).data).toEqual({ unread: 0 });
    const page = await open(`/api/vm/activities/${activityId}/viewers/stream`, arjun);
    const outsiderPage = await open(`/api/vm/activities/${activityId}/viewers/stream`, outsider);
    await page('viewer');
    await outsiderPage('viewer');
    const posted = (await json(await post(activityId, priya, { text: 'Live from the turf' }))).data;
    expect((await page('chat')).data).toEqual({ activityId, comments: [posted] });
    expect((await bell('unread')).data).toEqual({ unread: 0, chats: 1 });
    // The outsider's page hears of viewers, never of the chat: a third viewer arrives after the message, and that is its next news.
    await open(`/api/vm/activities/${activityId}/viewers/stream`, priya);
    for (let seen = await outsiderPage('chat', 'count'); ; seen = await outsiderPage('chat', 'count')) {
      expect(seen.name).toBe('count');
      if (seen.data.count === 3) break;
    }
  });

  it('an @mention by the name shown tells that member in their inbox', async () => {
    nextMinute();
    const session = async (userId: string) =>
      (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))) as { accessToken: string };
    const nameOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { name: string }).name;
    const [host, kavya] = await Promise.all([session('mention-host'), session('mention-kavya')]);
    const { activityId } = await createGame(platform, host.accessToken, { maxParticipants: 10 });
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: kavya.accessToken, body: {} })).status).toBe(
      200,
    );
    const firstName = nameOf(kavya.accessToken).split(' ')[0]!;
    expect((await post(activityId, host.accessToken, { text: `@${firstName} can you bring the bibs?` })).status).toBe(201);
    await platform.settle();
    const inbox = (await json(await platform.request('GET', '/api/vm/users/me/notifications?page=0', { token: kavya.accessToken }))).data;
    const mention = inbox.items.find((i: { kind: string }) => i.kind === 'chat_mention');
    expect(mention).toMatchObject({ link: `/games/${activityId}#chat` });
    expect(mention.text).toContain('can you bring the bibs?');
    // No mention, no notification.
    expect((await post(activityId, host.accessToken, { text: 'Bring water too' })).status).toBe(201);
    await platform.settle();
    const items = (await json(await platform.request('GET', '/api/vm/users/me/notifications?page=0', { token: kavya.accessToken }))).data
      .items;
    expect(items.filter((i: { kind: string }) => i.kind === 'chat_mention')).toHaveLength(1);
  });
});

describe('concurrency', () => {
  it('messages posted at once are numbered without gaps or repeats, each once however often its request is retried', async () => {
    nextMinute();
    const { activityId, host } = await game('burst', { maxParticipants: 20 });
    const players = await Promise.all(Array.from({ length: 8 }, (_, i) => platform.tokenFor(`burst-p${i}`)));
    for (const token of players)
      expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body: {} })).status).toBe(200);
    const key = (i: number) => ({ 'idempotency-key': `burst-${i}` });
    const sends = [host, ...players].flatMap((token, i) =>
      [0, 1].map(() => platform.request('POST', chatPath(activityId), { token, body: { text: `Hello ${i}` }, headers: key(i) })),
    );
    const replies = await Promise.all(sends);
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 201));
    const bodies = await Promise.all(replies.map((r) => json(r)));
    // A retried request (same Idempotency-Key) names the same message.
    for (let i = 0; i < bodies.length; i += 2) expect(bodies[i + 1]!.data.commentId).toBe(bodies[i]!.data.commentId);
    const thread = await pageData(activityId, host);
    expect(thread.comments.map((c: { seq: number }) => c.seq)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(new Set(thread.comments.map((c: { text: string }) => c.text)).size).toBe(9);
  });
});

describe('paging', () => {
  it('pages newest first by a `before` cursor, 30 at a time, to the first message', async () => {
    const { activityId, priya, arjun, host } = await game('paging');
    const authors = [priya, arjun, host];
    for (let i = 1; i <= 65; i++) {
      if (i % 30 === 1) nextMinute();
      expect((await post(activityId, authors[i % 3]!, { text: `#${i}` })).status).toBe(201);
    }
    const first = await pageData(activityId, priya);
    expect(first.comments.map((c: { seq: number }) => c.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 65 - i));
    expect(first.nextBefore).toBe(36);
    const second = await pageData(activityId, priya, `?before=${first.nextBefore}`);
    expect(second.comments.map((c: { seq: number }) => c.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 35 - i));
    const last = await pageData(activityId, priya, `?before=${second.nextBefore}`);
    expect(last.comments.map((c: { text: string }) => c.text)).toEqual(['#5', '#4', '#3', '#2', '#1']);
    expect(last.nextBefore).toBeNull();
    expect((await pageData(activityId, priya, '?before=3&size=1')).comments.map((c: { seq: number }) => c.seq)).toEqual([2]);
  });
});

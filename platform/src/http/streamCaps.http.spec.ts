import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_USER } from '@sports/query-service';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame } from '@sports/testing/http/fixtures';
import { openFileHandles, openStream, serveOnSocket, type SseStream } from '@sports/testing/http/sseClient';

/**
 * docs/adr/0119-event-stream-caps.md, docs/security.md "Event stream caps": every kind of
 * server-sent event stream (game changes, a game's live viewers, the inbox bell) takes its place
 * from one count per process; a client past its cap is 429 with Retry-After, a full process 503
 * with Retry-After, and what the refused and closed streams held (file handles, memory) comes back.
 * Over real sockets, so a close is a real disconnect.
 */
const CHANGES = '/api/vm/activities/changes/stream';
const INBOX = '/api/vm/users/me/notifications/stream';
const viewersOf = (activityId: string) => `/api/vm/activities/${activityId}/viewers/stream`;

const running: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  for (const r of running.reverse()) await r.close();
});
const start = async (env: Record<string, string> = {}) => {
  const platform = await startTestStack({ env });
  running.push(platform);
  const served = await serveOnSocket(platform);
  running.push(served);
  return { platform, origin: served.origin };
};
const tally = (streams: SseStream[]) => {
  const counts: Record<number, number> = {};
  for (const s of streams) counts[s.status] = (counts[s.status] ?? 0) + 1;
  return counts;
};
/** Opens `count` streams `paths(i)` at once, `batch` at a time (a browser's burst, not one socket per millisecond). */
const openMany = async (origin: string, count: number, path: (i: number) => string, token?: string) => {
  const streams: SseStream[] = [];
  for (let i = 0; i < count; i += 100) {
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, count - i) }, (_, j) => openStream(origin, path(i + j), token ? { token } : {})),
      )),
    );
  }
  return streams;
};
const settleBack = async (baseline: number, margin: number) => {
  await expect.poll(openFileHandles, { timeout: 60_000, interval: 200 }).toBeLessThanOrEqual(baseline + margin);
};

describe('caps per client, across every kind of stream (defaults)', () => {
  let platform: TestPlatform;
  let origin: string;
  let activityId: string;
  beforeAll(async () => {
    ({ platform, origin } = await start());
    ({ activityId } = (await createGame(platform, await platform.tokenFor('caps-host'))) as { activityId: string });
    await platform.settle();
  });

  it(`accepts ${MAX_STREAMS_PER_ADDRESS} of 1,000 anonymous streams from one address, of two kinds together, and gives every file handle back`, async () => {
    // Warm the paths once, so the baseline holds what the first stream leaves for good (the live index, compiled routes).
    (await openStream(origin, CHANGES)).close();
    (await openStream(origin, viewersOf(activityId))).close();
    await settleBack(openFileHandles(), 1_000);
    const baseline = openFileHandles();
    const rssBefore = process.memoryUsage().rss;

    const streams = await openMany(origin, 1_000, (i) => (i % 2 === 0 ? CHANGES : viewersOf(activityId)));
    expect(tally(streams)).toEqual({ 200: MAX_STREAMS_PER_ADDRESS, 429: 1_000 - MAX_STREAMS_PER_ADDRESS });
    const refused = streams.find((s) => s.status === 429)!;
    expect([refused.problem?.code, refused.headers['retry-after']]).toEqual(['RATE_LIMITED', expect.stringMatching(/^\d+$/)]);
    // Both kinds were let in: the cap is of the address, not of a route.
    const acceptedKinds = new Set(streams.flatMap((s, i) => (s.status === 200 ? [i % 2 === 0 ? 'changes' : 'viewers'] : [])));
    expect(acceptedKinds).toEqual(new Set(['changes', 'viewers']));
    const accepted = streams.filter((s) => s.status === 200);
    expect(openFileHandles()).toBeLessThan(baseline + 2 * MAX_STREAMS_PER_ADDRESS + 100);

    for (const s of accepted) s.close();
    await settleBack(baseline, 20);
    // Memory: the streams' buffers and timers are gone too (a generous bound: the heap need not shrink at once).
    expect(process.memoryUsage().rss).toBeLessThan(rssBefore + 128 * 1024 * 1024);
    // And the address has its places back.
    const again = await openStream(origin, CHANGES);
    expect(again.status).toBe(200);
    again.close();
  }, 120_000);

  it(`accepts ${MAX_STREAMS_PER_USER} of 1,000 streams of one signed-in user, whatever their kind`, async () => {
    const baseline = openFileHandles();
    const priya = await platform.tokenFor('caps-priya');
    const paths = [CHANGES, INBOX, viewersOf(activityId)];
    const streams = await openMany(origin, 1_000, (i) => paths[i % 3]!, priya);
    expect(tally(streams)).toEqual({ 200: MAX_STREAMS_PER_USER, 429: 1_000 - MAX_STREAMS_PER_USER });
    // Another user, from the same address, still gets in: signed-in players are capped by who they are.
    const arjun = await openStream(origin, INBOX, { token: await platform.tokenFor('caps-arjun') });
    expect(arjun.status).toBe(200);
    for (const s of [...streams, arjun]) s.close();
    await settleBack(baseline, 20);
  }, 120_000);
});

describe('the process ceiling (MAX_OPEN_STREAMS)', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After past the ceiling, for any client, and lets the next in once one closes', async () => {
    const { platform, origin } = await start({ MAX_OPEN_STREAMS: '5' });
    const open = await openMany(origin, 5, () => CHANGES);
    expect(tally(open)).toEqual({ 200: 5 });
    const busy = await openStream(origin, INBOX, { token: await platform.tokenFor('ceiling-priya') });
    expect([busy.status, busy.problem?.code, busy.headers['retry-after'], busy.headers['content-type']]).toEqual([
      503,
      'SERVICE_UNAVAILABLE',
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^application\/problem\+json/),
    ]);
    open.pop()!.close();
    await expect
      .poll(
        async () => {
          const s = await openStream(origin, CHANGES);
          if (s.status === 200) open.push(s);
          return s.status;
        },
        { timeout: 20_000 },
      )
      .toBe(200);
    for (const s of open) s.close();
  }, 60_000);
});

describe('idle streams end (STREAM_IDLE_SECONDS)', () => {
  it('ends a stream that sent no event for the idle time, and gives its place back', async () => {
    const { origin } = await start({ STREAM_IDLE_SECONDS: '1', MAX_OPEN_STREAMS: '1' });
    const quiet = await openStream(origin, CHANGES);
    expect(quiet.status).toBe(200);
    // Ended by the server (nothing was sent after the connect's id), not by us.
    await quiet.ended;
    // Its place is free again: the ceiling of one lets the next stream in.
    await expect
      .poll(
        async () => {
          const s = await openStream(origin, CHANGES);
          s.close();
          return s.status;
        },
        { timeout: 10_000 },
      )
      .toBe(200);
  }, 30_000);

  it('ends every stream after its most life (STREAM_MAX_LIFE_SECONDS), however recent its last event', async () => {
    const { origin } = await start({ STREAM_MAX_LIFE_SECONDS: '1' });
    const stream = await openStream(origin, CHANGES);
    expect(stream.status).toBe(200);
    await stream.ended;
  }, 30_000);
});

describe('Last-Event-ID: a reconnect gets what it missed', () => {
  let platform: TestPlatform;
  let origin: string;
  beforeAll(async () => {
    ({ platform, origin } = await start());
  });

  it('game changes: every event has an id, and a reconnect with it hears of the game created while it was away', async () => {
    const host = await platform.tokenFor('resume-host');
    // Another client keeps following, so the server reads the change while the first is away (it is not read again for the reconnect).
    const bystander = await openStream(origin, CHANGES);
    const first = await openStream(origin, CHANGES);
    await expect.poll(() => first.lastEventId(), { timeout: 10_000 }).toMatch(/^\d+\.\d+$/);
    const seen = first.lastEventId()!;
    first.close();
    const { activityId } = (await createGame(platform, host)) as { activityId: string };
    await platform.settle();
    await bystander.next('changed', (data) => data.activityIds?.includes(activityId));
    bystander.close();
    const again = await openStream(origin, CHANGES, { lastEventId: seen });
    const missed = await again.next('changed', (data) => data.activityIds === null || data.activityIds.includes(activityId));
    expect(missed.data.activityIds).toEqual([activityId]);
    expect(missed.id).toMatch(/^\d+\.\d+$/);
    again.close();
  }, 30_000);

  it('game changes: a reconnect from an old id reads at most one page of changes, and past it is told to refetch everything', async () => {
    const host = await platform.tokenFor('resume-many-host');
    const first = await openStream(origin, CHANGES);
    await expect.poll(() => first.lastEventId(), { timeout: 10_000 }).toMatch(/^\d+\.\d+$/);
    const seen = first.lastEventId()!;
    first.close();
    // One more than a notice lists (MAX_LISTED_CHANGES): the catch-up is one bounded read, never a walk of the whole history.
    for (let i = 0; i < 201; i += 20) await Promise.all(Array.from({ length: Math.min(20, 201 - i) }, () => createGame(platform, host)));
    await platform.settle();
    const again = await openStream(origin, CHANGES, { lastEventId: seen });
    const missed = await again.next('changed', () => true);
    expect(missed.data.activityIds).toBeNull();
    again.close();
  }, 60_000);

  it('a game page: the chat messages posted while it was away come on reconnect, with the current count and a refetch of the game', async () => {
    const [host, priya] = await Promise.all([platform.tokenFor('resume-chat-host'), platform.tokenFor('resume-chat-priya')]);
    const { activityId } = (await createGame(platform, host, { maxParticipants: 10 })) as { activityId: string };
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: priya, body: {} })).status).toBe(200);
    await platform.settle();
    const page = await openStream(origin, viewersOf(activityId), { token: priya });
    const count = await page.next('count');
    expect(count.id).toMatch(/^\d+$/);
    const seen = page.lastEventId()!;
    page.close();
    expect(
      (await platform.request('POST', `/api/vm/activities/${activityId}/chat`, { token: host, body: { text: 'Bring the spare net' } }))
        .status,
    ).toBe(201);
    await platform.settle();
    const again = await openStream(origin, viewersOf(activityId), { token: priya, lastEventId: seen });
    const chat = await again.next('chat', (data) => data.comments.some((c: { text: string }) => c.text === 'Bring the spare net'));
    expect(BigInt(chat.id!)).toBeGreaterThan(BigInt(seen));
    await again.next('count');
    expect((await again.next('changed')).data).toEqual({ activityIds: [activityId] });
    again.close();
  }, 30_000);

  it('the inbox bell is a snapshot: a reconnect with its id gets the current count', async () => {
    const priya = await platform.tokenFor('resume-inbox-priya');
    const bell = await openStream(origin, INBOX, { token: priya });
    const first = await bell.next('unread');
    expect(first.id).toMatch(/^\d+$/);
    bell.close();
    const again = await openStream(origin, INBOX, { token: priya, lastEventId: first.id! });
    expect((await again.next('unread')).data).toEqual({ unread: 0 });
    again.close();
  }, 30_000);

  it('lets a player UI on another configured origin send Last-Event-ID (CORS preflight)', async () => {
    const { platform: crossOrigin } = await start({ CORS_ORIGINS: 'https://play.example.com' });
    const preflight = await crossOrigin.request('OPTIONS', CHANGES, {
      headers: {
        origin: 'https://play.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,last-event-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/last-event-id/);
  });

  it('refuses a Last-Event-ID it never writes with 400 naming the header', async () => {
    const bad = await openStream(origin, CHANGES, { lastEventId: 'drop table' });
    expect([bad.status, bad.problem?.code, bad.problem?.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      expect.stringMatching(/last-event-id/i),
    ]);
  });
});

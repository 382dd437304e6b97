import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveApi } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/** One open text/event-stream, its events parsed as they arrive (over a real socket, so a disconnect is a real one). */
interface OpenStream {
  events: { event: string; data: any }[];
  close(): void;
  next(event: string, match?: (data: any) => boolean): Promise<any>;
}

let platform: TestPlatform;
let server: ServerType;
let origin: string;
let host: string;
let priya: string;
let arjun: string;

beforeAll(async () => {
  platform = await startTestStack();
  [host, priya, arjun] = (await Promise.all(['host', 'priya', 'arjun'].map((id) => platform.tokenFor(id)))) as [string, string, string];
  server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  (server as import('node:http').Server).closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await platform.close();
});

async function open(path: string, token?: string): Promise<OpenStream> {
  const aborter = new AbortController();
  const response = await fetch(`${origin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: aborter.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: OpenStream['events'] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  let cursor = 0;
  return {
    events,
    close: () => aborter.abort(),
    // The next event of this name after the last one returned (that matches), waiting up to 5 s.
    next: (name, match = () => true) =>
      new Promise((resolve, reject) => {
        const look = () => {
          for (; cursor < events.length; cursor++) {
            const e = events[cursor]!;
            if (e.event === name && match(e.data)) {
              cursor++;
              waiters.delete(look);
              clearTimeout(timer);
              resolve(e.data);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no ${name} event; got ${JSON.stringify(events)}`));
        }, 5_000);
        waiters.add(look);
        look();
      }),
  };
}

const viewersPath = (activityId: string) => `/api/vm/activities/${activityId}/viewers`;
const countOf = async (activityId: string) => (await json(await platform.request('GET', viewersPath(activityId)))).data.count;

describe('live viewers (spec section 7 "Realtime presence")', () => {
  it('counts each connected viewer and drops one on disconnect: 2, then 1', async () => {
    const { activityId } = await createGame(platform, host);
    await platform.settle();
    expect(await countOf(activityId)).toBe(0);

    const first = await open(`${viewersPath(activityId)}/stream`, priya);
    expect(await first.next(liveApi.LIVE_EVENTS.viewer)).toMatchObject({
      activityId,
      viewerId: 'priya',
      entryKey: expect.stringMatching(/^priya_\d+$/),
    });
    expect(await first.next(liveApi.LIVE_EVENTS.count)).toEqual({ activityId, count: 1 });

    const second = await open(`${viewersPath(activityId)}/stream`, arjun);
    expect(await second.next(liveApi.LIVE_EVENTS.count)).toEqual({ activityId, count: 2 });
    // The first viewer is told live, without asking again.
    expect(await first.next(liveApi.LIVE_EVENTS.count)).toEqual({ activityId, count: 2 });
    expect(await countOf(activityId)).toBe(2);

    // The same stream says when the game itself changes (here: someone joins).
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: arjun, body: {} })).status).toBe(200);
    expect(await first.next(liveApi.LIVE_EVENTS.changed)).toEqual({ activityIds: [activityId] });

    second.close();
    expect(await first.next(liveApi.LIVE_EVENTS.count)).toEqual({ activityId, count: 1 });
    expect(await countOf(activityId)).toBe(1);
    first.close();
    await expect.poll(() => countOf(activityId)).toBe(0);
  });

  it('gives an anonymous viewer an id of 16 characters, the same for each stream of its address (one viewer)', async () => {
    const { activityId } = await createGame(platform, host);
    await platform.settle();
    const visitor = await open(`${viewersPath(activityId)}/stream`);
    const again = await open(`${viewersPath(activityId)}/stream`);
    const [a, b] = [await visitor.next('viewer'), await again.next('viewer')];
    expect(a.viewerId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(b.viewerId).toBe(a.viewerId);
    expect(b.entryKey).not.toBe(a.entryKey);
    expect(a.entryKey).toMatch(new RegExp(`^${a.viewerId}_\\d+$`));
    expect(await countOf(activityId)).toBe(1);
    visitor.close();
    again.close();
    await expect.poll(() => countOf(activityId)).toBe(0);
  });

  it('refuses a malformed activity id with a problem naming the field, and an unknown game with GAME_NOT_FOUND', async () => {
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/bad%20id!/viewers/stream'),
      400,
      'VALIDATION_FAILED',
      'params.activityId',
    );
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/bad%20id!/viewers'),
      400,
      'VALIDATION_FAILED',
      'params.activityId',
    );
    await expectProblem(
      await platform.request('GET', '/api/vm/activities/no-such-game/viewers/stream'),
      404,
      'GAME_NOT_FOUND',
      'activityId',
    );
  });

  it('hides a private game from a viewer who is not in it', async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await platform.settle();
    await expectProblem(await platform.request('GET', `${viewersPath(activityId)}/stream`, { token: priya }), 404, 'GAME_NOT_FOUND');
    const own = await open(`${viewersPath(activityId)}/stream`, host);
    expect(await own.next('count')).toEqual({ activityId, count: 1 });
    own.close();
  });
});

describe('live game changes', () => {
  it('tells a connected client which game changed when someone joins, but not about private games it cannot see', async () => {
    const { activityId } = await createGame(platform, host);
    const { activityId: hidden } = await createGame(platform, host, { privacy: 'private' });
    await platform.settle();
    const changes = await open('/api/vm/activities/changes/stream', arjun);

    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: priya, body: {} })).status).toBe(200);
    expect((await changes.next('changed', (d) => d.activityIds?.includes(activityId))).activityIds).not.toContain(hidden);

    expect(
      (await platform.request('PUT', `/api/vm/activities/${hidden}/hold`, { token: host, body: { reason: 'Rain expected' } })).status,
    ).toBe(200);
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/leave`, { token: priya })).status).toBe(200);
    await changes.next('changed', (d) => d.activityIds?.includes(activityId));
    expect(changes.events.some((e) => e.data.activityIds?.includes(hidden))).toBe(false);
    changes.close();
  });

  it("tells a member of a private game about its changes when their entry is beyond the document's preview of 50", async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private', maxParticipants: 80 });
    // 51 requests fill the preview (the host's entry is first), so the late requester's entry is only in the participants read model.
    const early = await Promise.all(Array.from({ length: 51 }, (_, i) => platform.tokenFor(`crowd-${i}`)));
    for (const token of early)
      expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body: {} })).status).toBe(200);
    const late = await platform.tokenFor('late-requester');
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: late, body: {} })).status).toBe(200);
    await platform.settle();
    const game = await json(await platform.request('GET', `/api/vm/activities/${activityId}`, { token: late }));
    expect(game.data.participantDetail.some((p: { id: string }) => p.id === 'late-requester')).toBe(false);

    const member = await open('/api/vm/activities/changes/stream', late);
    const outsider = await open('/api/vm/activities/changes/stream', arjun);
    expect(
      (await platform.request('PUT', `/api/vm/activities/${activityId}/hold`, { token: host, body: { reason: 'Floodlights out' } })).status,
    ).toBe(200);
    expect((await member.next('changed', (d) => d.activityIds?.includes(activityId))).activityIds).toContain(activityId);
    // The outsider hears of a public game changing after it, and never of the private one.
    const { activityId: open_ } = await createGame(platform, host);
    await outsider.next('changed', (d) => d.activityIds?.includes(open_));
    expect(outsider.events.some((e) => e.data.activityIds?.includes(activityId))).toBe(false);
    member.close();
    outsider.close();
  });
});

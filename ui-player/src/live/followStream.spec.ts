// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followStream, RECONNECT_MIN_MS, refusedDelay, RESUME_AT_ONCE_AFTER_MS } from './followStream';
import { eventStreamReply } from '../test/eventStreamReply';

const refusal = (status: number, retryAfter: string) =>
  new Response(
    JSON.stringify({
      type: 'urn:problem:X',
      title: 'X',
      status,
      code: status === 429 ? 'RATE_LIMITED' : 'SERVICE_UNAVAILABLE',
      detail: 'busy',
    }),
    {
      status,
      headers: { 'content-type': 'application/problem+json', 'retry-after': retryAfter },
    },
  );
const lastEventIdOf = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['last-event-id'];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The waits before a reconnect run on a fake clock, so a case checks them to the millisecond without spending them:
 * fetch and the stream still run on the real event loop.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
/** Lets the real event loop run until the dropped or refused stream has set its reconnect on the fake clock. */
async function reconnectScheduled() {
  const giveUpAt = performance.now() + 5_000;
  while (vi.getTimerCount() === 0) {
    if (performance.now() > giveUpAt) throw new Error('no reconnect was scheduled');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('event ids (docs/adr/0119-event-stream-caps.md)', () => {
  it('waits what Retry-After asks, spread by at most a fifth', () => {
    expect(refusedDelay(30_000, 1, undefined, () => 0)).toBe(30_000);
    expect(refusedDelay(30_000, 1, undefined, () => 0.999)).toBeLessThanOrEqual(36_000);
  });
});

describe('followStream', () => {
  it('sends the last id it saw as Last-Event-ID when it reconnects after a drop', async () => {
    const first = eventStreamReply();
    const second = eventStreamReply();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    fakeClock();
    const events: string[] = [];
    const stop = followStream('/api/vm/activities/changes/stream', { onEvent: (e) => events.push(e.data), onStatus: () => undefined });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(lastEventIdOf(fetchMock.mock.calls[0]!)).toBeUndefined();
    first.push('event: position\ndata:\nid: 1.10\n\nevent: changed\ndata: {"activityIds":["g1"]}\nid: 1.');
    first.push('12\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    first.end();
    await reconnectScheduled();
    await vi.advanceTimersByTimeAsync(RECONNECT_MIN_MS);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(lastEventIdOf(fetchMock.mock.calls[1]!)).toBe('1.12');
    stop();
  });

  it('sends the id of a position event (the cursor on connect) though no event came', async () => {
    const first = eventStreamReply();
    const second = eventStreamReply();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    fakeClock();
    const events: string[] = [];
    const stop = followStream('/api/vm/activities/changes/stream', { onEvent: (e) => events.push(e.event), onStatus: () => undefined });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.push(': connected\r\n\r\nevent: position\r\ndata:\r\nid: 4.7\r');
    first.push('\n\r\n');
    first.end();
    await reconnectScheduled();
    await vi.advanceTimersByTimeAsync(RECONNECT_MIN_MS);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(lastEventIdOf(fetchMock.mock.calls[1]!)).toBe('4.7');
    expect(events).toEqual([]);
    stop();
  });

  it("waits the stream's retry time, not the default second, before reconnecting after a drop", async () => {
    const first = eventStreamReply();
    const second = eventStreamReply();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    fakeClock();
    const stop = followStream('/api/vm/activities/changes/stream', { onEvent: () => undefined, onStatus: () => undefined });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.push('retry: 1800\n\n');
    first.end();
    await reconnectScheduled();
    await vi.advanceTimersByTimeAsync(1_799);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    stop();
  });

  it('takes a stream the server ended after a while up again at once, from its last id', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    const first = eventStreamReply();
    const second = eventStreamReply();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    const statuses: boolean[] = [];
    const stop = followStream('/api/vm/users/me/notifications/stream', { onEvent: () => undefined, onStatus: (s) => statuses.push(s) });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.push('event: unread\ndata: {"unread":2}\nid: 88\n\n');
    await vi.waitFor(() => expect(statuses).toEqual([true]));
    // The server ends it, idle, well after it opened: no back-off, no "disconnected".
    now.mockReturnValue(1_000_000 + RESUME_AT_ONCE_AFTER_MS);
    first.end();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 500 });
    expect(lastEventIdOf(fetchMock.mock.calls[1]!)).toBe('88');
    expect(statuses).toEqual([true]);
    stop();
  });

  it.each([429, 503])('asks again after Retry-After when refused with %i, rather than giving up', async (status) => {
    const stream = eventStreamReply();
    const fetchMock = vi.fn().mockResolvedValueOnce(refusal(status, '2')).mockResolvedValueOnce(stream.response);
    vi.stubGlobal('fetch', fetchMock);
    fakeClock();
    const stop = followStream('/api/vm/activities/changes/stream', { onEvent: () => undefined, onStatus: () => undefined });
    await reconnectScheduled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Two seconds as asked, not the one-second back-off of a dropped stream; spread by at most a fifth.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(401);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    stop();
  });

  it('still gives up on another refusal (404)', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'GAME_NOT_FOUND' }), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const statuses: boolean[] = [];
    const stop = followStream('/api/vm/activities/g9/viewers/stream', { onEvent: () => undefined, onStatus: (s) => statuses.push(s) });
    await vi.waitFor(() => expect(statuses).toEqual([false]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});

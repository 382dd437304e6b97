// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveViewerCount, liveViewersText } from './LiveViewerCount';
import { subscribeGameChanges } from './gameChanges';

/** A fake server-sent event stream the test writes to, as the query API would. */
function eventStreamReply() {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  const response = new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  return { response, push: (text: string) => push(text), end: () => end() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('live viewer count (spec section 7 "Realtime presence")', () => {
  it('connects to the game viewer stream and follows the count live', async () => {
    const stream = eventStreamReply();
    const fetchMock = vi.fn(async () => stream.response);
    vi.stubGlobal('fetch', fetchMock);
    render(createElement(LiveViewerCount, { activityId: 'g1' }));
    expect(screen.getByRole('status').textContent).toBe('0 live viewers');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/vm/activities/g1/viewers/stream', expect.objectContaining({ headers: { accept: 'text/event-stream' } })));

    await act(async () => stream.push(': connected\n\nevent: viewer\ndata: {"activityId":"g1","viewerId":"abc","entryKey":"abc_1"}\n\nevent: count\ndata: {"activityId":"g1","count":1}\n\n'));
    await screen.findByText('1 live viewer');
    await act(async () => stream.push('event: count\ndata: {"activityId":"g1","count":2}\n\n'));
    await screen.findByText('2 live viewers');
  });

  it('shows 0 when the stream is unavailable, and reconnects after a drop', async () => {
    const first = eventStreamReply();
    const second = eventStreamReply();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    render(createElement(LiveViewerCount, { activityId: 'g1' }));
    await act(async () => first.push('event: count\ndata: {"activityId":"g1","count":3}\n\n'));
    await screen.findByText('3 live viewers');
    await act(async () => first.end());
    await screen.findByText('0 live viewers');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 3_000 });
    await act(async () => second.push('event: count\ndata: {"activityId":"g1","count":2}\n\n'));
    await screen.findByText('2 live viewers');
  });

  it('stops asking when the game is refused (4xx) and shows 0', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'GAME_NOT_FOUND' }), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    render(createElement(LiveViewerCount, { activityId: 'gone' }));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe(liveViewersText(0));
  });
});

describe('game changes', () => {
  it('shares one stream among listeners and hands each the changed ids', async () => {
    const stream = eventStreamReply();
    const fetchMock = vi.fn(async () => stream.response);
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = [vi.fn(), vi.fn()];
    const stopA = subscribeGameChanges(a);
    const stopB = subscribeGameChanges(b);
    stream.push('event: changed\ndata: {"activityIds":["g1","g2"]}\n\n');
    await vi.waitFor(() => expect(a).toHaveBeenCalledWith(['g1', 'g2']));
    expect(b).toHaveBeenCalledWith(['g1', 'g2']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/vm/activities/changes/stream', expect.anything());
    stopA();
    stopB();
  });
});

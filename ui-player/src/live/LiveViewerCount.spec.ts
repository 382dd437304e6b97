// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveViewerCount, liveViewersText } from './LiveViewerCount';
import { subscribeGameChanges } from './gameChanges';
import { useLiveViewers } from './useLiveViewers';
import { eventStreamReply } from '../test/eventStreamReply';

/** The count inside a router whose root loader counts its runs (the count reloads the page's data on a change). */
function renderInRouter(activityId: string) {
  const loads = { count: 0 };
  const root = createRootRoute({
    loader: () => void loads.count++,
    component: () => createElement(LiveViewerCount, { activityId }),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(createElement(RouterProvider, { router }));
  return loads;
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
    renderInRouter('g1');
    expect((await screen.findByRole('status')).textContent).toBe('0 live viewers');
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/vm/activities/g1/viewers/stream',
        expect.objectContaining({ headers: { accept: 'text/event-stream' } }),
      ),
    );

    await act(async () =>
      stream.push(
        ': connected\n\nevent: viewer\ndata: {"activityId":"g1","viewerId":"abc","entryKey":"abc_1"}\n\nevent: count\ndata: {"activityId":"g1","count":1}\n\n',
      ),
    );
    await screen.findByText('1 live viewer');
    await act(async () => stream.push('event: count\ndata: {"activityId":"g1","count":2}\n\n'));
    await screen.findByText('2 live viewers');
  });

  it('shows 0 when the stream is unavailable, and reconnects after a drop', async () => {
    const first = eventStreamReply();
    const second = eventStreamReply();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    renderInRouter('g1');
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
    renderInRouter('gone');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe(liveViewersText(0));
  });
});

describe("the viewer stream also carries the game's own changes", () => {
  it('calls back when the game changed, and keeps counting', async () => {
    const stream = eventStreamReply();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => stream.response),
    );
    const onChanged = vi.fn();
    const { result } = renderHook(() => useLiveViewers('g1', onChanged));
    await act(async () =>
      stream.push('event: count\ndata: {"activityId":"g1","count":2}\n\nevent: changed\ndata: {"activityIds":["g1"]}\n\n'),
    );
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(result.current).toBe(2);
  });

  it("reloads the page's data when the game changed, once for a burst of changes", async () => {
    const stream = eventStreamReply();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => stream.response),
    );
    const loads = renderInRouter('g1');
    await screen.findByRole('status');
    expect(loads.count).toBe(1);
    await act(async () => stream.push('event: changed\ndata: {"activityIds":["g1"]}\n\nevent: changed\ndata: {"activityIds":["g1"]}\n\n'));
    await vi.waitFor(() => expect(loads.count).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(loads.count).toBe(2);
  });
});

describe('hidden tabs (six connections per site over HTTP/1.1)', () => {
  it('let go of the stream while hidden and take it up again when shown', async () => {
    const [first, second] = [eventStreamReply(), eventStreamReply()];
    const signals: AbortSignal[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return signals.length === 1 ? first.response : second.response;
    });
    vi.stubGlobal('fetch', fetchMock);
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    renderInRouter('g1');
    await act(async () => first.push('event: count\ndata: {"activityId":"g1","count":4}\n\n'));
    await screen.findByText('4 live viewers');

    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(signals[0]!.aborted).toBe(true);
    await screen.findByText('0 live viewers');

    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => second.push('event: count\ndata: {"activityId":"g1","count":3}\n\n'));
    await screen.findByText('3 live viewers');
    vi.restoreAllMocks();
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

// @vitest-environment jsdom
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem, type Call } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';

setupAppHarness();
// The machine is shared: give the app's fetches and renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

const STREAM = '/api/vm/activities/changes/stream';

/** The shared game-change stream (server-sent events) as a test-driven fake; other requests go to fakeApi. */
function withChangeStream(calls: Call[]) {
  let push!: (text: string) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  const json = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input !== STREAM) return json(input, init);
      calls.push({ method: 'GET', path: STREAM, headers: new Headers(init?.headers), body: undefined });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return { changed: (ids: string[] | null) => act(async () => push(`event: changed\ndata: ${JSON.stringify({ activityIds: ids })}\n\n`)) };
}

const game = (id: string, joined: number) => makeGame({ activityId: id, name: `Game ${id}`, totalParticipantCount: joined });
const page = (activities: unknown[], nextUrl: string | null) => ({
  body: { data: { activities, nextUrl, counts: { total: 99 }, stopLoading: false } },
});
const nine = (prefix: string) => Array.from({ length: 9 }, (_, i) => game(`${prefix}${i}`, 3));
const cardOf = (name: string) => screen.getByText(name).closest('article')!;
const participantsOn = (name: string) => within(cardOf(name)).getByTitle('Participants').textContent;

describe('live game list (lists update when others join or leave, without a reload)', () => {
  it('refetches only the changed games that are shown and swaps them in place, keeping the pages loaded', async () => {
    const calls = fakeApi(
      on('GET', '/api/vm/activities/suggested/0/9', page(nine('a'), '/api/vm/activities/all/1/9?status=upcoming')),
      on('GET', '/api/vm/activities/all/1/9?status=upcoming', page([game('b0', 3)], null)),
      on('GET', '/api/vm/activities/a2', { body: { data: game('a2', 4) } }),
      on('GET', '/api/vm/activities/b0', { body: { data: game('b0', 2) } }),
    );
    const stream = withChangeStream(calls);
    renderAt('/');
    await screen.findByText('Game a0');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Game b0');
    await waitFor(() => expect(calls.some((c) => c.path === STREAM)).toBe(true));
    expect(participantsOn('Game a2')).toBe('03/10');

    // Someone joined a2, left b0; "elsewhere" is not on the screen and is not asked for.
    await stream.changed(['a2', 'elsewhere']);
    await stream.changed(['b0']);
    await waitFor(() => expect(participantsOn('Game a2')).toBe('04/10'));
    await waitFor(() => expect(participantsOn('Game b0')).toBe('02/10'));
    const paths = calls.map((c) => c.path);
    expect(paths.filter((p) => /^\/api\/vm\/activities\/(all|suggested)\//.test(p))).toEqual([
      '/api/vm/activities/suggested/0/9',
      '/api/vm/activities/all/1/9?status=upcoming',
    ]);
    expect(paths).not.toContain('/api/vm/activities/elsewhere');
    // Two changes within the batch window cost one round: each game once.
    expect(paths.filter((p) => p === '/api/vm/activities/a2' || p === '/api/vm/activities/b0')).toEqual([
      '/api/vm/activities/a2',
      '/api/vm/activities/b0',
    ]);
    expect(screen.getAllByTestId('game-card')).toHaveLength(10);
    expect(screen.getAllByTestId('game-card')[2]?.textContent).toContain('Game a2'); // in place, not moved
  });

  it('asks for every shown card when many games changed at once, and drops a card the server no longer shows', async () => {
    const calls = fakeApi(
      on('GET', '/api/vm/activities/suggested/0/9', page([game('x', 1), game('y', 5)], null)),
      on('GET', '/api/vm/activities/x', { body: { data: game('x', 2) } }),
      on('GET', '/api/vm/activities/y', problem(404, 'GAME_NOT_FOUND', 'No such game')),
    );
    const stream = withChangeStream(calls);
    renderAt('/');
    await screen.findByText('Game y');
    await waitFor(() => expect(calls.some((c) => c.path === STREAM)).toBe(true));
    await stream.changed(null);
    await waitFor(() => expect(screen.queryByText('Game y')).toBeNull());
    expect(participantsOn('Game x')).toBe('02/10');
    expect(calls.filter((c) => /^\/api\/vm\/activities\/(all|suggested)\//.test(c.path))).toHaveLength(1);
  });
});

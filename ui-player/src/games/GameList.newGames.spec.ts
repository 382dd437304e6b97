// @vitest-environment jsdom
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, type Call } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { eventStreamReply } from '../test/eventStreamReply';
import { newGamesIn, NEW_GAMES_CHECK } from './useNewGames';
import type { ListedGame } from './useLiveGameUpdates';

setupAppHarness();
// The machine is shared: give the app's fetches and renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

const STREAM = '/api/vm/activities/changes/stream';
const SUGGESTED = '/api/vm/activities/suggested/0/9';

/** The shared game-change stream as a test-driven fake; every other request goes to the fake API below it. */
function withChangeStream(calls: Call[]) {
  const reply = eventStreamReply();
  const json = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input !== STREAM) return json(input, init);
      calls.push({ method: 'GET', path: STREAM, headers: new Headers(init?.headers), body: undefined });
      return reply.response;
    }),
  );
  return {
    connected: () => waitFor(() => expect(calls.some((c) => c.path === STREAM)).toBe(true)),
    changed: (ids: string[] | null) => act(async () => reply.push(`event: changed\ndata: ${JSON.stringify({ activityIds: ids })}\n\n`)),
  };
}

/** Games by start: `at` is the hour on 1 May 2030. */
const game = (id: string, at = 7): ListedGame =>
  makeGame({
    activityId: id,
    name: `Game ${id}`,
    duration: [
      { from: `2030-05-01T${String(at).padStart(2, '0')}:00:00+05:30`, to: `2030-05-01T${String(at).padStart(2, '0')}:45:00+05:30` },
    ],
  });
const page = (activities: unknown[], nextUrl: string | null) => ({
  body: { data: { activities, nextUrl, counts: { total: 99 }, stopLoading: false } },
});
/** A first page the test changes between reads, and each of its games on its own (a shown card's live update). */
function listServer(path: string, first: ListedGame[], nextUrl: string | null = null) {
  const server = { first, reads: 0 };
  const calls = fakeApi((call) => {
    const one = server.first.find((g) => call.path === `/api/vm/activities/${g.activityId}`);
    if (one) return { body: { data: one } };
    if (call.path !== path) return undefined;
    server.reads++;
    return page(server.first, nextUrl);
  });
  return { server, calls, stream: withChangeStream(calls) };
}
const pill = () => screen.queryByRole('button', { name: /^Show \d+ new games?$/ });
const cardNames = () => screen.getAllByTestId('game-card').map((card) => within(card).getByRole('heading').textContent);
/** Long enough for a throttled check to have run had one been asked for. */
const checkWindow = () => new Promise((resolve) => setTimeout(resolve, NEW_GAMES_CHECK.firstAfterMs + 600));

describe('new games while the list is open (docs/adr/0145-new-games-pill.md)', () => {
  it('a game another host created shows as "1 new game", and a tap lists it in its place by start, the list at its top, the game marked New', async () => {
    const { server, stream } = listServer(SUGGESTED, [game('a', 7), game('b', 9), game('c', 11)]);
    renderAt('/');
    await screen.findByText('Game c');
    await stream.connected();
    const firstRead = server.reads;

    // Another host's game starts at 8: between a and b. The list stays as it was until a tap.
    server.first = [game('a', 7), game('n', 8), game('b', 9), game('c', 11)];
    await stream.changed(['n']);
    const button = await screen.findByRole('button', { name: 'Show 1 new game' });
    expect(button.textContent).toBe('1 new game');
    expect(server.reads).toBe(firstRead + 1);
    expect(cardNames()).toEqual(['Game a', 'Game b', 'Game c']);
    // Told politely, the focus left where it was.
    const status = screen.getAllByRole('status').find((s) => s.textContent === '1 new game at the top of the list');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(document.body);

    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(button);
    await waitFor(() => expect(cardNames()).toEqual(['Game a', 'Game n', 'Game b', 'Game c']));
    expect(pill()).toBeNull();
    expect(scrolls).toHaveBeenCalledWith({ top: 0 });
    const list = screen.getByRole('region', { name: 'Games list' });
    await waitFor(() => expect(document.activeElement).toBe(list));
    const fresh = screen.getByText('Game n').closest('article')!;
    expect(within(within(fresh).getByRole('list', { name: 'Badges' })).getByText('New')).toBeTruthy();
    expect(within(screen.getByText('Game a').closest('article')!).queryByText('New')).toBeNull();
    // The tap showed the page already read: nothing asked again.
    expect(server.reads).toBe(firstRead + 1);
  });

  it('counts several, and a change to a card on screen asks nothing and shows no pill', async () => {
    const { server, calls, stream } = listServer(SUGGESTED, [game('a', 7), game('b', 9)]);
    renderAt('/');
    await screen.findByText('Game b');
    await stream.connected();
    const firstRead = server.reads;

    // Someone joined a: its card is read again alone, the list is not.
    server.first = [{ ...game('a', 7), totalParticipantCount: 4 }, game('b', 9)];
    await stream.changed(['a']);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/vm/activities/a')).toBe(true));
    await checkWindow();
    expect(server.reads).toBe(firstRead);
    expect(pill()).toBeNull();

    server.first = [game('x', 6), game('a', 7), game('y', 8), game('b', 9), game('z', 10)];
    await stream.changed(null);
    await screen.findByRole('button', { name: 'Show 3 new games' });
    expect(screen.getByText('3 new games at the top of the list')).toBeTruthy();
  });

  it('a game gone or over makes no pill, nor the game that moved up from a page not loaded yet', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => game(`p${i}`, 7 + i));
    const { server, stream } = listServer(SUGGESTED, nine, '/api/vm/activities/all/1/9?status=upcoming');
    renderAt('/');
    await screen.findByText('Game p8');
    await stream.connected();
    const firstRead = server.reads;

    // p3 was deleted: page 2's first game (q0, never loaded here) moves up to the first page.
    server.first = [...nine.filter((g) => g.activityId !== 'p3'), game('q0', 17)];
    await stream.changed(null);
    await waitFor(() => expect(server.reads).toBe(firstRead + 1));
    await checkWindow();
    expect(pill()).toBeNull();
  });

  it('holds under a burst of changes: one read of the first page, not one a change', async () => {
    const { server, stream } = listServer(SUGGESTED, [game('a', 7)]);
    renderAt('/');
    await screen.findByText('Game a');
    await stream.connected();
    const firstRead = server.reads;
    server.first = [game('n', 6), game('a', 7)];
    for (let i = 0; i < 30; i++) await stream.changed([`elsewhere-${i}`]);
    await screen.findByRole('button', { name: 'Show 1 new game' });
    await checkWindow();
    expect(server.reads).toBe(firstRead + 1);
  });

  it("asks again with the list's own query (tab and filters), and fills an empty list at once", async () => {
    const path = '/api/vm/activities/all/0/9?status=upcoming&filterListingId=cricket';
    const { server, calls, stream } = listServer(path, []);
    renderAt('/?listing=cricket');
    await screen.findByText(/No games match/);
    await stream.connected();
    server.first = [game('cricket', 9)];
    await stream.changed(['cricket']);
    // Nothing on screen to keep still: the new game is simply listed, and said.
    await screen.findByText('Game cricket');
    expect(pill()).toBeNull();
    expect(screen.getByText('1 new game in the list')).toBeTruthy();
    const reads = calls.filter((c) => /^\/api\/vm\/activities\/(all|suggested)\//.test(c.path)).map((c) => c.path);
    expect(new Set(reads)).toEqual(new Set([path]));
  });
});

describe('newGamesIn', () => {
  const ids = (games: ListedGame[]) => games.map((g) => g.activityId);
  const now = Date.parse('2030-05-01T00:00:00+05:30');
  it('counts the games among or before the shown ones; after the last shown only when the list is whole', () => {
    const fresh = [game('n1', 6), game('a', 7), game('n2', 8), game('b', 9), game('n3', 10)];
    expect(ids(newGamesIn(fresh, new Set(['a', 'b']), false, now))).toEqual(['n1', 'n2']);
    expect(ids(newGamesIn(fresh, new Set(['a', 'b']), true, now))).toEqual(['n1', 'n2', 'n3']);
    expect(ids(newGamesIn(fresh, new Set(), false, now))).toEqual([]);
  });

  it('never counts a game that is over', () => {
    expect(newGamesIn([game('old', 6), game('a', 7)], new Set(['a']), true, Date.parse('2030-05-01T06:50:00+05:30'))).toEqual([]);
  });
});

// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../booking/testFixtures';
import { createAppRouter } from '../router';
import { on, setupAppHarness } from '../test/app';
import { fakeApi, type Call } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();

/** The whole app at `path`, with its router at hand to move as a script would. */
function appAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  render(createElement(RouterProvider, { router }));
  return router;
}

const game = on('GET', '/api/vm/activities/g1', { body: { data: makeGame() } });
/** Every list (each discovery tab) answers the same one card. */
const lists = (call: Call) =>
  call.method === 'GET' && call.path.startsWith('/api/vm/activities/') && call.path !== '/api/vm/activities/g1'
    ? { body: { data: { activities: [makeGame()], nextUrl: null, counts: { total: 1 }, stopLoading: true } } }
    : undefined;

/** Holds back the replies to `path` until the returned function is called. */
function holdBack(path: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (new URL(input, window.location.origin).pathname === path) await held;
    return answer(input, init);
  });
  return release;
}

const gameHeading = () => screen.findByRole('heading', { level: 1, name: 'Morning Football' }, { timeout: 5000 });
const openCard = async () => fireEvent.click(await screen.findByRole('link', { name: 'Morning Football' }, { timeout: 5000 }));

describe('the focus after a move to another page', () => {
  it("goes to the new page's h1 when a card is tapped, focusable by script only (tabIndex -1)", async () => {
    fakeApi(game, lists);
    appAt('/');
    await openCard();
    const heading = await gameHeading();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('stays where it is on the first page the app draws', async () => {
    fakeApi(game, lists);
    appAt('/games/g1');
    await gameHeading();
    expect(document.activeElement).toBe(document.body);
  });

  it('stays on a list tab that changed only the search (a tab, a filter chip)', async () => {
    fakeApi(game, lists);
    appAt('/');
    await screen.findByRole('link', { name: 'Morning Football' }, { timeout: 5000 });
    const other = screen.getByRole('tab', { name: 'Other' });
    other.focus();
    fireEvent.click(other);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Other' }).getAttribute('aria-selected')).toBe('true'));
    await screen.findByRole('link', { name: 'Morning Football' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Other' }));
  });

  it('moves off the link that started the move when that link stays on screen (the tab bar)', async () => {
    fakeApi(game, lists);
    const router = appAt('/games/g1');
    await gameHeading();
    const games = screen.getByTestId('tab-bar').querySelector<HTMLElement>('a[href="/"]')!;
    games.focus();
    fireEvent.click(games);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Home's h1 is read by screen readers only below 768 px; it takes the focus all the same.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });

  it('stays on a control the player moved to while the page loaded', async () => {
    fakeApi(game, lists);
    appAt('/');
    const release = holdBack('/api/vm/activities/g1');
    await openCard();
    const book = screen.getByTestId('tab-bar').querySelector<HTMLElement>('a[href="/venues"]')!;
    book.focus();
    release();
    await gameHeading();
    expect(document.activeElement).toBe(book);
  });

  it('is left to a dialog that opened meanwhile (aria-modal): the dialog keeps its own focus', async () => {
    fakeApi(game, lists);
    appAt('/');
    const release = holdBack('/api/vm/activities/g1');
    await openCard();
    const sheet = document.body.appendChild(Object.assign(document.createElement('div'), { role: 'dialog' }));
    sheet.setAttribute('aria-modal', 'true');
    release();
    await gameHeading();
    expect(document.activeElement).toBe(document.body);
    sheet.remove();
  });

  it('waits for a heading the page draws after its own data (an order), without stopping on main first', async () => {
    signedInAsAsha();
    fakeApi(lists, on('GET', '/api/b2c/orders/o1', { body: { data: makeOrder() } }));
    const router = appAt('/');
    await screen.findByRole('link', { name: 'Morning Football' }, { timeout: 5000 });
    const release = holdBack('/api/b2c/orders/o1');
    await act(() => router.navigate({ to: '/orders/$orderId', params: { orderId: 'o1' } }));
    await screen.findByText('Loading the order…');
    expect(document.activeElement).toBe(document.body);
    release();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(document.activeElement?.textContent).toBe(makeOrder().spaceName);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAsAsha } from '../test/tokens';
import { useSession } from '../session/store';
import { fetchGamePage } from './api';
import { tabById, tabFirstPageUrl } from './discovery';
import { makeGame } from '../test/gameFixture';
// The page as Vite serves it, read through Vite itself (UI code imports no node: modules).
import indexHtml from '../../index.html?raw';

const page = (name: string) =>
  new Response(JSON.stringify({ data: { activities: [makeGame({ name })], nextUrl: null, counts: { total: 1 }, stopLoading: true } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  window.__earlyGameList = undefined;
  useSession.getState().signOut();
});

/** Runs index.html's inline script that asks for the first games, as the browser would, at `path`. */
function runIndexScript(path: string) {
  const script = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((body) => body.includes('fetch('));
  if (!script) throw new Error('index.html has no inline script asking for the first games');
  window.history.replaceState(null, '', path);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs index.html's inline script as the browser would
  (new Function(script) as () => void)();
}

describe("the discovery list's first page, asked for by index.html before the scripts run (LCP)", () => {
  it("asks for exactly the URL the Suggested tab's loader asks for, and the loader takes that reply instead of asking again", async () => {
    const fetchMock = vi.fn(async () => page('Early Game'));
    vi.stubGlobal('fetch', fetchMock);
    runIndexScript('/');
    const url = await tabFirstPageUrl(tabById('suggested'), {});
    expect(window.__earlyGameList?.url).toBe(url);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    expect((await fetchGamePage(url)).activities.map((g) => g.name)).toEqual(['Early Game']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once only: the next load of the list (a live change, a tab and back) asks the server.
    fetchMock.mockImplementation(async () => page('Fresh Game'));
    expect((await fetchGamePage(url)).activities.map((g) => g.name)).toEqual(['Fresh Game']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing early on other pages, with a search, or with a stored session (whose list carries viewer flags)', () => {
    const fetchMock = vi.fn(async () => page('x'));
    vi.stubGlobal('fetch', fetchMock);
    runIndexScript('/leaderboard');
    runIndexScript('/?tab=past');
    signedInAsAsha();
    runIndexScript('/');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__earlyGameList).toBeUndefined();
  });

  it('asks early again once the player signed out (the stored session keeps no token)', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page('x')),
    );
    signedInAsAsha();
    useSession.getState().signOut();
    expect(localStorage.getItem('sports.session')).not.toBeNull();
    runIndexScript('/');
    expect(window.__earlyGameList?.url).toBe('/api/vm/activities/suggested/0/9');
  });

  it('asks again when the early request failed', async () => {
    const fetchMock = vi.fn(async () => page('Retried Game'));
    vi.stubGlobal('fetch', fetchMock);
    window.__earlyGameList = { url: '/api/vm/activities/all/0/9?status=upcoming', reply: Promise.reject(new TypeError('Failed to fetch')) };
    expect((await fetchGamePage('/api/vm/activities/all/0/9?status=upcoming')).activities.map((g) => g.name)).toEqual(['Retried Game']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Call } from '../test/fakeApi';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { usePlace } from './place';
import { makeGame, participant } from '../test/gameFixture';
import { accessToken, signedInAsAsha } from '../test/tokens';
import { useSession } from '../session/store';

setupAppHarness();

const games = (prefix: string, count: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, i) => ({ ...makeGame({ activityId: `${prefix}${i}`, name: `${prefix} game ${i}` }), ...extra }));
const page = (activities: unknown[], nextUrl: string | null, more: Record<string, unknown> = {}) => ({
  body: { data: { activities, nextUrl, counts: { total: 99 }, stopLoading: false, ...more } },
});
const paths = (calls: Call[]) => calls.map((c) => c.path);

describe('discovery (spec section 2 game list tabs)', () => {
  it('shows the six tabs, and loads pages of 9 until a page returns a count that is not a multiple of 9 (spec section 9)', async () => {
    const calls = fakeApi(
      on('GET', '/api/vm/activities/suggested/0/9', page(games('A', 9), '/api/vm/activities/all/1/9?status=upcoming')),
      // The server still offers a next page, but 3 is not a multiple of 9: loading stops here.
      on('GET', '/api/vm/activities/all/1/9?status=upcoming', page(games('B', 3), '/api/vm/activities/all/2/9?status=upcoming')),
    );
    renderAt('/');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Suggested', 'Past', 'My Games', 'My Interests', 'Other', 'Saved']);
    expect(screen.getByRole('tab', { name: 'Suggested' }).getAttribute('aria-selected')).toBe('true');
    const card = (await screen.findByText('A game 0')).closest('article')!;
    expect(within(card).getByText('03/10')).toBeTruthy(); // count/max padded to two digits
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('B game 2');
    // Spec section 9: the loader stays for a second after the page has loaded, then hides.
    expect(screen.getByText('Loading games…')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading games…')).toBeNull(), { timeout: 2500 });
    expect(screen.getAllByTestId('game-card')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(paths(calls)).not.toContain('/api/vm/activities/all/2/9?status=upcoming');
  });

  it('stops at once when the first page is empty', async () => {
    fakeApi(on('GET', '/api/vm/activities/all/0/9?status=past', page([], '/api/vm/activities/all/1/9?status=past')));
    renderAt('/?tab=past');
    await screen.findByText('No past games to show.');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows Suggested as the server chose it, under the heading it sent; Other keeps the upcoming games not recommended', async () => {
    signedInAsAsha();
    const list = [...games('Rec', 2, { isRecommended: true }), ...games('Not', 1, { isRecommended: false })];
    fakeApi(
      on(
        'GET',
        '/api/vm/activities/suggested/0/9',
        page(games('Rec', 2, { isRecommended: true }), null, { basis: 'sports', heading: 'Football near Koramangala' }),
      ),
      on('GET', '/api/vm/activities/all/0/9?status=upcoming', page(list, null)),
    );
    renderAt('/?tab=suggested');
    await screen.findByText('Rec game 1');
    expect(screen.getByTestId('list-heading').textContent).toBe('Football near Koramangala');
    fireEvent.click(screen.getByRole('tab', { name: 'Other' }));
    await screen.findByText('Not game 0');
    expect(screen.queryByText('Rec game 0')).toBeNull();
    expect(screen.queryByTestId('list-heading')).toBeNull();
  });

  it('asks a visitor to sign in for My Games, and reads the saved list when signed in', async () => {
    const calls = fakeApi(on('GET', '/api/vm/activities/saved/0/9', page(games('Saved', 1), null)));
    renderAt('/?tab=my');
    await screen.findByText('Sign in to see My Games.');
    // No signed-in list is asked for a visitor (what an earlier test left running, such as the live stream, may still call).
    expect(calls.filter((c) => /^\/api\/vm\/activities\/(my|saved|interests)\//.test(c.path) || c.headers.get('authorization'))).toEqual(
      [],
    );
    signedInAsAsha();
    fireEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    await screen.findByText('Saved game 0');
    expect(calls.find((c) => c.path === '/api/vm/activities/saved/0/9')?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('filters by listing, dates and around me (lat/lon from the browser)', async () => {
    const listingList = [
      { listingId: 'football', listingName: 'Football', count: 4 },
      { listingId: 'cricket', listingName: 'Cricket', count: 2 },
    ];
    const calls = fakeApi((call) =>
      /^\/api\/vm\/activities\/(all\/0\/9\?|suggested\/0\/9)/.test(call.path) ? page(games('F', 2), null, { listingList }) : undefined,
    );
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 13.00031, longitude: 80.26672 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderAt('/');
    // The filters fold behind one "Filters" button.
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    fireEvent.change(await screen.findByLabelText('Sport'), { target: { value: 'cricket' } });
    await waitFor(() => expect(paths(calls)).toContain('/api/vm/activities/all/0/9?status=upcoming&filterListingId=cricket'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-05-01' } });
    await waitFor(() =>
      expect(paths(calls).at(-1)).toBe('/api/vm/activities/all/0/9?status=upcoming&filterListingId=cricket&startDate=2030-05-01'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Around me' }));
    await waitFor(() =>
      expect(paths(calls).at(-1)).toBe(
        '/api/vm/activities/all/0/9?status=upcoming&filterListingId=cricket&startDate=2030-05-01&lat=13&lon=80.267',
      ),
    );
    // Around me, wider than the server's 25 km: the chip says how far.
    fireEvent.change(screen.getByLabelText('Within'), { target: { value: '50' } });
    await waitFor(() =>
      expect(paths(calls).at(-1)).toBe(
        '/api/vm/activities/all/0/9?status=upcoming&filterListingId=cricket&startDate=2030-05-01&lat=13&lon=80.267&radiusKm=50',
      ),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Within 50 km' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The last Around me is remembered: Suggested asks around it, and the cards say how far.
    await waitFor(() => expect(paths(calls).at(-1)).toBe('/api/vm/activities/suggested/0/9?lat=13&lon=80.267'));
    expect(JSON.parse(localStorage.getItem('sports.place')!).state.place).toEqual({ lat: 13, lon: 80.267 });
  });

  it('sorts nearest first from the remembered place (sort=distance), kept in the URL', async () => {
    usePlace.getState().remember({ lat: 12.935, lon: 77.624, name: 'Koramangala' });
    const calls = fakeApi((call) =>
      /^\/api\/vm\/activities\/(all\/0\/9\?|suggested\/0\/9)/.test(call.path)
        ? page(games('N', 2, { location: { name: 'Marina Turf Arena', lat: 13.0, lon: 80.27 } }), null)
        : undefined,
    );
    renderAt('/');
    await waitFor(() => expect(paths(calls).at(-1)).toBe('/api/vm/activities/suggested/0/9?lat=12.935&lon=77.624&place=Koramangala'));
    // The place is known: every card says how far (the venue is in Chennai, 287 km away).
    await waitFor(() => expect(screen.getAllByTestId('distance').map((d) => d.textContent)).toEqual([' · 287 km', ' · 287 km']));
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    fireEvent.change(await screen.findByLabelText('Order'), { target: { value: 'nearest' } });
    await waitFor(() =>
      expect(paths(calls).at(-1)).toBe('/api/vm/activities/all/0/9?status=upcoming&lat=12.935&lon=77.624&radiusKm=200&sort=distance'),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Order').value).toBe('nearest');
    expect(screen.getByRole('button', { name: 'Remove filter Nearest first' })).toBeTruthy();
  });

  it("filters by price: free or up to a cap in paise (the server's maxCost), shown as a removable chip", async () => {
    const calls = fakeApi((call) =>
      /^\/api\/vm\/activities\/(all\/0\/9\?|suggested\/0\/9)/.test(call.path) ? page(games('P', 2), null) : undefined,
    );
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const price = await screen.findByLabelText<HTMLSelectElement>('Price');
    expect([...price.options].map((o) => o.text)).toEqual(['Any price', 'Free', 'Up to ₹100', 'Up to ₹200', 'Up to ₹500']);
    fireEvent.change(price, { target: { value: '0' } });
    await waitFor(() => expect(paths(calls).at(-1)).toBe('/api/vm/activities/all/0/9?status=upcoming&maxCost=0'));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '20000' } });
    await waitFor(() => expect(paths(calls).at(-1)).toBe('/api/vm/activities/all/0/9?status=upcoming&maxCost=20000'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Up to ₹200' }));
    await waitFor(() => expect(paths(calls).at(-1)).toBe('/api/vm/activities/suggested/0/9'));
  });

  it('saves and unsaves a game from its card, saying which happened (spec section 8), and shows a saved one as saved', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      on(
        'GET',
        '/api/vm/activities/suggested/0/9',
        page([{ ...makeGame({ name: 'Card Cup' }), isRecommended: true, isSaved: false }], null),
      ),
      (call) =>
        call.method === 'PUT' && call.path === '/api/vm/activities/g1/save'
          ? { body: { message: 'success', data: { activityId: 'g1', isSaved: (call.body as { isSaved: boolean }).isSaved } } }
          : undefined,
    );
    renderAt('/');
    const save = await screen.findByRole('button', { name: 'Save Card Cup' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await screen.findByText('Game saved successfully!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Card Cup' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Card Cup' }));
    await screen.findByText('Game unsaved successfully!');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ isSaved: true }, { isSaved: false }]);
  });

  it("shows no save button on the cards of games the player hosts or co-hosts (a bookmark on one's own game means nothing)", async () => {
    useSession.getState().signIn({ accessToken: accessToken({ userId: 'co1', name: 'Cory Cohost' }), refreshToken: 'ref-co1' });
    const hosted = { ...makeGame({ activityId: 'g1', name: 'Hosted Cup', host: 'co1', hostandCoHost: ['co1'] }), isSaved: false };
    const coHosted = { ...makeGame({ activityId: 'g2', name: 'Co-hosted Cup', hostandCoHost: ['host1', 'co1'] }), isSaved: false };
    const other = { ...makeGame({ activityId: 'g3', name: 'Open Cup' }), isSaved: false };
    fakeApi(on('GET', '/api/vm/activities/suggested/0/9', page([hosted, coHosted, other], null)));
    renderAt('/');
    await screen.findByRole('button', { name: 'Save Open Cup' });
    expect(screen.queryByRole('button', { name: 'Save Hosted Cup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Co-hosted Cup' })).toBeNull();
  });

  it('shows no save button on a card to a visitor (saving needs an account, as on the game page)', async () => {
    fakeApi(on('GET', '/api/vm/activities/suggested/0/9', page([{ ...makeGame({ name: 'Card Cup' }), isRecommended: true }], null)));
    renderAt('/');
    await screen.findByText('Card Cup');
    expect(screen.queryByRole('button', { name: 'Save Card Cup' })).toBeNull();
  });

  it("offers 'Accept' on the card of an invited player, which joins the game", async () => {
    signedInAsAsha();
    const invited = {
      ...makeGame({
        privacy: 'private',
        participantDetail: [
          participant({ id: 'host1', name: 'Hari Host', isHost: true }),
          participant({ id: 'u1', name: 'Asha Player', status: 'invited' }),
        ],
      }),
      isRecommended: false,
    };
    const calls = fakeApi(
      on('GET', '/api/vm/activities/all/0/9?status=upcoming', page([invited], null)),
      on('PUT', '/api/vm/activities/g1/join', { body: { message: 'success', data: { activityId: 'g1', status: 'joined' } } }),
    );
    renderAt('/?tab=other');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await screen.findByText('You have joined this game!');
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/vm/activities/g1/join')).toBe(true);
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    fakeApi(
      on('GET', '/api/vm/activities/suggested/0/9', page(games('A', 9), '/api/vm/activities/all/1/9?status=upcoming')),
      on('GET', '/api/vm/activities/all/1/9?status=upcoming', page(games('B', 1), null)),
    );
    renderAt('/');
    await screen.findByText('A game 8');
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    observers.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await screen.findByText('B game 0');
  });
});

// @vitest-environment jsdom
import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, type Call } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

const empty = { body: { data: { activities: [], nextUrl: null, counts: { total: 0 }, stopLoading: true } } };
/** Suggested (and any filtered list) has nothing; the list of all games holds one game nobody recommended, which Other shows. */
const lists = (call: Call) => {
  if (call.method !== 'GET') return undefined;
  if (call.path.startsWith('/api/vm/activities/suggested/') || call.path.includes('startDate=')) return empty;
  if (!call.path.startsWith('/api/vm/activities/all/')) return undefined;
  return {
    body: {
      data: {
        activities: [{ ...makeGame({ name: 'Evening Cricket' }), isRecommended: false }],
        nextUrl: null,
        counts: { total: 1 },
        stopLoading: true,
      },
    },
  };
};

describe('an empty game list offers a way on (UX review at 375 px)', () => {
  it('leads from an empty Suggested tab (no game coming up anywhere) to the other games', async () => {
    signedInAsAsha();
    fakeApi(lists);
    renderAt('/?tab=suggested');
    await screen.findByText('No games are coming up yet.');
    // A new player's Suggested is empty until the profile names their sports: the way there.
    screen.getByText('Suggestions follow the sports you play.');
    expect(screen.getByRole('link', { name: 'Choose your sports' }).getAttribute('href')).toBe('/profile/complete');
    fireEvent.click(screen.getByRole('link', { name: 'See other games' }));
    await screen.findByRole('heading', { name: 'Evening Cricket' });
    expect(screen.getByRole('tab', { name: 'Other' }).getAttribute('aria-selected')).toBe('true');
  });

  it('offers to clear the filters when filters are set', async () => {
    signedInAsAsha();
    fakeApi(lists);
    renderAt('/?tab=suggested&from=%222030-05-01%22');
    await screen.findByText('No games are coming up yet.');
    expect(screen.queryByRole('link', { name: 'See other games' })).toBeNull();
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear.getAttribute('href')).toBe('/?tab=suggested');
  });

  it('says which filters to loosen, a higher price first, and can drop the price alone', async () => {
    fakeApi((call) =>
      call.path.startsWith('/api/vm/activities/all/')
        ? { body: { data: { activities: [], nextUrl: null, counts: { total: 0 }, stopLoading: true } } }
        : undefined,
    );
    renderAt('/?tab=other&maxCost=0&from=%222030-05-01%22');
    await screen.findByText('No games match From Wed 1 May, Free. Try a higher price, or remove another filter.');
    expect(screen.getByRole('link', { name: 'Any price' }).getAttribute('href')).toBe('/?tab=other&from=2030-05-01');
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/?tab=other');
  });
});

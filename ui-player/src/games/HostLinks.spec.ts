// @vitest-environment jsdom
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listApi, on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';
import { hostsAnyOf } from '../hosting/useHostsAnyGame';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

const noReviews = on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } });
const myGames = (activities: unknown[]) =>
  on('GET', '/api/vm/activities/my/0/90', {
    body: { data: { activities, nextUrl: null, counts: { total: activities.length }, stopLoading: true } },
  });

/** "Manage participants" (the host tools) above the game lists: for hosts and co-hosts only, as on a game's page. */
describe('the host links above the game lists', () => {
  it('offer a player who hosts nothing Create a game, not Manage participants', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      noReviews,
      ...listApi,
      myGames([makeGame({ host: 'host1', hostandCoHost: ['host1'], participants: ['host1', 'u1'] })]),
    );
    renderAt('/');
    await screen.findByRole('link', { name: 'Create a game' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/vm/activities/my/0/90')).toBe(true));
    await screen.findByText('Morning Football');
    expect(screen.queryByRole('link', { name: 'Manage participants' })).toBeNull();
  });

  it('offer a co-host Manage participants', async () => {
    signedInAsAsha();
    fakeApi(noReviews, ...listApi, myGames([makeGame({ host: 'host1', hostandCoHost: ['host1', 'u1'] })]));
    renderAt('/');
    expect((await screen.findByRole('link', { name: 'Manage participants' })).getAttribute('href')).toBe('/games/manage?status=upcoming');
  });

  it('offer a visitor Create a game through sign-in (back to the form after), not Manage participants', async () => {
    fakeApi(...listApi);
    renderAt('/');
    await screen.findByText('Morning Football');
    expect(screen.getByRole('link', { name: 'Create a game' }).getAttribute('href')).toBe('/sign-in?redirect=%2Fgames%2Fnew');
    expect(screen.queryByRole('link', { name: 'Manage participants' })).toBeNull();
  });

  it('count a full page without a hosted game as hosting: the rest of the list may hold one', () => {
    const joined = makeGame({ host: 'host1', hostandCoHost: ['host1'] });
    expect(hostsAnyOf({ activities: [joined] }, 'u1')).toBe(false);
    expect(hostsAnyOf({ activities: Array.from({ length: 90 }, () => joined) }, 'u1')).toBe(true);
    expect(hostsAnyOf({ activities: [makeGame({ host: 'u1', hostandCoHost: [] })] }, 'u1')).toBe(true);
  });
});

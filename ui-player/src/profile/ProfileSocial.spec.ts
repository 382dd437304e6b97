// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';
import { levelExplanation, myProfile, reputationView } from './profileFixtures';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

const circle = {
  id: 'football.chennai',
  circleId: 'football.chennai',
  name: 'Chennai Football',
  listingId: 'football',
  listingName: 'Football',
  city: 'Chennai',
  region: 'chennai',
  description: '',
  createdBy: 'h1',
  created: '2026-11-01T00:00:00.000Z',
  isFollowing: false,
};

const profileApi = (extra: Parameters<typeof fakeApi>) =>
  fakeApi(
    on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
    on('GET', '/api/vm/activities/my/0/90?statusList=past', {
      body: { data: { activities: [makeGame()], nextUrl: null, counts: { total: 1 }, stopLoading: true } },
    }),
    on('GET', '/api/user/', { body: { data: myProfile({ profile: { ...myProfile().profile, choices: [] } }) } }),
    on('GET', '/api/vm/users/u1/reputation', { body: { data: reputationView() } }),
    on('GET', '/api/vm/users/u1/level/football', {
      body: { data: levelExplanation('football', { source: 'none', selfLevel: null, level: null }) },
    }),
    on('GET', '/api/vm/circles?listingId=football', { body: { data: [circle] } }),
    on('GET', '/api/vm/users/me/interests', { body: { data: { circleIds: [] } } }),
    on('GET', '/api/vm/users/me/buddies', {
      body: {
        data: {
          gamesConsidered: 3,
          buddies: [
            {
              user: { id: 'u9', name: 'Ravi Kumar', nickName: 'Ravi', shortId: null, avatar: null },
              gamesTogether: 3,
              lastPlayedOn: '2026-11-20',
              lastActivityId: 'g1',
            },
          ],
        },
      },
    }),
    ...extra,
  );

describe('my profile: own level, circles and buddies', () => {
  it("sets my own level in a sport (spec section 7 'PUT set self skill level') with the spec's toast", async () => {
    signedInAsAsha();
    const calls = profileApi([
      on('PUT', '/api/vm/skill/football', { body: { message: 'success', data: { listingId: 'football', selfLevel: 3, label: 'PRO' } } }),
    ]);
    renderAt('/profile');
    const football = await screen.findByRole('article', { name: /Football/ });
    fireEvent.change(within(football).getByLabelText('Your own level in Football'), { target: { value: '3' } });
    fireEvent.click(within(football).getByRole('button', { name: 'Set level' }));
    await screen.findByText('Game skill updated successfully');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/vm/skill/football', body: { selfLevel: 3 } });
  });

  it("says 'Failed to update' when the server refuses", async () => {
    signedInAsAsha();
    profileApi([on('PUT', '/api/vm/skill/football', { status: 500, body: { code: 'INTERNAL', status: 500, title: 'x' } })]);
    renderAt('/profile');
    const football = await screen.findByRole('article', { name: /Football/ });
    fireEvent.change(within(football).getByLabelText('Your own level in Football'), { target: { value: '1' } });
    fireEvent.click(within(football).getByRole('button', { name: 'Set level' }));
    await screen.findByText('Failed to update');
  });

  it('follows a circle with the whole list of interests, and lists my buddies', async () => {
    signedInAsAsha();
    const calls = profileApi([
      on('PUT', '/api/vm/users/me/interests', { body: { message: 'success', data: { circleIds: ['football.chennai'] } } }),
    ]);
    renderAt('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Chennai Football' }));
    await screen.findByRole('button', { name: 'Unfollow Chennai Football' });
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/vm/users/me/interests',
      body: { circleIds: ['football.chennai'] },
    });
    screen.getByRole('link', { name: 'See games in My Interests' });
    const buddies = await screen.findByRole('list', { name: 'Buddies' });
    within(buddies).getByText('Ravi Kumar');
    await waitFor(() => within(buddies).getByText(/3 games together/));
  });
});

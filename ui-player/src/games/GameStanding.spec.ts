// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

const gamePath = '/api/vm/activities/g1';
const noReviews = on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } });
const fullGame = (waitlist: Record<string, unknown>) =>
  on('GET', gamePath, {
    body: {
      data: { ...makeGame({ isFull: true, totalParticipantCount: 10 }), waitlist: { count: 1, position: null, offer: null, ...waitlist } },
    },
  });
const bar = () => within(screen.getByTestId('primary-action'));

/**
 * The sticky action bar holds the page's one primary action (DESIGN.md "Game detail"); on a full
 * game that is the waitlist, not a dead "Game full" beside a button mid-page.
 */
describe('the action bar of a full game', () => {
  it('offers Join waitlist in the bar, once on the page, and queues with the waitlist call', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      noReviews,
      fullGame({}),
      on('PUT', `${gamePath}/waitlist`, { body: { message: 'success', data: { activityId: 'g1', position: 2 } } }),
    );
    renderAt('/games/g1');
    await screen.findByText('This game is full.', { exact: false });
    expect(bar().getByRole('button', { name: 'Join waitlist' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Join waitlist' })).toHaveLength(1);
    expect(screen.getByText('1 player waiting')).toBeTruthy();
    // The places in words, once: "10/10 · Game full", not "10/10 · Full · Game full".
    expect(screen.getByText('10/10 · Game full')).toBeTruthy();
    fireEvent.click(bar().getByRole('button', { name: 'Join waitlist' }));
    await screen.findByText("You are on the waitlist. We'll tell you when a place frees up.");
    expect(calls.some((c) => c.method === 'PUT' && c.path === `${gamePath}/waitlist`)).toBe(true);
  });

  it('shows the place in line in the bar with Leave waitlist, and no second button in the panel', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      noReviews,
      fullGame({ count: 2, position: 2 }),
      on('DELETE', `${gamePath}/waitlist`, { body: { message: 'success', data: { activityId: 'g1' } } }),
    );
    renderAt('/games/g1');
    await waitFor(() => expect(bar().getByText('You are 2nd in line')).toBeTruthy());
    expect(screen.getAllByRole('button', { name: 'Leave waitlist' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Join waitlist' })).toBeNull();
    fireEvent.click(bar().getByRole('button', { name: 'Leave waitlist' }));
    await screen.findByText('You have left the waitlist.');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${gamePath}/waitlist`)).toBe(true);
  });

  it('puts Accept of an offered place in the bar and leaves Decline to the panel', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      noReviews,
      fullGame({ position: 1, offer: { expiresAt: '2030-04-30T10:30:00Z' } }),
      on('PUT', `${gamePath}/waitlist/accept`, { body: { message: 'success', data: { activityId: 'g1', status: 'joined' } } }),
    );
    renderAt('/games/g1');
    await waitFor(() => expect(bar().getByText('A place is yours until 16:00')).toBeTruthy());
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'A place is yours' })).getByRole('button', { name: 'Decline' })).toBeTruthy();
    fireEvent.click(bar().getByRole('button', { name: 'Accept' }));
    await screen.findByText('You have joined this game!');
    expect(calls.some((c) => c.method === 'PUT' && c.path === `${gamePath}/waitlist/accept`)).toBe(true);
  });

  it('signed out, Join waitlist in the bar leads to sign-in and back to the game', async () => {
    fakeApi(fullGame({}));
    renderAt('/games/g1');
    fireEvent.click(await waitFor(() => bar().getByRole('button', { name: 'Join waitlist' })));
    await screen.findByLabelText('Country code');
    expect(JSON.parse(sessionStorage.getItem('sports.pendingJoin') ?? '{}')).toMatchObject({ activityId: 'g1', kind: 'waitlist' });
  });

  it('gives the host no waitlist button, only the queue', async () => {
    signedInAsAsha();
    const queue = [{ userId: 'u7', name: 'Ravi Kumar', joined: '2030-04-01T00:00:00Z', offerExpiresAt: null, position: 1 }];
    fakeApi(
      noReviews,
      on('GET', gamePath, {
        body: {
          data: {
            ...makeGame({ isFull: true, host: 'u1', hostandCoHost: ['u1'] }),
            waitlist: { count: 1, position: null, offer: null, queue },
          },
        },
      }),
    );
    renderAt('/games/g1');
    await screen.findByText('Ravi Kumar');
    expect(bar().getByText('You are hosting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join waitlist' })).toBeNull();
  });
});

describe('the action bar of a game that is over', () => {
  it("is where those who took part find 'Rate this game', once on the page", async () => {
    signedInAsAsha();
    const past = { date: '2020-05-01', duration: [{ from: '2020-05-01T07:00:00+05:30', to: '2020-05-01T08:30:00+05:30' }] };
    const joined = {
      participants: ['host1', 'u1'],
      participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true }), participant({ id: 'u1', name: 'Asha Player' })],
    };
    fakeApi(noReviews, on('GET', gamePath, { body: { data: makeGame({ ...past, ...joined }) } }));
    renderAt('/games/g1');
    await waitFor(() => expect(bar().getByRole('link', { name: 'Rate this game' }).getAttribute('href')).toBe('/rate/g1'));
    expect(bar().getByText('This game is over')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Rate this game' })).toHaveLength(1);
  });
});

describe("the focus after the player's place changes", () => {
  it('comes to the bar, which says the new place, when the Join button that had it is gone', async () => {
    signedInAsAsha();
    let joined = false;
    const open = makeGame();
    const withAsha = {
      ...open,
      totalParticipantCount: 2,
      participantDetail: [...open.participantDetail, participant({ id: 'u1', name: 'Asha Player' })],
    };
    fakeApi(
      noReviews,
      (call) =>
        call.method === 'PUT' && call.path === `${gamePath}/join`
          ? ((joined = true), { body: { message: 'success', data: { activityId: 'g1', status: 'joined' } } })
          : undefined,
      (call) => (call.method === 'GET' && call.path === gamePath ? { body: { data: joined ? withAsha : open } } : undefined),
    );
    renderAt('/games/g1');
    const join = await waitFor(() => bar().getByRole('button', { name: 'Join Now' }));
    join.focus();
    fireEvent.click(join);
    await screen.findByText('You have joined this game!');
    await waitFor(() => expect(bar().queryByRole('button', { name: 'Join Now' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('primary-action')));
  });

  it('stays where the player put it', async () => {
    signedInAsAsha();
    let joined = false;
    const open = makeGame();
    const withAsha = {
      ...open,
      totalParticipantCount: 2,
      participantDetail: [...open.participantDetail, participant({ id: 'u1', name: 'Asha Player' })],
    };
    fakeApi(
      noReviews,
      (call) =>
        call.method === 'PUT' && call.path === `${gamePath}/join`
          ? ((joined = true), { body: { message: 'success', data: { activityId: 'g1', status: 'joined' } } })
          : undefined,
      (call) => (call.method === 'GET' && call.path === gamePath ? { body: { data: joined ? withAsha : open } } : undefined),
    );
    renderAt('/games/g1');
    const join = await waitFor(() => bar().getByRole('button', { name: 'Join Now' }));
    const share = screen.getByRole('button', { name: 'Share' });
    fireEvent.click(join);
    share.focus();
    await waitFor(() => expect(bar().queryByRole('button', { name: 'Join Now' })).toBeNull());
    expect(document.activeElement).toBe(share);
  });
});

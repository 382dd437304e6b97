// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

describe('game detail', () => {
  it('shows the fields, participants with status and the hold reason', async () => {
    const game = makeGame({
      isOnHold: true,
      hold: { createdBy: 'host1', reason: 'Rain expected', created: '2030-04-02T00:00:00.000Z', responses: [] },
      participantDetail: [
        participant({ id: 'host1', name: 'Hari Host', isHost: true }),
        participant({ id: 'u5', name: 'Ravi Kumar', status: 'requested' }),
      ],
    });
    fakeApi(on('GET', '/api/vm/activities/g1', { body: { data: game } }));
    renderAt('/games/g1');
    await screen.findByRole('heading', { name: 'Morning Football' });
    // The hold note, and the primary action's place says why there is no Join.
    expect(screen.getAllByText('On hold: Rain expected')).toHaveLength(2);
    expect(screen.getByTestId('join-blocked').textContent).toBe('On hold: Rain expected');
    expect(screen.queryByRole('button', { name: 'Join Now' })).toBeNull();
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('Requested')).toBeTruthy();
    // Spec section 4 level words; the price and how it is paid.
    expect(screen.getByText('Amateur–Intermediate')).toBeTruthy();
    expect(screen.getByText('₹150 a player')).toBeTruthy();
    expect(screen.getByText(/^Wed 1 May · 07:00–08:30 \(1\sh\s30\)$/)).toBeTruthy();
  });

  it('offers Join Now on an open game, and says why not on a full or finished one; a participant of a finished game cannot leave', async () => {
    signedInAsAsha();
    const over = { date: '2020-05-01', duration: [{ from: '2020-05-01T07:00:00+05:30', to: '2020-05-01T08:30:00+05:30' }] };
    const joined = {
      participants: ['host1', 'u1'],
      participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true }), participant({ id: 'u1', name: 'Asha Player' })],
    };
    fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/vm/activities/open', {
        body: { data: makeGame({ activityId: 'open', location: { name: 'Marina Turf Arena', lat: 13.0003, lon: 80.2667 } }) },
      }),
      on('GET', '/api/vm/activities/full', { body: { data: makeGame({ activityId: 'full', isFull: true, isMatchFull: true }) } }),
      on('GET', '/api/vm/activities/done', { body: { data: makeGame({ activityId: 'done', ...over, ...joined }) } }),
    );
    renderAt('/games/open');
    await screen.findByRole('button', { name: 'Join Now' });
    expect(screen.getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=13.0003&mlon=80.2667#map=17/13.0003/80.2667',
    );
    cleanup();
    renderAt('/games/full');
    await screen.findByText('Match full · Game full', { exact: false });
    expect(screen.getByTestId('join-blocked').textContent).toBe('Match full');
    expect(screen.queryByRole('button', { name: 'Join Now' })).toBeNull();
    cleanup();
    renderAt('/games/done');
    await screen.findByText('This game is over');
    expect(screen.queryByRole('button', { name: 'Leave game' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join Now' })).toBeNull();
  });

  it('lets an invited player accept or decline', async () => {
    signedInAsAsha();
    const invited = {
      participantDetail: [
        participant({ id: 'host1', name: 'Hari Host', isHost: true }),
        participant({ id: 'u1', name: 'Asha Player', status: 'invited' }),
      ],
    };
    const calls = fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/vm/activities/g1', { body: { data: makeGame(invited) } }),
      on('PUT', '/api/vm/activities/g1/invitation/decline', { body: { message: 'success', data: { activityId: 'g1' } } }),
    );
    renderAt('/games/g1');
    await screen.findByRole('button', { name: 'Accept' });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await screen.findByText('You have declined the invitation');
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/vm/activities/g1/invitation/decline')).toBe(true);
  });

  it("links a past game to its 'Rating' panel (/rate/$activityId) for those who took part, and not an upcoming one or an outsider's", async () => {
    signedInAsAsha();
    const past = { date: '2020-05-01', duration: [{ from: '2020-05-01T07:00:00+05:30', to: '2020-05-01T08:30:00+05:30' }] };
    const joined = {
      participants: ['host1', 'u1'],
      participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true }), participant({ id: 'u1', name: 'Asha Player' })],
    };
    fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/vm/activities/played', { body: { data: makeGame({ activityId: 'played', ...past, ...joined }) } }),
      on('GET', '/api/vm/activities/coming', { body: { data: makeGame({ activityId: 'coming', ...joined }) } }),
      on('GET', '/api/vm/activities/others', { body: { data: makeGame({ activityId: 'others', name: 'Their game', ...past }) } }),
    );
    renderAt('/games/played');
    const rate = await screen.findByRole('link', { name: 'Rate this game' });
    expect(rate.getAttribute('href')).toBe('/rate/played');
    cleanup();
    renderAt('/games/coming');
    await screen.findByRole('button', { name: 'Leave game' });
    expect(screen.queryByRole('link', { name: 'Rate this game' })).toBeNull();
    cleanup();
    renderAt('/games/others');
    await screen.findByRole('heading', { name: 'Their game' });
    expect(screen.queryByRole('link', { name: 'Rate this game' })).toBeNull();
  });

  it('counts live viewers only before the game ends (UX review: a game that was over still said "1 live viewer")', async () => {
    const past = { date: '2020-05-01', duration: [{ from: '2020-05-01T07:00:00+05:30', to: '2020-05-01T08:30:00+05:30' }] };
    fakeApi(
      on('GET', '/api/vm/activities/coming', { body: { data: makeGame({ activityId: 'coming' }) } }),
      on('GET', '/api/vm/activities/played', { body: { data: makeGame({ activityId: 'played', name: 'Played game', ...past }) } }),
    );
    renderAt('/games/coming');
    expect((await screen.findByTestId('live-viewers')).textContent).toMatch(/live viewers?$/);
    cleanup();
    renderAt('/games/played');
    await screen.findByRole('heading', { name: 'Played game' });
    expect(screen.queryByTestId('live-viewers')).toBeNull();
  });

  it('says not found for an unknown game', async () => {
    fakeApi(on('GET', '/api/vm/activities/nope', problem(404, 'GAME_NOT_FOUND', 'No such game')));
    renderAt('/games/nope');
    await screen.findByText('This game was not found');
  });
});

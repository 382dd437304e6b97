// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
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
      participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true }), participant({ id: 'u5', name: 'Ravi Kumar', status: 'requested' })],
    });
    fakeApi(on('GET', '/api/vm/activities/g1', { body: { data: game } }));
    renderAt('/games/g1');
    await screen.findByText('On hold: Rain expected');
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('Requested')).toBeTruthy();
    expect(screen.getByText('AMT–INT')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Now' })).toBeTruthy();
  });

  it("links a past game to its 'Rating' panel (/rate/$activityId) for those who took part, and not an upcoming one or an outsider's", async () => {
    signedInAsAsha();
    const past = { date: '2020-05-01', duration: [{ from: '2020-05-01T07:00:00+05:30', to: '2020-05-01T08:30:00+05:30' }] };
    const joined = { participants: ['host1', 'u1'], participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true }), participant({ id: 'u1', name: 'Asha Player' })] };
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

  it('says not found for an unknown game', async () => {
    fakeApi(on('GET', '/api/vm/activities/nope', problem(404, 'GAME_NOT_FOUND', 'No such game')));
    renderAt('/games/nope');
    await screen.findByText('This game was not found');
  });
});

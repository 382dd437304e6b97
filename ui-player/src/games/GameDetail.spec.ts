// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';

setupAppHarness();

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

  it('says not found for an unknown game', async () => {
    fakeApi(on('GET', '/api/vm/activities/nope', problem(404, 'GAME_NOT_FOUND', 'No such game')));
    renderAt('/games/nope');
    await screen.findByText('This game was not found');
  });
});

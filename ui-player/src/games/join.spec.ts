// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listApi, on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();
const joinPath = '/api/vm/activities/g1/join';

describe('joining a game', () => {
  it('joins with the session token and an idempotency key, and toasts', async () => {
    const token = signedInAsAsha();
    const calls = fakeApi(...listApi, on('PUT', joinPath, { body: { message: 'success', data: { activityId: 'g1', status: 'joined' } } }));
    renderAt('/');
    await screen.findByText('Asha Player');
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now' }));
    await screen.findByText('You have joined this game!');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(put.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(put.body).toEqual({});
  });

  it('shows the failure toast when the join is refused', async () => {
    signedInAsAsha();
    fakeApi(...listApi, on('PUT', joinPath, problem(409, 'GAME_FULL', 'The game is full')));
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now' }));
    await screen.findByText('Failed to add participant!');
  });

  it('takes a visitor to sign in, back to the game, with the join remembered', async () => {
    fakeApi(...listApi);
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now' }));
    await screen.findByRole('button', { name: 'Send code' });
    expect(JSON.parse(sessionStorage.getItem('sports.pendingJoin')!)).toMatchObject({ activityId: 'g1' });
  });
});

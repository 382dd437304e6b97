// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoApi, listApi, on, renderAt, signInAsAsha, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';

setupAppHarness();
const joinPath = '/api/vm/activities/g1/join';

describe('joining a game', () => {
  it('signs in as a demo user, joins with the token and an idempotency key, and toasts', async () => {
    const calls = fakeApi(...demoApi, ...listApi, on('PUT', joinPath, { body: { message: 'success', data: { activityId: 'g1', status: 'joined' } } }));
    renderAt('/');
    await signInAsAsha();
    expect(JSON.parse(localStorage.getItem('sports.session') ?? '{}').state.accessToken).toBe('tok-u1');
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now' }));
    await screen.findByText('You have join this Game !');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('authorization')).toBe('Bearer tok-u1');
    expect(put.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(put.body).toEqual({});
  });

  it('shows the failure toast when the join is refused', async () => {
    fakeApi(...demoApi, ...listApi, on('PUT', joinPath, problem(409, 'GAME_FULL', 'The game is full')));
    renderAt('/');
    await signInAsAsha();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now' }));
    await screen.findByText('Failed to add participant !');
  });
});

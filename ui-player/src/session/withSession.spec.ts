// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listApi, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem, type Call } from '../test/fakeApi';
import { useSession } from './store';

setupAppHarness();

describe('a stale stored token', () => {
  it('ends the session and shows the list as a visitor', async () => {
    useSession.getState().signIn({ userId: 'u1', name: 'Asha Player', role: 'player' }, { accessToken: 'expired', refreshToken: 'r' });
    const rejectStale = (call: Call) => (call.headers.has('authorization') ? problem(401, 'UNAUTHENTICATED', 'Token expired') : undefined);
    fakeApi(rejectStale, ...listApi);
    renderAt('/');
    await screen.findByText('Morning Football');
    expect(useSession.getState().accessToken).toBeNull();
    expect(screen.getByText('Your session has ended, please sign in again')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { ACCESS_LIFETIME_MS, REFRESH_LIFETIME_MS, TOKEN_MARGIN_MS } from '@sports/shared-rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchGamePage } from '../games/api';
import { listApi, on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem, type Call } from '../test/fakeApi';
import { accessToken, signedInAsAsha } from '../test/tokens';
import { useToasts } from '../ui/toast/store';
import { useSession } from './store';

setupAppHarness();

const refreshPath = '/api/auth/token/refresh';
const listPath = '/api/vm/activities/suggested/0/9';
const dueForRefresh = ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS + 60_000;
const toastTexts = () => useToasts.getState().toasts.map((t) => t.text);
const bearer = (call: Call) => call.headers.get('authorization');

describe('refreshing the session (spec section 4)', () => {
  it('refreshes before the call when the token is due, and keeps the rotated refresh token', async () => {
    signedInAsAsha({ ageMs: dueForRefresh, refreshToken: 'ref-1' });
    const renewed = accessToken({ tag: 'renewed' });
    const calls = fakeApi(on('POST', refreshPath, { body: { accessToken: renewed, refreshToken: 'ref-2' } }), ...listApi);
    renderAt('/');
    await screen.findByText('Morning Football');
    expect(calls[0]).toMatchObject({ path: refreshPath, body: { refreshToken: 'ref-1' } });
    expect(bearer(calls.find((c) => c.path === listPath)!)).toBe(`Bearer ${renewed}`);
    expect(useSession.getState()).toMatchObject({ accessToken: renewed, refreshToken: 'ref-2' });
    expect(JSON.parse(localStorage.getItem('sports.session')!).state.refreshToken).toBe('ref-2');
  });

  it('does not refresh a token that is still fresh', async () => {
    const token = signedInAsAsha({ ageMs: ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS - 60_000 });
    const calls = fakeApi(...listApi);
    await fetchGamePage(listPath);
    expect(calls.map((c) => c.path)).toEqual([listPath]);
    expect(bearer(calls[0]!)).toBe(`Bearer ${token}`);
  });

  it('signs out when the server says the refresh token was reused', async () => {
    signedInAsAsha({ ageMs: dueForRefresh });
    const calls = fakeApi(on('POST', refreshPath, problem(401, 'REFRESH_TOKEN_REUSED', 'This refresh token was already used')), ...listApi);
    renderAt('/');
    await screen.findByText('Morning Football');
    expect(useSession.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
    expect(screen.getByText('Your session has ended, please sign in again')).toBeTruthy();
    expect(bearer(calls.find((c) => c.path === listPath)!)).toBeNull();
  });

  it('signs out without asking the server once the refresh lifetime is over', async () => {
    signedInAsAsha({ ageMs: REFRESH_LIFETIME_MS });
    const calls = fakeApi(...listApi);
    await fetchGamePage(listPath);
    expect(calls.map((c) => c.path)).toEqual([listPath]);
    expect(bearer(calls[0]!)).toBeNull();
    expect(useSession.getState().refreshToken).toBeNull();
    expect(toastTexts()).toEqual(['Your session has ended, please sign in again']);
  });

  it('answers a 401 with one refresh and one retry', async () => {
    const old = signedInAsAsha();
    const renewed = accessToken({ tag: 'renewed' });
    const rejectOld = (call: Call) =>
      bearer(call) === `Bearer ${old}` ? problem(401, 'UNAUTHENTICATED', 'The token is not valid') : undefined;
    const calls = fakeApi(rejectOld, on('POST', refreshPath, { body: { accessToken: renewed, refreshToken: 'ref-2' } }), ...listApi);
    const page = await fetchGamePage(listPath);
    expect(page.activities).toHaveLength(1);
    expect(calls.map((c) => [c.path, bearer(c)])).toEqual([
      [listPath, `Bearer ${old}`],
      [refreshPath, null],
      [listPath, `Bearer ${renewed}`],
    ]);
    expect(useSession.getState().refreshToken).toBe('ref-2');
  });

  it('shares one refresh between calls made together (a refresh token works once)', async () => {
    signedInAsAsha({ ageMs: dueForRefresh });
    const calls = fakeApi(
      on('POST', refreshPath, { body: { accessToken: accessToken({ tag: 'renewed' }), refreshToken: 'ref-2' } }),
      ...listApi,
    );
    await Promise.all([fetchGamePage(listPath), fetchGamePage(listPath)]);
    expect(calls.filter((c) => c.path === refreshPath)).toHaveLength(1);
  });

  it('ends a session whose token the server no longer accepts, and shows the list as a visitor', async () => {
    useSession.getState().signIn({ accessToken: accessToken(), refreshToken: 'r' });
    const rejectSigned = (call: Call) => (bearer(call) ? problem(401, 'UNAUTHENTICATED', 'Token expired') : undefined);
    fakeApi(rejectSigned, on('POST', refreshPath, problem(401, 'SESSION_REVOKED', 'This session has ended')), ...listApi);
    renderAt('/');
    await screen.findByText('Morning Football');
    expect(useSession.getState().accessToken).toBeNull();
    expect(screen.getByText('Your session has ended, please sign in again')).toBeTruthy();
  });
});

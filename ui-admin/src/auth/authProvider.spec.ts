// @vitest-environment jsdom
import { ACCESS_LIFETIME_MS, REFRESH_LIFETIME_MS, TOKEN_MARGIN_MS } from '@sports/shared-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminHttpClient } from '../api/adminHttp';
import { fakeApi, listReply, on, problem, type Call } from '../test/fakeApi';
import { accessToken, signedInAsManager, signedInWith, signedOut } from '../test/tokens';
import { NOT_STAFF_TEXT, authProvider } from './authProvider';
import { SESSION_KEY, currentSession, freshAccessToken } from './session';

const whatsappLogin = '/api/auth/account/phone/login';
const refreshPath = '/api/auth/token/refresh';
const logoutPath = '/api/auth/logout';
const stored = () => JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as { accessToken: string; refreshToken: string } | null;
const signedIn = (token: string, refreshToken = 'ref-1') => ({
  body: { status: 'signed_in', userId: 'u1', isNewUser: false, accessToken: token, refreshToken },
});

beforeEach(() => signedOut());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signedOut();
});

describe('login with a one-time code (spec section 7)', () => {
  it('signs a manager in with the code, keeps the tokens in memory and localStorage, and reads who they are from the token', async () => {
    const token = accessToken();
    const calls = fakeApi(on('POST', whatsappLogin, signedIn(token)));
    await authProvider.login({ phoneNumber: '9800000006', countryCode: '91', channel: 'whatsapp', code: '482913' });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', whatsappLogin, { phoneNumber: '9800000006', countryCode: '91', code: '482913' }],
    ]);
    expect(stored()).toEqual({ accessToken: token, refreshToken: 'ref-1' });
    expect(currentSession()).toEqual({ accessToken: token, refreshToken: 'ref-1' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 'demo-manager-vikram', fullName: 'Vikram Rao' });
    await expect(authProvider.getPermissions?.({})).resolves.toEqual({
      role: 'org_manager',
      scopeIds: ['org-marina-sports', 'org-marina-sports:manage'],
    });
  });

  it('turns a player away and ends the session the server just opened', async () => {
    const calls = fakeApi(
      on('POST', '/api/auth/account/sms/login', signedIn(accessToken({ role: 'player', scopeIds: [] }), 'ref-player')),
      on('POST', logoutPath, { body: { signedOut: true } }),
    );
    await expect(authProvider.login({ phoneNumber: '9800000001', countryCode: '91', channel: 'sms', code: '111111' })).rejects.toThrow(
      NOT_STAFF_TEXT,
    );
    expect(calls.find((c) => c.path === logoutPath)?.body).toEqual({ refreshToken: 'ref-player' });
    expect(stored()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('sends someone never signed in to the sign-in page without saying a session ended', async () => {
    expect(stored()).toBeNull();
    const refusal = await authProvider.checkAuth({}).then(
      () => null,
      (e: unknown) => e as { message: unknown },
    );
    expect(refusal?.message).toBe(false); // react-admin shows no notification for it
  });

  it('passes the server’s refusal of a wrong code on, signed out', async () => {
    fakeApi(on('POST', whatsappLogin, problem(401, 'OTP_INVALID', 'That code is not right; 4 tries left')));
    await expect(authProvider.login({ phoneNumber: '9800000006', countryCode: '91', channel: 'whatsapp', code: '000000' })).rejects.toThrow(
      'That code is not right; 4 tries left',
    );
    expect(stored()).toBeNull();
  });

  it("logs out on the server too, with the manager's access token, and forgets the tokens", async () => {
    const token = signedInAsManager({ refreshToken: 'ref-out' });
    const calls = fakeApi(on('POST', logoutPath, { body: { signedOut: true } }));
    await authProvider.logout({});
    // docs/security.md "Logout ends only the caller's own session": the server refuses it without the access token.
    expect(calls.map((c) => [c.path, c.body, c.authorization])).toEqual([[logoutPath, { refreshToken: 'ref-out' }, `Bearer ${token}`]]);
    expect(stored()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });
});

describe('token refresh (spec section 4 session states)', () => {
  it('sends the stored token while it is fresh, and the bearer header on admin API calls', async () => {
    const token = signedInAsManager({ ageMs: 10 * 60_000 });
    const calls = fakeApi(on('GET', '/admin-api/orders', listReply('orders', [])));
    await adminHttpClient('/admin-api/orders');
    expect(calls.map((c) => [c.path, c.authorization])).toEqual([['/admin-api/orders', `Bearer ${token}`]]);
  });

  it('refreshes once a refresh is required, once for concurrent requests (a refresh token is spent on use)', async () => {
    signedInAsManager({ ageMs: ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS + 1_000, refreshToken: 'ref-old' });
    const renewed = accessToken({ tag: 'renewed' });
    const calls = fakeApi(
      on('POST', refreshPath, { body: { accessToken: renewed, refreshToken: 'ref-new' } }),
      on('GET', '/admin-api/orders', listReply('orders', [])),
    );
    await Promise.all([adminHttpClient('/admin-api/orders'), adminHttpClient('/admin-api/orders'), authProvider.checkAuth({})]);
    const refreshes = calls.filter((c) => c.path === refreshPath);
    expect(refreshes.map((c) => c.body)).toEqual([{ refreshToken: 'ref-old' }]);
    expect(calls.filter((c) => c.path === '/admin-api/orders').map((c) => c.authorization)).toEqual([
      `Bearer ${renewed}`,
      `Bearer ${renewed}`,
    ]);
    expect(stored()).toEqual({ accessToken: renewed, refreshToken: 'ref-new' });
  });

  it('refreshes ahead of need on a timer, 50 minutes after issue, without any request asking', async () => {
    const issued = Date.UTC(2030, 0, 1);
    vi.useFakeTimers({ now: issued, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signedInAsManager({ refreshToken: 'ref-1' });
    const renewed = accessToken({ issuedAtMs: issued + ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS, tag: 'renewed' });
    const calls = fakeApi(on('POST', refreshPath, { body: { accessToken: renewed, refreshToken: 'ref-2' } }));
    await freshAccessToken(); // loads the stored session, which starts the timer
    await vi.advanceTimersByTimeAsync(ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS - 1_000);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.map((c: Call) => c.body)).toEqual([{ refreshToken: 'ref-1' }]);
    expect(stored()).toEqual({ accessToken: renewed, refreshToken: 'ref-2' });
  });

  it('ends a session past its refresh lifetime without asking the server', async () => {
    signedInAsManager({ ageMs: REFRESH_LIFETIME_MS });
    const calls = fakeApi();
    await expect(authProvider.checkAuth({})).rejects.toThrow('Your session has ended');
    expect(calls).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('signs out when the server says the refresh token was already used', async () => {
    signedInAsManager({ ageMs: ACCESS_LIFETIME_MS });
    fakeApi(on('POST', refreshPath, problem(401, 'REFRESH_TOKEN_REUSED')));
    await expect(authProvider.checkAuth({})).rejects.toThrow('Your session has ended');
    expect(stored()).toBeNull();
  });

  it('keeps the session when the server cannot be reached for a due refresh', async () => {
    const token = signedInAsManager({ ageMs: ACCESS_LIFETIME_MS });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(freshAccessToken()).rejects.toThrow('Failed to fetch');
    expect(stored()?.accessToken).toBe(token);
  });
});

describe('errors from the admin API', () => {
  it('401: signs out', async () => {
    signedInAsManager();
    fakeApi(on('GET', '/admin-api/orders', problem(401, 'UNAUTHENTICATED', 'The token has expired')));
    const error = await adminHttpClient('/admin-api/orders').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    await expect(authProvider.checkError(error)).rejects.toThrow();
    expect(stored()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('403: stays signed in, with a message that says why', async () => {
    const token = signedInAsManager();
    fakeApi(on('GET', '/admin-api/games', problem(403, 'FORBIDDEN', 'Only platform operators may list games')));
    const error = await adminHttpClient('/admin-api/games').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      message: 'Your role does not give you access to this (Only platform operators may list games).',
    });
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(stored()?.accessToken).toBe(token);
  });
});

describe('canAccess (UX review at 375 px: a platform-only list is not an empty list for a manager)', () => {
  it('opens platform-scoped resources to platform operators only, every other resource to all staff', async () => {
    signedInAsManager();
    const canAccess = (resource: string) => authProvider.canAccess!({ action: 'list', resource });
    await expect(canAccess('users')).resolves.toBe(false);
    // Games: those at their venues (docs/roles.md).
    await expect(canAccess('games')).resolves.toBe(true);
    await expect(canAccess('orders')).resolves.toBe(true);
    await expect(canAccess('sessions')).resolves.toBe(true);
    signedInWith({ role: 'admin', scopeIds: [] });
    await expect(canAccess('users')).resolves.toBe(true);
  });
});

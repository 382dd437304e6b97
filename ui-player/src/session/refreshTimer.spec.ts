// @vitest-environment jsdom
import { ACCESS_LIFETIME_MS, REFRESH_LIFETIME_MS, TOKEN_MARGIN_MS } from '@sports/shared-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { accessToken, signedInAsAsha } from '../test/tokens';
import { MAX_TIMER_MS, cappedDelay, nextSessionCheck, startSessionRefresh } from './refreshTimer';
import { useSession } from './store';

const refreshPath = '/api/auth/token/refresh';
const issued = Date.UTC(2030, 0, 1);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  localStorage.clear();
});

describe('when the session needs attention (spec section 4)', () => {
  const token = accessToken({ issuedAtMs: issued });
  it('refreshes at the access lifetime minus the margin, at once when due, and expires after the refresh lifetime', () => {
    expect(nextSessionCheck(token, issued + 1_000)).toEqual({ action: 'refresh', atMs: issued + ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS });
    const due = issued + ACCESS_LIFETIME_MS;
    expect(nextSessionCheck(token, due)).toEqual({ action: 'refresh', atMs: due });
    const over = issued + REFRESH_LIFETIME_MS - TOKEN_MARGIN_MS;
    expect(nextSessionCheck(token, over)).toEqual({ action: 'expire', atMs: over });
    expect(nextSessionCheck(null, issued)).toBeNull();
    expect(nextSessionCheck('not-a-token', issued)).toBeNull();
  });

  it('never waits more than one day at a time (spec section 9)', () => {
    expect(MAX_TIMER_MS).toBe(24 * 60 * 60 * 1000);
    expect(cappedDelay(issued + 50 * 60_000, issued)).toBe(50 * 60_000);
    expect(cappedDelay(issued + REFRESH_LIFETIME_MS, issued)).toBe(MAX_TIMER_MS);
    expect(cappedDelay(issued - 5, issued)).toBe(0);
  });
});

describe('the refresh timer', () => {
  it('refreshes a fresh session 50 minutes after issue without any request asking', async () => {
    vi.useFakeTimers({ now: issued, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signedInAsAsha({ refreshToken: 'ref-1' });
    const renewed = accessToken({ issuedAtMs: issued + 50 * 60_000, tag: 'renewed' });
    const calls = fakeApi(on('POST', refreshPath, { body: { accessToken: renewed, refreshToken: 'ref-2' } }));
    const stop = startSessionRefresh();
    await vi.advanceTimersByTimeAsync(ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS - 1_000);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.map((c) => c.path)).toEqual([refreshPath]);
    expect(useSession.getState()).toMatchObject({ accessToken: renewed, refreshToken: 'ref-2' });
    // The new token is watched in turn: the next refresh is 50 minutes later.
    await vi.advanceTimersByTimeAsync(ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS - 1_000);
    expect(calls).toHaveLength(1);
    stop();
  });

  it('ends a session that reaches its refresh lifetime while the server stays unreachable, never waiting more than a day', async () => {
    vi.useFakeTimers({ now: issued, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const token = accessToken({ issuedAtMs: issued - REFRESH_LIFETIME_MS + TOKEN_MARGIN_MS + 2 * MAX_TIMER_MS });
    useSession.getState().signIn({ accessToken: token, refreshToken: 'ref-1' });
    // Refresh is due now, but the server is unreachable: the session is kept and retried.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const stop = startSessionRefresh();
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS);
    expect(useSession.getState().accessToken).toBe(token);
    for (const [, delay] of timeouts.mock.calls) expect(delay ?? 0).toBeLessThanOrEqual(MAX_TIMER_MS);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS + 60_000);
    expect(useSession.getState().user).toBeNull();
    stop();
  });
});

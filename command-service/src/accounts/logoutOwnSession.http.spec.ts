import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * docs/security.md "Logout ends only the caller's own session": POST /api/auth/logout needs the
 * caller's access token, and ends only a session of the caller's own. Another user's refresh
 * token is 403 NOT_YOUR_SESSION (docs/adr/0116-logout-own-session.md says why 403, not 401 or 404), and that
 * session lives on.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
});
afterAll(() => platform.close());

type Pair = { accessToken: string; refreshToken: string };
const signIn = async (userId: string): Promise<Pair> =>
  (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))) as unknown as Pair;
const logout = (refreshToken: string, accessToken?: string) =>
  platform.request('POST', '/api/auth/logout', { token: accessToken, body: { refreshToken } });
const refresh = (refreshToken: string) => platform.request('POST', '/api/auth/token/refresh', { body: { refreshToken } });
const me = (accessToken: string) => platform.request('GET', '/api/user/', { token: accessToken });

/** The session still works: its access token reads, its refresh token rotates. */
const expectLive = async (pair: Pair) => {
  expect((await me(pair.accessToken)).status).toBe(200);
  expect((await refresh(pair.refreshToken)).status).toBe(200);
};

describe("logout ends only the caller's own session", () => {
  it("refuses another user's refresh token with 403 NOT_YOUR_SESSION and leaves that session live", async () => {
    const a = await signIn('logout-a');
    const b = await signIn('logout-b');
    await platform.settle();
    await expectProblem(await logout(b.refreshToken, a.accessToken), 403, 'NOT_YOUR_SESSION', 'refreshToken');
    await expectLive(b);
    // The caller's own session is not touched either.
    expect((await me(a.accessToken)).status).toBe(200);
  });

  it('refuses a logout without an access token with 401 UNAUTHENTICATED, ending nothing', async () => {
    const b = await signIn('logout-c');
    await platform.settle();
    await expectProblem(await logout(b.refreshToken), 401, 'UNAUTHENTICATED', 'Authorization');
    await expectLive(b);
  });

  it("ends the caller's own session, and another session of the same user from this one", async () => {
    const phone = await signIn('logout-d');
    const laptop = await signIn('logout-d');
    await platform.settle();
    expect((await logout(laptop.refreshToken, phone.accessToken)).status).toBe(200);
    await expectProblem(await refresh(laptop.refreshToken), 401, 'SESSION_REVOKED', 'refreshToken');
    await expectProblem(await me(laptop.accessToken), 401, 'SESSION_REVOKED', 'Authorization');
    expect((await logout(phone.refreshToken, phone.accessToken)).status).toBe(200);
    await expectProblem(await me(phone.accessToken), 401, 'SESSION_REVOKED', 'Authorization');
  });
});

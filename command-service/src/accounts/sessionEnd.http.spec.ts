import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * An access token is refused once its session has ended (logout, or revocation
 * when a spent refresh token comes back), not only when it expires: 401 SESSION_REVOKED.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
});
afterAll(() => platform.close());

const post = (path: string, body: unknown) => platform.request('POST', path, { body });
const me = (token: string) => platform.request('GET', '/api/user/', { token });

const signIn = async (phone: string) => {
  expect((await post('/api/auth/account/phone/login', { phoneNumber: phone })).status).toBe(200);
  const messages = (await json(await platform.request('GET', `/api/dev/outbox?to=${phone}`))) as unknown as Array<{ text: string }>;
  const code = /(\d{6})/.exec(messages[0]?.text ?? '')?.[1];
  const reply = await post('/api/auth/account/phone/login', { phoneNumber: phone, code });
  expect(reply.status).toBe(200);
  await platform.settle(); // the new user's profile is in the read model
  return (await json(reply)) as { accessToken: string; refreshToken: string };
};

describe('access tokens of an ended session', () => {
  it('are refused after logout, on reads and on commands, while another session of the same user lives on', async () => {
    const a = await signIn('9811100050');
    platform.setNow('2026-11-20T10:01:00.000Z'); // one code per number every 30 s
    const b = await signIn('9811100050');
    expect((await me(a.accessToken)).status).toBe(200);
    expect(
      (await platform.request('POST', '/api/auth/logout', { token: a.accessToken, body: { refreshToken: a.refreshToken } })).status,
    ).toBe(200);
    await expectProblem(await me(a.accessToken), 401, 'SESSION_REVOKED', 'Authorization');
    const before = await platform.eventCount();
    await expectProblem(
      await platform.request('PUT', '/api/user/basic', { token: a.accessToken, body: { firstName: 'Ravi' } }),
      401,
      'SESSION_REVOKED',
      'Authorization',
    );
    expect(await platform.eventCount()).toBe(before);
    expect((await me(b.accessToken)).status).toBe(200);
  });

  it('are refused after the session is revoked because a spent refresh token came back', async () => {
    const first = await signIn('9811100051');
    const rotated = (await json(await post('/api/auth/token/refresh', { refreshToken: first.refreshToken }))) as {
      accessToken: string;
      refreshToken: string;
    };
    expect([(await me(first.accessToken)).status, (await me(rotated.accessToken)).status]).toEqual([200, 200]);
    await expectProblem(await post('/api/auth/token/refresh', { refreshToken: first.refreshToken }), 401, 'REFRESH_TOKEN_REUSED');
    await expectProblem(await me(first.accessToken), 401, 'SESSION_REVOKED', 'Authorization');
    await expectProblem(await me(rotated.accessToken), 401, 'SESSION_REVOKED', 'Authorization');
  });
});

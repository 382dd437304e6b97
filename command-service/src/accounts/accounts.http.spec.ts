import { afterEach, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/** One-time-code login (spec section 7 paths), refresh rotation, shield tokens. */
const SHIELD = 's'.repeat(40);
let platform: TestPlatform;
const start = async (env: Record<string, string> = {}) => {
  platform = await startTestStack({ now: '2026-11-20T10:00:00.000Z', env: { SHIELD_SERVER_TOKEN: SHIELD, ...env } });
  return platform;
};
afterEach(() => platform?.close());

const WHATSAPP = '/api/auth/account/phone/login';
const SMS = '/api/auth/account/sms/login';
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => platform.request('POST', path, { body, headers });
const later = (ms: number) => platform.setNow(new Date(Date.parse('2026-11-20T10:00:00.000Z') + ms).toISOString());

/** The newest code sent to this number, read from the development outbox. */
const lastCode = async (phone: string) => {
  const messages = await json(await platform.request('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`));
  const text = (messages as Array<{ text: string }>)[0]?.text ?? '';
  return /(\d{6})/.exec(text)?.[1] ?? '';
};

const signIn = async (phone: string, path = WHATSAPP) => {
  expect((await post(path, { phoneNumber: phone })).status).toBe(200);
  const response = await post(path, { phoneNumber: phone, code: await lastCode(phone) });
  expect(response.status).toBe(200);
  return json(response);
};

describe('one-time-code login', () => {
  it('signs a new phone number in through the WhatsApp outbox, creating the user once', async () => {
    await start();
    const sent = await json(await post(WHATSAPP, { phoneNumber: '98123 45678' }));
    expect(sent).toEqual({ status: 'code_sent', channel: 'whatsapp', to: '+91••••••5678', expiresInSeconds: 600 });
    const outbox = await json(await platform.request('GET', '/api/dev/outbox?to=9812345678'));
    expect(outbox[0]).toMatchObject({ to: '+919812345678', channel: 'whatsapp' });

    const created = await post(WHATSAPP, { phoneNumber: '9812345678', code: await lastCode('9812345678') });
    // The new user's registration is in the log: the reply names its position for the first reads to wait for.
    expect(created.headers.get('x-log-position')).toMatch(/^\d+$/);
    const first = await json(created);
    expect(first).toMatchObject({
      status: 'signed_in',
      isNewUser: true,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    // The token works on a protected command.
    expect((await createGame(platform, first.accessToken)).response.status).toBe(201);

    later(60_000);
    await post(SMS, { phoneNumber: '+919812345678' });
    const returning = await post(SMS, { phoneNumber: '+919812345678', code: await lastCode('+919812345678') });
    expect(await json(returning)).toMatchObject({ status: 'signed_in', isNewUser: false, userId: first.userId });
    // Nothing was appended for a returning player, so there is no position to wait for (README "x-log-position").
    expect(returning.headers.get('x-log-position')).toBeNull();
  });

  it('never writes a code into the event log', async () => {
    await start();
    await post(SMS, { phoneNumber: '9800011111' });
    const code = await lastCode('9800011111');
    await post(SMS, { phoneNumber: '9800011111', code });
    const events = await platform.eventStore.readAll({ after: null, maxCount: 1000 });
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events.map((e) => [e.data, e.metadata]))).not.toContain(code);
  });

  it('spends a code once, and a new send replaces the old code', async () => {
    await start();
    const phone = '9800022222';
    await post(SMS, { phoneNumber: phone });
    const old = await lastCode(phone);
    later(31_000);
    await post(SMS, { phoneNumber: phone });
    const fresh = await lastCode(phone);
    if (old !== fresh) await expectProblem(await post(SMS, { phoneNumber: phone, code: old }), 401, 'OTP_INVALID', 'code');
    expect((await post(SMS, { phoneNumber: phone, code: fresh })).status).toBe(200);
    await expectProblem(await post(SMS, { phoneNumber: phone, code: fresh }), 401, 'OTP_INVALID', 'code');
  });

  it('expires a code after 10 minutes', async () => {
    await start();
    await post(SMS, { phoneNumber: '9800033333' });
    const code = await lastCode('9800033333');
    later(10 * 60_000 + 1);
    await expectProblem(await post(SMS, { phoneNumber: '9800033333', code }), 401, 'OTP_EXPIRED', 'code');
  });

  it('stops brute force: five wrong tries burn the code, even the right one fails after', async () => {
    await start();
    const phone = '9800044444';
    await post(WHATSAPP, { phoneNumber: phone });
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) await expectProblem(await post(WHATSAPP, { phoneNumber: phone, code: wrong }), 401, 'OTP_INVALID', 'code');
    await expectProblem(await post(WHATSAPP, { phoneNumber: phone, code: wrong }), 429, 'OTP_ATTEMPTS_EXCEEDED', 'code');
    await expectProblem(await post(WHATSAPP, { phoneNumber: phone, code }), 401, 'OTP_INVALID', 'code');
  });

  it('rate-limits sends per number (30 s apart, 5 an hour) and per client address (20 an hour)', async () => {
    await start();
    const phone = '9800055555';
    expect((await post(SMS, { phoneNumber: phone })).status).toBe(200);
    await expectProblem(await post(SMS, { phoneNumber: phone }), 429, 'RATE_LIMITED', 'phoneNumber');
    for (let i = 1; i <= 4; i++) {
      later(i * 31_000);
      expect((await post(SMS, { phoneNumber: phone })).status).toBe(200);
    }
    later(5 * 31_000);
    await expectProblem(await post(SMS, { phoneNumber: phone }), 429, 'RATE_LIMITED', 'phoneNumber');
    later(61 * 60_000 + 5 * 31_000);
    expect((await post(SMS, { phoneNumber: phone })).status).toBe(200);

    // 20 different numbers from one address, then the 21st is refused (app.request has no socket: one shared address).
    for (let i = 0; i < 19; i++) expect((await post(SMS, { phoneNumber: `97000000${String(i).padStart(2, '0')}` })).status).toBe(200);
    await expectProblem(await post(SMS, { phoneNumber: '9700000099' }), 429, 'RATE_LIMITED');
  });

  it('keys the address limit on X-Forwarded-For only behind a trusted proxy', async () => {
    await start({ TRUST_PROXY: 'true' });
    for (let i = 0; i < 20; i++)
      expect((await post(SMS, { phoneNumber: `96000000${String(i).padStart(2, '0')}` }, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(
        200,
      );
    await expectProblem(await post(SMS, { phoneNumber: '9600000099' }, { 'x-forwarded-for': '203.0.113.9' }), 429, 'RATE_LIMITED');
    expect((await post(SMS, { phoneNumber: '9600000099' }, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(200);
  });

  it('refuses bad input with a problem naming the field, storing nothing', async () => {
    await start();
    const before = await platform.eventCount();
    await expectProblem(await post(SMS, { phoneNumber: 'call me maybe' }), 400, 'VALIDATION_FAILED', 'phoneNumber');
    await expectProblem(await post(SMS, { phoneNumber: '12' }), 400, 'VALIDATION_FAILED', 'phoneNumber');
    await expectProblem(await post(SMS, { phoneNumber: '9800066666', code: '12ab' }), 400, 'VALIDATION_FAILED', 'code');
    await expectProblem(await post(SMS, { phoneNumber: '9800066666', userId: 'admin' }), 400, 'VALIDATION_FAILED', 'userId');
    await expectProblem(await post(SMS, { phoneNumber: '9800066666', countryCode: '+91' }), 400, 'VALIDATION_FAILED', 'countryCode');
    await expectProblem(
      await platform.request('POST', SMS, { rawBody: '{"phoneNumber":', headers: { 'content-type': 'application/json' } }),
      400,
      'MALFORMED_JSON',
      'body',
    );
    await expectProblem(await post(SMS, { phoneNumber: '9800066666', code: '123456' }), 401, 'OTP_INVALID', 'code');
    expect(await platform.eventCount()).toBe(before);
    expect(await lastCode('9800066666')).toBe('');
  });
});

describe('sessions', () => {
  it('rotates refresh tokens, and reuse of a spent one ends the whole session', async () => {
    await start();
    const { refreshToken: first } = await signIn('9811100000');
    const second = await json(await post('/api/auth/token/refresh', { refreshToken: first }));
    expect(second).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(second.refreshToken).not.toBe(first);
    const third = await json(await post('/api/auth/token/refresh', { refreshToken: second.refreshToken }));

    await expectProblem(await post('/api/auth/token/refresh', { refreshToken: first }), 401, 'REFRESH_TOKEN_REUSED', 'refreshToken');
    await expectProblem(
      await post('/api/auth/token/refresh', { refreshToken: third.refreshToken }),
      401,
      'SESSION_REVOKED',
      'refreshToken',
    );
  });

  it('signs out: the session cannot be refreshed any more; other sessions live on', async () => {
    await start();
    const a = await signIn('9811100001');
    later(31_000);
    const b = await signIn('9811100001');
    expect((await post('/api/auth/logout', { refreshToken: a.refreshToken }, { authorization: `Bearer ${a.accessToken}` })).status).toBe(
      200,
    );
    await expectProblem(await post('/api/auth/token/refresh', { refreshToken: a.refreshToken }), 401, 'SESSION_REVOKED');
    expect((await post('/api/auth/token/refresh', { refreshToken: b.refreshToken })).status).toBe(200);
  });

  it('refuses an access token as a refresh token, and a forged one', async () => {
    await start();
    const { accessToken, refreshToken } = await signIn('9811100002');
    await expectProblem(await post('/api/auth/token/refresh', { refreshToken: accessToken }), 401, 'UNAUTHENTICATED', 'refreshToken');
    const [header, payload] = refreshToken.split('.');
    await expectProblem(
      await post('/api/auth/token/refresh', { refreshToken: `${header}.${payload}.AAAA` }),
      401,
      'UNAUTHENTICATED',
      'refreshToken',
    );
  });

  it('development tokens are sessions too: they refresh', async () => {
    await start();
    const dev = await json(await post('/api/dev/token', { userId: 'dev-user' }));
    expect((await post('/api/auth/token/refresh', { refreshToken: dev.refreshToken })).status).toBe(200);
  });
});

describe('POST /api/shield/token (spec section 7)', () => {
  it('exchanges the server token for the tokens of the user behind a phone number or e-mail', async () => {
    await start();
    const otp = await signIn('9822200000');
    const byPhone = await json(await post('/api/shield/token', { serverToken: SHIELD, phoneNumber: '9822200000' }));
    expect(byPhone).toMatchObject({ userId: otp.userId, type: 'external', accessToken: expect.any(String) });
    const byEmail = await json(await post('/api/shield/token', { serverToken: SHIELD, email: 'Asha@Example.com', type: 'external' }));
    const again = await json(await post('/api/shield/token', { serverToken: SHIELD, email: 'asha@example.com' }));
    expect(again.userId).toBe(byEmail.userId);
    expect(byEmail.userId).not.toBe(otp.userId);
    await platform.settle();
    const accounts = await json(await platform.request('GET', '/api/user/accounts', { token: byEmail.accessToken }));
    expect(JSON.stringify(accounts)).toContain('"email":"asha@example.com","isPrimary":true,"verified":true');
  });

  it('refuses a wrong server token, a missing contact and type internal with a contact', async () => {
    await start();
    await expectProblem(
      await post('/api/shield/token', { serverToken: 'nope', phoneNumber: '9822200001' }),
      401,
      'UNAUTHENTICATED',
      'serverToken',
    );
    await expectProblem(await post('/api/shield/token', { serverToken: SHIELD }), 400, 'VALIDATION_FAILED', 'phoneNumber');
    await expectProblem(
      await post('/api/shield/token', { serverToken: SHIELD, phoneNumber: '9822200001', type: 'internal' }),
      400,
      'VALIDATION_FAILED',
      'type',
    );
  });

  it('is closed when no server token is configured', async () => {
    platform = await startTestStack();
    await expectProblem(
      await post('/api/shield/token', { serverToken: SHIELD, phoneNumber: '9822200002' }),
      401,
      'UNAUTHENTICATED',
      'serverToken',
    );
  });
});

describe('demo users', () => {
  it('sign in with their phone numbers', async () => {
    platform = await startTestStack({ env: { DEMO_DATA: 'true' } });
    const accounts = await json(await platform.request('GET', '/api/dev/demo-accounts'));
    const priya = (accounts as Array<{ userId: string; phone: string }>)[0]!;
    expect(await signIn(priya.phone)).toMatchObject({ userId: priya.userId, isNewUser: false });
  });
});

describe('sign-in and sessions, end to end', () => {
  it('a new number signs in through the dev outbox, refreshes, and completes its profile', async () => {
    await start();
    const signedIn = await signIn('+919833344455', SMS);
    expect(signedIn).toMatchObject({ isNewUser: true });
    const { accessToken } = await json(await post('/api/auth/token/refresh', { refreshToken: signedIn.refreshToken }));
    const me = () => platform.request('GET', '/api/user/', { token: accessToken }).then(json);

    await platform.settle();
    expect((await me()).data).toMatchObject({ id: signedIn.userId, isProfileCompleted: false, phone: '+919833344455' });
    // Spec section 3: complete with firstName, shortId (given at registration), gender and a location.
    const update = await platform.request('PUT', '/api/user/basic', {
      token: accessToken,
      body: { firstName: 'Lakshmi', gender: 'female', locations: [{ name: 'Adyar, Chennai', lat: 13.0, lon: 80.25 }] },
    });
    expect(update.status).toBe(200);
    await platform.settle();
    expect((await me()).data).toMatchObject({
      firstName: 'Lakshmi',
      gender: 'female',
      isProfileCompleted: true,
      shortId: expect.any(String),
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import { UserDirectory, userDecider } from '@sports/command-service';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * A player moves their account to another phone number (docs/security.md "Changing the phone
 * number"): a code by SMS to the new number, then the move. Numbers are typed with the default
 * country code 91 (spec section 9, "Default contact country code 91").
 */
const START = '2026-11-20T10:00:00.000Z';
const SMS = '/api/auth/account/sms/login';
const OTP = '/api/vm/users/me/phone/otp';
const CHANGE = '/api/vm/users/me/phone';

let platform: TestPlatform;
const start = async () => {
  // Each player asks from an address of its own, as phones do (the send limits are per number and address).
  platform = await startTestStack({ now: START, env: { TRUST_PROXY: 'true' } });
};
afterEach(() => platform?.close());
const later = (ms: number) => platform.setNow(new Date(Date.parse(START) + ms).toISOString());

interface Player {
  userId: string;
  token: string;
  address: string;
}

const post = (path: string, body: unknown, who?: Pick<Player, 'token' | 'address'>) =>
  platform.request('POST', path, { token: who?.token, body, headers: { 'x-forwarded-for': who?.address ?? '203.0.113.200' } });

const outboxOf = async (phone: string) =>
  (await json(await platform.request('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`))) as unknown as Array<{
    to: string;
    channel: string;
    text: string;
  }>;
/** The newest code sent to this number (the development outbox). */
const lastCode = async (phone: string) => /(\d{6})/.exec((await outboxOf(phone))[0]?.text ?? '')?.[1] ?? '';
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Signs a number in by SMS code from this address. */
const signIn = async (phone: string, address: string) => {
  expect((await post(SMS, { phoneNumber: phone }, { token: '', address })).status).toBe(200);
  const reply = await json(await post(SMS, { phoneNumber: phone, code: await lastCode(phone) }, { token: '', address }));
  expect(reply.status).toBe('signed_in');
  return reply as { userId: string; accessToken: string; isNewUser: boolean };
};
const player = async (phone: string, address: string): Promise<Player> => {
  const signed = await signIn(phone, address);
  return { userId: signed.userId, token: signed.accessToken, address };
};

const myProfile = async (who: Player) =>
  (await json(await platform.request('GET', '/api/user/', { token: who.token }))).data as { id: string; phone: string | null };
const userEvents = async (userId: string) => (await platform.eventStore.readStream(`user-${userId}`)).map((e) => e.type);

/** Asks for a code to the new number and returns it. */
const askCode = async (who: Player, phone: string) => {
  const sent = await post(OTP, { phone }, who);
  expect([sent.status, await json(sent)]).toEqual([
    200,
    { status: 'code_sent', channel: 'sms', to: `+91••••••${phone.slice(-4)}`, expiresInSeconds: 600 },
  ]);
  return lastCode(`+91${phone}`);
};

describe('changing the phone number', () => {
  it('moves the sign-in: the old number no longer signs in to the account, the new one does, and the profile and back office show it', async () => {
    await start();
    const meera = await player('9810000001', '203.0.113.1');
    expect((await platform.request('PUT', '/api/user/basic', { token: meera.token, body: { firstName: 'Meera' } })).status).toBe(200);
    const code = await askCode(meera, '98100 00002');
    expect((await outboxOf('+919810000002'))[0]).toMatchObject({
      channel: 'sms',
      text: expect.stringContaining('is your code to sign in with this number from now on'),
    });

    const moved = await post(CHANGE, { phone: '98100 00002', code }, meera);
    expect([moved.status, await json(moved)]).toEqual([
      200,
      { message: 'success', data: { userId: meera.userId, phone: '+919810000002', previousPhone: '+919810000001' } },
    ]);
    expect(await userEvents(meera.userId)).toContain('PhoneNumberChanged');
    // The old number hears of it (a stolen session cannot move the account in silence).
    expect((await outboxOf('+919810000001'))[0]?.text).toBe(
      'Your account now signs in with +91••••••0002; this number no longer does. If you did not change it, contact support.',
    );

    await platform.settle();
    expect(await myProfile(meera)).toMatchObject({ id: meera.userId, phone: '+919810000002', firstName: 'Meera' });
    expect((await json(await platform.request('GET', '/api/user/accounts', { token: meera.token }))).data.mobiles).toEqual([
      { mobile: '+919810000002', isPrimary: true, verified: true },
    ]);
    const adminToken = (await platform.tokens.issue({ userId: 'phone-admin', name: 'Admin', role: 'admin', scopeIds: [] })).accessToken;
    expect(await json(await platform.request('GET', `/admin-api/users/${meera.userId}`, { token: adminToken }))).toMatchObject({
      id: meera.userId,
      phone: '+919810000002',
    });

    // At once, from the same phone: the change code's send does not hold back a sign-in code (resends are paced per kind).
    const withNew = await signIn('9810000002', '203.0.113.1');
    expect([withNew.userId, withNew.isNewUser]).toEqual([meera.userId, false]);
    // The old number is free: whoever holds it now gets an account of their own, never Meera's.
    const withOld = await signIn('9810000001', '203.0.113.9');
    expect(withOld.isNewUser).toBe(true);
    expect(withOld.userId).not.toBe(meera.userId);
    // Meera's session goes on.
    expect((await myProfile(meera)).phone).toBe('+919810000002');
  });

  it('refuses a number another account signs in with, sending nothing, and counts the refusal like a send', async () => {
    await start();
    const meera = await player('9810000011', '203.0.113.1');
    await player('9810000012', '203.0.113.2');
    const before = (await outboxOf('+919810000012')).length;
    await expectProblem(await post(OTP, { phone: '9810000012' }, meera), 409, 'PHONE_TAKEN', 'phone');
    expect((await outboxOf('+919810000012')).length).toBe(before);
    // Asking again at once is the 30-second limit's answer: probing who is registered goes no faster than codes.
    await expectProblem(await post(OTP, { phone: '9810000012' }, meera), 429, 'RATE_LIMITED', 'phone');
    await expectProblem(await post(OTP, { phone: '9810000011' }, meera), 409, 'PHONE_UNCHANGED', 'phone');
    await expectProblem(await post(CHANGE, { phone: '+91 98100 00011', code: '123456' }, meera), 409, 'PHONE_UNCHANGED', 'phone');
    expect(await userEvents(meera.userId)).not.toContain('PhoneNumberChanged');
  });

  it('a wrong code is 400 on the field code (never 401: the token is fine); five burn the code; an expired one is refused; sign-in and change codes are not interchangeable', async () => {
    await start();
    const meera = await player('9810000021', '203.0.113.1');
    const code = await askCode(meera, '9810000022');
    const before = await platform.eventCount();
    for (let i = 1; i <= 4; i++)
      await expectProblem(
        await post(CHANGE, { phone: '9810000022', code: wrongFor(code) }, meera),
        400,
        'VERIFICATION_CODE_INVALID',
        'code',
      );
    await expectProblem(await post(CHANGE, { phone: '9810000022', code: wrongFor(code) }, meera), 429, 'OTP_ATTEMPTS_EXCEEDED', 'code');
    await expectProblem(await post(CHANGE, { phone: '9810000022', code }, meera), 400, 'VERIFICATION_CODE_INVALID', 'code');

    later(31_000);
    const fresh = await askCode(meera, '9810000022');
    // A change code does not sign anyone in with the new number…
    await expectProblem(
      await post(SMS, { phoneNumber: '9810000022', code: fresh }, { token: '', address: meera.address }),
      401,
      'OTP_INVALID',
      'code',
    );
    later(31_000 + 10 * 60_000 + 1);
    await expectProblem(await post(CHANGE, { phone: '9810000022', code: fresh }, meera), 400, 'VERIFICATION_CODE_EXPIRED', 'code');

    // …and a sign-in code for it does not move an account there.
    later(2 * 31_000 + 10 * 60_000);
    expect((await post(SMS, { phoneNumber: '9810000022' }, { token: '', address: meera.address })).status).toBe(200);
    await expectProblem(
      await post(CHANGE, { phone: '9810000022', code: await lastCode('+919810000022') }, meera),
      400,
      'VERIFICATION_CODE_INVALID',
      'code',
    );
    expect(await platform.eventCount()).toBe(before);
    expect((await myProfile(meera)).phone).toBe('+919810000021');
  });

  it('refuses bad input with a problem naming the field, and callers without a token', async () => {
    await start();
    const meera = await player('9810000031', '203.0.113.1');
    const before = await platform.eventCount();
    // +91 and 12 digits is no Indian number.
    await expectProblem(await post(OTP, { phone: '98100000311' }, meera), 400, 'VALIDATION_FAILED', 'phone');
    await expectProblem(await post(OTP, { phone: 'call me' }, meera), 400, 'VALIDATION_FAILED', 'phone');
    await expectProblem(await post(OTP, {}, meera), 400, 'VALIDATION_FAILED', 'phone');
    await expectProblem(await post(OTP, { phone: '9810000032', countryCode: '+91' }, meera), 400, 'VALIDATION_FAILED', 'countryCode');
    await expectProblem(await post(OTP, { phone: '9810000032', userId: 'someone-else' }, meera), 400, 'VALIDATION_FAILED');
    await expectProblem(await post(CHANGE, { phone: '9810000032', code: '12345' }, meera), 400, 'VALIDATION_FAILED', 'code');
    await expectProblem(await post(CHANGE, { phone: '9810000032' }, meera), 400, 'VALIDATION_FAILED', 'code');
    await expectProblem(await post(CHANGE, { phone: '12', code: '123456' }, meera), 400, 'VALIDATION_FAILED', 'phone');
    // Wrong types, other digits, no body at all.
    await expectProblem(await post(OTP, { phone: 9810000032 }, meera), 400, 'VALIDATION_FAILED', 'phone');
    await expectProblem(await post(OTP, { phone: '९८१००००००३२' }, meera), 400, 'VALIDATION_FAILED', 'phone');
    await expectProblem(await post(OTP, { phone: '9810000032', countryCode: 91 }, meera), 400, 'VALIDATION_FAILED', 'countryCode');
    await expectProblem(await post(OTP, ['9810000032'], meera), 400, 'VALIDATION_FAILED', 'body');
    await expectProblem(await post(OTP, undefined, meera), 400, 'VALIDATION_FAILED', 'body');
    await expectProblem(await post(CHANGE, { phone: '9810000032', code: 123456 }, meera), 400, 'VALIDATION_FAILED', 'code');
    await expectProblem(await post(CHANGE, { phone: '9810000032', code: '१२३४५६' }, meera), 400, 'VALIDATION_FAILED', 'code');
    await expectProblem(await post(OTP, { phone: '9810000032' }), 401, 'UNAUTHENTICATED');
    await expectProblem(await post(CHANGE, { phone: '9810000032', code: '123456' }), 401, 'UNAUTHENTICATED');
    expect((await outboxOf('+919810000032')).length).toBe(0);
    expect(await platform.eventCount()).toBe(before);
  });

  it('two accounts racing for one number: exactly one gets it, the other is told PHONE_TAKEN with nothing moved', async () => {
    await start();
    const asha = await player('9810000041', '203.0.113.1');
    const ravi = await player('9810000042', '203.0.113.2');
    const ashaCode = await askCode(asha, '9810000043');
    const raviCode = await askCode(ravi, '9810000043');
    const replies = await Promise.all([
      post(CHANGE, { phone: '9810000043', code: ashaCode }, asha),
      post(CHANGE, { phone: '9810000043', code: raviCode }, ravi),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies[0].status === 200 ? asha : ravi;
    const loser = winner === asha ? ravi : asha;
    await expectProblem(replies[winner === asha ? 1 : 0], 409, 'PHONE_TAKEN', 'phone');

    expect(await userEvents(winner.userId)).toContain('PhoneNumberChanged');
    expect(await userEvents(loser.userId)).not.toContain('PhoneNumberChanged');
    await platform.settle();
    const loserPhone = loser === asha ? '9810000041' : '9810000042';
    expect((await myProfile(loser)).phone).toBe(`+91${loserPhone}`);
    expect((await myProfile(winner)).phone).toBe('+919810000043');
    later(60_000);
    expect((await signIn('9810000043', '203.0.113.3')).userId).toBe(winner.userId);
    expect((await signIn(loserPhone, loser.address)).userId).toBe(loser.userId);
  });

  it('a move that stopped after PhoneNumberChanged, before the old number was released, still never lets the old number sign in to the account', async () => {
    await start();
    const meera = await player('9810000051', '203.0.113.1');
    // Steps 1 and 2 of the move as PhoneChange takes them, then the process dies before step 3 (the release).
    const context = { commandId: 'crashed-move', now: START };
    expect(
      await new UserDirectory(platform.handler).claim('phone', '+919810000052', meera.userId, {
        ...context,
        commandId: 'crashed-move:claim',
      }),
    ).toBe(meera.userId);
    await platform.handler.handle({
      streamId: streams.user(meera.userId),
      decider: userDecider,
      command: {
        type: 'ChangePhoneNumber',
        data: { userId: meera.userId, phone: '+919810000052' },
        context: { ...context, commandId: 'crashed-move:record', userId: meera.userId },
      },
      reply: () => undefined,
    });
    // Whoever holds the old number now (a recycled SIM) gets an account of their own, never Meera's.
    later(60_000);
    const withOld = await signIn('9810000051', '203.0.113.9');
    expect([withOld.isNewUser, withOld.userId === meera.userId]).toEqual([true, false]);
    // The new number is Meera's.
    expect((await signIn('9810000052', '203.0.113.1')).userId).toBe(meera.userId);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * Asking for codes for someone else's number used to lock its owner out for up
 * to an hour (5 sends per number, one code per number that any sender replaced and any wrong guess
 * burned). The policy now (docs/security.md): send limits per number AND client address, a code per
 * number and address, and a global ceiling per number that an address the number signed in from
 * recently is past. Client addresses come from X-Forwarded-For behind a trusted proxy.
 */
const START = Date.parse('2026-11-20T10:00:00.000Z');
const SMS = '/api/auth/account/sms/login';
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
let platform: TestPlatform;
afterEach(() => platform?.close());
const start = async () => {
  platform = await startTestStack({ now: new Date(START).toISOString(), env: { TRUST_PROXY: 'true' } });
};
const at = (ms: number) => platform.setNow(new Date(START + ms).toISOString());
const post = (from: string, body: unknown) => platform.request('POST', SMS, { body, headers: { 'x-forwarded-for': from } });

/** The newest code sent to this number (the development outbox lists the newest first). */
const lastCode = async (phone: string) => {
  const messages = (await json(await platform.request('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`))) as unknown as Array<{
    text: string;
  }>;
  return /(\d{6})/.exec(messages[0]?.text ?? '')?.[1] ?? '';
};
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('a third party cannot lock a number out', () => {
  it('hammering from one address is refused (429) while the owner, from another, gets a code and signs in', async () => {
    await start();
    const phone = '+919811100042';
    // The owner asks first; the attacker then asks again and again, and guesses wrong.
    expect((await post(OWNER, { phoneNumber: phone })).status).toBe(200);
    const ownersCode = await lastCode(phone);
    expect((await post(ATTACKER, { phoneNumber: phone })).status).toBe(200);
    await expectProblem(await post(ATTACKER, { phoneNumber: phone }), 429, 'RATE_LIMITED', 'phoneNumber');
    for (let i = 1; i <= 4; i++) {
      at(i * 31_000);
      expect((await post(ATTACKER, { phoneNumber: phone })).status).toBe(200);
    }
    at(5 * 31_000);
    await expectProblem(await post(ATTACKER, { phoneNumber: phone }), 429, 'RATE_LIMITED', 'phoneNumber');
    // Wrong guesses from the attacker's address burn only the attacker's own code.
    const attackersCode = await lastCode(phone);
    for (let i = 1; i <= 4; i++)
      await expectProblem(await post(ATTACKER, { phoneNumber: phone, code: wrongFor(ownersCode) }), 401, 'OTP_INVALID', 'code');
    await expectProblem(await post(ATTACKER, { phoneNumber: phone, code: wrongFor(ownersCode) }), 429, 'OTP_ATTEMPTS_EXCEEDED', 'code');
    // The owner's code, sent before all of that, still signs them in (well within its 10 minutes).
    const signedIn = await post(OWNER, { phoneNumber: phone, code: ownersCode });
    expect(signedIn.status).toBe(200);
    expect(await json(signedIn)).toMatchObject({ status: 'signed_in' });
    // And the owner can ask again and sign in while the attacker's address stays refused.
    at(6 * 31_000);
    await expectProblem(await post(ATTACKER, { phoneNumber: phone }), 429, 'RATE_LIMITED', 'phoneNumber');
    expect((await post(OWNER, { phoneNumber: phone })).status).toBe(200);
    expect((await post(OWNER, { phoneNumber: phone, code: await lastCode(phone) })).status).toBe(200);
    expect(attackersCode).not.toBe('');
  });

  it('a code is only good from the address it was sent to', async () => {
    await start();
    const phone = '+919811100043';
    expect((await post(ATTACKER, { phoneNumber: phone })).status).toBe(200);
    await expectProblem(await post(OWNER, { phoneNumber: phone, code: await lastCode(phone) }), 401, 'OTP_INVALID', 'code');
  });

  it('the global ceiling per number holds across addresses (10 an hour), and the owner from a known address is past it', async () => {
    await start();
    const phone = '+919811100044';
    // The owner signed in from their address earlier today.
    expect((await post(OWNER, { phoneNumber: phone })).status).toBe(200);
    expect((await post(OWNER, { phoneNumber: phone, code: await lastCode(phone) })).status).toBe(200);
    at(2 * 3_600_000);
    // Many addresses together: 10 codes an hour to this phone, then 429 for any new address.
    for (let i = 1; i <= 10; i++) expect((await post(`203.0.113.${i}`, { phoneNumber: phone })).status).toBe(200);
    for (const from of ['203.0.113.11', '203.0.113.12', '192.0.2.99'])
      await expectProblem(await post(from, { phoneNumber: phone }), 429, 'RATE_LIMITED', 'phoneNumber');
    // The owner's address signed this number in before: it still gets a code, and it works.
    expect((await post(OWNER, { phoneNumber: phone })).status).toBe(200);
    expect((await post(OWNER, { phoneNumber: phone, code: await lastCode(phone) })).status).toBe(200);
    // An hour on, the ceiling has room again.
    at(3 * 3_600_000 + 1_000);
    expect((await post('203.0.113.11', { phoneNumber: phone })).status).toBe(200);
  });

  it('other numbers are untouched by one number reaching its ceiling', async () => {
    await start();
    for (let i = 1; i <= 10; i++) expect((await post(`203.0.113.${i}`, { phoneNumber: '+919811100045' })).status).toBe(200);
    await expectProblem(await post('203.0.113.11', { phoneNumber: '+919811100045' }), 429, 'RATE_LIMITED', 'phoneNumber');
    expect((await post('203.0.113.11', { phoneNumber: '+919811100046' })).status).toBe(200);
  });
});

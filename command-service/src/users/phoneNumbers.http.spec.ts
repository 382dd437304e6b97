import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * `919833300001` used to become +91 followed by 12 digits. Every form people type
 * reaches the same E.164 number through the one parser (contracts toE164, libphonenumber-js).
 */
const SMS = '/api/auth/account/sms/login';
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack({ now: '2026-11-20T10:00:00.000Z' });
});
afterAll(() => platform?.close());

const post = (body: unknown) => platform.request('POST', SMS, { body });
const outboxOf = async (e164: string) =>
  (await json(await platform.request('GET', `/api/dev/outbox?to=${encodeURIComponent(e164)}`))) as unknown as Array<{
    to: string;
    text: string;
  }>;

describe('phone numbers at sign-in', () => {
  // One number per form (the send limits are per number), each typed the way the form says.
  it.each([
    ['national', '9833300001', '+919833300001'],
    ['E.164', '+919833300002', '+919833300002'],
    ['country code without +', '919833300003', '+919833300003'],
    ['trunk 0', '09833300004', '+919833300004'],
    ['spaces', '98333 00005', '+919833300005'],
    ['dashes', '98333-00006', '+919833300006'],
    ['+91 with spaces and dashes', '+91 98333-00007', '+919833300007'],
  ])('the %s form signs in as %s', async (_form, typed, e164) => {
    const sent = await post({ phoneNumber: typed });
    expect(sent.status).toBe(200);
    expect((await json(sent)).to).toBe(`+91••••••${e164.slice(-4)}`);
    const [message] = await outboxOf(e164);
    expect(message?.to).toBe(e164);
    const code = /(\d{6})/.exec(message?.text ?? '')?.[1];
    const signedIn = await post({ phoneNumber: typed, code });
    expect(signedIn.status).toBe(200);
  });

  it.each([
    ['+91 and 12 digits', '+91919833300001'],
    ['a trunk 0 before the country code', '0919833300001'],
    ['too few digits for India', '9833300'],
    ['a + in the middle', '98333+00001'],
  ])('refuses %s with a 400 naming phoneNumber', async (_what, typed) => {
    await expectProblem(await post({ phoneNumber: typed }), 400, 'VALIDATION_FAILED', 'phoneNumber');
  });
});

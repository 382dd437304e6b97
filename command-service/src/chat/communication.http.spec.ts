import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMMUNICATION } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';

/** The notification settings screen reads back what the player chose (GET /api/vm/users/me/communication). */
let platform: TestPlatform;
let token: string;
const PATH = '/api/vm/users/me/communication';

beforeAll(async () => {
  platform = await startTestStack();
  const path = '/api/auth/account/phone/login';
  await platform.request('POST', path, { body: { phoneNumber: '9811100041' } });
  const [message] = (await json(await platform.request('GET', '/api/dev/outbox?to=9811100041'))) as unknown as { text: string }[];
  const code = /(\d{6})/.exec(message!.text)![1];
  token = (await json(await platform.request('POST', path, { body: { phoneNumber: '9811100041', code } }))).accessToken;
  await platform.settle();
});
afterAll(() => platform.close());

describe('GET /api/vm/users/me/communication', () => {
  it('answers the notifier defaults until set, then what PUT set', async () => {
    expect(await json(await platform.request('GET', PATH, { token }))).toEqual({ data: DEFAULT_COMMUNICATION });
    expect(DEFAULT_COMMUNICATION).toEqual({ whatsapp: true, sms: false, push: true });
    expect((await platform.request('PUT', PATH, { token, body: { whatsapp: true, sms: true } })).status).toBe(200);
    await platform.settle();
    expect(await json(await platform.request('GET', PATH, { token }))).toEqual({ data: { whatsapp: true, sms: true, push: true } });
  });

  it('turns push off and on; a body without push (a client from before it) keeps it as it was', async () => {
    expect(await json(await platform.request('PUT', PATH, { token, body: { whatsapp: true, sms: true, push: false } }))).toEqual({
      message: 'success',
      data: { whatsapp: true, sms: true, push: false },
    });
    expect(await json(await platform.request('PUT', PATH, { token, body: { whatsapp: false, sms: true } }))).toEqual({
      message: 'success',
      data: { whatsapp: false, sms: true, push: false },
    });
    await platform.settle();
    expect(await json(await platform.request('GET', PATH, { token }))).toEqual({ data: { whatsapp: false, sms: true, push: false } });
    const refused = await platform.request('PUT', PATH, { token, body: { whatsapp: true, sms: true, push: 'yes' } });
    expect(refused.status).toBe(400);
    expect((await json(refused)).field).toBe('push');
  });

  it('refuses a caller without a token (401)', async () => {
    expect((await platform.request('GET', PATH)).status).toBe(401);
  });
});

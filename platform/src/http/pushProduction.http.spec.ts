import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../config';
import { PushServiceDouble } from '@sports/testing/pushServiceDouble';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * Web Push in production (docs/adr/0099-web-push.md): the keys and subject come from the
 * environment, and a subscription must name an https push service: the http://127.0.0.1 of the
 * tests' double is development's only.
 */
const keys = generateVapidKeys();
let platform: TestPlatform;
let service: PushServiceDouble;

beforeAll(async () => {
  service = await PushServiceDouble.start();
  platform = await startTestStack({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      OTP_WEBHOOK_URL: 'https://gateway.example/send',
      OTP_WEBHOOK_SECRET: 'gateway-shared-secret',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      PUSH_SUBJECT: 'mailto:ops@sports.example',
    },
  });
});
afterAll(async () => {
  await platform.close();
  await service.close();
});

describe('Web Push in production', () => {
  it('gives the configured public key', async () => {
    expect(platform.config.environment).toBe('production');
    expect(await json(await platform.request('GET', '/api/vm/push/public-key'))).toEqual({ data: { publicKey: keys.publicKey } });
  });

  it("refuses a push service on plain http (the tests' double) with 400 naming endpoint, and takes an https one", async () => {
    const token = await platform.tokenFor('prod-player');
    const local = service.subscribe();
    await expectProblem(
      await platform.request('POST', '/api/vm/users/me/push-subscriptions', { token, body: local }),
      400,
      'VALIDATION_FAILED',
      'endpoint',
    );
    const https = { ...local, endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' };
    expect((await platform.request('POST', '/api/vm/users/me/push-subscriptions', { token, body: https })).status).toBe(201);
  });
});

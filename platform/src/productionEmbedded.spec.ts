import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createPlatform, type Platform } from './createPlatform';
import { gameBody, json } from '@sports/testing/http/fixtures';

/**
 * NODE_ENV=production on the embedded SQLite storage (a single-node production)
 * started the way `npm start` starts it (own stores under DATA_DIR, UI served, DEMO_DATA unset).
 */
interface Sent {
  body: { to: string; channel: string; text: string };
  signature: string | undefined;
}

let gateway: Server | undefined;
let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
  await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
  platform = gateway = undefined;
});

/** A stand-in for the messaging gateway behind OTP_WEBHOOK_URL: it keeps what it was sent. */
const startGateway = (sent: Sent[]) =>
  new Promise<string>((resolve) => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        sent.push({ body: JSON.parse(body) as Sent['body'], signature: req.headers['x-signature'] as string | undefined });
        res.writeHead(202).end();
      });
    }).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(gateway!.address() as AddressInfo).port}/send`));
  });

const startProduction = async (otpWebhookUrl: string) => {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'production-embedded-')),
    JWT_SECRET: 'p'.repeat(40),
    OTP_WEBHOOK_URL: otpWebhookUrl,
    OTP_WEBHOOK_SECRET: 'gateway-shared-secret',
    RAZORPAY_KEY_ID: 'rzp_live_key',
    RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
  });
  expect(config).toMatchObject({ environment: 'production', storage: 'embedded' });
  platform = await createPlatform(config, { clock: () => new Date('2026-11-20T10:00:00.000Z') });
  await platform.caughtUp;
  return platform;
};

const call = (method: string, path: string, init: { body?: unknown; token?: string } = {}) =>
  Promise.resolve(
    platform!.app.request(path, {
      method,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );

describe('NODE_ENV=production on the embedded storage', () => {
  it('answers 404 on every /api/dev route and leaves them out of the API description', async () => {
    await startProduction('https://sms-gateway.example/send');
    const token = await call('POST', '/api/dev/token', { body: { userId: 'intruder' } });
    expect([token.status, (await json(token)).code]).toEqual([404, 'ROUTE_NOT_FOUND']);
    expect((await call('GET', '/api/dev/demo-accounts')).status).toBe(404);
    expect((await call('GET', '/api/dev/outbox?to=9812345678')).status).toBe(404);
    const paths = Object.keys((await json(await call('GET', '/openapi.json'))).paths);
    expect(paths.filter((p) => p.startsWith('/api/dev'))).toEqual([]);
    // Nothing was registered by the refused token request.
    expect(await platform!.eventStore.readStream('user-intruder')).toEqual([]);
  });

  it('seeds no demo data though DEMO_DATA is unset (development seeds it by default)', async () => {
    await startProduction('https://sms-gateway.example/send');
    expect(await platform!.eventStore.headPosition()).toBeNull();
    expect((await json(await call('GET', '/api/vm/activities/all/0/9?status=upcoming'))).data.activities).toEqual([]);
  });

  it('takes no payment through the test gateway: its correctly signed webhook is refused', async () => {
    await startProduction('https://sms-gateway.example/send');
    const { rawBody, signature } = platform!.payments.signed({
      eventId: 'evt_1',
      transactionId: 'txn-1',
      orderId: 'order-1',
      status: 'captured',
      gatewayPaymentId: 'pay_1',
    });
    const response = await platform!.app.request('/api/b2c/payments/webhook/test', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: rawBody,
    });
    expect([response.status, (await json(response)).code]).toEqual([401, 'INVALID_SIGNATURE']);
    expect(await platform!.eventStore.headPosition()).toBeNull();
  });

  it('sends sign-in codes through the webhook only, and still serves the APIs and the UI', async () => {
    const sent: Sent[] = [];
    await startProduction(await startGateway(sent));
    const login = '/api/auth/account/phone/login';
    expect((await call('POST', login, { body: { phoneNumber: '9812345678' } })).status).toBe(200);
    expect(sent.map((s) => [s.body.to, s.body.channel])).toEqual([['+919812345678', 'whatsapp']]);
    expect(sent[0]!.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    const code = /(\d{6})/.exec(sent[0]!.body.text)![1];
    const signedIn = await json(await call('POST', login, { body: { phoneNumber: '9812345678', code } }));
    expect(signedIn).toMatchObject({ status: 'signed_in', accessToken: expect.any(String) });
    // A command and a query through the production app.
    const created = await call('PUT', '/api/vm/activities', { token: signedIn.accessToken, body: gameBody() });
    expect(created.status).toBe(201);
    const { activityId } = (await json(created)).data;
    await platform!.runner.waitFor(await platform!.eventStore.headPosition());
    expect((await call('GET', `/api/vm/activities/${activityId}`)).status).toBe(200);
    expect((await call('GET', '/health')).status).toBe(200);
    // The UIs are mounted: the built page, or (in a checkout without a UI build) the note to build it, never a 404.
    for (const path of ['/', '/admin']) {
      const page = await call('GET', path);
      expect([path, page.status]).toEqual([path, expect.toBeOneOf([200, 503])]);
      expect(await page.text()).toMatch(/<html|<!doctype html|UI is not built/i);
    }
  });
});

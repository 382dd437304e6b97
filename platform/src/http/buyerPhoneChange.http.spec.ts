import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument, PersonMatch } from '@sports/contracts';
import { orderProjection, type Projection } from '@sports/projections';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { rebuildReadModel } from '@sports/tools/rebuild';
import { json } from '@sports/testing/http/fixtures';
import { cart, setUpVenue, staffToken } from '@sports/testing/http/bookingsFixtures';

/**
 * docs/adr/0111-buyer-phone-on-orders.md: an order keeps the number its buyer had
 * when they bought; a later change of number shows on later orders only, in the orders list's
 * search and after a rebuild alike, and "Find anyone" finds the buyer by either number.
 */
const SMS = '/api/auth/account/sms/login';
const ADDRESS = { 'x-forwarded-for': '203.0.113.7' };
let platform: TestPlatform;
let buyer = { userId: '', token: '' };
const ids: string[] = [];

const lastCode = async (phone: string) => {
  const outbox = (await json(await platform.request('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`))) as unknown as Array<{
    text: string;
  }>;
  return /(\d{6})/.exec(outbox[0]?.text ?? '')?.[1] ?? '';
};
const createOrder = async (startTime: string) => {
  const reply = await platform.request('POST', '/api/b2c/orders', { token: buyer.token, body: cart(startTime) });
  expect(reply.status).toBe(201);
  ids.push((await json(reply)).data.orderId as string);
};

beforeAll(async () => {
  platform = await startTestStack({ env: { TRUST_PROXY: 'true' } });
  await setUpVenue(platform);
  // A player signs up with +91 98100 00001 (their account's number; the cart names no phone) and buys ...
  expect((await platform.request('POST', SMS, { body: { phoneNumber: '9810000001' }, headers: ADDRESS })).status).toBe(200);
  const signed = await json(
    await platform.request('POST', SMS, { body: { phoneNumber: '9810000001', code: await lastCode('+919810000001') }, headers: ADDRESS }),
  );
  buyer = { userId: signed.userId as string, token: signed.accessToken as string };
  await createOrder('18:00');
  // ... moves to +91 98100 00002 and buys again.
  expect(
    (await platform.request('POST', '/api/vm/users/me/phone/otp', { token: buyer.token, body: { phone: '9810000002' }, headers: ADDRESS }))
      .status,
  ).toBe(200);
  const moved = await platform.request('POST', '/api/vm/users/me/phone', {
    token: buyer.token,
    body: { phone: '9810000002', code: await lastCode('+919810000002') },
    headers: ADDRESS,
  });
  expect(moved.status).toBe(200);
  await platform.settle();
  await createOrder('19:00');
  await platform.settle();
}, 60_000);
afterAll(() => platform?.close());

const ordersFound = async (text: string) => {
  const reply = await platform.request('GET', `/admin-api/orders?filter=${encodeURIComponent(JSON.stringify({ bookedFor: text }))}`, {
    token: await staffToken(platform),
  });
  expect(reply.status).toBe(200);
  return ((await json(reply)) as OrderDocument[]).map((o) => [o.id, o.buyerPhone]);
};
const peopleFound = async (text: string) => {
  const reply = await platform.request('GET', `/admin-api/people/search?q=${encodeURIComponent(text)}`, {
    token: await staffToken(platform),
  });
  expect(reply.status).toBe(200);
  return ((await json(reply)) as PersonMatch[]).map((p) => [p.id, p.buyer.orders]);
};

describe("a buyer's later change of number", () => {
  it('leaves the order bought before with the old number, the one after with the new', async () => {
    expect(await ordersFound('0001')).toEqual([[ids[0], '+919810000001']]);
    expect(await ordersFound('+91 98100 00002')).toEqual([[ids[1], '+919810000002']]);
  });

  it('is the same after the orders are rebuilt from the log', async () => {
    await rebuildReadModel(platform.eventStore, platform.documents, orderProjection as unknown as Projection, {
      progress: { write: () => undefined, isTTY: false },
    });
    expect(await ordersFound('0001')).toEqual([[ids[0], '+919810000001']]);
    expect(await ordersFound('0002')).toEqual([[ids[1], '+919810000002']]);
  });

  it('still lets staff find the person, with both orders, by either number; by the last 4 digits, by the order that has them', async () => {
    expect(await peopleFound('98100 00001')).toEqual([[buyer.userId, 2]]);
    expect(await peopleFound('+91 98100 00002')).toEqual([[buyer.userId, 2]]);
    expect(await peopleFound('0001')).toEqual([[buyer.userId, 2]]);
  });
});

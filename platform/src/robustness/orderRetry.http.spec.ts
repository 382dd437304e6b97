import { afterEach, beforeEach, expect, it } from 'vitest';
import { json } from '../http/fixtures';
import { cart, playerToken, setUpVenue, slotStatuses } from '../http/bookingsFixtures';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

/**
 * Found by the crash test (issue 10 item 2): a checkout sent again with its Idempotency-Key after
 * its reply was lost is the same request, even when the clock moved on in between (the hold's
 * expiry is taken from the clock). It used to be refused with 422 IDEMPOTENCY_KEY_REUSED, leaving
 * the buyer without an answer and, after a crash between the hold and the order, the slot held by
 * an order that never existed.
 */
let platform: TestPlatform;
let priya: string;
beforeEach(async () => {
  platform = await startTestPlatform();
  await setUpVenue(platform);
  priya = await playerToken(platform, 'priya');
});
afterEach(() => platform.close());

it('answers an instantBuy retried two minutes later with the same order, appending nothing', async () => {
  const send = () => platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: cart('18:00'), headers: { 'idempotency-key': 'lost-reply-1' } });
  const first = await send();
  expect(first.status).toBe(201);
  const { data } = await json(first);
  await platform.payments.idle();
  const before = await platform.eventCount();
  platform.setNow('2026-11-20T10:02:00.000Z');
  const again = await send();
  expect(again.status).toBe(201);
  expect((await json(again)).data).toMatchObject({ orderId: data.orderId, transactionId: data.transactionId, holdExpiresAt: data.holdExpiresAt });
  expect(await platform.eventCount()).toBe(before);
  await platform.settle();
  expect(await slotStatuses(platform)).toMatchObject({ '18:00': 'booked' });
});

it('still refuses the same key with another cart, and holds nothing for it', async () => {
  const send = (time: string) => platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: cart(time), headers: { 'idempotency-key': 'lost-reply-2' } });
  expect((await send('18:00')).status).toBe(201);
  platform.setNow('2026-11-20T10:02:00.000Z');
  const other = await send('19:00');
  expect([other.status, (await json(other)).code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  await platform.settle();
  expect(await slotStatuses(platform)).toMatchObject({ '19:00': 'available' });
});

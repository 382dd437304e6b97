import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, managerToken, orderAfterPayment, playerToken, setUpVenue } from '@sports/testing/http/bookingsFixtures';
import { meetBody, meetItem, spaceOfferings } from '@sports/testing/http/offeringsFixtures';

/** A payment after the hold ran out still registers while places are left, and is refunded whole when they went. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  const manager = await managerToken(platform);
  expect(
    (
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/meets/sprint`, {
        token: manager,
        body: meetBody({ name: 'Beach Sprint', capacity: 1 }),
      })
    ).status,
  ).toBe(200);
});
afterAll(() => platform.close());

const sprint = meetItem({ meetId: `${SPACE}.sprint` });
const payLate = async (orderId: string, transactionId: string) => {
  const { rawBody, signature } = platform.payments.signed({
    eventId: `late_${transactionId}`,
    transactionId,
    orderId,
    status: 'captured',
    gatewayPaymentId: `pay_${transactionId}`,
  });
  expect(
    (
      await platform.request('POST', '/api/b2c/payments/webhook/test', {
        rawBody,
        headers: { 'content-type': 'application/json', 'x-signature': signature },
      })
    ).status,
  ).toBe(200);
};
const placeUnanswered = async (token: string) => {
  const { data } = await json(await platform.request('POST', '/api/b2c/orders', { token, body: { cartItem: [sprint] } }));
  const paying = await json(
    await platform.request('POST', '/api/b2c/transaction/create', { token, body: { orderId: data.orderId, paymentMode: 'test_timeout' } }),
  );
  return { orderId: data.orderId as string, transactionId: paying.data.transactionId as string };
};

describe('a payment for places after the hold ran out', () => {
  it('registers while the place is still free', async () => {
    const priya = await playerToken(platform, 'priya');
    const { orderId, transactionId } = await placeUnanswered(priya);
    platform.setNow('2026-11-20T10:20:00.000Z');
    await payLate(orderId, transactionId);
    expect((await orderAfterPayment(platform, priya, orderId)).data).toMatchObject({
      status: 'confirmed',
      registrations: [expect.objectContaining({ numbers: [101] })],
    });
    expect((await spaceOfferings(platform, 'meet'))[0].placesLeft).toBe(0);
    // Cancelled a fortnight ahead: everything comes back, and so does the place.
    expect((await json(await platform.request('PUT', `/api/b2c/orders/${orderId}/cancel`, { token: priya }))).data.status).toBe(
      'cancelled',
    );
    expect((await spaceOfferings(platform, 'meet'))[0].placesLeft).toBe(1);
  });

  it('is refunded whole when someone else took the place meanwhile', async () => {
    const arjun = await playerToken(platform, 'arjun');
    const { orderId, transactionId } = await placeUnanswered(arjun);
    platform.setNow('2026-11-20T10:40:00.000Z');
    const kavya = await playerToken(platform, 'kavya');
    const taken = await json(
      await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: kavya, body: { cartItem: [sprint] } }),
    );
    expect((await orderAfterPayment(platform, kavya, taken.data.orderId)).data.status).toBe('confirmed');
    await payLate(orderId, transactionId);
    const failed = (await orderAfterPayment(platform, arjun, orderId)).data;
    expect(failed).toMatchObject({ status: 'failed', refundTotal: 32000 });
    expect(failed.transactions[0]).toMatchObject({ status: 'refunded' });
    expect((await spaceOfferings(platform, 'meet'))[0].placesLeft).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import {
  ORG,
  cart,
  managerToken,
  orderAfterPayment,
  playerToken,
  setUpVenue,
  slotStatuses,
  staffToken,
} from '@sports/testing/http/bookingsFixtures';

/**
 * The back office's refund ("finds an order and refunds it"; "refund is a
 * command"): the venue's manager cancels and chooses the share, whatever the policy.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
});
afterAll(() => platform.close());

const paidOrder = async (buyer: string, startTime: string) => {
  const token = await playerToken(platform, buyer);
  const orderId = (await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token, body: cart(startTime) }))).data
    .orderId as string;
  expect((await orderAfterPayment(platform, token, orderId)).data.status).toBe('confirmed');
  return { orderId, token };
};
const refund = async (orderId: string, token: string, body: unknown = {}) =>
  platform.request('POST', `/admin-api/orders/${orderId}/refund`, { token, body });

describe('refunds from the back office', () => {
  it('a manager refunds a confirmed order in full after its start, which the buyer could not; the slot is free again and the gateway refunds once', async () => {
    const { orderId, token } = await paidOrder('priya', '18:00');
    platform.setNow('2026-11-21T13:00:00.000Z'); // 18:30 IST: the game has started
    await expectProblem(await platform.request('PUT', `/api/b2c/orders/${orderId}/cancel`, { token }), 409, 'ORDER_NOT_CANCELLABLE');
    const response = await refund(orderId, await managerToken(platform));
    expect([response.status, await json(response)]).toEqual([
      200,
      { id: orderId, status: 'cancelled', refundTotal: 143600, refunded: 143600, refundable: 0, paid: 143600 },
    ]);
    // Sent again (a retry): nothing more is refunded.
    expect((await json(await refund(orderId, await managerToken(platform)))).refundTotal).toBe(143600);
    platform.setNow('2026-11-20T10:00:00.000Z');
    const order = (await orderAfterPayment(platform, token, orderId)).data;
    expect(order).toMatchObject({ status: 'cancelled', refundTotal: 143600 });
    expect(order.transactions.filter((t: { status: string }) => t.status === 'refunded')).toHaveLength(1);
    expect((await slotStatuses(platform))['18:00']).toBe('available');
    const history = (await json(
      await platform.request('GET', `/admin-api/orders/${orderId}/history`, { token: await managerToken(platform) }),
    )) as unknown as Array<{ type: string; userId: string; data: { byVenue?: boolean } }>;
    expect(history.find((e) => e.type === 'OrderCancelled')).toMatchObject({ userId: `manager-${ORG}`, data: { byVenue: true } });
  });

  it('refunds the share chosen: half of each line, no handling charge', async () => {
    const { orderId } = await paidOrder('arjun', '19:00');
    const response = await refund(orderId, await managerToken(platform), { refundPercent: 50 });
    // Half of ₹1,416 (slot with GST); the ₹20 handling charge comes back only with a full refund.
    expect(await json(response)).toEqual({
      id: orderId,
      status: 'cancelled',
      refundTotal: 70800,
      refunded: 70800,
      refundable: 143600 - 70800,
      paid: 143600,
    });
  });

  it('is for managers of the organisation; bad input changes nothing', async () => {
    const { orderId } = await paidOrder('kavya', '20:00');
    const before = await platform.eventCount();
    await expectProblem(await refund(orderId, await staffToken(platform)), 403, 'FORBIDDEN');
    await expectProblem(await refund(orderId, await managerToken(platform, 'other-co')), 404, 'ORDER_NOT_FOUND', 'id');
    await expectProblem(await refund(orderId, await playerToken(platform, 'kavya')), 404, 'ORDER_NOT_FOUND', 'id');
    await expectProblem(await refund('no-such-order', await managerToken(platform)), 404, 'ORDER_NOT_FOUND', 'id');
    for (const refundPercent of [101, -1, 12.5, '100'])
      await expectProblem(
        await refund(orderId, await managerToken(platform), { refundPercent }),
        400,
        'VALIDATION_FAILED',
        'refundPercent',
      );
    expect(await platform.eventCount()).toBe(before);
  });
});

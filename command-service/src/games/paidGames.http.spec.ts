import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { SPACE, orderAfterPayment, playerToken, setUpVenue, slotItem } from '@sports/testing/http/bookingsFixtures';

/**
 * Paid games: a pay-before game's place is bought through the cart (spec section 3
 * Cart line item `activityId`, `participants`), held in the game while the payment is pending,
 * joined when paid, released when the hold runs out, refunded by the venue's policy on leaving.
 * The game is tomorrow 18:00-19:30 IST at the test venue (partial policy: 100% from 24 h before).
 */
let platform: TestPlatform;
let host: string;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  host = await playerToken(platform, 'host-hari');
});
afterAll(() => platform.close());

const paidGame = async (overrides: Record<string, unknown> = {}) =>
  (
    await createGame(platform, host, {
      enablePay: true,
      payableMethod: 'paybefore',
      costPerParticpant: 18000,
      spaceId: SPACE,
      spaceName: 'Marina Turf Arena',
      maxParticipants: 3,
      ...overrides,
    })
  ).activityId;
const placeItem = (activityId: string, userId: string) => ({ cartItem: [{ type: 'activity', activityId, participants: [userId] }] });
const createOrder = (token: string, body: unknown) => platform.request('POST', '/api/b2c/orders', { token, body });
const pay = (token: string, orderId: string) =>
  platform.request('POST', '/api/b2c/transaction/create', { token, body: { orderId, paymentMode: 'upi' } });
const gameDoc = async (activityId: string, token = host) => {
  await platform.settle();
  return (await json(await platform.request('GET', `/api/vm/activities/${activityId}`, { token }))).data;
};
const statusOf = (doc: { participantDetail: Array<{ id: string; status: string }> }, id: string) =>
  doc.participantDetail.find((p) => p.id === id)?.status;
const gameEvents = async (activityId: string) =>
  (await platform.eventStore.readStream(streams.game(activityId), { fromRevision: 0n })).map((e) => e.type);

describe('a pay-before game joined through the cart', () => {
  it('holds the place while paying (payment pending), joins on payment, and leaving refunds by the venue policy', async () => {
    const activityId = await paidGame();
    const priya = await playerToken(platform, 'priya');
    const placed = await createOrder(priya, placeItem(activityId, 'priya'));
    expect(placed.status).toBe(201);
    const order = (await json(placed)).data;
    expect(order).toMatchObject({ status: 'pending_payment', total: 18000 });
    expect(statusOf(await gameDoc(activityId), 'priya')).toBe('payment_pending');

    // The order names the game in words: its name, venue, date and time.
    const detail = (await json(await platform.request('GET', `/api/b2c/orders/${order.orderId}`, { token: priya }))).data;
    expect(detail.items[0]).toMatchObject({
      type: 'activity',
      activityId,
      name: 'Friday Night Football · Marina Turf Arena',
      date: '2026-11-21',
      startTime: '18:00',
      endTime: '19:30',
      total: 18000,
    });

    expect((await pay(priya, order.orderId)).status).toBe(201);
    expect((await orderAfterPayment(platform, priya, order.orderId)).data.status).toBe('confirmed');
    const joined = await gameDoc(activityId);
    expect(statusOf(joined, 'priya')).toBe('joined');
    expect(joined.participants).toContain('priya');

    // 26.5 hours before the start: the venue's policy gives everything back.
    const left = await platform.request('PUT', `/api/vm/activities/${activityId}/leave`, { token: priya });
    expect(left.status).toBe(200);
    expect(left.headers.get('x-log-position')).toMatch(/^\d+$/); // read-your-writes, as every command reply
    const cancelled = await orderAfterPayment(platform, priya, order.orderId);
    expect(cancelled.data.status).toBe('cancelled');
    expect([...platform.payments.refunded.values()]).toContain(18000);
    expect(statusOf(await gameDoc(activityId), 'priya')).toBe('retired');
    expect(await gameEvents(activityId)).toEqual([
      'GameCreated',
      'PlayerJoinedGame',
      'GamePlaceHeld',
      'PlayerJoinedGame',
      'ParticipantLeft',
    ]);
  });

  it('releases the place when the hold runs out unpaid', async () => {
    platform.setNow('2026-11-20T10:00:00.000Z');
    const activityId = await paidGame();
    const arjun = await playerToken(platform, 'arjun');
    const order = (await json(await createOrder(arjun, placeItem(activityId, 'arjun')))).data;
    expect(statusOf(await gameDoc(activityId), 'arjun')).toBe('payment_pending');
    platform.setNow('2026-11-20T10:10:00.000Z'); // the venue holds for 10 minutes
    await platform.settle();
    await platform.holdExpiry.sweep();
    expect(statusOf(await gameDoc(activityId), 'arjun')).toBeUndefined();
    expect((await json(await platform.request('GET', `/api/b2c/orders/${order.orderId}`, { token: arjun }))).data.status).toBe('expired');
    expect((await gameEvents(activityId)).slice(-1)).toEqual(['GamePlaceReleased']);
    platform.setNow('2026-11-20T10:00:00.000Z');
  });

  it('two players paying for the last place: only one hold succeeds, the other is told the game is full', async () => {
    const activityId = await paidGame({ maxParticipants: 2 });
    const tokens = await Promise.all(Array.from({ length: 12 }, (_, i) => playerToken(platform, `racer-${i}`)));
    const responses = await Promise.all(tokens.map((token, i) => createOrder(token, placeItem(activityId, `racer-${i}`))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = await Promise.all(responses.filter((r) => r.status !== 201).map(json));
    expect(refused.map((p) => [p.status, p.code, p.field])).toEqual(
      Array.from({ length: 11 }, () => [409, 'GAME_FULL', 'cartItem.0.activityId']),
    );
    expect((await gameEvents(activityId)).filter((t) => t === 'GamePlaceHeld')).toHaveLength(1);
    expect((await gameDoc(activityId)).isFull).toBe(true);
  });
});

describe('a paid game cancelled by its host', () => {
  it('cancels every place bought online with all of it back, lets a pending hold go, and a refused delete refunds nobody', async () => {
    platform.setNow('2026-11-20T10:00:00.000Z');
    const activityId = await paidGame({ maxParticipants: 4 });
    const [neha, ravi, sam] = await Promise.all(['neha', 'ravi', 'sam'].map((id) => playerToken(platform, id)));
    const paidOrder = async (token: string, id: string) => {
      const order = (await json(await createOrder(token, placeItem(activityId, id)))).data;
      expect((await pay(token, order.orderId)).status).toBe(201);
      expect((await orderAfterPayment(platform, token, order.orderId)).data.status).toBe('confirmed');
      return order.orderId as string;
    };
    const nehaOrder = await paidOrder(neha!, 'neha');
    const raviOrder = await paidOrder(ravi!, 'ravi');

    // Four hours before the start the venue's policy would give nothing back to a player who leaves.
    platform.setNow('2026-11-21T08:30:00.000Z');
    // Sam is still paying: his hold is placed at the frozen "now", so the background expiry sweep
    // cannot let it run out before the delete however slow the machine is.
    const samOrder = (await json(await createOrder(sam!, placeItem(activityId, 'sam')))).data.orderId as string;
    const refundsBefore = platform.payments.refunded.size;
    await expectProblem(await platform.request('DELETE', `/api/vm/activities/${activityId}`, { token: neha! }), 403, 'NOT_HOST');
    expect(platform.payments.refunded.size).toBe(refundsBefore);
    expect((await json(await platform.request('GET', `/api/b2c/orders/${nehaOrder}`, { token: neha! }))).data.status).toBe('confirmed');

    expect((await platform.request('DELETE', `/api/vm/activities/${activityId}`, { token: host })).status).toBe(200);
    // The orders are read once their cancellations are in the read models: a pending order read
    // before that shows its own hold as run out ('expired'), which a loaded machine once did.
    await platform.payments.idle();
    await platform.settle();
    for (const [token, orderId] of [
      [neha!, nehaOrder],
      [ravi!, raviOrder],
    ] as const) {
      const order = (await json(await platform.request('GET', `/api/b2c/orders/${orderId}`, { token }))).data;
      expect(order).toMatchObject({ status: 'cancelled', refundTotal: 18000 });
    }
    expect((await json(await platform.request('GET', `/api/b2c/orders/${samOrder}`, { token: sam! }))).data.status).toBe('cancelled');
    expect([...platform.payments.refunded.values()].slice(refundsBefore)).toEqual([18000, 18000]);
    expect((await gameEvents(activityId)).slice(-1)).toEqual(['GameDeleted']);
    // Deleting again finds no game and refunds nothing twice.
    await expectProblem(await platform.request('DELETE', `/api/vm/activities/${activityId}`, { token: host }), 404, 'GAME_NOT_FOUND');
    expect(platform.payments.refunded.size).toBe(refundsBefore + 2);
    platform.setNow('2026-11-20T10:00:00.000Z');
  });
});

describe('a pay-at-venue game', () => {
  it('is joined at once, not bought through the cart', async () => {
    const activityId = await paidGame({ payableMethod: 'payatvenue' });
    const kavya = await playerToken(platform, 'kavya');
    await expectProblem(await createOrder(kavya, placeItem(activityId, 'kavya')), 409, 'GAME_NOT_PAID_ONLINE', 'cartItem.0.activityId');
    expect(
      (await json(await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: kavya, body: {} }))).data.status,
    ).toBe('joined');
  });
});

describe('bad carts change nothing', () => {
  it('names the field and a stable code', async () => {
    const activityId = await paidGame();
    const meena = await playerToken(platform, 'meena');
    const before = await platform.eventCount();
    await expectProblem(await createOrder(meena, { cartItem: [{ type: 'activity' }] }), 400, 'VALIDATION_FAILED', 'cartItem.0.activityId');
    await expectProblem(
      await createOrder(meena, { cartItem: [{ type: 'activity', activityId, participants: ['someone-else'] }] }),
      400,
      'VALIDATION_FAILED',
      'cartItem.0.participants',
    );
    await expectProblem(
      await createOrder(meena, { cartItem: [{ type: 'activity', activityId }, slotItem('18:00')] }),
      422,
      'GAME_ORDER_ALONE',
      'cartItem.1.type',
    );
    await expectProblem(
      await createOrder(meena, { cartItem: [{ type: 'activity', activityId: 'no-such-game' }] }),
      404,
      'GAME_NOT_FOUND',
      'cartItem.0.activityId',
    );
    await expectProblem(
      await createOrder(meena, { cartItem: [{ type: 'activity', activityId, participants: 'meena' }] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await platform.eventCount()).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { SPACE, orderAfterPayment, playerToken, setUpVenue } from '@sports/testing/http/bookingsFixtures';

/**
 * Paying together (spec section 3 participantDetail `membersCount`, Activity `bookedFor`, Cart line
 * item `participantCount`; docs/adr/0102-paying-together.md), and the leftovers of paid games:
 * invited and accepted players pay, a match marked full withdraws waitlist offers. The game is
 * tomorrow 18:00-19:30 IST at the test venue (partial policy: 100% from 24 h before).
 */
let platform: TestPlatform;
let host: string;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  host = await playerToken(platform, 'host-hari');
});
afterAll(() => platform.close());

const game = async (overrides: Record<string, unknown> = {}) =>
  (
    await createGame(platform, host, {
      enablePay: true,
      payableMethod: 'paybefore',
      costPerParticpant: 18000,
      spaceId: SPACE,
      spaceName: 'Marina Turf Arena',
      maxParticipants: 6,
      ...overrides,
    })
  ).activityId;
const withFriends = (activityId: string, userId: string, participantCount: number, friendNames?: string[]) => ({
  cartItem: [{ type: 'activity', activityId, participants: [userId], participantCount, ...(friendNames ? { friendNames } : {}) }],
});
const createOrder = (token: string, body: unknown) => platform.request('POST', '/api/b2c/orders', { token, body });
const pay = (token: string, orderId: string) =>
  platform.request('POST', '/api/b2c/transaction/create', { token, body: { orderId, paymentMode: 'upi' } });
const join = (token: string, activityId: string, body: unknown = {}) =>
  platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body });
const gameDoc = async (activityId: string, token = host) => {
  await platform.settle();
  return (await json(await platform.request('GET', `/api/vm/activities/${activityId}`, { token }))).data;
};
const entryOf = (doc: { participantDetail: Array<Record<string, unknown>> }, id: string) => doc.participantDetail.find((p) => p.id === id);
const gameEvents = async (activityId: string) =>
  (await platform.eventStore.readStream(streams.game(activityId), { fromRevision: 0n })).map((e) => ({
    type: e.type,
    data: e.data as Record<string, unknown>,
  }));

describe('paying for friends on a pay-before game', () => {
  it('one order covers the player and two friends (price × places); the list counts three places; leaving refunds the whole order', async () => {
    const activityId = await game();
    const arjun = await playerToken(platform, 'arjun');
    const placed = await createOrder(arjun, withFriends(activityId, 'arjun', 3, ['Priya', 'Sam']));
    expect(placed.status).toBe(201);
    const order = (await json(placed)).data;
    expect(order).toMatchObject({ status: 'pending_payment', total: 54000 });
    const pending = await gameDoc(activityId);
    expect(entryOf(pending, 'arjun')).toMatchObject({ status: 'payment_pending', membersCount: 3, bookedFor: ['Priya', 'Sam'] });

    expect((await pay(arjun, order.orderId)).status).toBe(201);
    expect((await orderAfterPayment(platform, arjun, order.orderId)).data).toMatchObject({ status: 'confirmed', total: 54000 });
    const joined = await gameDoc(activityId);
    expect(entryOf(joined, 'arjun')).toMatchObject({ status: 'joined', membersCount: 3, bookedFor: ['Priya', 'Sam'] });
    expect(joined.totalParticipantCount).toBe(4); // the host, Arjun and his two friends

    // 26.5 hours before the start: everything back, for all three places.
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/leave`, { token: arjun })).status).toBe(200);
    expect((await orderAfterPayment(platform, arjun, order.orderId)).data.status).toBe('cancelled');
    expect([...platform.payments.refunded.values()]).toContain(54000);
    const left = await gameDoc(activityId);
    expect(left.totalParticipantCount).toBe(1);
    expect((await gameEvents(activityId)).slice(-1)).toEqual([
      { type: 'ParticipantLeft', data: { activityId, participantId: 'arjun', places: 3, orderId: order.orderId } },
    ]);
  });

  it('more places than are left: 409 GAME_FULL on the cart line, nothing held', async () => {
    const activityId = await game({ maxParticipants: 4 });
    const neha = await playerToken(platform, 'neha');
    await expectProblem(await createOrder(neha, withFriends(activityId, 'neha', 4)), 409, 'GAME_FULL', 'cartItem.0.activityId');
    expect((await gameEvents(activityId)).map((e) => e.type)).toEqual(['GameCreated', 'PlayerJoinedGame']);
    expect((await createOrder(neha, withFriends(activityId, 'neha', 3))).status).toBe(201);
    expect((await gameDoc(activityId)).isFull).toBe(true);
  });

  it('concurrent buyers with friends never overfill the game', async () => {
    const activityId = await game({ maxParticipants: 5 }); // four places after the host
    const tokens = await Promise.all(Array.from({ length: 6 }, (_, i) => playerToken(platform, `group-${i}`)));
    const responses = await Promise.all(tokens.map((token, i) => createOrder(token, withFriends(activityId, `group-${i}`, 3))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const held = (await gameEvents(activityId)).filter((e) => e.type === 'GamePlaceHeld');
    expect(held.map((e) => e.data.membersCount)).toEqual([3]);
  });

  it('an unpaid hold for friends runs out and frees every place', async () => {
    platform.setNow('2026-11-20T10:00:00.000Z');
    const activityId = await game({ maxParticipants: 4 });
    const ravi = await playerToken(platform, 'ravi');
    const order = (await json(await createOrder(ravi, withFriends(activityId, 'ravi', 3)))).data;
    expect((await gameDoc(activityId)).isFull).toBe(true);
    platform.setNow('2026-11-20T10:10:00.000Z');
    await platform.settle();
    await platform.holdExpiry.sweep();
    const after = await gameDoc(activityId);
    expect([after.isFull, entryOf(after, 'ravi')]).toEqual([false, undefined]);
    expect((await json(await platform.request('GET', `/api/b2c/orders/${order.orderId}`, { token: ravi }))).data.status).toBe('expired');
    expect((await gameEvents(activityId)).slice(-1)).toEqual([
      { type: 'GamePlaceReleased', data: { activityId, participantId: 'ravi', orderId: order.orderId, reason: 'expired', places: 3 } },
    ]);
    // The three places are free again: someone else takes them.
    const sam = await playerToken(platform, 'sam');
    expect((await createOrder(sam, withFriends(activityId, 'sam', 3))).status).toBe(201);
    platform.setNow('2026-11-20T10:00:00.000Z');
  });

  it('bad counts and names: 400 naming the field, nothing appended', async () => {
    const activityId = await game();
    const meena = await playerToken(platform, 'meena');
    const before = await platform.eventCount();
    await expectProblem(
      await createOrder(meena, withFriends(activityId, 'meena', 7)),
      400,
      'VALIDATION_FAILED',
      'cartItem.0.participantCount',
    );
    await expectProblem(
      await createOrder(meena, withFriends(activityId, 'meena', 2, ['Priya', 'Sam'])),
      400,
      'VALIDATION_FAILED',
      'cartItem.0.friendNames',
    );
    await expectProblem(
      await createOrder(meena, withFriends(activityId, 'meena', 0)),
      400,
      'VALIDATION_FAILED',
      'cartItem.0.participantCount',
    );
    expect(await platform.eventCount()).toBe(before);
  });
});

describe('joining with friends on a pay-at-venue or free game', () => {
  it('takes the places at once; the list shows the count and the names', async () => {
    const activityId = await game({ payableMethod: 'payatvenue', maxParticipants: 6 });
    const kavya = await playerToken(platform, 'kavya');
    expect((await json(await join(kavya, activityId, { membersCount: 3, bookedFor: ['Dev'] }))).data.status).toBe('joined');
    const doc = await gameDoc(activityId);
    expect(entryOf(doc, 'kavya')).toMatchObject({ status: 'joined', membersCount: 3, bookedFor: ['Dev'] });
    expect(doc.totalParticipantCount).toBe(4);
    // Two places left: three more is refused, two fill the game.
    const dev = await playerToken(platform, 'dev-d');
    await expectProblem(await join(dev, activityId, { membersCount: 3 }), 409, 'GAME_FULL');
    expect((await join(dev, activityId, { membersCount: 2 })).status).toBe(200);
    expect((await gameDoc(activityId)).isFull).toBe(true);
  });

  it('a bad membersCount is a 400 naming membersCount, and nothing is appended', async () => {
    const activityId = await game({ enablePay: false, costPerParticpant: 0 });
    const asha = await playerToken(platform, 'asha');
    const before = await platform.eventCount();
    for (const membersCount of [0, 7, 2.5, '2'])
      await expectProblem(await join(asha, activityId, { membersCount }), 400, 'VALIDATION_FAILED', 'membersCount');
    await expectProblem(await join(asha, activityId, { membersCount: 2, bookedFor: ['A', 'B'] }), 400, 'VALIDATION_FAILED', 'bookedFor');
    expect(await platform.eventCount()).toBe(before);
  });
});

describe('paid private games: invited and accepted players pay like anyone else', () => {
  it('an invited player is told to pay, and buys the place through the cart', async () => {
    const activityId = await game({ privacy: 'private' });
    const uma = await playerToken(platform, 'uma');
    expect(
      (await platform.request('PUT', `/api/vm/activities/${activityId}/invite`, { token: host, body: { userIds: ['uma'] } })).status,
    ).toBe(200);
    await expectProblem(await join(uma, activityId), 409, 'PAYMENT_REQUIRED');
    const order = (await json(await createOrder(uma, withFriends(activityId, 'uma', 1)))).data;
    expect(order.total).toBe(18000);
    await pay(uma, order.orderId);
    expect((await orderAfterPayment(platform, uma, order.orderId)).data.status).toBe('confirmed');
    expect(entryOf(await gameDoc(activityId), 'uma')).toMatchObject({ status: 'joined' });
  });

  it('an accepted request lets the player buy the place; it is not a free place', async () => {
    const activityId = await game({ privacy: 'private' });
    const vik = await playerToken(platform, 'vik');
    expect((await json(await join(vik, activityId))).data.status).toBe('requested');
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/requests/vik/accept`, { token: host })).status).toBe(200);
    const accepted = await gameDoc(activityId);
    expect([entryOf(accepted, 'vik')?.status, accepted.totalParticipantCount]).toEqual(['invited', 1]);
    await expectProblem(await join(vik, activityId), 409, 'PAYMENT_REQUIRED');
    const order = (await json(await createOrder(vik, withFriends(activityId, 'vik', 1)))).data;
    await pay(vik, order.orderId);
    expect((await orderAfterPayment(platform, vik, order.orderId)).data.status).toBe('confirmed');
    expect(entryOf(await gameDoc(activityId), 'vik')).toMatchObject({ status: 'joined' });
  });

  it('a newcomer through an invitation link pays too: the link rides on the cart line, admits them once, and is spent on payment', async () => {
    const activityId = await game({ privacy: 'private' });
    await platform.request('PUT', `/api/vm/activities/${activityId}/invite/link`, {
      token: host,
      body: { phoneNumber: '98765 00042', channel: 'sms' },
      headers: { 'idempotency-key': `link-${activityId}` },
    });
    const [message] = (await json(await platform.request('GET', '/api/dev/outbox?to=9876500042'))) as unknown as Array<{ text: string }>;
    const [inviteId, secret] = new URL(message!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('invite')!.split('.');
    const invite = { inviteId, secret };
    const [neha, omar] = await Promise.all(['neha', 'omar'].map((id) => playerToken(platform, id)));
    const line = (userId: string, extra: Record<string, unknown> = {}) => ({
      cartItem: [{ type: 'activity', activityId, participants: [userId], ...extra }],
    });

    // The link's holder sees the private game it opens (to pay for a place); without it, or with a wrong or malformed one, it is not found.
    await platform.settle();
    const view = (token: string, invite?: string) =>
      platform.request('GET', `/api/vm/activities/${activityId}${invite ? `?invite=${invite}` : ''}`, { token });
    await expectProblem(await view(neha!), 404, 'GAME_NOT_FOUND');
    await expectProblem(await view(neha!, `${inviteId}.${'x'.repeat(32)}`), 404, 'GAME_NOT_FOUND');
    await expectProblem(await view(neha!, 'no-dot-here'), 400, 'VALIDATION_FAILED', 'query.invite');
    expect((await json(await view(neha!, `${inviteId}.${secret}`))).data).toMatchObject({
      activityId,
      privacy: 'private',
      costPerParticpant: 18000,
    });
    // Joining with the link is not a free place on a pay-before game; nothing is appended.
    const before = await platform.eventCount();
    await expectProblem(await join(neha!, activityId, { invite }), 409, 'PAYMENT_REQUIRED');
    // Without the link, or with a wrong secret, a stranger cannot buy into the private game.
    await expectProblem(await createOrder(neha!, line('neha')), 409, 'PRIVATE_GAME', 'cartItem.0.activityId');
    await expectProblem(
      await createOrder(neha!, line('neha', { invite: { inviteId, secret: 'x'.repeat(32) } })),
      404,
      'INVITE_INVALID',
      'cartItem.0.invite',
    );
    await expectProblem(
      await createOrder(neha!, line('neha', { invite: { inviteId, secret: 'short' } })),
      400,
      'VALIDATION_FAILED',
      'cartItem.0.invite.secret',
    );
    expect(await platform.eventCount()).toBe(before);

    // With it: an order at the game's price; while it is held, the link admits nobody else.
    const placed = await createOrder(neha!, line('neha', { invite }));
    expect(placed.status).toBe(201);
    const order = (await json(placed)).data;
    expect(order.total).toBe(18000);
    expect(entryOf(await gameDoc(activityId), 'neha')).toMatchObject({ status: 'payment_pending' });
    await expectProblem(await createOrder(omar!, line('omar', { invite })), 404, 'INVITE_INVALID', 'cartItem.0.invite');

    await pay(neha!, order.orderId);
    expect((await orderAfterPayment(platform, neha!, order.orderId)).data.status).toBe('confirmed');
    const joined = await gameDoc(activityId);
    expect(entryOf(joined, 'neha')).toMatchObject({ status: 'joined' });
    expect(joined.totalParticipantCount).toBe(2);
    expect(
      (await gameEvents(activityId)).find(
        (e) => e.type === 'PlayerJoinedGame' && e.data.participant && (e.data.participant as { id: string }).id === 'neha',
      )?.data,
    ).toMatchObject({ inviteId, orderId: order.orderId });
    // Single use: spent, it admits nobody, by join or by order.
    await expectProblem(await join(omar!, activityId, { invite }), 404, 'INVITE_INVALID', 'invite');
    await expectProblem(await createOrder(omar!, line('omar', { invite })), 404, 'INVITE_INVALID', 'cartItem.0.invite');
    await expectProblem(await view(omar!, `${inviteId}.${secret}`), 404, 'GAME_NOT_FOUND');
  });

  it("a link's unpaid order, cancelled, gives the link back for someone else", async () => {
    const activityId = await game({ privacy: 'private' });
    await platform.request('PUT', `/api/vm/activities/${activityId}/invite/link`, {
      token: host,
      body: { phoneNumber: '98765 00043', channel: 'sms' },
      headers: { 'idempotency-key': `link-${activityId}` },
    });
    const [message] = (await json(await platform.request('GET', '/api/dev/outbox?to=9876500043'))) as unknown as Array<{ text: string }>;
    const [inviteId, secret] = new URL(message!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('invite')!.split('.');
    const line = (userId: string) => ({
      cartItem: [{ type: 'activity', activityId, participants: [userId], invite: { inviteId, secret } }],
    });
    const [pat, quinn] = await Promise.all(['pat', 'quinn'].map((id) => playerToken(platform, id)));
    const first = (await json(await createOrder(pat!, line('pat')))).data;
    expect(first.status).toBe('pending_payment');
    await expectProblem(await createOrder(quinn!, line('quinn')), 404, 'INVITE_INVALID', 'cartItem.0.invite');
    expect((await platform.request('PUT', `/api/b2c/orders/${first.orderId}/cancel`, { token: pat! })).status).toBe(200);
    const second = await createOrder(quinn!, line('quinn'));
    expect(second.status).toBe(201);
  });
});

describe('the host marks the match full while a waitlist offer is open', () => {
  it('withdraws the offer and releases its place; the player keeps their place in line', async () => {
    const activityId = await game({ enablePay: false, costPerParticpant: 0, maxParticipants: 2 });
    const [pia, zoe] = await Promise.all(['pia', 'zoe'].map((id) => playerToken(platform, id)));
    expect((await join(pia!, activityId)).status).toBe(200);
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/waitlist`, { token: zoe! })).status).toBe(200);
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/leave`, { token: pia! })).status).toBe(200);
    expect((await gameEvents(activityId)).slice(-1).map((e) => e.type)).toEqual(['WaitlistPlaceOffered']);

    expect(
      (await platform.request('PUT', `/api/vm/activities/${activityId}/matchFull`, { token: host, body: { isMatchFull: true } })).status,
    ).toBe(200);
    expect((await gameEvents(activityId)).slice(-2)).toEqual([
      { type: 'MatchFullSet', data: { activityId, isMatchFull: true, setBy: 'host-hari' } },
      { type: 'WaitlistOfferWithdrawn', data: { activityId, userId: 'zoe', reason: 'matchFull' } },
    ]);
    await expectProblem(
      await platform.request('PUT', `/api/vm/activities/${activityId}/waitlist/accept`, { token: zoe!, body: {} }),
      409,
      'NO_WAITLIST_OFFER',
    );
    await platform.settle();
    const line = (await json(await platform.request('GET', `/api/vm/activities/${activityId}/waitlist`, { token: host }))).data;
    expect(line.queue.map((e: Record<string, unknown>) => [e.userId, e.offerExpiresAt, e.position])).toEqual([['zoe', null, 1]]);
    // Open again: the place is offered to her anew.
    expect(
      (await platform.request('PUT', `/api/vm/activities/${activityId}/matchFull`, { token: host, body: { isMatchFull: false } })).status,
    ).toBe(200);
    expect((await gameEvents(activityId)).slice(-1).map((e) => [e.type, e.data.userId])).toEqual([['WaitlistPlaceOffered', 'zoe']]);
  });
});

describe('a shared cost: each pays their share, the host pays the rest, refunds go back to whoever paid', () => {
  const restItem = (activityId: string, userId: string) => ({
    cartItem: [{ type: 'activity', activityId, participants: [userId], sharedRemainder: true }],
  });
  const paidOrder = async (token: string, body: unknown) => {
    const placed = await createOrder(token, body);
    expect(placed.status).toBe(201);
    const order = (await json(placed)).data;
    expect((await pay(token, order.orderId)).status).toBe(201);
    expect((await orderAfterPayment(platform, token, order.orderId)).data.status).toBe('confirmed');
    return order as { orderId: string; total: number };
  };

  it('two players pay three shares, the host pays the rest; cancelling the game refunds each payer their own order', async () => {
    platform.setNow('2026-11-20T10:00:00.000Z');
    // ₹1,000 over six places: six shares of ₹166.67 (rounded up to the paisa), the price the card shows.
    const activityId = await game({ isCostShared: true, costPerTeam: 100000, costPerParticpant: 0 });
    expect((await gameDoc(activityId)).playerCost).toBe(16667);
    const [ishan, jaya, kiran] = await Promise.all(['ishan', 'jaya', 'kiran'].map((id) => playerToken(platform, id)));
    const ishanOrder = await paidOrder(ishan!, withFriends(activityId, 'ishan', 2, ['Omar']));
    const jayaOrder = await paidOrder(jaya!, withFriends(activityId, 'jaya', 1));
    expect([ishanOrder.total, jayaOrder.total]).toEqual([33334, 16667]);
    expect(await gameDoc(activityId)).toMatchObject({ sharesPaid: 3, sharedRemainderPaid: 0 });

    // Only the host pays the rest; what is owed is the total less the shares paid.
    await expectProblem(await createOrder(kiran!, restItem(activityId, 'kiran')), 403, 'NOT_HOST', 'cartItem.0.sharedRemainder');
    const rest = await paidOrder(host, restItem(activityId, 'host-hari'));
    expect(rest.total).toBe(100000 - 33334 - 16667);
    const covered = await gameDoc(activityId);
    expect(covered).toMatchObject({ sharesPaid: 3, sharedRemainderPaid: 49999, playerCost: 0 });
    await expectProblem(
      await createOrder(host, restItem(activityId, 'host-hari')),
      409,
      'SHARED_COST_NOT_OWED',
      'cartItem.0.sharedRemainder',
    );
    // Covered: a later player joins without paying.
    expect((await json(await join(kiran!, activityId))).data.status).toBe('joined');

    // The host cancels the game: every payer gets their own order back in full.
    expect((await platform.request('DELETE', `/api/vm/activities/${activityId}`, { token: host })).status).toBe(200);
    await platform.payments.idle();
    await platform.settle();
    for (const [token, order] of [
      [ishan!, ishanOrder],
      [jaya!, jayaOrder],
      [host, rest],
    ] as const) {
      const after = (await json(await platform.request('GET', `/api/b2c/orders/${order.orderId}`, { token }))).data;
      expect(after).toMatchObject({ status: 'cancelled', refundTotal: order.total });
    }
  });

  it("a host's unpaid rest runs out and is owed again", async () => {
    platform.setNow('2026-11-20T10:00:00.000Z');
    const activityId = await game({ isCostShared: true, costPerTeam: 60000, costPerParticpant: 0 });
    const first = (await json(await createOrder(host, restItem(activityId, 'host-hari')))).data;
    expect(first.total).toBe(60000);
    await expectProblem(await createOrder(host, restItem(activityId, 'host-hari')), 409, 'PAYMENT_PENDING', 'cartItem.0.activityId');
    platform.setNow('2026-11-20T10:10:00.000Z');
    await platform.settle();
    await platform.holdExpiry.sweep();
    expect((await json(await platform.request('GET', `/api/b2c/orders/${first.orderId}`, { token: host }))).data.status).toBe('expired');
    expect((await gameEvents(activityId)).slice(-1).map((e) => [e.type, e.data.reason])).toEqual([
      ['SharedCostRemainderReleased', 'expired'],
    ]);
    expect((await createOrder(host, restItem(activityId, 'host-hari'))).status).toBe(201);
    platform.setNow('2026-11-20T10:00:00.000Z');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import {
  ORG,
  SPACE,
  managerToken,
  orderAfterPayment,
  playerToken,
  setUpVenue,
  slotItem,
  staffToken,
} from '@sports/testing/http/bookingsFixtures';

/** A membership plan of the venue (spec section 3, validity presets of section 5) bought through CreateOrder. */
let platform: TestPlatform;
let priya: string;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  const manager = await managerToken(platform);
  const plan = {
    name: 'Regulars',
    listingIds: ['football'],
    validity: 'Quarterly',
    price: { amount: 450000, enableTax: true, taxId: 'gst' },
  };
  expect(
    (await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/memberships/regulars`, { token: manager, body: plan })).status,
  ).toBe(200);
  priya = await playerToken(platform, 'priya');
});
afterAll(() => platform.close());

const membershipItem = (itemId = `${SPACE}.regulars`) => ({ type: 'membership', itemId });
const myMemberships = async (token: string) => {
  await platform.settle();
  return (await json(await platform.request('GET', '/api/b2c/memberships/my/0/30', { token }))).data.memberships;
};

describe('buying a membership', () => {
  it('is priced by the plan, starts on confirmation for its preset, and shows in the order and in my memberships', async () => {
    const { data } = await json(
      await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: { cartItem: [membershipItem()] } }),
    );
    const order = (await orderAfterPayment(platform, priya, data.orderId)).data;
    expect(order.status).toBe('confirmed');
    // 4,500.00 + 18 % GST, and the venue's handling charge of 20.00 once per order.
    expect(order.items).toEqual([
      expect.objectContaining({ type: 'membership', membershipId: 'regulars', validity: 'Quarterly', amount: 450000, total: 531000 }),
    ]);
    expect(order.total).toBe(533000);
    const record = {
      orderId: data.orderId,
      userId: 'priya',
      spaceId: SPACE,
      membershipId: 'regulars',
      validity: 'Quarterly',
      validFrom: '2026-11-20',
      validUntil: '2027-02-19',
    };
    expect(order.memberships).toEqual([expect.objectContaining(record)]);
    expect(await myMemberships(priya)).toEqual([expect.objectContaining({ ...record, active: true })]);
    expect(await myMemberships(await playerToken(platform, 'arjun'))).toEqual([]);

    await expectProblem(
      await platform.request('PUT', `/api/b2c/orders/${data.orderId}/cancel`, { token: priya }),
      409,
      'ORDER_NOT_CANCELLABLE',
      'orderId',
    );
    platform.setNow('2027-02-20T10:00:00.000Z');
    expect((await myMemberships(priya))[0].active).toBe(false);
    platform.setNow('2026-11-20T10:00:00.000Z');
  });

  it('goes in one order with slots of the same venue: the slots are booked, the membership starts', async () => {
    const ravi = await playerToken(platform, 'ravi');
    const { data } = await json(
      await platform.request('POST', '/api/b2c/transaction/instantBuy', {
        token: ravi,
        body: { cartItem: [slotItem('18:00'), membershipItem()] },
      }),
    );
    const order = (await orderAfterPayment(platform, ravi, data.orderId)).data;
    expect(order.status).toBe('confirmed');
    expect(order.items.map((i: { type: string }) => i.type)).toEqual(['slot', 'membership']);
    expect(order.total).toBe(141600 + 531000 + 2000);
    expect((await myMemberships(ravi)).map((m: { membershipId: string }) => m.membershipId)).toEqual(['regulars']);
  });

  it('refuses a membership item without a plan, a plan the venue does not have, and one of another venue, appending nothing', async () => {
    const before = await platform.eventCount();
    const order = (cartItem: unknown[]) => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem } });
    await expectProblem(await order([{ type: 'membership' }]), 400, 'VALIDATION_FAILED', 'cartItem.0.itemId');
    await expectProblem(await order([membershipItem(`${SPACE}.gold`)]), 404, 'MEMBERSHIP_NOT_FOUND', 'cartItem.0.itemId');
    await expectProblem(await order([membershipItem(SPACE)]), 404, 'MEMBERSHIP_NOT_FOUND', 'cartItem.0.itemId');
    await expectProblem(await order([slotItem('19:00'), membershipItem('other.regulars')]), 422, 'MIXED_SPACES', 'cartItem.1.itemId');
    await expectProblem(await order([membershipItem(), membershipItem()]), 400, 'VALIDATION_FAILED', 'cartItem.1.itemId');
    expect(await platform.eventCount()).toBe(before);
  });

  it('is for signed-in players only', async () => {
    expect((await platform.request('GET', '/api/b2c/memberships/my/0/30')).status).toBe(401);
  });

  it("lists in the back office as a member of the venue's organisation, to its staff only", async () => {
    const meera = await playerToken(platform, 'meera');
    const { data } = await json(
      await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: meera, body: { cartItem: [membershipItem()] } }),
    );
    await orderAfterPayment(platform, meera, data.orderId);
    await platform.settle();
    const members = async (token: string) => {
      const response = await platform.request(
        'GET',
        `/admin-api/members?filter=${encodeURIComponent(JSON.stringify({ userId: 'meera' }))}&sort=${encodeURIComponent('["validUntil","DESC"]')}`,
        { token },
      );
      expect(response.status).toBe(200);
      return { records: await json(response), range: response.headers.get('content-range') };
    };
    const own = await members(await staffToken(platform));
    expect(own.records).toEqual([
      expect.objectContaining({
        id: `${data.orderId}.regulars`,
        orgId: ORG,
        spaceId: SPACE,
        userId: 'meera',
        membershipId: 'regulars',
        validUntil: '2027-02-19',
      }),
    ]);
    expect(own.range).toBe('members 0-0/1');
    expect((await members(await staffToken(platform, 'other-co'))).range).toBe('members */0');
    expect(
      (await platform.request('GET', `/admin-api/members/${data.orderId}.regulars`, { token: await staffToken(platform, 'other-co') }))
        .status,
    ).toBe(404);
  });
});

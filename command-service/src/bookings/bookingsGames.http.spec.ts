import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import {
  DATE,
  FIELD,
  ORG,
  SPACE,
  cart,
  orderAfterPayment,
  playerToken,
  setUpVenue,
  slotItem,
  staffToken,
} from '@sports/testing/http/bookingsFixtures';

/** Spec section 2 venue-pick options: pick a booked slot, book a slot, pick from blocked slots; section 7 "PUT map slot to game". */
let platform: TestPlatform;
let host: string;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  host = await playerToken(platform, 'hari');
});
afterAll(() => platform.close());

const slotOf = (startTime: string, endTime: string) => ({
  slotId: `${FIELD}.${DATE}.${startTime.replace(':', '')}`,
  fieldId: FIELD,
  fieldName: 'Turf A',
  slotDate: DATE,
  startTime: `${startTime}:00`,
  endTime: `${endTime}:00`,
});
const venueGame = (token: string) =>
  createGame(platform, token, { spaceId: SPACE, spaceName: 'Marina Turf Arena', facilityId: FIELD, facilityName: 'Turf A' });

describe('a game on a booked slot', () => {
  it('the host books a slot, pays, and maps it to the game; unmapping works as before', async () => {
    const { data } = await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: host, body: cart('18:00') }));
    expect((await orderAfterPayment(platform, host, data.orderId)).data.status).toBe('confirmed');
    const { activityId } = await venueGame(host);
    const mapped = await platform.request('PUT', `/api/vm/activities/${activityId}/slots`, { token: host, body: slotOf('18:00', '19:00') });
    expect((await json(mapped)).data.slotIds).toEqual([`${FIELD}.${DATE}.1800`]);
    const removed = await platform.request('PUT', `/api/vm/activities/${activityId}/slots/${FIELD}.${DATE}.1800/remove`, { token: host });
    expect((await json(removed)).data.slotIds).toEqual([]);
  });

  it('refuses a slot nobody booked, a slot someone else booked, and a slot that does not exist', async () => {
    const { activityId } = await venueGame(host);
    const map = (slot: object) => platform.request('PUT', `/api/vm/activities/${activityId}/slots`, { token: host, body: slot });
    await expectProblem(await map(slotOf('19:00', '20:00')), 403, 'SLOT_NOT_YOURS', 'slotId');
    const other = await playerToken(platform, 'arjun');
    const { data } = await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: other, body: cart('20:00') }));
    await orderAfterPayment(platform, other, data.orderId);
    await expectProblem(await map(slotOf('20:00', '21:00')), 403, 'SLOT_NOT_YOURS', 'slotId');
    await expectProblem(await map(slotOf('20:00', '20:30')), 404, 'SLOT_NOT_FOUND', 'slotId');
  });

  it('venue staff host a game on a slot they blocked (pick from blocked slots)', async () => {
    const staff = await staffToken(platform);
    await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/slots/block`, {
      token: staff,
      body: { fieldId: FIELD, date: DATE, startTimes: ['21:00'], reason: 'League night' },
    });
    const { activityId } = await venueGame(staff);
    const mapped = await platform.request('PUT', `/api/vm/activities/${activityId}/slots`, {
      token: staff,
      body: slotOf('21:00', '22:00'),
    });
    expect(mapped.status).toBe(200);
    const { activityId: playersGame } = await venueGame(host);
    await expectProblem(
      await platform.request('PUT', `/api/vm/activities/${playersGame}/slots`, { token: host, body: slotOf('21:00', '22:00') }),
      403,
      'SLOT_NOT_YOURS',
      'slotId',
    );
  });
});

describe('a game sharing the cost of its booked slot', () => {
  // Another day, so the slots of the tests above stay free.
  const DAY = '2026-11-22';
  const slotOn = (startTime: string) => ({
    ...slotOf(startTime, `${Number(startTime.slice(0, 2)) + 1}:00`),
    slotId: `${FIELD}.${DAY}.${startTime.replace(':', '')}`,
    slotDate: DAY,
  });
  const detail = async (activityId: string) => {
    await platform.settle();
    return (await json(await platform.request('GET', `/api/vm/activities/${activityId}`, { token: host }))).data;
  };

  it("takes its cost per participant from what the booking paid, divided by its places and rounded up; unmapping gives back the host's cost", async () => {
    const { data } = await json(
      await platform.request('POST', '/api/b2c/transaction/instantBuy', {
        token: host,
        body: { cartItem: [slotItem('18:00', { date: DAY })] },
      }),
    );
    const order = (await orderAfterPayment(platform, host, data.orderId)).data;
    expect(order.status).toBe('confirmed');
    const paid: number = order.items[0].total;
    const shared = await createGame(platform, host, {
      spaceId: SPACE,
      facilityId: FIELD,
      maxParticipants: 7,
      isCostShared: true,
      costPerParticpant: 15000,
    });
    const notShared = await createGame(platform, host, { spaceId: SPACE, facilityId: FIELD, maxParticipants: 7, costPerParticpant: 15000 });
    for (const game of [shared, notShared]) {
      expect(
        (await platform.request('PUT', `/api/vm/activities/${game.activityId}/slots`, { token: host, body: slotOn('18:00') })).status,
      ).toBe(200);
    }
    expect((await detail(shared.activityId)).costPerParticpant).toBe(Math.ceil(paid / 7));
    expect((await detail(notShared.activityId)).costPerParticpant).toBe(15000);
    expect((await detail(shared.activityId)).mappedSlots[0].paidAmount).toBe(paid);

    await platform.request('PUT', `/api/vm/activities/${shared.activityId}/slots/${FIELD}.${DAY}.1800/remove`, { token: host });
    expect((await detail(shared.activityId)).costPerParticpant).toBe(15000);
  });

  it("a blocked slot staff mapped carries no payment: the host's cost stands", async () => {
    const staff = await staffToken(platform);
    await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/slots/block`, {
      token: staff,
      body: { fieldId: FIELD, date: DAY, startTimes: ['19:00'], reason: 'Coaching' },
    });
    const { activityId } = await createGame(platform, staff, {
      spaceId: SPACE,
      facilityId: FIELD,
      isCostShared: true,
      costPerParticpant: 9000,
    });
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/slots`, { token: staff, body: slotOn('19:00') })).status).toBe(
      200,
    );
    await platform.settle();
    expect((await json(await platform.request('GET', `/api/vm/activities/${activityId}`, { token: staff }))).data.costPerParticpant).toBe(
      9000,
    );
  });
});

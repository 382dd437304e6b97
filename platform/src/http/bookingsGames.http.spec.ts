import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { createGame, expectProblem, json } from './fixtures';
import { DATE, FIELD, ORG, SPACE, cart, orderAfterPayment, playerToken, setUpVenue, staffToken } from './bookingsFixtures';

/** Spec section 2 venue-pick options: pick a booked slot, book a slot, pick from blocked slots; section 7 "PUT map slot to game". */
let platform: TestPlatform;
let host: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  await setUpVenue(platform);
  host = await playerToken(platform, 'hari');
});
afterAll(() => platform.close());

const slotOf = (startTime: string, endTime: string) => ({ slotId: `${FIELD}.${DATE}.${startTime.replace(':', '')}`, fieldId: FIELD, fieldName: 'Turf A', slotDate: DATE, startTime: `${startTime}:00`, endTime: `${endTime}:00` });
const venueGame = (token: string) => createGame(platform, token, { spaceId: SPACE, spaceName: 'Marina Turf Arena', facilityId: FIELD, facilityName: 'Turf A' });

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
    await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/slots/block`, { token: staff, body: { fieldId: FIELD, date: DATE, startTimes: ['21:00'], reason: 'League night' } });
    const { activityId } = await venueGame(staff);
    const mapped = await platform.request('PUT', `/api/vm/activities/${activityId}/slots`, { token: staff, body: slotOf('21:00', '22:00') });
    expect(mapped.status).toBe(200);
    const { activityId: playersGame } = await venueGame(host);
    await expectProblem(await platform.request('PUT', `/api/vm/activities/${playersGame}/slots`, { token: host, body: slotOf('21:00', '22:00') }), 403, 'SLOT_NOT_YOURS', 'slotId');
  });
});

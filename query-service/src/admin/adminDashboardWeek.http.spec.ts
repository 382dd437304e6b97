import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import {
  FIELD,
  ORG,
  SPACE,
  eveningRange,
  managerToken,
  orderAfterPayment,
  playerToken,
  setUpVenue,
  slotItem,
  staffToken,
} from '@sports/testing/http/bookingsFixtures';

/**
 * What a manager opens first (spec sections 1 and 3): the day's timeline and a week's occupancy per
 * venue and hour, checked against bookings made through the real commands. The venue (bookingsFixtures)
 * sells turf-a from 18:00 to 22:00 in hours every day; here it also sells Saturday mornings from
 * 06:00 to 07:30 in half hours. The clock stands at Friday 2026-11-20, 15:30 IST; the week asked
 * for is Monday 23 to Sunday 29 November.
 */
const WEEK = '2026-11-23';
let platform: TestPlatform;
let gameId: string;
beforeAll(async () => {
  platform = await startTestStack();
  const manager = await setUpVenue(platform);
  const ok = async (response: Response) => expect(response.status, JSON.stringify(await response.clone().json())).toBeLessThan(300);
  await ok(
    await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/saturday-dawn`, {
      token: manager,
      body: eveningRange({ startTime: '06:00', endTime: '07:30', slotMinutes: 30, weekdays: [6] }),
    }),
  );
  const buy = async (user: string, date: string, ...startTimes: string[]) => {
    const token = await playerToken(platform, user);
    const { data } = await json(
      await platform.request('POST', '/api/b2c/transaction/instantBuy', {
        token,
        body: { cartItem: startTimes.map((t) => slotItem(t, { date })) },
      }),
    );
    expect((await orderAfterPayment(platform, token, data.orderId)).data.status).toBe('confirmed');
    return { token, orderId: data.orderId as string };
  };
  // Monday: 18:00 and 19:00 booked and paid.
  await buy('priya', '2026-11-23', '18:00', '19:00');
  // Saturday: the 06:30 half hour.
  await buy('arjun', '2026-11-28', '06:30');
  // Monday 20:00 held, not paid: not a booking.
  expect(
    (
      await platform.request('POST', '/api/b2c/orders', {
        token: await playerToken(platform, 'meera'),
        body: { cartItem: [slotItem('20:00', { date: '2026-11-23' })] },
      })
    ).status,
  ).toBe(201);
  // Wednesday 18:00 booked, then cancelled by its buyer: released.
  const kavya = await buy('kavya', '2026-11-25', '18:00');
  expect((await platform.request('PUT', `/api/b2c/orders/${kavya.orderId}/cancel`, { token: kavya.token })).status).toBe(200);
  // Tuesday 21:00 blocked by staff: off sale.
  await ok(
    await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/slots/block`, {
      token: await staffToken(platform),
      body: { fieldId: FIELD, date: '2026-11-24', startTimes: ['21:00'], reason: 'Pitch repair' },
    }),
  );
  // A game on Monday at the venue's field, 20:00 to 21:30.
  const game = await createGame(platform, await playerToken(platform, 'hari'), {
    name: 'Monday Five-a-side',
    date: '2026-11-23',
    duration: [{ from: '2026-11-23T20:00:00+05:30', to: '2026-11-23T21:30:00+05:30' }],
    spaceId: SPACE,
    spaceName: 'Marina Turf Arena',
    facilityId: FIELD,
    facilityName: 'Turf A',
  });
  expect(game.response.status).toBeLessThan(300);
  gameId = game.activityId;
  await platform.settle();
});
afterAll(() => platform.close());

const get = async (path: string, token?: string) => platform.request('GET', path, { token: token ?? (await staffToken(platform)) });

describe('occupancy per venue, day and hour (GET /admin-api/dashboard/occupancy)', () => {
  it('reads booked over bookable minutes, worked out by hand from the bookings above', async () => {
    const response = await get(`/admin-api/dashboard/occupancy?week=${WEEK}`);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    const [venue] = body.venues;
    expect(body.venues).toHaveLength(1);
    expect(venue).toMatchObject({ spaceId: SPACE, orgId: ORG, name: 'Marina Turf Arena' });
    // Only hours with something on sale in the week: Saturday's dawn and every evening.
    expect(venue.hours.map((h: { hour: number }) => h.hour)).toEqual([6, 7, 18, 19, 20, 21]);
    const cell = (hour: number, day: number) => venue.hours.find((h: { hour: number }) => h.hour === hour).cells[day];
    const share = (booked: number, bookable: number) => ({
      bookedMinutes: booked,
      bookableMinutes: bookable,
      occupancy: bookable ? Math.round((booked / bookable) * 1000) / 1000 : null,
    });
    // Monday: 18:00 and 19:00 paid for (full hours); 20:00 only held; 21:00 free.
    expect([18, 19, 20, 21].map((h) => cell(h, 0))).toEqual([share(60, 60), share(60, 60), share(0, 60), share(0, 60)]);
    // Tuesday: 21:00 blocked, so nothing of that hour is bookable.
    expect(cell(21, 1)).toEqual({ bookedMinutes: 0, bookableMinutes: 0, occupancy: null });
    // Wednesday: the cancelled 18:00 is on sale again and booked by nobody.
    expect(cell(18, 2)).toEqual(share(0, 60));
    // Saturday dawn: 06:00 and 06:30 on sale, 06:30 booked: half of the hour; 07:00-07:30 is half an hour on sale.
    expect([cell(6, 5), cell(7, 5)]).toEqual([share(30, 60), share(0, 30)]);
    // No dawn slots on the other days.
    expect(cell(6, 0)).toEqual({ bookedMinutes: 0, bookableMinutes: 0, occupancy: null });
    // The week: 7 evenings of 240 minutes, less the blocked hour, plus Saturday's 90 minutes = 1,710; 150 booked.
    expect(venue.total).toEqual({ bookedMinutes: 150, bookableMinutes: 1710, occupancy: 0.088 });
  });

  it('is empty for staff of an organisation without venues, and 403 for another organisation named', async () => {
    const other = await staffToken(platform, 'other-co');
    expect((await json(await get(`/admin-api/dashboard/occupancy?week=${WEEK}`, other))).venues).toEqual([]);
    await expectProblem(await get(`/admin-api/dashboard/occupancy?week=${WEEK}&orgId=${ORG}`, other), 403, 'FORBIDDEN', 'orgId');
    await expectProblem(await get(`/admin-api/dashboard/occupancy?week=${WEEK}`, await playerToken(platform, 'ravi')), 403, 'FORBIDDEN');
  });

  it('refuses a week that is not a Monday, not a date, or missing, naming query.week', async () => {
    for (const week of ['2026-11-24', '2026-02-30', '23-11-2026', 'x'])
      await expectProblem(await get(`/admin-api/dashboard/occupancy?week=${week}`), 400, 'VALIDATION_FAILED', 'query.week');
    await expectProblem(await get('/admin-api/dashboard/occupancy'), 400, 'VALIDATION_FAILED', 'query.week');
    await expectProblem(await get(`/admin-api/dashboard/occupancy?week=${WEEK}&extra=1`), 400, 'VALIDATION_FAILED');
  });
});

describe("the day's timeline (GET /admin-api/dashboard/day)", () => {
  it("places each booking, hold, block and game on its field's row, with the buyer's and game's names", async () => {
    const body = await json(await get('/admin-api/dashboard/day?date=2026-11-23'));
    expect(body.date).toBe('2026-11-23');
    const [venue] = body.venues;
    expect(venue).toMatchObject({ spaceId: SPACE, name: 'Marina Turf Arena', opens: '18:00', closes: '22:00' });
    const [turf] = venue.fields;
    expect(turf).toMatchObject({ fieldId: FIELD, name: 'Turf A' });
    expect(turf.items.map((i: Record<string, unknown>) => [i.kind, i.start, i.end])).toEqual([
      ['booking', '18:00', '19:00'],
      ['booking', '19:00', '20:00'],
      ['game', '20:00', '21:30'],
      ['hold', '20:00', '21:00'],
    ]);
    expect(turf.items[0].label).toBe(turf.items[1].label);
    expect(turf.items[0].label).not.toMatch(/Unknown/);
    expect(turf.items[2]).toMatchObject({ label: 'Monday Five-a-side', activityId: gameId, sport: 'Football', players: 1, maxPlayers: 4 });
  });

  it("shows Saturday's dawn from 06:00 and Tuesday's blocked slot", async () => {
    const saturday = (await json(await get('/admin-api/dashboard/day?date=2026-11-28'))).venues[0];
    expect([saturday.opens, saturday.closes]).toEqual(['06:00', '22:00']);
    expect(saturday.fields[0].items.map((i: Record<string, unknown>) => [i.kind, i.start, i.end])).toEqual([['booking', '06:30', '07:00']]);
    const tuesday = (await json(await get('/admin-api/dashboard/day?date=2026-11-24', await managerToken(platform)))).venues[0];
    expect(tuesday.fields[0].items).toEqual([{ kind: 'blocked', start: '21:00', end: '22:00', label: 'Blocked' }]);
  });

  it("refuses a day that does not exist, naming query.date; another organisation's staff see none of its venues", async () => {
    for (const date of ['2026-02-30', '2026-11-2', ''])
      await expectProblem(await get(`/admin-api/dashboard/day?date=${date}`), 400, 'VALIDATION_FAILED', 'query.date');
    const other = await staffToken(platform, 'other-co');
    expect((await json(await get('/admin-api/dashboard/day?date=2026-11-23', other))).venues).toEqual([]);
    await expectProblem(await get(`/admin-api/dashboard/day?date=2026-11-23&orgId=${ORG}`, other), 403, 'FORBIDDEN', 'orgId');
  });
});

describe('payouts due (GET /admin-api/dashboard/payouts-due)', () => {
  it("owes the organisation its partner's shares of the paid orders, per venue since nothing is settled yet", async () => {
    const body = await json(await get('/admin-api/dashboard/payouts-due'));
    const [org] = body.organisations;
    expect(body.organisations).toHaveLength(1);
    const payouts = await json(await platform.request('GET', `/org-api/${ORG}/payouts`, { token: await staffToken(platform) }));
    expect(org).toMatchObject({
      orgId: ORG,
      name: 'Turf Co',
      payoutDue: payouts.data.payoutDue,
      settled: 0,
      remainingDue: payouts.data.payoutDue,
      lastSettlement: null,
      unsettledFrom: '2026-11-20',
    });
    expect(payouts.data.payoutDue).toBeGreaterThan(0);
    expect(org.venues).toEqual([{ spaceId: SPACE, name: 'Marina Turf Arena', orders: 3, due: payouts.data.payoutDue }]);
  });

  it('after a settlement: what remains, the period it covered, and the day after it as the start of what builds up', async () => {
    const admin = await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] }).then((t) => t.accessToken);
    const settled = await platform.request('POST', `/org-api/${ORG}/payouts/settlements`, {
      token: admin,
      body: { amount: 100000, reference: 'UTR12345', period: { from: '2026-11-01', to: '2026-11-20' } },
    });
    expect(settled.status).toBeLessThan(300);
    await platform.settle();
    const [org] = (await json(await get('/admin-api/dashboard/payouts-due'))).organisations;
    expect(org).toMatchObject({
      settled: 100000,
      remainingDue: org.payoutDue - 100000,
      lastSettlement: { reference: 'UTR12345', from: '2026-11-01', to: '2026-11-20', amount: 100000 },
      unsettledFrom: '2026-11-21',
      venues: [],
    });
    await expectProblem(await get('/admin-api/dashboard/payouts-due?orgId=BAD/ID'), 400, 'VALIDATION_FAILED', 'query.orgId');
  });
});

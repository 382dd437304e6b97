import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, orderAfterPayment, playerToken, setUpVenue, slotItem, staffToken } from '@sports/testing/http/bookingsFixtures';

/**
 * The back office's dashboard. The venue offers 4 evening slots a
 * day on one field; the clock stands at 15:30 IST on 2026-11-20, so a two-day window is the 19th
 * and the 20th for orders, and the 20th and the 21st for occupancy (today and ahead): 8 slots offered.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  const priya = await playerToken(platform, 'priya');
  const arjun = await playerToken(platform, 'arjun');
  const today = (startTime: string) => ({ cartItem: [slotItem(startTime, { date: '2026-11-20' })] });
  const paid = (await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: today('18:00') }))).data
    .orderId;
  expect((await orderAfterPayment(platform, priya, paid)).data.status).toBe('confirmed');
  expect((await platform.request('POST', '/api/b2c/orders', { token: arjun, body: today('19:00') })).status).toBe(201);
  await platform.settle();
});
afterAll(() => platform.close());

const dashboard = async (token: string, query = 'days=2') => platform.request('GET', `/admin-api/dashboard?${query}`, { token });

describe('dashboard', () => {
  it('counts confirmed bookings and revenue per venue-local day, occupancy, active players and orders by status', async () => {
    const response = await dashboard(await staffToken(platform));
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({
      from: '2026-11-19',
      to: '2026-11-20',
      occupancyFrom: '2026-11-20',
      occupancyTo: '2026-11-21',
      currency: 'INR',
      activePlayers: 1,
      openDisputes: 0,
      ordersByStatus: { confirmed: 1, pending_payment: 1 },
    });
    // ₹1,200 + 18 % GST + ₹20 handling = ₹1,436.00.
    expect(body.bookingsPerDay).toEqual([
      { date: '2026-11-19', orders: 0, revenue: 0, refunds: 0 },
      { date: '2026-11-20', orders: 1, revenue: 143600, refunds: 0 },
    ]);
    expect(body.occupancyPerVenue).toEqual([
      { spaceId: 'marina', name: 'Marina Turf Arena', bookedSlots: 1, offeredSlots: 8, occupancy: 0.125 },
    ]);
  });

  it('counts a refund on the day the order was placed, and a cancelled slot no longer as booked', async () => {
    const priya = await platform.tokenFor('priya');
    // Tomorrow at 18:00 is 26.5 hours away: the venue's policy gives everything back.
    const tomorrow = (
      await json(
        await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: priya, body: { cartItem: [slotItem('18:00')] } }),
      )
    ).data.orderId;
    expect((await orderAfterPayment(platform, priya, tomorrow)).data.status).toBe('confirmed');
    expect((await platform.request('PUT', `/api/b2c/orders/${tomorrow}/cancel`, { token: priya })).status).toBe(200);
    await platform.settle();
    const body = await json(await dashboard(await staffToken(platform)));
    expect(body.bookingsPerDay[1]).toEqual({ date: '2026-11-20', orders: 2, revenue: 287200, refunds: 143600 });
    expect(body.ordersByStatus).toEqual({ confirmed: 1, pending_payment: 1, cancelled: 1 });
    expect(body.occupancyPerVenue[0].bookedSlots).toBe(1);
  });

  it('counts occupancy over today and the days ahead: K of N slots booked through the real commands read K/N', async () => {
    // The window had been the past days only, so slots sold for the coming days read 0 %.
    // days=3 from Friday 20 Nov: the 20th, 21st and 22nd, 4 evening slots a day on turf-a = 12 on offer.
    const kavya = await playerToken(platform, 'kavya');
    const on22 = (...startTimes: string[]) => ({ cartItem: startTimes.map((t) => slotItem(t, { date: '2026-11-22' })) });
    const sunday = (
      await json(await platform.request('POST', '/api/b2c/transaction/instantBuy', { token: kavya, body: on22('18:00', '19:00', '20:00') }))
    ).data.orderId;
    expect((await orderAfterPayment(platform, kavya, sunday)).data.status).toBe('confirmed');
    // A hold not yet paid for is not a booking.
    expect(
      (await platform.request('POST', '/api/b2c/orders', { token: await playerToken(platform, 'meera'), body: on22('21:00') })).status,
    ).toBe(201);
    await platform.settle();
    const body = await json(await dashboard(await staffToken(platform), 'days=3'));
    // Booked: the 18:00 of the 20th (the first test) and three on the 22nd; the cancelled 21st is free again.
    expect(body).toMatchObject({ occupancyFrom: '2026-11-20', occupancyTo: '2026-11-22', from: '2026-11-18', to: '2026-11-20' });
    expect(body.occupancyPerVenue).toEqual([
      { spaceId: 'marina', name: 'Marina Turf Arena', bookedSlots: 4, offeredSlots: 12, occupancy: 0.333 },
    ]);

    // A slot staff block is off sale: 11 on offer. Nothing ahead of the window counts (days=1: today only).
    expect(
      (
        await platform.request('PUT', `/org-api/${ORG}/spaces/marina/slots/block`, {
          token: await staffToken(platform),
          body: { fieldId: 'marina.turf-a', date: '2026-11-21', startTimes: ['21:00'], reason: 'Pitch repair' },
        })
      ).status,
    ).toBe(200);
    await platform.settle();
    expect((await json(await dashboard(await staffToken(platform), 'days=3'))).occupancyPerVenue[0]).toMatchObject({
      bookedSlots: 4,
      offeredSlots: 11,
      occupancy: 0.364,
    });
    expect((await json(await dashboard(await staffToken(platform), 'days=1'))).occupancyPerVenue[0]).toMatchObject({
      bookedSlots: 1,
      offeredSlots: 4,
      occupancy: 0.25,
    });
  });

  it('is for staff of the organisation asked for, and checks its window', async () => {
    await expectProblem(await dashboard(await staffToken(platform, 'other-co'), `orgId=${ORG}`), 403, 'FORBIDDEN', 'orgId');
    await expectProblem(await dashboard(await playerToken(platform, 'ravi')), 403, 'FORBIDDEN');
    const other = await json(await dashboard(await staffToken(platform, 'other-co')));
    expect([other.occupancyPerVenue, other.ordersByStatus, other.activePlayers]).toEqual([[], {}, 0]);
    for (const days of ['0', '91', 'x'])
      await expectProblem(await dashboard(await staffToken(platform), `days=${days}`), 400, 'VALIDATION_FAILED', 'query.days');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';

/** demo data: venues with fields and prices, coupons, orders in every state, all through commands. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack({ env: { DEMO_DATA: 'true' } });
  await platform.settle();
});
afterAll(() => platform.close());

describe('demo venues and bookings', () => {
  it('lists the demo venues with their fields, and priced slots with one booked', async () => {
    const venues = await json(await platform.request('GET', '/api/vm/spaces/listing/football/0/30'));
    expect(venues.data.venues.map((v: { id: string; facilities: unknown[] }) => [v.id, v.facilities.length])).toEqual([
      ['space-marina-turf', 2],
    ]);
    const tomorrow = new Date(Date.parse('2026-11-20T10:00:00.000Z') + 86_400_000 + 19_800_000).toISOString().slice(0, 10);
    const slots = await json(await platform.request('GET', `/api/vm/slots/listing/football?date=${tomorrow}`));
    const turfA = slots.data.find((f: { facilityId: string }) => f.facilityId === 'space-marina-turf.turf-a');
    expect(turfA.timings.find((t: { startTime: string }) => t.startTime === '18:00')).toMatchObject({
      slotStatus: 'booked',
      amount: 141600,
      symbol: '₹',
    });
    expect(turfA.timings.find((t: { startTime: string }) => t.startTime === '06:00')).toMatchObject({
      slotStatus: 'available',
      amount: 94400,
      strikeAmount: 100000,
    });
  });

  it('has orders confirmed after payment, confirmed to pay later, expired and cancelled with a refund', async () => {
    const statusOf = async (userId: string) => {
      const token = await platform.tokenFor(userId);
      return (await json(await platform.request('GET', '/api/b2c/orders/my/0/10', { token }))).data.orders.map(
        (o: { status: string; discountTotal: number; refundTotal: number; payLater: boolean }) => [
          o.status,
          o.discountTotal,
          o.refundTotal,
          o.payLater,
        ],
      );
    };
    // Last (oldest): each one's enrolment in the junior class's Tue/Thu batch three weeks ago, paid at the venue (demo/classRoster.ts).
    const enrolment = ['confirmed', 0, 0, true];
    expect(await statusOf('demo-player-priya')).toEqual([['confirmed', 20000, 0, false], enrolment]);
    expect(await statusOf('demo-host-rahul')).toEqual([['confirmed', 0, 0, true], enrolment]);
    expect(await statusOf('demo-player-arjun')).toEqual([['expired', 0, 0, false], enrolment]);
    expect(await statusOf('demo-player-kavya')).toEqual([['cancelled', 0, 141600 + 2000, false], enrolment]);
    // The Diwali wheel's prizes are private: only a spin gives one, the public listing never shows them
    // (docs/adr/0110-spin-wheel-server.md).
    const wheel = await json(await platform.request('GET', '/api/b2c/coupon/get/campaign/diwali-wheel'));
    expect(wheel.data).toEqual([]);
    const { data } = await json(
      await platform.request('POST', '/api/b2c/coupon/spin/diwali-wheel', { token: await platform.tokenFor('demo-player-arjun') }),
    );
    expect([0, 1, 2]).toContain(data.sliceIndex);
    expect(data.code).toBe(['SPIN100', 'SPIN25', null][data.sliceIndex]);
  });
});

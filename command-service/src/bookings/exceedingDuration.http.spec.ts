import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, cart, eveningRange, managerToken, playerToken, setUpVenue } from '@sports/testing/http/bookingsFixtures';

/** Spec section 3 "exceeding-duration prices": the later slots of one long booking cost another price. */
let platform: TestPlatform;
let manager: string;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  manager = await managerToken(platform);
});
afterAll(() => platform.close());

const configure = (exceedingDurationPrices: unknown) =>
  platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/evening`, {
    token: manager,
    body: eveningRange({ exceedingDurationPrices }),
  });
const itemTotals = async (token: string, startTimes: string[]) => {
  const { data } = await json(await platform.request('POST', '/api/b2c/orders', { token, body: cart(...startTimes) }));
  await platform.settle();
  return (await json(await platform.request('GET', `/api/b2c/orders/${data.orderId}`, { token }))).data.items.map(
    (i: { total: number }) => i.total,
  );
};

describe('exceeding-duration prices', () => {
  it('prices a slot starting two hours or more into a run of consecutive slots by the rule; slots apart are each a booking of their own', async () => {
    expect((await configure([{ afterMinutes: 120, price: { amount: 90000, enableTax: true, taxId: 'gst' } }])).status).toBe(200);
    // 1,200.00 and 900.00, each + 18 % GST.
    expect(await itemTotals(await playerToken(platform, 'priya'), ['18:00', '19:00', '20:00'])).toEqual([141600, 141600, 106200]);
    expect(await itemTotals(await playerToken(platform, 'arjun'), ['21:00'])).toEqual([141600]);
  });

  it('refuses rules off the slot grid, out of order, with a tax the space lacks, or of zero minutes, appending nothing', async () => {
    const before = await platform.eventCount();
    const price = { amount: 90000 };
    await expectProblem(
      await configure([{ afterMinutes: 90, price }]),
      422,
      'INVALID_TIME_RANGE',
      'exceedingDurationPrices.0.afterMinutes',
    );
    await expectProblem(
      await configure([
        { afterMinutes: 180, price },
        { afterMinutes: 120, price },
      ]),
      422,
      'INVALID_TIME_RANGE',
      'exceedingDurationPrices.1.afterMinutes',
    );
    await expectProblem(
      await configure([{ afterMinutes: 120, price: { amount: 1, enableTax: true, taxId: 'vat' } }]),
      422,
      'TAX_NOT_FOUND',
      'exceedingDurationPrices.0.price.taxId',
    );
    await expectProblem(await configure([{ afterMinutes: 0, price }]), 400, 'VALIDATION_FAILED', 'exceedingDurationPrices.0.afterMinutes');
    expect(await platform.eventCount()).toBe(before);
  });
});

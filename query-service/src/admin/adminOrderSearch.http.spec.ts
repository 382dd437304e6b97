import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { cart, managerToken, playerToken, setUpVenue, spaceBody, staffToken } from '@sports/testing/http/bookingsFixtures';

/**
 * The orders list's "Buyer name or phone" search (docs/backoffice.md): whom an order was booked
 * for, by the start of their name in any case or by their phone's digits, within the caller's
 * organisations only; a bad text is a 400 naming the filter.
 */
const OTHER = 'other-co';
let platform: TestPlatform;
const ids: Record<string, string> = {};

const setUpOtherVenue = async () => {
  const token = await managerToken(platform, OTHER);
  await platform.request('PUT', `/org-api/${OTHER}`, { token, body: { name: 'Other Co' } });
  await platform.request('PUT', `/org-api/${OTHER}/spaces/harbour`, { token, body: spaceBody({ name: 'Harbour Courts' }) });
  await platform.request('PUT', `/org-api/${OTHER}/spaces/harbour/fields/court-1`, {
    token,
    body: { fieldName: 'Court 1', listingIds: ['football'] },
  });
  const range = {
    fieldIds: ['harbour.court-1'],
    startTime: '18:00',
    endTime: '22:00',
    slotMinutes: 60,
    price: { amount: 90000, enableTax: false },
  };
  expect(
    (await platform.request('PUT', `/org-api/${OTHER}/spaces/harbour/timeRanges/evening`, { token, body: range })).status,
  ).toBeLessThan(300);
};

const order = async (key: string, body: Record<string, unknown>, bookedFor: { name: string; phone: string }) => {
  const response = await platform.request('POST', '/api/b2c/orders', {
    token: await playerToken(platform, 'buyer'),
    body: { ...body, bookedFor },
  });
  expect(response.status).toBe(201);
  ids[key] = (await json(response)).data.orderId as string;
};

/** The ids a staff member's search finds, sorted. */
const found = async (text: string, token?: string) => {
  const filter = encodeURIComponent(JSON.stringify({ bookedFor: text }));
  const response = await platform.request('GET', `/admin-api/orders?filter=${filter}&sort=${encodeURIComponent('["created","DESC"]')}`, {
    token: token ?? (await staffToken(platform)),
  });
  expect(response.status).toBe(200);
  const orders = (await response.json()) as Array<{ id: string }>;
  expect(response.headers.get('content-range')).toMatch(orders.length ? new RegExp(`/${orders.length}$`) : /\*\/0$/);
  return orders.map((o) => o.id).sort();
};
const keys = (...names: string[]) => names.map((n) => ids[n]!).sort();

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  await setUpOtherVenue();
  await order('priya', cart('18:00'), { name: 'Priya Sharma', phone: '9876543210' });
  await order('prakash', cart('19:00'), { name: 'prakash Iyer', phone: '9123456780' });
  await order('arjun', cart('20:00'), { name: 'Arjun Rao', phone: '9000011111' });
  // Another organisation's order for a buyer of the same name and phone: never found by this organisation's staff.
  await order(
    'other',
    { cartItem: [{ type: 'slot', fieldId: 'harbour.court-1', date: '2026-11-21', startTime: '18:00', listingId: 'football' }] },
    { name: 'Priya Sharma', phone: '9876543210' },
  );
  await platform.settle();
}, 60_000);

afterAll(async () => {
  await platform?.close();
});

describe('the orders list searched by buyer name or phone', () => {
  it('finds a name by its start in any case, not by a middle', async () => {
    expect(await found('pri')).toEqual(keys('priya'));
    expect(await found('PRIYA SH')).toEqual(keys('priya'));
    expect(await found('Pr')).toEqual(keys('priya', 'prakash'));
    expect(await found('PRAKASH i')).toEqual(keys('prakash'));
    expect(await found('Sharma')).toEqual([]);
    expect(await found('Priyanka')).toEqual([]);
  });

  it('finds a phone by its digits, written with spaces or a plus too', async () => {
    expect(await found('9123456780')).toEqual(keys('prakash'));
    expect(await found('91234 56780')).toEqual(keys('prakash'));
    expect(await found('9123')).toEqual([]);
  });

  it("finds the buyer's phone by its last 4 digits or more, with +91, dashes or a trunk 0 (docs/adr/0111-buyer-phone-on-orders.md)", async () => {
    for (const typed of ['6780', '56780', '+91 91234-56780', '91-9123456780', '091234 56780'])
      expect(await found(typed)).toEqual(keys('prakash'));
    expect(await found('1111')).toEqual(keys('arjun'));
    expect(await found('5678')).toEqual([]);
  });

  it("never finds another organisation's orders for its staff; a platform operator finds both", async () => {
    expect(await found('priya')).toEqual(keys('priya'));
    expect(await found('9876543210')).toEqual(keys('priya'));
    const ops = (await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken;
    expect(await found('priya', ops)).toEqual(keys('priya', 'other'));
    expect(await found('9876543210', ops)).toEqual(keys('priya', 'other'));
    expect(await found('3210')).toEqual(keys('priya'));
    expect(await found('3210', ops)).toEqual(keys('priya', 'other'));
  });

  it('combines with the other filters', async () => {
    const filter = encodeURIComponent(JSON.stringify({ bookedFor: 'pr', status: 'cancelled' }));
    const response = await platform.request('GET', `/admin-api/orders?filter=${filter}`, { token: await staffToken(platform) });
    expect(await response.json()).toEqual([]);
  });

  it.each([
    ['too long', 'x'.repeat(61)],
    ['a control character', 'pri\u0007ya'],
    ['empty', '   '],
    ['not a text', 42],
    ['a phone of fewer than 4 digits', '12-3'],
  ])('refuses a search text that is %s with a 400 naming the filter', async (_, text) => {
    const filter = encodeURIComponent(JSON.stringify({ bookedFor: text }));
    const body = await expectProblem(
      await platform.request('GET', `/admin-api/orders?filter=${filter}`, { token: await staffToken(platform) }),
      400,
      'VALIDATION_FAILED',
    );
    expect(String(body.field)).toBe('query.filter.bookedFor');
  });
});

import { expect } from 'vitest';
import type { TestPlatform } from '../testPlatform';
import { json } from './fixtures';

/**
 * A venue for booking tests: organisation turf-co, space "marina" offering football, field
 * turf-a with evening slots 18:00-22:00 (IST) of 60 minutes at ₹1,200 plus 18% GST, a ₹20
 * handling charge, and a partial cancellation policy (100% from 24 h before, 50% from 6 h).
 * The test clock starts at 2026-11-20T10:00Z (15:30 IST, a Friday).
 */
export const ORG = 'turf-co';
export const SPACE = 'marina';
export const FIELD = `${SPACE}.turf-a`;
export const DATE = '2026-11-21';

export const spaceBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marina Turf Arena',
  location: { name: 'Marina Turf Arena', address: 'Beach Road', city: 'Chennai', lat: 13.05, lon: 80.28 },
  listings: [{ listingId: 'football', listingName: 'Football' }],
  taxes: [{ taxId: 'gst', slug: 'GST', rate: 18 }],
  handlingCharge: 2000,
  cancellationPolicy: {
    type: 'partial',
    rules: [
      { hoursBefore: 24, refundPercent: 100 },
      { hoursBefore: 6, refundPercent: 50 },
    ],
  },
  ...overrides,
});

export const eveningRange = (overrides: Record<string, unknown> = {}) => ({
  fieldIds: [FIELD],
  startTime: '18:00',
  endTime: '22:00',
  slotMinutes: 60,
  price: { amount: 120000, strikeAmount: 150000, enableTax: true, taxId: 'gst', isTaxInclusive: false },
  ...overrides,
});

export const managerToken = (platform: TestPlatform, orgId = ORG) =>
  platform.tokens
    .issue({ userId: `manager-${orgId}`, name: 'Mala Manager', role: 'org_manager', scopeIds: [orgId, `${orgId}:manage`] })
    .then((t) => t.accessToken);

export const staffToken = (platform: TestPlatform, orgId = ORG) =>
  platform.tokens.issue({ userId: `staff-${orgId}`, name: 'Sam Staff', role: 'org_staff', scopeIds: [orgId] }).then((t) => t.accessToken);

const ok = async (response: Response) => {
  if (response.status >= 300) expect(await json(response)).toBe('a success');
  return response;
};

/** The venue above, written through the catalogue commands. */
export const setUpVenue = async (platform: TestPlatform, space: Record<string, unknown> = {}) => {
  const token = await managerToken(platform);
  await ok(await platform.request('PUT', `/org-api/${ORG}`, { token, body: { name: 'Turf Co' } }));
  await ok(await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, { token, body: spaceBody(space) }));
  await ok(
    await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/fields/turf-a`, {
      token,
      body: { fieldName: 'Turf A', listingIds: ['football'] },
    }),
  );
  await ok(await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/evening`, { token, body: eveningRange() }));
  return token;
};

export const slotItem = (startTime = '18:00', overrides: Record<string, unknown> = {}) => ({
  type: 'slot',
  fieldId: FIELD,
  date: DATE,
  startTime,
  listingId: 'football',
  ...overrides,
});
export const cart = (...startTimes: string[]) => ({ cartItem: (startTimes.length ? startTimes : ['18:00']).map((t) => slotItem(t)) });

/** A signed-in player: registered through the development endpoint, then a token. */
export const playerToken = async (platform: TestPlatform, userId: string) => {
  await platform.request('POST', '/api/dev/token', { body: { userId } });
  return platform.tokenFor(userId);
};

export const slotStatuses = async (platform: TestPlatform) => {
  await platform.settle();
  const body = await json(await platform.request('GET', `/api/vm/slots/listing/football?date=${DATE}`));
  return Object.fromEntries(
    (body.data[0]?.timings ?? []).map((t: { startTime: string; slotStatus: string }) => [t.startTime, t.slotStatus]),
  );
};

/** Waits for the gateway's webhooks and the read models, then reads the order. */
export const orderAfterPayment = async (platform: TestPlatform, token: string, orderId: string) => {
  await platform.payments.idle();
  await platform.settle();
  return json(await platform.request('GET', `/api/b2c/orders/${orderId}`, { token }));
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import {
  DATE,
  FIELD,
  ORG,
  SPACE,
  cart,
  eveningRange,
  managerToken,
  playerToken,
  setUpVenue,
  slotItem,
  slotStatuses,
  spaceBody,
  staffToken,
} from '@sports/testing/http/bookingsFixtures';

/** The catalogue through the API (spec sections 3 and 7): written by the organisation's staff, read by players. */
let platform: TestPlatform;
let manager: string;
let priya: string;
beforeAll(async () => {
  platform = await startTestStack();
  manager = await setUpVenue(platform);
  priya = await playerToken(platform, 'priya');
});
afterAll(() => platform.close());

describe('venues and slots by listing', () => {
  it('lists the venues of a listing with their facilities, 30 at a time', async () => {
    await platform.settle();
    const body = await json(await platform.request('GET', '/api/vm/spaces/listing/football/0/30?city=chennai'));
    expect(body.data.nextUrl).toBeNull();
    expect(body.data.venues).toEqual([
      expect.objectContaining({
        id: SPACE,
        orgId: ORG,
        name: 'Marina Turf Arena',
        region: 'chennai',
        facilities: [{ facilityId: FIELD, facilityName: 'Turf A', listingIds: ['football'] }],
      }),
    ]);
    expect((await json(await platform.request('GET', '/api/vm/spaces/listing/tennis/0/30'))).data.venues).toEqual([]);
  });

  it('shows each slot of the date with the price the buyer pays (tax on top), the struck price, ₹ and its status', async () => {
    await platform.settle();
    const body = await json(await platform.request('GET', `/api/vm/slots/listing/football?date=${DATE}`));
    expect(body.data).toHaveLength(1);
    const [facility] = body.data;
    expect(facility).toMatchObject({
      facilityId: FIELD,
      facilityName: 'Turf A',
      spaceId: SPACE,
      slotStatus: 'available',
      slotId: `${FIELD}.${DATE}.1800`,
    });
    expect(facility.timings.map((t: { startTime: string }) => t.startTime)).toEqual(['18:00', '19:00', '20:00', '21:00']);
    expect(facility.timings[0]).toEqual({
      amount: 141600,
      strikeAmount: 150000,
      currency: 'INR',
      symbol: '₹',
      date: DATE,
      startTime: '18:00',
      endTime: '19:00',
      fieldName: 'Turf A',
      fieldId: FIELD,
      timeRangeConfigId: 'evening',
      slotId: `${FIELD}.${DATE}.1800`,
      slotStatus: 'available',
    });
  });

  it('prices a tax-inclusive range at its net amount', async () => {
    await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/morning`, {
      token: manager,
      body: eveningRange({
        startTime: '06:00',
        endTime: '07:00',
        price: { amount: 118000, enableTax: true, taxId: 'gst', isTaxInclusive: true },
      }),
    });
    const placed = await json(await platform.request('POST', '/api/b2c/orders', { token: priya, body: cart('06:00') }));
    expect(placed.data.total).toBe(118000 + 2000);
    await platform.settle();
    const order = (await json(await platform.request('GET', `/api/b2c/orders/${placed.data.orderId}`, { token: priya }))).data;
    expect(order).toMatchObject({ subTotal: 100000, totalTax: 18000, taxLines: [{ slug: 'GST', rate: 18, total: 18000 }] });
    await platform.request('PUT', `/api/b2c/orders/${placed.data.orderId}/cancel`, { token: priya });
  });
});

describe('memberships with validity presets (spec sections 3 and 5)', () => {
  const plan = (overrides: Record<string, unknown> = {}) => ({
    name: 'Turf regulars',
    listingIds: ['football'],
    validity: 'Quarterly',
    price: { amount: 450000, enableTax: true, taxId: 'gst' },
    ...overrides,
  });
  it('a manager sets a plan; the venue shows it with its validity', async () => {
    const response = await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/memberships/regulars`, {
      token: manager,
      body: plan(),
    });
    expect((await json(response)).data).toEqual({ membershipId: 'regulars' });
    await platform.settle();
    const [venue] = (await json(await platform.request('GET', '/api/vm/spaces/listing/football/0/30'))).data.venues;
    expect(venue.memberships.regulars).toMatchObject({
      name: 'Turf regulars',
      validity: 'Quarterly',
      price: { amount: 450000, enableTax: true, taxId: 'gst', isTaxInclusive: false },
    });
  });
  it('refuses a preset the spec does not name, and a listing the space does not offer', async () => {
    const before = await platform.eventCount();
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/memberships/weekly`, {
        token: manager,
        body: plan({ validity: 'Weekly' }),
      }),
      400,
      'VALIDATION_FAILED',
      'validity',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/memberships/tennis`, {
        token: manager,
        body: plan({ listingIds: ['tennis'] }),
      }),
      422,
      'LISTING_NOT_AT_SPACE',
      'listingIds.0',
    );
    expect(await platform.eventCount()).toBe(before);
  });
});

describe('blocking slots (spec section 2 "pick from blocked slots")', () => {
  it('staff block a slot: it shows blocked and nobody can book it; unblocked it is available again', async () => {
    const staff = await staffToken(platform);
    const blocked = await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/slots/block`, {
      token: staff,
      body: { fieldId: FIELD, date: DATE, startTimes: ['20:00'], reason: 'Resurfacing' },
    });
    expect((await json(blocked)).data).toEqual({ fieldId: FIELD, date: DATE, slotIds: [`${FIELD}.${DATE}.2000`] });
    expect(await slotStatuses(platform)).toMatchObject({ '20:00': 'blocked' });
    await expectProblem(
      await platform.request('POST', '/api/b2c/orders', { token: priya, body: cart('20:00') }),
      409,
      'SLOT_UNAVAILABLE',
      'cartItem.0',
    );
    await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/slots/unblock`, {
      token: staff,
      body: { fieldId: FIELD, date: DATE, startTimes: ['20:00'] },
    });
    expect(await slotStatuses(platform)).toMatchObject({ '20:00': 'available' });
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/slots/unblock`, {
        token: staff,
        body: { fieldId: FIELD, date: DATE, startTimes: ['20:00'] },
      }),
      409,
      'SLOT_NOT_BLOCKED',
      'startTimes.0',
    );
  });

  it('staff cannot block a booked slot, and staff of another organisation cannot block at all', async () => {
    const placed = await json(await platform.request('POST', '/api/b2c/orders', { token: priya, body: cart('21:00') }));
    const staff = await staffToken(platform);
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/slots/block`, {
        token: staff,
        body: { fieldId: FIELD, date: DATE, startTimes: ['21:00'] },
      }),
      409,
      'SLOT_UNAVAILABLE',
      'startTimes.0',
    );
    const stranger = await staffToken(platform, 'other-co');
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/slots/block`, {
        token: stranger,
        body: { fieldId: FIELD, date: DATE, startTimes: ['19:00'] },
      }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    await platform.request('PUT', `/api/b2c/orders/${placed.data.orderId}/cancel`, { token: priya });
  });
});

describe('bad input: a 4xx problem naming the field, and nothing appended', () => {
  const cases: Array<[string, () => Promise<Response>, number, string, string]> = [
    [
      'space without a name',
      () => platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, { token: manager, body: spaceBody({ name: '' }) }),
      400,
      'VALIDATION_FAILED',
      'name',
    ],
    [
      'a partial policy without rules',
      () =>
        platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, {
          token: manager,
          body: spaceBody({ cancellationPolicy: { type: 'partial', rules: [] } }),
        }),
      400,
      'VALIDATION_FAILED',
      'cancellationPolicy.rules',
    ],
    [
      'a space of an organisation never registered',
      async () => platform.request('PUT', '/org-api/new-co/spaces/x', { token: await managerToken(platform, 'new-co'), body: spaceBody() }),
      404,
      'ORGANISATION_NOT_FOUND',
      'orgId',
    ],
    [
      'a space of another organisation',
      () => platform.request('PUT', '/org-api/other-co/spaces/x', { token: manager, body: spaceBody() }),
      403,
      'FORBIDDEN',
      'orgId',
    ],
    [
      'a capitalised space id',
      () => platform.request('PUT', `/org-api/${ORG}/spaces/Marina`, { token: manager, body: spaceBody() }),
      400,
      'VALIDATION_FAILED',
      'params.spaceId',
    ],
    [
      'an end time of 25:00',
      () =>
        platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/late`, {
          token: manager,
          body: eveningRange({ endTime: '25:00' }),
        }),
      400,
      'VALIDATION_FAILED',
      'endTime',
    ],
    [
      'a negative price',
      () =>
        platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/late`, {
          token: manager,
          body: eveningRange({ price: { amount: -1 } }),
        }),
      400,
      'VALIDATION_FAILED',
      'price.amount',
    ],
    [
      'a price in rupees with paise as a fraction',
      () =>
        platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/late`, {
          token: manager,
          body: eveningRange({ price: { amount: 1200.5 } }),
        }),
      400,
      'VALIDATION_FAILED',
      'price.amount',
    ],
    [
      'tax enabled without a taxId',
      () =>
        platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/late`, {
          token: manager,
          body: eveningRange({ price: { amount: 100, enableTax: true } }),
        }),
      400,
      'VALIDATION_FAILED',
      'price.taxId',
    ],
    [
      'an overlapping time range',
      () =>
        platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/timeRanges/late`, {
          token: manager,
          body: eveningRange({ startTime: '21:00', endTime: '23:00' }),
        }),
      409,
      'TIME_RANGE_OVERLAPS',
      'startTime',
    ],
    [
      'an empty cart',
      () => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [] } }),
      400,
      'VALIDATION_FAILED',
      'cartItem',
    ],
    [
      'a cart item of an unknown type',
      () => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [slotItem('18:00', { type: 'spaceship' })] } }),
      400,
      'VALIDATION_FAILED',
      'cartItem.0.type',
    ],
    [
      'an event of an unknown venue',
      () => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [{ type: 'event', eventId: 'e1' }] } }),
      404,
      'SPACE_NOT_FOUND',
      'cartItem.0.eventId',
    ],
    [
      'a pack of an unknown venue',
      () => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [{ type: 'pack', packId: 'p1' }] } }),
      404,
      'SPACE_NOT_FOUND',
      'cartItem.0.packId',
    ],
    [
      'a slot item without a start',
      () =>
        platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [slotItem('18:00', { startTime: undefined })] } }),
      400,
      'VALIDATION_FAILED',
      'cartItem.0.startTime',
    ],
    [
      'a start that is no slot',
      () => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [slotItem('18:30')] } }),
      404,
      'SLOT_NOT_FOUND',
      'cartItem.0.startTime',
    ],
    [
      'a slot in the past',
      () => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [slotItem('18:00', { date: '2026-11-14' })] } }),
      409,
      'SLOT_IN_PAST',
      'cartItem.0.startTime',
    ],
    [
      'the same slot twice',
      () => platform.request('POST', '/api/b2c/orders', { token: priya, body: cart('19:00', '19:00') }),
      400,
      'VALIDATION_FAILED',
      'cartItem.1.startTime',
    ],
    [
      'a field of no venue',
      () =>
        platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [slotItem('18:00', { fieldId: 'nowhere.turf' })] } }),
      404,
      'SPACE_NOT_FOUND',
      'cartItem.0.fieldId',
    ],
    [
      'slots of two venues',
      () =>
        platform.request('POST', '/api/b2c/orders', {
          token: priya,
          body: { cartItem: [slotItem('18:00'), slotItem('19:00', { fieldId: 'other.turf' })] },
        }),
      422,
      'MIXED_SPACES',
      'cartItem.1.fieldId',
    ],
    [
      'a phone number of letters',
      () =>
        platform.request('POST', '/api/b2c/orders', {
          token: priya,
          body: { ...cart('18:00'), bookedFor: { name: 'Ravi', phone: 'call me' } },
        }),
      400,
      'VALIDATION_FAILED',
      'bookedFor.phone',
    ],
    [
      'paying an order that does not exist',
      () => platform.request('POST', '/api/b2c/transaction/create', { token: priya, body: { orderId: 'o-none' } }),
      404,
      'ORDER_NOT_FOUND',
      'orderId',
    ],
    [
      'a payment mode with spaces',
      () =>
        platform.request('POST', '/api/b2c/transaction/instantBuy', {
          token: priya,
          body: { ...cart('18:00'), paymentMode: 'credit card' },
        }),
      400,
      'VALIDATION_FAILED',
      'paymentMode',
    ],
    [
      'slots of a date that is not one',
      () => platform.request('GET', '/api/vm/slots/listing/football?date=2026-13-01'),
      400,
      'VALIDATION_FAILED',
      'query.date',
    ],
    [
      'a signed webhook of the wrong shape',
      () => {
        const { rawBody, signature } = platform.payments.signed({
          eventId: 'e1',
          transactionId: 't1',
          orderId: 'o1',
          status: 'maybe',
          gatewayPaymentId: 'p',
        } as never);
        return platform.request('POST', '/api/b2c/payments/webhook/test', {
          rawBody,
          headers: { 'content-type': 'application/json', 'x-signature': signature },
        });
      },
      400,
      'VALIDATION_FAILED',
      'status',
    ],
  ];

  it.each(cases)('%s', async (_name, send, status, code, field) => {
    await platform.settle();
    const before = await platform.eventCount();
    await expectProblem(await send(), status, code, field);
    expect(await platform.eventCount()).toBe(before);
  });

  it('a player cannot write the catalogue', async () => {
    const before = await platform.eventCount();
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, { token: priya, body: spaceBody() }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/fields/x`, {
        token: await managerToken(platform, 'other-co'),
        body: { fieldName: 'X', listingIds: ['football'] },
      }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    expect(await platform.eventCount()).toBe(before);
  });
});

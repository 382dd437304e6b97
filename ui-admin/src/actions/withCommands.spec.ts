// @vitest-environment jsdom
import simpleRestProvider from 'ra-data-simple-rest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminHttpClient } from '../api/adminHttp';
import { fakeApi, on, problem, type Call } from '../test/fakeApi';
import { signedInAsManager, signedOut } from '../test/tokens';
import { RECORD_RESOURCES, recordDetailsOf, timeRangeDetailsOf } from './mappings';
import { withCommands } from './withCommands';

const provider = () => withCommands(simpleRestProvider('/admin-api', adminHttpClient), { tries: 5, delayMs: 1 });

/** A venue as GET /admin-api/spaces/{id} returns it (read-model fields the command must not receive included). */
const venue = (updated: string, extra: Record<string, unknown> = {}) => ({
  id: 'space-harbour',
  spaceId: 'space-harbour',
  orgId: 'org-marina-sports',
  name: 'Harbour Courts',
  location: { name: 'Harbour Courts', city: 'Kochi' },
  region: 'kochi',
  listings: [{ listingId: 'pickleball', listingName: 'Pickleball' }],
  listingIds: ['pickleball'],
  facilities: [],
  timeRanges: {},
  memberships: {},
  taxes: [{ taxId: 'gst-18', slug: 'GST', rate: 18 }],
  handlingCharge: 1500,
  cancellationPolicy: { type: 'full' },
  holdMinutes: 10,
  updated,
  ...extra,
});

/** GET /admin-api/spaces/space-harbour: 404 `missing` times (the projection has not caught up), then the venue. */
const projectedAfter = (missing: number, record: unknown) => {
  let asked = 0;
  return on('GET', '/admin-api/spaces/space-harbour', () => (asked++ < missing ? problem(404, 'RECORD_NOT_FOUND') : { body: record }));
};
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

let token = '';
beforeEach(() => {
  token = signedInAsManager();
});
afterEach(() => {
  vi.unstubAllGlobals();
  signedOut();
});

describe('react-admin writes mapped onto the command endpoints', () => {
  it('creates a venue with PUT /org-api/{orgId}/spaces/{spaceId} (the command fields only, bearer token, idempotency key), then waits for the read model', async () => {
    const saved = venue('2030-01-01T00:00:00.000Z');
    const calls = fakeApi(on('PUT', '/org-api/org-marina-sports/spaces/space-harbour', { body: { status: 'success', data: { spaceId: 'space-harbour' } } }), projectedAfter(2, saved));
    const form = {
      orgId: 'org-marina-sports',
      spaceId: 'space-harbour',
      name: 'Harbour Courts',
      location: { name: 'Harbour Courts', city: 'Kochi' },
      listings: saved.listings,
      taxes: saved.taxes,
      handlingCharge: 1500,
      cancellationPolicy: { type: 'full', rules: [] },
      holdMinutes: 10,
    };

    const { data } = await provider().create('spaces', { data: form });

    expect(data).toEqual(saved);
    const [put] = writes(calls);
    expect(put).toMatchObject({ method: 'PUT', path: '/org-api/org-marina-sports/spaces/space-harbour', authorization: `Bearer ${token}` });
    // No orgId/spaceId (they are in the path), and a "full" policy without the rules a "partial" one would carry.
    expect(put!.body).toEqual({
      name: 'Harbour Courts',
      location: { name: 'Harbour Courts', city: 'Kochi' },
      listings: saved.listings,
      taxes: saved.taxes,
      handlingCharge: 1500,
      cancellationPolicy: { type: 'full' },
      holdMinutes: 10,
    });
    const idempotencyKeys = vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'))
      .filter(Boolean);
    expect(idempotencyKeys).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/admin-api/spaces/space-harbour')).toHaveLength(3);
  });

  it('updates a venue from its read-model record without sending read-model fields, and waits until `updated` moves', async () => {
    const before = venue('2030-01-01T00:00:00.000Z');
    const after = venue('2030-01-02T00:00:00.000Z', { name: 'Harbour Pickleball' });
    let reads = 0;
    const calls = fakeApi(
      on('PUT', '/org-api/org-marina-sports/spaces/space-harbour', { body: { status: 'success', data: { spaceId: 'space-harbour' } } }),
      on('GET', '/admin-api/spaces/space-harbour', () => ({ body: reads++ < 2 ? before : after })),
    );

    const { data } = await provider().update('spaces', { id: 'space-harbour', data: { ...before, name: 'Harbour Pickleball' }, previousData: before });

    expect(data).toMatchObject({ name: 'Harbour Pickleball', updated: '2030-01-02T00:00:00.000Z' });
    expect(Object.keys(writes(calls)[0]!.body as object).sort()).toEqual(['cancellationPolicy', 'handlingCharge', 'holdMinutes', 'listings', 'location', 'name', 'taxes']);
    expect(reads).toBe(3);
  });

  it('saves a coupon with PUT /org-api/{orgId}/coupons/{code}: every spec field but the code, instants with their offset, cities lower-case', async () => {
    const calls = fakeApi(
      on('PUT', '/org-api/org-marina-sports/coupons/MONSOON15', { body: { status: 'success', data: { code: 'MONSOON15' } } }),
      on('GET', '/admin-api/coupons/MONSOON15', { body: { id: 'MONSOON15', code: 'MONSOON15', updated: '2030-01-01T00:00:00.000Z' } }),
    );
    await provider().create('coupons', {
      data: {
        orgId: 'org-marina-sports',
        code: 'MONSOON15',
        description: '15% off',
        usageLimit: 100,
        usageLimitPerUser: 1,
        couponType: 'general',
        campaignId: 'left-over',
        discountType: 'percentage',
        amountorper: 15,
        maxDiscountAmount: 30000,
        minimumAmountToApply: 0,
        from: new Date('2030-01-01T00:00:00.000Z'),
        to: '2030-02-01T00:00:00.000Z',
        status: 'active',
        privacy: 'public',
        cities: [' Chennai ', 'KOCHI'],
        services: ['slot'],
      },
    });
    expect(writes(calls)[0]!.body).toEqual({
      description: '15% off',
      usageLimit: 100,
      usageLimitPerUser: 1,
      couponType: 'general',
      discountType: 'percentage',
      amountorper: 15,
      maxDiscountAmount: 30000,
      minimumAmountToApply: 0,
      from: '2030-01-01T00:00:00.000Z',
      to: '2030-02-01T00:00:00.000Z',
      status: 'active',
      privacy: 'public',
      cities: ['chennai', 'kochi'],
      services: ['slot'],
    });
  });

  it('saves an offering under its kind’s path and waits for the offerings read model’s `{kind}-{spaceId}.{key}` record', async () => {
    const details = { name: '10 turf hours', sessions: 10, validity: 'Quarterly', price: { amount: 1000000 } };
    const calls = fakeApi(
      on('PUT', '/org-api/org-marina-sports/spaces/space-marina-turf/packs/ten-hours', { body: { status: 'success', data: { itemId: 'space-marina-turf.ten-hours' } } }),
      on('GET', '/admin-api/packs/pack-space-marina-turf.ten-hours', { body: { id: 'pack-space-marina-turf.ten-hours', updated: 'now' } }),
    );
    const { data } = await provider().create('packs', { data: { orgId: 'org-marina-sports', spaceId: 'space-marina-turf', key: 'ten-hours', offering: { details } } });
    expect(writes(calls)[0]!.body).toEqual(details);
    expect(data.id).toBe('pack-space-marina-turf.ten-hours');
  });

  it('passes the server’s refusal on as it words it, and reads nothing afterwards', async () => {
    const calls = fakeApi(on('PUT', '/org-api/org-marina-sports/spaces/space-harbour', problem(400, 'VALIDATION_FAILED', 'body.listings: must have at least 1 item', 'body.listings')));
    await expect(provider().create('spaces', { data: { orgId: 'org-marina-sports', spaceId: 'space-harbour', name: 'x', listings: [] } })).rejects.toMatchObject({
      message: 'body.listings: must have at least 1 item (VALIDATION_FAILED)',
      status: 400,
    });
    expect(calls.map((c) => c.method)).toEqual(['PUT']);
  });

  it('deletes a game with DELETE /admin-api/games/{id} (moderation) and refuses writes to read-only resources without calling the API', async () => {
    const calls = fakeApi(on('DELETE', '/admin-api/games/g-1', { body: { id: 'g-1', action: 'delete' } }));
    await expect(provider().delete('games', { id: 'g-1', previousData: { id: 'g-1', name: 'Sunday 5s' } })).resolves.toEqual({ data: { id: 'g-1', name: 'Sunday 5s' } });
    await expect(provider().create('orders', { data: { id: 'o-1' } })).rejects.toThrow('orders cannot be created from the back office');
    await expect(provider().delete('coupons', { id: 'WEEKEND20' })).rejects.toThrow('coupons cannot be deleted from the back office');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /admin-api/games/g-1']);
  });
});

describe('the time-range form', () => {
  it('sends the price in paise from rupees typed in the form, with the tax settings of spec section 3', () => {
    expect(
      timeRangeDetailsOf({
        fieldIds: ['space-harbour.court-1'],
        weekdays: [6, 0, 3],
        startTime: '07:00',
        endTime: '21:00',
        slotMinutes: 60,
        amountRupees: '600.50',
        strikeAmountRupees: '750',
        enableTax: true,
        taxId: 'gst-18',
        isTaxInclusive: true,
      }),
    ).toEqual({
      fieldIds: ['space-harbour.court-1'],
      weekdays: [0, 3, 6],
      startTime: '07:00',
      endTime: '21:00',
      slotMinutes: 60,
      price: { amount: 60050, strikeAmount: 75000, enableTax: true, taxId: 'gst-18', isTaxInclusive: true },
    });
    // No tax: no taxId, and no strike amount when none was typed.
    expect(
      timeRangeDetailsOf({
        fieldIds: ['f'],
        weekdays: [1],
        startTime: '06:00',
        endTime: '07:00',
        slotMinutes: 30,
        amountRupees: 400,
        strikeAmountRupees: '',
        enableTax: false,
        taxId: 'gst-18',
        isTaxInclusive: false,
      }).price,
    ).toEqual({ amount: 40000, enableTax: false, isTaxInclusive: false });
  });
});

describe('business records (docs/backoffice.md "Business records")', () => {
  /** An enquiry as GET /admin-api/enquiries/{id} returns it, the read model's columns included. */
  const enquiry = (updated: string) => ({
    id: 'enquiry-org-marina-sports.lead-7',
    kind: 'enquiry',
    key: 'lead-7',
    orgId: 'org-marina-sports',
    name: 'Asha Menon',
    status: 'new',
    details: { name: 'Asha Menon', phone: '919812345678', listingId: 'pickleball', source: 'walk_in', message: '' },
    phone: '919812345678',
    logs: [],
    updated,
  });

  it('maps every record resource onto its kind, by the kind’s plural', () => {
    expect(RECORD_RESOURCES).toMatchObject({ enquiries: 'enquiry', campaigns: 'salescampaign', resources: 'resource', replies: 'reply', quizzes: 'quiz' });
    expect(Object.keys(RECORD_RESOURCES)).toHaveLength(12);
    expect(RECORD_RESOURCES.members).toBeUndefined();
  });

  it('sends only the details, leaving out blank optional inputs and turning picked dates into ISO strings', () => {
    expect(
      recordDetailsOf({
        question: ' Which court? ',
        options: ['North', '', 'South'],
        closesAt: new Date('2030-01-05T10:00:00.000Z'),
        listingId: '',
        bankAccount: { holderName: '', ifsc: null },
      }),
    ).toEqual({ question: 'Which court?', options: ['North', 'South'], closesAt: '2030-01-05T10:00:00.000Z' });
  });

  it('edits an enquiry with PUT /org-api/{orgId}/enquiries/{key} (its details only), then waits for the record under its stream id', async () => {
    let asked = 0;
    const calls = fakeApi(
      on('PUT', '/org-api/org-marina-sports/enquiries/lead-7', { body: { status: 'success', data: { id: 'enquiry-org-marina-sports.lead-7', status: 'new' } } }),
      on('GET', '/admin-api/enquiries/enquiry-org-marina-sports.lead-7', () => ({ body: enquiry(asked++ < 2 ? 'before' : 'after') })),
    );
    const previous = enquiry('before');
    const edited = { ...previous, details: { ...previous.details, source: 'campaign', campaignId: 'monsoon', message: 'Asked about kids' } };

    const { data } = await provider().update('enquiries', { id: previous.id, data: edited, previousData: previous });

    expect(data).toMatchObject({ updated: 'after' });
    expect(writes(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/org-api/org-marina-sports/enquiries/lead-7', { name: 'Asha Menon', phone: '919812345678', listingId: 'pickleball', source: 'campaign', campaignId: 'monsoon', message: 'Asked about kids' }],
    ]);
  });

  it('edits a partner through PUT /admin-api/partners/{id}, which keeps the account on record when its mask comes back unchanged', async () => {
    const partner = { id: 'partner-org-marina-sports.harbour', kind: 'partner', key: 'harbour', orgId: 'org-marina-sports', name: 'Harbour', status: 'verified', details: { name: 'Harbour', bankAccount: { holderName: 'Harbour LLP', ifsc: 'HDFC0001234', accountNumber: 'XXXXXXXXXX5678' } }, updated: 'before' };
    let asked = 0;
    const calls = fakeApi(
      on('PUT', '/admin-api/partners/partner-org-marina-sports.harbour', { body: { id: partner.id } }),
      on('GET', '/admin-api/partners/partner-org-marina-sports.harbour', () => ({ body: { ...partner, updated: asked++ < 1 ? 'before' : 'after' } })),
    );
    await provider().update('partners', { id: partner.id, data: { ...partner, details: { ...partner.details, name: 'Harbour Sports' } }, previousData: partner });
    expect(writes(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/admin-api/partners/partner-org-marina-sports.harbour', { orgId: 'org-marina-sports', key: 'harbour', details: { name: 'Harbour Sports', bankAccount: partner.details.bankAccount } }],
    ]);
  });

  it('passes the server’s refusal on with its own sentence, and never writes members', async () => {
    fakeApi(on('PUT', '/org-api/org-marina-sports/campaigns/monsoon', problem(404, 'COUPON_NOT_FOUND', 'No coupon MONSOON50 in this organisation', 'couponCodes.0')));
    await expect(provider().create('campaigns', { data: { orgId: 'org-marina-sports', key: 'monsoon', details: { name: 'Monsoon', channel: 'sms', budget: 100, from: '2030-01-01', to: '2030-01-31', couponCodes: ['MONSOON50'] } } })).rejects.toThrow(
      'No coupon MONSOON50 in this organisation',
    );
    await expect(provider().create('members', { data: { orgId: 'org-marina-sports' } })).rejects.toThrow('members cannot be created from the back office');
  });
});

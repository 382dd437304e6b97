import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES, spaceDetailsSchema, type AdminResource } from '@sports/contracts';
import { withoutBlanks, writeMapperOf, type WriteTarget } from './adminWriteTargets';

/**
 * What the back office's forms send (react-admin's create and update, through ra-data-simple-rest)
 * and the command each becomes: the one mapping from a form to a command (docs/backoffice.md
 * "Writing"). The HTTP specs (adminWrites, adminConcurrency) send them through the platform.
 */
const resource = (name: string) => ADMIN_RESOURCES.find((r) => r.name === name) as AdminResource;
const create = (name: string, form: Record<string, unknown>): WriteTarget => writeMapperOf(resource(name)).create!(form);
const update = (name: string, id: string, form: Record<string, unknown>): WriteTarget => writeMapperOf(resource(name)).update!(id, form);
const pathOf = (target: WriteTarget) => target.route.path.replace(/\{(\w+)\}/g, (_, name: string) => target.params[name]!);

/** A venue as GET /admin-api/spaces/{id} returns it (read-model fields the command must not receive included). */
const venue = {
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
  updated: '2030-01-01T00:00:00.000Z',
};

describe('a venue', () => {
  it('edited as read: PUT /org-api/{orgId}/spaces/{spaceId} with the command fields only', () => {
    const target = update('spaces', 'space-harbour', { ...venue, name: 'Harbour Pickleball' });
    expect(pathOf(target)).toBe('/org-api/org-marina-sports/spaces/space-harbour');
    expect(Object.keys(target.body!).sort()).toEqual([
      'cancellationPolicy',
      'handlingCharge',
      'holdMinutes',
      'listings',
      'location',
      'name',
      'taxes',
    ]);
    expect(target.body!.name).toBe('Harbour Pickleball');
    expect(spaceDetailsSchema.safeParse(target.body).success).toBe(true);
  });

  it("sends the photo's image id, and no photo when the field is empty or null (spec section 3 spaceAvatar)", () => {
    const photo = '0123456789abcdef0123456789abcdef';
    expect(update('spaces', 'space-harbour', { ...venue, photo }).body!.photo).toBe(photo);
    for (const empty of ['', null, '  '])
      expect(update('spaces', 'space-harbour', { ...venue, photo: empty }).body).not.toHaveProperty('photo');
    // A URL goes as sent: the command refuses it.
    expect(
      spaceDetailsSchema.safeParse(update('spaces', 'space-harbour', { ...venue, photo: 'https://example.com/a.png' }).body).success,
    ).toBe(false);
  });

  it('a new venue: a sport row never picked is left out, so the command names the empty list', () => {
    const target = create('spaces', {
      orgId: 'org-marina-sports',
      spaceId: 'space-new',
      name: 'New',
      location: { name: 'New', city: 'Kochi', address: '' },
      listings: [{ listingId: '', listingName: '' }],
      taxes: [],
    });
    expect(target.body).toEqual({ name: 'New', location: { name: 'New', city: 'Kochi' }, listings: [], taxes: [] });
  });
});

describe('a coupon', () => {
  it('every spec field but the code, cities lower-case (spec section 3 Coupon)', () => {
    const target = create('coupons', {
      orgId: 'org-marina-sports',
      code: 'MONSOON15',
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
      cities: [' Chennai ', 'KOCHI', ''],
      services: ['slot'],
    });
    expect(pathOf(target)).toBe('/org-api/org-marina-sports/coupons/MONSOON15');
    expect(target.body).toEqual({
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
});

describe('offerings and business records', () => {
  it("a pack goes to its kind's path; its id is the offerings read model's `{kind}-{spaceId}.{key}`", () => {
    const details = { name: '10 turf hours', sessions: 10, validity: 'Quarterly', price: { amount: 1000000 } };
    const target = create('packs', { orgId: 'org-marina-sports', spaceId: 'space-marina-turf', key: 'ten-hours', offering: { details } });
    expect(pathOf(target)).toBe('/org-api/org-marina-sports/spaces/space-marina-turf/packs/ten-hours');
    expect(target.body).toEqual(details);
    expect(target.id).toBe('pack-space-marina-turf.ten-hours');
  });

  it("an edit without the key (react-admin leaves a disabled input out) takes it from the record's id", () => {
    const details = { name: 'Monsoon Cup', capacity: 10 };
    const tournament = update('tournaments', 'tournament-space-marina-turf.monsoon-cup', {
      orgId: 'org-marina-sports',
      offering: { details },
    });
    expect([pathOf(tournament), tournament.body]).toEqual([
      '/org-api/org-marina-sports/spaces/space-marina-turf/tournaments/monsoon-cup',
      details,
    ]);
    const enquiry = update('enquiries', 'enquiry-org.marina.lead-7', { orgId: 'org.marina', details: { name: 'Asha' } });
    expect(pathOf(enquiry)).toBe('/org-api/org.marina/enquiries/lead-7');
  });

  it('a record sends its details only, blank optional inputs left out at any depth', () => {
    const target = create('polls', {
      orgId: 'org-marina-sports',
      key: 'court',
      details: {
        question: 'Which court?',
        options: ['North', '', 'South'],
        closesAt: '2030-01-05T10:00:00.000Z',
        listingId: '',
        bankAccount: { holderName: '', ifsc: null },
      },
    });
    expect(pathOf(target)).toBe('/org-api/org-marina-sports/polls/court');
    expect(target.body).toEqual({ question: 'Which court?', options: ['North', 'South'], closesAt: '2030-01-05T10:00:00.000Z' });
    expect(target.id).toBe('poll-org-marina-sports.court');
  });

  it('an enquiry edited as read: its read-model columns stay behind, its details go', () => {
    const enquiry = {
      id: 'enquiry-org-marina-sports.lead-7',
      kind: 'enquiry',
      key: 'lead-7',
      orgId: 'org-marina-sports',
      name: 'Asha Menon',
      status: 'new',
      details: {
        name: 'Asha Menon',
        phone: '919812345678',
        listingId: 'pickleball',
        source: 'campaign',
        campaignId: 'monsoon',
        message: '',
      },
      phone: '919812345678',
      logs: [],
      updated: 'before',
    };
    const target = update('enquiries', enquiry.id, enquiry);
    expect(pathOf(target)).toBe('/org-api/org-marina-sports/enquiries/lead-7');
    expect(target.body).toEqual({
      name: 'Asha Menon',
      phone: '919812345678',
      listingId: 'pickleball',
      source: 'campaign',
      campaignId: 'monsoon',
    });
  });
});

describe('organisations, access accounts and cities', () => {
  it('an organisation: its details, blanks left out', () => {
    const target = create('organisations', { id: 'new-co', name: 'New Co', city: 'Pune', gstin: '', website: null });
    expect(pathOf(target)).toBe('/org-api/new-co');
    expect(target.body).toEqual({ name: 'New Co', city: 'Pune' });
  });

  it('an access account: role, spaces, mobiles and e-mails without blank rows; its delete is the revocation', () => {
    const target = create('access', {
      orgId: 'org-marina-sports',
      userId: 'asha',
      role: 'staff',
      spaceIds: ['space-harbour', ''],
      mobiles: [''],
      emails: [],
    });
    expect(pathOf(target)).toBe('/org-api/org-marina-sports/accessAccounts/asha');
    expect(target.body).toEqual({ role: 'staff', spaceIds: ['space-harbour'], mobiles: [], emails: [] });
    const revoke = writeMapperOf(resource('access')).delete!('org-marina-sports:asha');
    expect([revoke.route.method, pathOf(revoke)]).toEqual(['delete', '/org-api/org-marina-sports/accessAccounts/asha']);
  });

  it("a new city's id is its name's slug", () => {
    const target = create('cities', { name: 'Navi Mumbai', state: 'Maharashtra', country: '', active: true });
    expect([pathOf(target), target.body]).toEqual([
      '/admin-api/cities/navi-mumbai',
      { name: 'Navi Mumbai', state: 'Maharashtra', active: true },
    ]);
  });
});

describe('withoutBlanks', () => {
  it('keeps zeros, false and empty lists; drops null, blank strings and objects left empty', () => {
    expect(withoutBlanks({ a: 0, b: false, c: [], d: '', e: null, f: { g: ' ' }, h: [{ i: '' }, 'x'] })).toEqual({
      a: 0,
      b: false,
      c: [],
      h: ['x'],
    });
  });
});

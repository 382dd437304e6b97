import { ADMIN_RESOURCES, adminApi, adminSortFields } from '@sports/contracts';
import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, cart, managerToken, playerToken, setUpVenue, spaceBody, staffToken } from '@sports/testing/http/bookingsFixtures';
import { classBody, setUpOfferings } from '@sports/testing/http/offeringsFixtures';

/**
 * React-admin's conventions, whole. ra-data-simple-rest's own data provider, over
 * HTTP, lists every resource in react-admin's default sort and every declared column, and creates,
 * edits and deletes where the resource allows it: each write goes to the command the back office
 * already uses (docs/backoffice.md "Writing"); any other write is 405.
 */
let platform: TestPlatform;
let served: ServedAdminApi;
const tokens = {} as Record<'admin' | 'manager' | 'staff' | 'player', string>;
const as = (who: keyof typeof tokens): DataProvider => served.providerFor(tokens[who]);
const page = { page: 1, perPage: 25 };

/** The refusal react-admin sees: status and the problem document's code and field. */
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, body } = error as HttpError;
  return { status, code: (body as { code?: string }).code, field: (body as { field?: string }).field };
};

/** After a write, the read model has it once the projections settle (the UI waits the same way). */
const read = async (who: keyof typeof tokens, resource: string, id: string) => {
  await platform.settle();
  return (await as(who).getOne(resource, { id })).data;
};

/** react-admin's Edit: the record as read, with the form's changes, and the record as it was. */
const edit = (who: keyof typeof tokens, resource: string, record: RaRecord, changes: Record<string, unknown>) =>
  as(who).update(resource, { id: record.id, data: { ...record, ...changes }, previousData: record });

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  await setUpOfferings(platform);
  tokens.admin = (await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken;
  tokens.manager = await managerToken(platform);
  tokens.staff = await staffToken(platform);
  tokens.player = await playerToken(platform, 'asha');
  expect((await platform.request('POST', '/api/b2c/orders', { token: tokens.player, body: cart('18:00') })).status).toBe(201);
  await platform.settle();
  served = await serveAdminApi(platform);
}, 60_000);

afterAll(async () => {
  await served?.close();
  await platform?.close();
});

describe("lists in react-admin's sorts", () => {
  it.each(ADMIN_RESOURCES.map((r) => [r.name, r] as const))(
    '%s: getList in the default sort ["id","ASC"] and by every sortable column, both ways',
    async (name, resource) => {
      const ops = as('admin');
      const byId = await ops.getList(name, { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: {} });
      const ids = byId.data.map((r) => String(r.id));
      expect(ids).toEqual([...ids].sort());
      for (const field of adminSortFields(resource)) {
        for (const order of ['ASC', 'DESC'] as const) {
          const listed = await ops.getList(name, { pagination: page, sort: { field, order }, filter: {} });
          expect(listed.total).toBe(byId.total);
        }
      }
    },
  );

  it('sorts a resource with records by id both ways (orders, venues, offerings of one kind)', async () => {
    const ops = as('admin');
    for (const resource of ['orders', 'spaces', 'classes', 'access']) {
      const asc = (await ops.getList(resource, { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: {} })).data.map((r) =>
        String(r.id),
      );
      const desc = (await ops.getList(resource, { pagination: page, sort: { field: 'id', order: 'DESC' }, filter: {} })).data.map((r) =>
        String(r.id),
      );
      expect(desc).toEqual([...asc].reverse());
    }
  });

  it('still refuses a column that is not sortable, naming the parameter', async () => {
    await expectProblem(
      await platform.request('GET', `/admin-api/orders?sort=${encodeURIComponent('["items","ASC"]')}`, { token: tokens.admin }),
      400,
      'VALIDATION_FAILED',
      'query.sort.0',
    );
  });
});

const coupon = {
  description: '20% off',
  usageLimit: 5,
  usageLimitPerUser: 1,
  discountType: 'percentage',
  amountorper: 20,
  maxDiscountAmount: 20000,
  minimumAmountToApply: 100000,
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-31T00:00:00.000Z',
};

describe('coupons through the data provider', () => {
  it('a manager creates, reads and edits a coupon; getMany and getManyReference find it; delete is 405', async () => {
    const created = await as('manager').create('coupons', { data: { orgId: ORG, code: 'RA20', ...coupon } });
    expect(created.data).toMatchObject({ id: 'RA20', code: 'RA20' });
    const record = await read('staff', 'coupons', 'RA20');
    expect(record).toMatchObject({ id: 'RA20', orgId: ORG, description: '20% off', usageLimit: 5 });

    // The record as read goes back whole: its read-model fields are left out, the command takes the rest.
    expect((await edit('manager', 'coupons', record, { description: '25% off', amountorper: 25 })).data).toMatchObject({
      id: 'RA20',
      description: '25% off',
    });
    expect(await read('staff', 'coupons', 'RA20')).toMatchObject({ description: '25% off', amountorper: 25 });

    expect((await as('staff').getMany('coupons', { ids: ['RA20', 'NOPE'] })).data.map((c) => c.id)).toEqual(['RA20']);
    const byOrg = await as('staff').getManyReference('coupons', {
      target: 'orgId',
      id: ORG,
      pagination: page,
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(byOrg.data.map((c) => c.id)).toContain('RA20');

    expect(await refusal(as('manager').delete('coupons', { id: 'RA20', previousData: record }))).toEqual({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      field: 'method',
    });
  });

  it('sorts coupons by each column the list shows (usage limit, from, type …), both ways', async () => {
    await as('manager').create('coupons', {
      data: { orgId: ORG, code: 'SORTA', ...coupon, usageLimit: 50, from: '2026-11-10T00:00:00.000Z' },
    });
    await as('manager').create('coupons', {
      data: { orgId: ORG, code: 'SORTB', ...coupon, usageLimit: 2, from: '2026-11-05T00:00:00.000Z' },
    });
    await platform.settle();
    const codes = async (field: string, order: 'ASC' | 'DESC') =>
      (await as('staff').getList('coupons', { pagination: page, sort: { field, order }, filter: { id: ['SORTA', 'SORTB'] } })).data.map(
        (c) => c.id,
      );
    expect(await codes('usageLimit', 'ASC')).toEqual(['SORTB', 'SORTA']);
    expect(await codes('usageLimit', 'DESC')).toEqual(['SORTA', 'SORTB']);
    expect(await codes('from', 'ASC')).toEqual(['SORTB', 'SORTA']);
  });

  it('answers as the command does: staff may not, a bad field is named, an unknown field is refused', async () => {
    expect(await refusal(as('staff').create('coupons', { data: { orgId: ORG, code: 'STAFF1', ...coupon } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      field: 'orgId',
    });
    expect(await refusal(as('manager').create('coupons', { data: { orgId: ORG, code: 'BAD1', ...coupon, usageLimit: 0 } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'usageLimit',
    });
    expect(await refusal(as('manager').create('coupons', { data: { orgId: ORG, code: 'BAD2', ...coupon, colour: 'red' } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'colour',
    });
    expect(await refusal(as('manager').create('coupons', { data: { code: 'BAD3', ...coupon } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'orgId',
    });
    // The record in the path and the one the fields name must be the same.
    expect(
      await refusal(
        as('manager').update('coupons', { id: 'RA20', data: { orgId: ORG, code: 'OTHER', ...coupon }, previousData: { id: 'RA20' } }),
      ),
    ).toMatchObject({ status: 400, field: 'params.id' });
  });
});

describe('venues, offerings and organisations', () => {
  it('a manager creates a venue and edits it as read', async () => {
    const created = await as('manager').create('spaces', {
      data: { orgId: ORG, spaceId: 'harbour', ...spaceBody({ name: 'Harbour Courts' }) },
    });
    expect(created.data.id).toBe('harbour');
    const record = await read('staff', 'spaces', 'harbour');
    expect(record).toMatchObject({ orgId: ORG, name: 'Harbour Courts' });
    await edit('manager', 'spaces', record, { name: 'Harbour Courts East' });
    expect(await read('staff', 'spaces', 'harbour')).toMatchObject({ name: 'Harbour Courts East' });
    expect(await refusal(as('manager').delete('spaces', { id: 'harbour', previousData: record }))).toMatchObject({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
    });
  });

  it.each(['classes', 'packs', 'lockers', 'meets', 'tournaments', 'events'])(
    '%s: the offering as read is edited through its save command',
    async (resource) => {
      const [record] = (
        await as('staff').getList(resource, { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: { spaceId: SPACE } })
      ).data;
      const offering = record!.offering as { details: Record<string, unknown> };
      await edit('manager', resource, record, {
        offering: { ...offering, details: { ...offering.details, name: `${offering.details.name as string} (new)` } },
      });
      expect((await read('staff', resource, String(record!.id))).name).toBe(`${offering.details.name as string} (new)`);
      expect(await refusal(as('manager').delete(resource, { id: record!.id, previousData: record! }))).toMatchObject({ status: 405 });
    },
  );

  it('a manager creates a class; a refusal of its details names the field under offering.details', async () => {
    const created = await as('manager').create('classes', {
      data: { orgId: ORG, spaceId: SPACE, key: 'seniors', offering: { details: classBody({ name: 'Senior Coaching' }) } },
    });
    expect(created.data.id).toBe(`class-${SPACE}.seniors`);
    expect(await read('staff', 'classes', `class-${SPACE}.seniors`)).toMatchObject({ name: 'Senior Coaching', key: 'seniors' });
    const bad = await refusal(
      as('manager').create('classes', {
        data: { orgId: ORG, spaceId: SPACE, key: 'bad', offering: { details: classBody({ price: { amount: -1 } }) } },
      }),
    );
    expect(bad).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(bad.field).toMatch(/^offering\.details\.price/);
  });

  it('a platform operator creates an organisation; its manager edits it as read (its status unchanged)', async () => {
    expect((await as('admin').create('organisations', { data: { id: 'new-co', name: 'New Co', city: 'Pune' } })).data.id).toBe('new-co');
    expect(await read('admin', 'organisations', 'new-co')).toMatchObject({ name: 'New Co', city: 'Pune' });
    const own = await read('manager', 'organisations', ORG);
    await edit('manager', 'organisations', own, { website: 'https://turf.example' });
    expect(await read('manager', 'organisations', ORG)).toMatchObject({ website: 'https://turf.example' });
    expect(await refusal(edit('manager', 'organisations', own, { status: 'suspended' }))).toMatchObject({ status: 403, field: 'status' });
    expect(await refusal(as('admin').delete('organisations', { id: 'new-co' }))).toMatchObject({ status: 405 });
  });
});

/** One record of each business-record kind (contracts/src/backoffice/records.ts), as the back office's form holds it. */
const RECORDS: Array<[resource: string, kind: string, key: string, details: Record<string, unknown>, change: Record<string, unknown>]> = [
  ['instructors', 'instructor', 'kiran', { name: 'Kiran', skills: ['football'], spaceIds: [SPACE] }, { name: 'Kiran R' }],
  [
    'resources',
    'resource',
    'bowler',
    { name: 'Bowling machine', type: 'equipment', listingIds: ['cricket'], quantity: 2 },
    { quantity: 3 },
  ],
  [
    'campaigns',
    'salescampaign',
    'diwali',
    { name: 'Diwali', channel: 'sms', budget: 500000, from: '2026-11-01', to: '2026-11-30' },
    { budget: 600000 },
  ],
  [
    'enquiries',
    'enquiry',
    'lead',
    { name: 'Asha Rao', phone: '919876543210', listingId: 'football', source: 'walk_in' },
    { name: 'Asha R' },
  ],
  ['partners', 'partner', 'marina', { name: 'Marina LLP', upiId: 'marina@okhdfc' }, { name: 'Marina Turf LLP' }],
  ['plans', 'plan', 'pro', { name: 'Pro', price: 99900, billingPeriod: 'monthly', features: ['League entry'] }, { price: 109900 }],
  [
    'subscriptions',
    'subscription',
    'asha-pro',
    { planKey: 'pro', subscriber: { type: 'user', id: 'asha' }, from: '2026-11-20', to: '2026-12-19' },
    { to: '2026-12-20' },
  ],
  ['stories', 'story', 'finals', { title: 'Finals night', body: 'Floodlights on at 7.' }, { body: 'Floodlights on at 7.30.' }],
  [
    'polls',
    'poll',
    'when',
    { question: 'When do you play?', options: ['Mornings', 'Evenings'], closesAt: '2026-12-01T00:00:00Z' },
    { question: 'When do you usually play?' },
  ],
  [
    'quizzes',
    'quiz',
    'rules',
    { title: 'Rules', questions: [{ question: 'Players a side?', options: ['5', '7'], answer: 0 }] },
    { title: 'Five-a-side rules' },
  ],
  ['comments', 'comment', 'c1', { on: { type: 'story', id: 'finals' }, text: 'See you there!' }, { text: 'See you all there!' }],
  ['replies', 'reply', 'r1', { commentKey: 'c1', text: 'Gates open at 6.30' }, { text: 'Gates open at 6.15' }],
];

describe('the business records', () => {
  it.each(RECORDS)('%s: created, read, listed by id and edited as read', async (resource, kind, key, details, change) => {
    const id = `${kind}-${ORG}.${key}`;
    expect((await as('manager').create(resource, { data: { orgId: ORG, key, details } })).data.id).toBe(id);
    const record = await read('staff', resource, id);
    expect(record).toMatchObject({ id, key, orgId: ORG });
    expect((await as('staff').getMany(resource, { ids: [id] })).data.map((r) => r.id)).toEqual([id]);
    await edit('manager', resource, record, { details: { ...details, ...change } });
    expect((await read('staff', resource, id)).details).toMatchObject(change);
    expect(await refusal(as('manager').delete(resource, { id, previousData: record }))).toMatchObject({ status: 405 });
  });

  it('names a refused detail under details, as the form holds it', async () => {
    expect(
      await refusal(as('manager').create('instructors', { data: { orgId: ORG, key: 'nobody', details: { name: 'Nobody', skills: [] } } })),
    ).toMatchObject({ status: 400, field: 'details.skills' });
  });
});

describe('a partner edited as read keeps its bank account', () => {
  const account = { holderName: 'Harbour Sports LLP', ifsc: 'HDFC0001234', accountNumber: '50100012345678' };
  const id = `partner-${ORG}.harbour`;
  /** The account number on record: only the event log holds it whole. */
  const storedAccount = async () => {
    const saves = (await platform.eventStore.readStream(id)).filter((e) => e.type === 'RecordSaved');
    return (saves.at(-1)!.data as { details: { bankAccount: { accountNumber: string } } }).details.bankAccount.accountNumber;
  };

  it('an edit of another field sends the masked number back and the account stays; a new number replaces it', async () => {
    await as('manager').create('partners', {
      data: { orgId: ORG, key: 'harbour', details: { name: 'Harbour Sports', bankAccount: account } },
    });
    expect(
      (await platform.request('POST', `/org-api/${ORG}/partners/harbour/status`, { token: tokens.manager, body: { status: 'verified' } }))
        .status,
    ).toBe(200);
    const record = await read('staff', 'partners', id);
    expect(record.details.bankAccount.accountNumber).toBe('XXXXXXXXXX5678');

    // react-admin's Edit: the record as read, the name changed, the masked number sent back as it was.
    await edit('manager', 'partners', record, { details: { ...record.details, name: 'Harbour Sports LLP' } });
    const edited = await read('staff', 'partners', id);
    expect(edited).toMatchObject({
      name: 'Harbour Sports LLP',
      status: 'verified',
      details: { bankAccount: { accountNumber: 'XXXXXXXXXX5678', ifsc: 'HDFC0001234' } },
    });
    expect(await storedAccount()).toBe('50100012345678');

    // A new number typed in full replaces it (and the partner is verified again before payouts).
    await edit('manager', 'partners', edited, {
      details: { ...edited.details, bankAccount: { ...account, accountNumber: '60200098761111' } },
    });
    expect(await read('staff', 'partners', id)).toMatchObject({
      status: 'unverified',
      details: { bankAccount: { accountNumber: 'XXXXXXXXXX1111' } },
    });
    expect(await storedAccount()).toBe('60200098761111');

    // A mask of some other number is not the account on record: refused as the command refuses it.
    const again = await read('staff', 'partners', id);
    expect(
      await refusal(
        edit('manager', 'partners', again, { details: { ...again.details, bankAccount: { ...account, accountNumber: 'XXXXXXXXXX5678' } } }),
      ),
    ).toMatchObject({ status: 400, field: 'details.bankAccount.accountNumber' });
    expect(await storedAccount()).toBe('60200098761111');
  });
});

describe('who a write reaches comes before what it says (docs/security.md)', () => {
  it("another organisation's manager gets 404 for an edit of this organisation's record, however wrong the body, and 403 for a create in it", async () => {
    const other = served.providerFor(await managerToken(platform, 'other-co'));
    const id = `partner-${ORG}.marina`;
    // Before: an unknown field or a record that names another one was 400, a well-formed body 403.
    for (const data of [
      { orgId: ORG, key: 'marina', details: { name: 'Taken' } },
      { orgId: ORG, key: 'marina', details: { name: 'Taken' }, colour: 'red' },
      { orgId: 'other-co', key: 'marina', details: {} },
      {},
    ]) {
      expect(await refusal(other.update('partners', { id, data, previousData: { id } }))).toEqual({
        status: 404,
        code: 'RECORD_NOT_FOUND',
        field: 'id',
      });
    }
    expect(
      await refusal(
        other.update('access', {
          id: `${ORG}:asha`,
          data: { orgId: 'other-co', userId: 'asha', role: 'nobody' },
          previousData: { id: `${ORG}:asha` },
        }),
      ),
    ).toMatchObject({ status: 404, code: 'RECORD_NOT_FOUND' });
    expect(await refusal(other.delete('access', { id: `${ORG}:asha` }))).toMatchObject({ status: 404, code: 'RECORD_NOT_FOUND' });
    expect(
      await refusal(other.update('organisations', { id: ORG, data: { name: 'Mine now', colour: 'red' }, previousData: { id: ORG } })),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(other.update('coupons', { id: 'RA20', data: { orgId: ORG, code: 'OTHER', ...coupon }, previousData: { id: 'RA20' } })),
    ).toMatchObject({ status: 404 });
    // Even a body naming the caller's own organisation: the coupon's stream says whose it is.
    expect(
      await refusal(
        other.update('coupons', { id: 'RA20', data: { orgId: 'other-co', code: 'RA20', ...coupon }, previousData: { id: 'RA20' } }),
      ),
    ).toMatchObject({ status: 404, code: 'RECORD_NOT_FOUND' });
    expect(await refusal(other.create('coupons', { data: { orgId: ORG, code: 'THEIRS', ...coupon, colour: 'red' } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      field: 'orgId',
    });
  });

  it('players are refused before their body is read; anonymous callers are 401', async () => {
    expect(
      await refusal(as('player').update('partners', { id: `partner-${ORG}.marina`, data: { colour: 'red' }, previousData: { id: 'x' } })),
    ).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(as('player').create('cities', { data: { colour: 'red' } }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const anonymous = await platform.request('PUT', `/admin-api/partners/partner-${ORG}.marina`, { body: { colour: 'red' } });
    expect(anonymous.status).toBe(401);
  });

  it("the organisation's own staff, who read but may not write, are refused a create, and an edit of a record whose id or own stream names the organisation, however wrong the body", async () => {
    // docs/adr/0117-authorization-before-body.md: every organisation write sent on is a manager's command.
    expect(await refusal(as('staff').create('coupons', { data: { orgId: ORG, code: 'STAFF2', ...coupon } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      field: 'orgId',
    });
    expect(await refusal(as('staff').create('coupons', { data: { orgId: ORG, code: 'STAFF3', ...coupon, colour: 'red' } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      field: 'orgId',
    });
    const id = `partner-${ORG}.marina`;
    for (const data of [{ orgId: ORG, key: 'marina', details: { name: 'Staff edit' } }, { colour: 'red' }]) {
      expect(await refusal(as('staff').update('partners', { id, data, previousData: { id } }))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        field: 'orgId',
      });
    }
    // A venue's, a coupon's or an offering's id does not name the organisation: the record's own stream says it (recordOrg.ts).
    for (const path of [`/admin-api/coupons/RA20`, `/admin-api/spaces/${SPACE}`, `/admin-api/classes/class-${SPACE}.seniors`]) {
      const refused = await platform.request('PUT', path, { token: tokens.staff, body: -1 });
      expect([path, refused.status, (await refused.json()).code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    // A coupon not written yet is in the organisation its body names, so a body that is no record is judged first.
    const unknown = await platform.request('PUT', '/admin-api/coupons/NOSUCH', { token: tokens.staff, body: -1 });
    expect([unknown.status, (await unknown.json()).code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('access accounts, cities and settlements', () => {
  it('a manager grants, changes and revokes access through create, update and delete', async () => {
    const id = `${ORG}:asha`;
    expect((await as('manager').create('access', { data: { orgId: ORG, userId: 'asha', role: 'staff', spaceIds: [SPACE] } })).data.id).toBe(
      id,
    );
    const record = await read('staff', 'access', id);
    expect(record).toMatchObject({ role: 'staff', status: 'active' });
    await edit('manager', 'access', record, { role: 'manager' });
    expect(await read('staff', 'access', id)).toMatchObject({ role: 'manager' });
    const byUser = await as('staff').getManyReference('access', {
      target: 'userId',
      id: 'asha',
      pagination: page,
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(byUser.data.map((a) => a.id)).toEqual([id]);
    expect((await as('manager').delete('access', { id, previousData: record })).data).toMatchObject({ id });
    expect(await read('staff', 'access', id)).toMatchObject({ status: 'revoked' });
    expect(await refusal(as('staff').delete('access', { id }))).toMatchObject({ status: 403 });
  });

  it('a platform operator adds a city and edits it as read; managers may not', async () => {
    expect((await as('admin').create('cities', { data: { name: 'Navi Mumbai', state: 'Maharashtra', active: true } })).data.id).toBe(
      'navi-mumbai',
    );
    const city = await read('admin', 'cities', 'navi-mumbai');
    expect(city).toMatchObject({ name: 'Navi Mumbai', active: true });
    // The whole record goes back, null country included (react-admin's blank input).
    await edit('admin', 'cities', city, { active: false, country: null });
    expect(await read('admin', 'cities', 'navi-mumbai')).toMatchObject({ active: false });
    expect(await refusal(as('manager').create('cities', { data: { name: 'Pune', active: true } }))).toMatchObject({ status: 403 });
    expect(await refusal(as('admin').delete('cities', { id: 'navi-mumbai' }))).toMatchObject({ status: 405 });
  });

  it('a platform operator records a settlement; it is never edited', async () => {
    const created = await as('admin').create('settlements', {
      data: { orgId: ORG, amount: 100000, reference: 'UTR-RA-1', period: { from: '2026-11-01', to: '2026-11-15' } },
    });
    const settlement = await read('manager', 'settlements', String(created.data.id));
    expect(settlement).toMatchObject({ orgId: ORG, amount: 100000, reference: 'UTR-RA-1' });
    expect(await refusal(edit('admin', 'settlements', settlement, { amount: 1 }))).toMatchObject({ status: 405 });
    expect(
      await refusal(
        as('manager').create('settlements', {
          data: { orgId: ORG, amount: 1, reference: 'UTR-RA-2', period: { from: '2026-11-16', to: '2026-11-30' } },
        }),
      ),
    ).toMatchObject({ status: 403 });
  });
});

describe('what a resource does not allow', () => {
  it("a platform operator deletes a game through react-admin's delete; a game is never created or edited here", async () => {
    const { activityId } = await createGame(platform, await playerToken(platform, 'host'));
    await platform.settle();
    const game = (await as('admin').getOne('games', { id: activityId })).data;
    expect((await as('admin').delete('games', { id: activityId, previousData: game })).data).toMatchObject({ id: activityId });
    expect(await refusal(edit('admin', 'games', game, { name: 'Renamed' }))).toMatchObject({ status: 405 });
    expect(await refusal(as('admin').create('games', { data: { name: 'New' } }))).toMatchObject({ status: 405 });
  });

  it.each(ADMIN_RESOURCES.map((r) => r.name))('%s: each write it does not allow is 405 with the methods it takes', async (name) => {
    const allowed = adminApi.adminWritesOf(name);
    const attempts = [
      ['create', 'POST', `/admin-api/${name}`],
      ['update', 'PUT', `/admin-api/${name}/some-id`],
      ['delete', 'DELETE', `/admin-api/${name}/some-id`],
    ] as const;
    for (const [operation, method, path] of attempts) {
      if (allowed.includes(operation)) continue;
      const response = await platform.request(method, path, { token: tokens.admin, ...(method === 'DELETE' ? {} : { body: {} }) });
      await expectProblem(response, 405, 'METHOD_NOT_ALLOWED', 'method');
      expect(response.headers.get('allow')).toMatch(/^GET/);
    }
  });

  it("the read-only resources refuse react-admin's writes through the provider too", async () => {
    const [order] = (await as('admin').getList('orders', { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: {} })).data;
    expect(await refusal(edit('admin', 'orders', order, { status: 'confirmed' }))).toMatchObject({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
    });
    expect(await refusal(as('admin').delete('orders', { id: order!.id }))).toMatchObject({ status: 405 });
    expect(await refusal(as('admin').create('users', { data: { name: 'x' } }))).toMatchObject({ status: 405 });
    expect(json).toBeDefined();
  });
});

import { HttpError, type DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, cart, managerToken, playerToken, setUpVenue, spaceBody, staffToken } from '@sports/testing/http/bookingsFixtures';
import { setUpOfferings } from '@sports/testing/http/offeringsFixtures';

/**
 * The back office's API, driven by ra-data-simple-rest's own data
 * provider over real HTTP, as the react-admin UI drives it: sort, range and filter parameters,
 * Content-Range totals, getMany by id, getManyReference by a target field, scoped by organisation.
 */
const OTHER = 'other-co';
let platform: TestPlatform;
let served: ServedAdminApi;

const providerFor = (token: string): DataProvider => served.providerFor(token);

const admin = () => platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] }).then((t) => t.accessToken);

/** A second organisation with a venue, so scoping has something to hide. */
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

/** Each order a minute after the last, so sorting by creation time has something to sort. */
let minute = 0;
const order = async (token: string, body: unknown) => {
  platform.setNow(`2026-11-20T10:0${minute++}:00.000Z`);
  const response = await platform.request('POST', '/api/b2c/orders', { token, body });
  expect(response.status).toBe(201);
  return (await json(response)).data.orderId as string;
};

let orderIds: { priya: string[]; arjun: string; other: string };

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  await setUpOfferings(platform);
  await setUpOtherVenue();
  const priya = await playerToken(platform, 'priya');
  const arjun = await playerToken(platform, 'arjun');
  orderIds = {
    priya: [await order(priya, cart('18:00')), await order(priya, cart('19:00'))],
    arjun: await order(arjun, cart('20:00')),
    other: await order(arjun, {
      cartItem: [{ type: 'slot', fieldId: 'harbour.court-1', date: '2026-11-21', startTime: '18:00', listingId: 'football' }],
    }),
  };
  await platform.settle();
  served = await serveAdminApi(platform);
}, 60_000);

afterAll(async () => {
  await served?.close();
  await platform?.close();
});

describe('orders through the data provider', () => {
  it("lists only the organisation's orders to its staff, newest first, with the total from Content-Range", async () => {
    const staff = providerFor(await staffToken(platform));
    const all = await staff.getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: {},
    });
    expect(all.total).toBe(3);
    expect(all.data.map((o) => o.id).sort()).toEqual([...orderIds.priya, orderIds.arjun].sort());
    expect(all.data.every((o) => o.orgId === ORG)).toBe(true);
    expect(all.data.map((o) => o.id)).toEqual([orderIds.arjun, orderIds.priya[1], orderIds.priya[0]]);
  });

  it('pages with range: two pages of two cover the three orders once each', async () => {
    const staff = providerFor(await staffToken(platform));
    const page = (n: number) =>
      staff.getList('orders', { pagination: { page: n, perPage: 2 }, sort: { field: 'created', order: 'ASC' }, filter: {} });
    const [first, second] = [await page(1), await page(2)];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([first.data.length, second.data.length]).toEqual([2, 1]);
    expect(new Set([...first.data, ...second.data].map((o) => o.id)).size).toBe(3);
  });

  it('filters by equality and by a list of values, and narrows a filter on another organisation to nothing', async () => {
    const staff = providerFor(await staffToken(platform));
    const arjuns = await staff.getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: { userId: 'arjun' },
    });
    expect(arjuns.data.map((o) => o.id)).toEqual([orderIds.arjun]);
    const pending = await staff.getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: { status: ['pending_payment', 'confirmed'] },
    });
    expect(pending.total).toBe(3);
    const foreign = await staff.getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: { orgId: OTHER },
    });
    expect([foreign.total, foreign.data]).toEqual([0, []]);
  });

  it('serves getMany by ids and getManyReference by the buyer, never across organisations', async () => {
    const staff = providerFor(await staffToken(platform));
    const many = await staff.getMany('orders', { ids: [orderIds.arjun, orderIds.other] });
    expect(many.data.map((o) => o.id)).toEqual([orderIds.arjun]);
    const byBuyer = await staff.getManyReference('orders', {
      target: 'userId',
      id: 'priya',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'ASC' },
      filter: {},
    });
    expect([byBuyer.total, byBuyer.data.map((o) => o.id)]).toEqual([2, orderIds.priya]);
  });

  it("shows one order to its organisation; another organisation's order does not exist for them", async () => {
    const staff = providerFor(await staffToken(platform));
    expect((await staff.getOne('orders', { id: orderIds.arjun })).data).toMatchObject({
      id: orderIds.arjun,
      userId: 'arjun',
      orgId: ORG,
      status: 'pending_payment',
    });
    const error = await staff.getOne('orders', { id: orderIds.other }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });

  it('gives platform operators every organisation', async () => {
    const ops = providerFor(await admin());
    const all = await ops.getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: {},
    });
    expect(all.total).toBe(4);
    const other = await ops.getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: { orgId: OTHER },
    });
    expect(other.data.map((o) => o.id)).toEqual([orderIds.other]);
  });
});

describe('other resources and who may see them', () => {
  it('lists venues by name for their organisation, and games to staff only those at their venues (none here)', async () => {
    const staff = providerFor(await staffToken(platform));
    const spaces = await staff.getList('spaces', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(spaces.data.map((s) => s.name)).toEqual(['Marina Turf Arena']);
    // No game names the staff's venue in this file: their list is empty (staffGames.http.spec.ts has the games at a venue).
    const games = await staff.getList('games', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'startAt', order: 'DESC' },
      filter: {},
    });
    expect(games.data).toEqual([]);
    const ops = providerFor(await admin());
    const venues = await ops.getList('spaces', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(venues.data.map((s) => s.name)).toEqual(['Marina Turf Arena', 'Harbour Courts']);
  });

  it('shows a venue with the details an edit sends back, its bulk discount included', async () => {
    const manager = await managerToken(platform);
    expect(
      (
        await platform.request('PUT', `/org-api/${ORG}/spaces/marina`, {
          token: manager,
          body: spaceBody({ bulkDiscount: { minSlots: 3, percent: 10 } }),
        })
      ).status,
    ).toBe(200);
    await platform.settle();
    const venue = (await providerFor(await staffToken(platform)).getOne('spaces', { id: 'marina' })).data;
    expect(venue).toMatchObject({
      name: 'Marina Turf Arena',
      handlingCharge: 2000,
      holdMinutes: 10,
      bulkDiscount: { minSlots: 3, percent: 10 },
    });
    expect(
      (await providerFor(await staffToken(platform))
        .getOne('spaces', { id: 'harbour' })
        .catch((e: unknown) => e)) as HttpError,
    ).toMatchObject({ status: 404 });
  });

  it('lists classes, packs, lockers, meets, tournaments and events each as its own resource over one read model', async () => {
    const staff = providerFor(await staffToken(platform));
    const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };
    const kinds = {
      classes: 'class',
      packs: 'pack',
      lockers: 'locker',
      meets: 'meet',
      tournaments: 'tournament',
      events: 'event',
    } as const;
    for (const [resource, kind] of Object.entries(kinds)) {
      const list = await staff.getList(resource, page);
      expect(list.total).toBe(1);
      expect(list.data.every((o) => o.kind === kind && o.orgId === ORG)).toBe(true);
    }
    const aClass = (await staff.getList('classes', page)).data[0]!;
    expect((await staff.getOne('classes', { id: aClass.id })).data.name).toBe(aClass.name);
    // The same record is not a pack.
    expect(((await staff.getOne('packs', { id: aClass.id }).catch((e: unknown) => e)) as HttpError).status).toBe(404);
  });

  it('lists users to platform operators only, found by a name prefix', async () => {
    const ops = providerFor(await admin());
    const users = await ops.getList('users', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'shortId', order: 'ASC' },
      filter: {},
    });
    expect(users.data.map((u) => u.id)).toEqual(expect.arrayContaining(['priya', 'arjun']));
    const staffError = await providerFor(await staffToken(platform))
      .getList('users', { pagination: { page: 1, perPage: 5 }, sort: { field: 'shortId', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e);
    expect((staffError as HttpError).status).toBe(403);
  });

  it('refuses players and anonymous callers', async () => {
    await expectProblem(
      await platform.request('GET', '/admin-api/orders', { token: await playerToken(platform, 'ravi') }),
      403,
      'FORBIDDEN',
    );
    await expectProblem(await platform.request('GET', '/admin-api/orders'), 401, 'UNAUTHENTICATED');
  });
});

describe("a record's history (the audit trail of its stream)", () => {
  it("lists an order's events in order with who did what and when, after a cancellation", async () => {
    const arjun = await platform.tokenFor('arjun');
    expect((await platform.request('PUT', `/api/b2c/orders/${orderIds.arjun}/cancel`, { token: arjun })).status).toBe(200);
    await platform.settle();
    const response = await platform.request('GET', `/admin-api/orders/${orderIds.arjun}/history`, { token: await staffToken(platform) });
    expect(response.status).toBe(200);
    const history = (await response.json()) as Array<{ revision: number; type: string; userId: string; time: string; position: string }>;
    expect(history.map((e) => e.revision)).toEqual(history.map((_, i) => i));
    expect(history[0]).toMatchObject({ type: 'OrderPlaced', userId: 'arjun', time: '2026-11-20T10:02:00.000Z' });
    expect(history.at(-1)!.type).toMatch(/Cancel/);
    const positions = history.map((e) => BigInt(e.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
  });

  it("shows a venue's catalogue events to its staff and hides another organisation's order", async () => {
    const venue = await platform.request('GET', '/admin-api/spaces/marina/history', { token: await staffToken(platform) });
    expect(((await venue.json()) as Array<{ type: string }>).map((e) => e.type)).toContain('SpaceCreated');
    await expectProblem(
      await platform.request('GET', `/admin-api/orders/${orderIds.other}/history`, { token: await staffToken(platform) }),
      404,
      'RECORD_NOT_FOUND',
      'id',
    );
    await expectProblem(
      await platform.request('GET', '/admin-api/orders/no-such-order/history', { token: await admin() }),
      404,
      'RECORD_NOT_FOUND',
      'id',
    );
  });
});

describe('bad list parameters: 400 naming the parameter, for an allowed caller', () => {
  const cases: Array<[string, string]> = [
    ['sort=["body","ASC"]', 'query.sort'],
    ['sort=["created","SIDEWAYS"]', 'query.sort'],
    ['sort=created', 'query.sort'],
    ['range=[5,1]', 'query.range'],
    ['range=[0,10000]', 'query.range'],
    ['range=[-1,3]', 'query.range'],
    ['filter={"total":5}', 'query.filter'],
    ['filter={"status":"lost"}', 'query.filter'],
    ['filter=[1]', 'query.filter'],
    ['filter={"created_gte":"yesterday"}', 'query.filter'],
    ['page=2', 'query'],
  ];
  it.each(cases)('%s', async (query, field) => {
    const token = await staffToken(platform);
    const body = await expectProblem(
      await platform.request('GET', `/admin-api/orders?${encodeURI(query)}`, { token }),
      400,
      'VALIDATION_FAILED',
    );
    expect(String(body.field)).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
  });

  it('accepts a date window on created', async () => {
    const token = await staffToken(platform);
    const response = await platform.request(
      'GET',
      `/admin-api/orders?filter=${encodeURIComponent('{"created_gte":"2026-11-20","created_lte":"2026-11-21T00:00:00Z"}')}`,
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('orders 0-2/3');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/content-range/i);
  });
});

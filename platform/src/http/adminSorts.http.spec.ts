import { adminGames, adminOrders, adminSortFields, adminUsers, streams, type AdminResource } from '@sports/contracts';
import type { DataProvider, RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame } from '@sports/testing/http/fixtures';
import { ORG, cart, playerToken, setUpVenue, slotItem, staffToken } from '@sports/testing/http/bookingsFixtures';

/**
 * The big read models (orders, games, users) sort by every column their lists
 * show, both ways, through ra-data-simple-rest's own data provider over a known data set: each
 * answer is compared with the records sorted here as the store orders them (the column, the
 * resource's declared ties, then id; nulls first ascending, numbers before text, text by code
 * point), and a sort walked page by page gives the same records once each.
 */
let platform: TestPlatform;
let served: ServedAdminApi;
let operator: DataProvider;
let staff: DataProvider;

const everything = { page: 1, perPage: 200 };

/** Adds users straight to the log: names, roles and join times the dev route cannot choose. */
const registerUser = async (userId: string, firstName: string, lastName: string, role: 'player' | 'host' | 'admin', time: string) => {
  const metadata = {
    commandId: `seed-${userId}`,
    commandHash: 'seed',
    causationId: `seed-${userId}`,
    correlationId: `seed-${userId}`,
    userId,
    time,
    schemaVersion: 1,
  };
  await platform.eventStore.appendToStream(
    streams.user(userId),
    [{ id: `seed-${userId}`, type: 'UserRegistered', data: { userId, firstName, lastName, role, scopeIds: [], source: 'dev' }, metadata }],
    { expectedRevision: 'no_stream' },
  );
};

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  // Orders of one, two and three slots (three totals, one of them twice) booked for named people.
  const buyers = [
    ['asha', ['18:00'], 'Meera Iyer'],
    ['ravi', ['19:00', '20:00'], 'Arjun Rao'],
    ['kiran', ['21:00'], 'Zoe Das'],
    ['asha', [], 'Arjun Rao'],
  ] as const;
  for (const [buyer, times, name] of buyers) {
    const token = await playerToken(platform, buyer);
    const items = times.length
      ? times.map((t) => slotItem(t))
      : [slotItem('18:00', { date: '2026-11-22' }), slotItem('19:00', { date: '2026-11-22' }), slotItem('20:00', { date: '2026-11-22' })];
    const response = await platform.request('POST', '/api/b2c/orders', {
      token,
      body: { ...cart(), cartItem: items, bookedFor: { name } },
    });
    expect(response.status).toBe(201);
  }
  // Games of three hosts, two of them named alike.
  for (const [host, name, hold] of [
    ['host-b', 'Zonal Final', false],
    ['host-a', 'Alpha Cup', true],
    ['host-c', 'Morning Kickabout', false],
    ['host-a', 'Alpha Cup', false],
  ] as const) {
    const { activityId } = await createGame(platform, await playerToken(platform, host), { name });
    expect(activityId).toBeTruthy();
    if (hold) {
      const ops = (await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken;
      expect(
        (await platform.request('POST', `/admin-api/games/${activityId}/hold`, { token: ops, body: { reason: 'Reported' } })).status,
      ).toBe(200);
    }
  }
  await registerUser('u-zed', 'Zed', 'Khan', 'admin', '2026-11-01T08:00:00.000Z');
  await registerUser('u-bina', 'Bina', 'Shah', 'host', '2026-10-01T08:00:00.000Z');
  await registerUser('u-chai', 'Chai', 'Lee', 'player', '2026-12-01T08:00:00.000Z');
  await platform.settle();
  served = await serveAdminApi(platform);
  operator = served.providerFor((await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken);
  staff = served.providerFor(await staffToken(platform));
}, 120_000);

afterAll(async () => {
  await served?.close();
  await platform?.close();
});

type Value = string | number | null;
/** A field's value as the store keeps it: dotted paths, booleans as 1/0, missing as null. */
const valueOf = (record: RaRecord, field: string): Value => {
  let value: unknown = record;
  for (const key of field.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (value === undefined || value === null) return null;
  return typeof value === 'boolean' ? Number(value) : (value as string | number);
};
/** SQLite's order of values: null, then numbers, then text by code point. */
const compare = (a: Value, b: Value): number => {
  const rank = (v: Value) => (v === null ? 0 : typeof v === 'number' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (a === b) return 0;
  return (a as string | number) < (b as string | number) ? -1 : 1;
};
/** The order the admin API promises: the column, its declared ties, then id in the last term's direction. */
const expectedIds = (records: RaRecord[], resource: AdminResource, field: string, order: 'ASC' | 'DESC'): string[] => {
  const direction = order === 'ASC' ? 1 : -1;
  const terms: Array<[string, number]> =
    field === 'id'
      ? []
      : [[field, direction], ...(resource.sortTies?.[field] ?? []).map(([tie, relative]): [string, number] => [tie, relative * direction])];
  terms.push(['id', terms.at(-1)?.[1] ?? direction]);
  const sorted = [...records].sort((a, b) => {
    for (const [f, d] of terms) {
      const c = compare(valueOf(a, f), valueOf(b, f));
      if (c !== 0) return c * d;
    }
    return 0;
  });
  return sorted.map((r) => String(r.id));
};

const listed = async (provider: DataProvider, resource: string, field: string, order: 'ASC' | 'DESC', pagination = everything) =>
  (await provider.getList(resource, { pagination, sort: { field, order }, filter: {} })).data;

describe.each([
  ['orders', adminOrders, 4],
  ['games', adminGames, 4],
  ['users', adminUsers, 3],
] as const)('%s sort by every column, both ways', (name, resource, atLeast) => {
  it.each(adminSortFields(resource as AdminResource))('by %s', async (field) => {
    const who = name === 'orders' ? [operator, staff] : [operator];
    for (const provider of who) {
      const all = await listed(provider, name, 'id', 'ASC');
      expect(all.length).toBeGreaterThanOrEqual(atLeast);
      for (const order of ['ASC', 'DESC'] as const) {
        const ids = (await listed(provider, name, field, order)).map((r) => String(r.id));
        expect(ids, `${field} ${order}`).toEqual(expectedIds(all, resource as AdminResource, field, order));
      }
    }
  });
});

describe('the known data set, read as staff would', () => {
  it('orders by total and by booked-for name, ties by id, and pages of one walk the same records once each', async () => {
    const byTotal = await listed(staff, 'orders', 'total', 'DESC');
    expect(byTotal.map((o) => o.bookedFor.name)).toEqual(['Arjun Rao', 'Arjun Rao', expect.any(String), expect.any(String)]);
    expect(byTotal[0]!.total).toBeGreaterThan(byTotal[1]!.total);
    const byName = await listed(staff, 'orders', 'bookedFor.name', 'ASC');
    expect(byName.map((o) => o.bookedFor.name)).toEqual(['Arjun Rao', 'Arjun Rao', 'Meera Iyer', 'Zoe Das']);
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(...(await listed(staff, 'orders', 'bookedFor.name', 'ASC', { page, perPage: 1 })));
    expect(pages.map((o) => o.id)).toEqual(byName.map((o) => o.id));
    expect(byName.every((o) => o.orgId === ORG)).toBe(true);
  });

  it('games by name and by host, the held game first when on hold sorts descending', async () => {
    expect((await listed(operator, 'games', 'name', 'ASC')).map((g) => g.name)).toEqual([
      'Alpha Cup',
      'Alpha Cup',
      'Morning Kickabout',
      'Zonal Final',
    ]);
    // By the hosts' names as shown, their profile's (docs/adr/0091-read-time-names.md), host-a's two games together.
    const byHost = await listed(operator, 'games', 'hostDetail.name', 'DESC');
    expect(byHost.map((g) => g.hostDetail.name)).toEqual(
      byHost
        .map((g) => g.hostDetail.name as string)
        .sort()
        .reverse(),
    );
    expect(byHost.map((g) => g.host).join(',')).toMatch(/host-a,host-a/);
    expect(new Set(byHost.map((g) => g.host))).toEqual(new Set(['host-a', 'host-b', 'host-c']));
    expect((await listed(operator, 'games', 'isOnHold', 'DESC'))[0]).toMatchObject({ name: 'Alpha Cup', isOnHold: true });
  });

  it('users by name, role and when they joined', async () => {
    const ours = (records: RaRecord[]) => records.map((u) => String(u.id)).filter((id) => id.startsWith('u-'));
    expect(ours(await listed(operator, 'users', 'name', 'ASC'))).toEqual(['u-bina', 'u-chai', 'u-zed']);
    expect(ours(await listed(operator, 'users', 'role', 'ASC'))).toEqual(['u-zed', 'u-bina', 'u-chai']);
    expect(ours(await listed(operator, 'users', 'created', 'DESC'))).toEqual(['u-chai', 'u-zed', 'u-bina']);
  });

  it('refuses a column no list sorts by, naming the parameter', async () => {
    const response = await platform.request('GET', `/admin-api/games?sort=${encodeURIComponent('["privacy","ASC"]')}`, {
      token: (await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query.sort.0' });
  });
});

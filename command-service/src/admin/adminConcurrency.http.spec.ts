import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, managerToken, playerToken, setUpVenue } from '@sports/testing/http/bookingsFixtures';
import { setUpOfferings } from '@sports/testing/http/offeringsFixtures';

/**
 * Optimistic concurrency in the back office (docs/adr/0109-admin-optimistic-concurrency.md): a record read through
 * GET /admin-api/{resource}/{id} carries its stream's revision as ETag; a PUT or DELETE with
 * If-Match saves only while the stream is still there, else 412 PRECONDITION_FAILED and nothing
 * is written. A write without If-Match is accepted as before.
 */
let platform: TestPlatform;
let manager: string;
let otherManager: string;
let admin: string;

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  await setUpOfferings(platform);
  manager = await managerToken(platform);
  // A second editor of the same organisation: another manager of turf-co.
  otherManager = (
    await platform.tokens.issue({ userId: 'manager-two', name: 'Mohan Manager', role: 'org_manager', scopeIds: [ORG, `${ORG}:manage`] })
  ).accessToken;
  admin = (await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken;
  await platform.settle();
}, 60_000);

afterAll(async () => {
  await platform?.close();
});

/** GET one admin record: its body and ETag, as react-admin's Edit reads it. */
const read = async (token: string, path: string) => {
  await platform.settle();
  const response = await platform.request('GET', path, { token });
  expect(response.status).toBe(200);
  return { record: (await json(response)) as Record<string, unknown>, etag: response.headers.get('etag') };
};

const put = (token: string, path: string, body: unknown, ifMatch?: string | null) =>
  platform.request('PUT', path, { token, body, headers: ifMatch ? { 'if-match': ifMatch } : {} });

describe('two editors of the same venue', () => {
  const path = `/admin-api/spaces/${SPACE}`;

  it('both read the same ETag; the first save wins, the second gets 412 and changes nothing', async () => {
    const first = await read(manager, path);
    const second = await read(otherManager, path);
    expect(first.etag).toMatch(/^"\d+"$/);
    expect(second.etag).toBe(first.etag);

    const saved = await put(manager, path, { ...first.record, name: 'Marina Arena (first editor)' }, first.etag);
    expect(saved.status).toBe(200);
    await platform.settle();
    const events = await platform.eventStore.readStream(`space-${SPACE}`).catch(() => []);
    const count = await platform.eventCount();

    const refused = await expectProblem(
      await put(otherManager, path, { ...second.record, name: 'Marina Arena (second editor)' }, second.etag),
      412,
      'PRECONDITION_FAILED',
      'If-Match',
    );
    expect(refused.detail).toMatch(/someone else/);
    expect(await platform.eventCount()).toBe(count);
    expect((await platform.eventStore.readStream(`space-${SPACE}`).catch(() => [])).length).toBe(events.length);

    const now = await read(otherManager, path);
    expect(now.record.name).toBe('Marina Arena (first editor)');
    expect(now.etag).not.toBe(first.etag);
  });

  it('the second editor reloads, gets the new ETag and saves', async () => {
    const fresh = await read(otherManager, path);
    expect((await put(otherManager, path, { ...fresh.record, name: 'Marina Arena (reloaded)' }, fresh.etag)).status).toBe(200);
    expect((await read(manager, path)).record.name).toBe('Marina Arena (reloaded)');
  });

  it('two saves sent at once with the same ETag: exactly one is written', async () => {
    const { record, etag } = await read(manager, path);
    const count = await platform.eventCount();
    const replies = await Promise.all([
      put(manager, path, { ...record, holdMinutes: 12 }, etag),
      put(otherManager, path, { ...record, holdMinutes: 14 }, etag),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412]);
    await platform.settle();
    expect(await platform.eventCount()).toBe(count + 1);
  });

  it('a save without If-Match is accepted (scripts and older clients); a malformed one is refused by name', async () => {
    const { record } = await read(manager, path);
    expect((await put(manager, path, { ...record, name: 'Marina Turf Arena' })).status).toBe(200);
    await expectProblem(await put(manager, path, { ...record, name: 'Never' }, 'yesterday'), 400, 'VALIDATION_FAILED', 'if-match');
    expect((await read(manager, path)).record.name).toBe('Marina Turf Arena');
  });
});

describe('other records with an ETag', () => {
  it('a coupon, a business record, an offering and an organisation refuse a stale If-Match', async () => {
    const coupon = {
      description: 'Ten off',
      usageLimit: 5,
      discountType: 'percentage',
      amountorper: 10,
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-31T00:00:00.000Z',
    };
    expect(
      (await platform.request('POST', '/admin-api/coupons', { token: manager, body: { orgId: ORG, code: 'ETAG10', ...coupon } })).status,
    ).toBe(201);
    expect(
      (
        await platform.request('POST', '/admin-api/instructors', {
          token: manager,
          body: { orgId: ORG, key: 'kiran', details: { name: 'Kiran', skills: ['football'] } },
        })
      ).status,
    ).toBe(201);
    const cases: Array<[path: string, change: (r: Record<string, unknown>) => Record<string, unknown>]> = [
      ['/admin-api/coupons/ETAG10', (r) => ({ ...r, description: `${String(r.description)}!` })],
      [
        `/admin-api/instructors/instructor-${ORG}.kiran`,
        (r) => ({ ...r, details: { ...(r.details as object), name: `${String((r.details as { name: string }).name)}!` } }),
      ],
      [`/admin-api/organisations/${ORG}`, (r) => ({ ...r, website: `https://turf.example/${String(Math.random()).slice(2, 6)}` })],
    ];
    const [pack] = (await json(
      await platform.request('GET', `/admin-api/packs?filter=${encodeURIComponent(JSON.stringify({ spaceId: SPACE }))}`, {
        token: manager,
      }),
    )) as Array<{ id: string }>;
    cases.push([
      `/admin-api/packs/${pack!.id}`,
      (r) => {
        const offering = r.offering as { details: { name: string } };
        return { ...r, offering: { ...offering, details: { ...offering.details, name: `${offering.details.name}!` } } };
      },
    ]);
    for (const [path, change] of cases) {
      const stale = await read(manager, path);
      expect(stale.etag, path).toMatch(/^"\d+"$/);
      expect((await put(otherManager, path, change(stale.record), stale.etag)).status, path).toBe(200);
      await expectProblem(await put(manager, path, change(stale.record), stale.etag), 412, 'PRECONDITION_FAILED', 'If-Match');
      const fresh = await read(manager, path);
      expect((await put(manager, path, change(fresh.record), fresh.etag)).status, path).toBe(200);
    }
  });

  it('a city edited on PUT /admin-api/cities/{id} refuses a stale If-Match too', async () => {
    expect(
      (
        await platform.request('POST', '/admin-api/cities', {
          token: admin,
          body: { name: 'Navi Mumbai', state: 'Maharashtra', active: true },
        })
      ).status,
    ).toBe(201);
    const stale = await read(admin, '/admin-api/cities/navi-mumbai');
    expect((await put(admin, '/admin-api/cities/navi-mumbai', { ...stale.record, active: false }, stale.etag)).status).toBe(200);
    await expectProblem(
      await put(admin, '/admin-api/cities/navi-mumbai', { ...stale.record, state: 'MH' }, stale.etag),
      412,
      'PRECONDITION_FAILED',
      'If-Match',
    );
    expect((await read(admin, '/admin-api/cities/navi-mumbai')).record).toMatchObject({ state: 'Maharashtra', active: false });
  });

  it("records on a shared stream carry no ETag (access accounts live on their user's stream)", async () => {
    await playerToken(platform, 'asha');
    expect(
      (
        await platform.request('POST', '/admin-api/access', {
          token: manager,
          body: { orgId: ORG, userId: 'asha', role: 'staff', spaceIds: [SPACE] },
        })
      ).status,
    ).toBe(201);
    expect((await read(manager, `/admin-api/access/${ORG}:asha`)).etag).toBeNull();
  });
});

describe('a stale delete', () => {
  it('a game deleted with the ETag of before its hold is refused with 412 and stays; with the fresh one it goes', async () => {
    const { activityId } = await createGame(platform, await playerToken(platform, 'host'));
    const path = `/admin-api/games/${activityId}`;
    const stale = await read(admin, path);
    expect((await platform.request('POST', `${path}/hold`, { token: admin, body: { reason: 'Reported venue' } })).status).toBe(200);

    await expectProblem(
      await platform.request('DELETE', path, { token: admin, headers: { 'if-match': stale.etag! } }),
      412,
      'PRECONDITION_FAILED',
      'If-Match',
    );
    const held = await read(admin, path);
    expect(held.record.status).not.toBe('deleted');

    expect((await platform.request('DELETE', path, { token: admin, headers: { 'if-match': held.etag! } })).status).toBe(200);
    await platform.settle();
    expect((await platform.eventStore.readStream(`game-${activityId}`)).at(-1)?.type).toBe('GameDeleted');
  });
});

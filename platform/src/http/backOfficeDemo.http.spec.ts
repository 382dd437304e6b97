import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';

/** The back office's demo people (demo/src/staff.ts): a staff member, a second organisation with its manager and staff, a platform admin. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack({ env: { DEMO_DATA: 'true' } });
  await platform.settle();
});
afterAll(() => platform.close());

/** A demo account's token as signing in would give it: claims from its access accounts. */
const tokenOf = async (userId: string) =>
  (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))).accessToken as string;
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { org_role: string; scope_ids: string[] };
const ordersSeenBy = async (userId: string) => {
  const reply = await platform.request('GET', '/admin-api/orders?range=[0,99]', { token: await tokenOf(userId) });
  expect(reply.status).toBe(200);
  return ((await json(reply)) as Array<{ orgId: string; spaceId: string }>).map((o) => `${o.orgId}/${o.spaceId}`);
};

describe('back-office demo accounts', () => {
  it('lists a staff member, a second manager, their staff and a platform admin, with the claims their access accounts give', async () => {
    const accounts = (await json(await platform.request('GET', '/api/dev/demo-accounts'))) as Array<{ userId: string; role: string }>;
    expect(accounts.filter((a) => a.role !== 'player' && a.role !== 'host').map((a) => [a.userId, a.role])).toEqual([
      ['demo-manager-vikram', 'org_manager'],
      ['demo-staff-meera', 'org_staff'],
      ['demo-manager-farah', 'org_manager'],
      ['demo-staff-sunil', 'org_staff'],
      ['demo-admin-neha', 'admin'],
    ]);
    expect(claimsOf(await tokenOf('demo-staff-meera'))).toMatchObject({
      org_role: 'org_staff',
      scope_ids: ['org-marina-sports', 'space:space-marina-turf'],
    });
    expect(claimsOf(await tokenOf('demo-manager-farah'))).toMatchObject({
      org_role: 'org_manager',
      scope_ids: ['org-harbour-courts', 'org-harbour-courts:manage', 'org-harbour-courts:own', 'space:space-harbour-kochi'],
    });
    expect(claimsOf(await tokenOf('demo-staff-sunil'))).toMatchObject({
      org_role: 'org_staff',
      scope_ids: ['org-harbour-courts', 'space:space-harbour-kochi'],
    });
    expect(claimsOf(await tokenOf('demo-admin-neha')).org_role).toBe('admin');
  });

  it('gives Harbour Courts a venue with a priced field and orders of its own, which Marina Sports never sees (and the other way round)', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000 + 19_800_000).toISOString().slice(0, 10);
    const slots = await json(
      await platform.request('GET', `/api/vm/slots/listing/pickleball?date=${tomorrow}&spaceId=space-harbour-kochi`),
    );
    const court = slots.data.find((f: { facilityId: string }) => f.facilityId === 'space-harbour-kochi.court-1');
    expect(court.timings).toHaveLength(14);
    expect(court.timings[0]).toMatchObject({ startTime: '07:00', amount: 60000, strikeAmount: 75000 });

    const harbour = await ordersSeenBy('demo-manager-farah');
    expect(harbour).toEqual(['org-harbour-courts/space-harbour-kochi', 'org-harbour-courts/space-harbour-kochi']);
    expect(await ordersSeenBy('demo-staff-sunil')).toEqual(harbour);
    const marina = await ordersSeenBy('demo-staff-meera');
    expect(marina.length).toBeGreaterThan(0);
    expect(marina.every((o) => o.startsWith('org-marina-sports/'))).toBe(true);
    expect(await ordersSeenBy('demo-manager-vikram')).toEqual(marina);
    expect((await ordersSeenBy('demo-admin-neha')).sort()).toEqual([...harbour, ...marina].sort());
  });

  it('lets the Marina staff member read but not refund, and the Harbour manager not reach a Marina order at all', async () => {
    const [order] = (await json(
      await platform.request('GET', '/admin-api/orders?filter={"status":"confirmed"}', { token: await tokenOf('demo-staff-meera') }),
    )) as Array<{ id: string }>;
    const refund = (userId: string) =>
      tokenOf(userId).then((token) =>
        platform.request('POST', `/admin-api/orders/${order!.id}/refund`, { token, body: { refundPercent: 100 } }),
      );
    const staff = await refund('demo-staff-meera');
    expect(staff.status).toBe(403);
    expect((await json(staff)).code).toBe('FORBIDDEN');
    const other = await refund('demo-manager-farah');
    expect(other.status).toBe(404);
    expect((await json(other)).code).toBe('ORDER_NOT_FOUND');
  });
});

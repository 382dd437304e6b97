import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';

/** The demo data gives each of the organisations, access, transactions, ratings and cities lists rows, scoped as staff see them. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack({ env: { DEMO_DATA: 'true' } });
  await platform.settle();
}, 60_000);
afterAll(() => platform.close());

const tokenOf = async (userId: string) =>
  (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))).accessToken as string;
const listFor = async (userId: string, resource: string) => {
  const reply = await platform.request('GET', `/admin-api/${resource}?range=[0,199]`, { token: await tokenOf(userId) });
  expect(reply.status).toBe(200);
  return (await json(reply)) as unknown as Array<Record<string, unknown>>;
};

describe('the demo data in the directory resources', () => {
  it("Marina's manager sees Marina only: its organisation, access accounts, payments and refunds, and the ratings of games at its venue", async () => {
    const manager = 'demo-manager-vikram';
    expect((await listFor(manager, 'organisations')).map((o) => [o.id, o.venues])).toEqual([['org-marina-sports', expect.any(Number)]]);
    const access = await listFor(manager, 'access');
    expect(access.map((a) => a.userId)).toEqual(expect.arrayContaining(['demo-manager-vikram', 'demo-staff-meera']));
    expect(access.every((a) => a.orgId === 'org-marina-sports')).toBe(true);
    const transactions = await listFor(manager, 'transactions');
    expect(new Set(transactions.map((t) => t.kind))).toEqual(new Set(['charge', 'refund']));
    expect(transactions.every((t) => t.orgId === 'org-marina-sports')).toBe(true);
    const ratings = await listFor('demo-staff-meera', 'ratings');
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((r) => r.spaceId === 'space-marina-turf')).toBe(true);
  });

  it("Harbour's manager sees none of Marina's; the platform admin sees both organisations and the curated cities", async () => {
    expect((await listFor('demo-manager-farah', 'access')).every((a) => a.orgId === 'org-harbour-courts')).toBe(true);
    expect((await listFor('demo-manager-farah', 'transactions')).every((t) => t.orgId === 'org-harbour-courts')).toBe(true);
    // Harbour's only rating is Priya's of the game at its own venue (demo games.ts, docs/adr/0108-games-at-their-venues.md).
    expect((await listFor('demo-manager-farah', 'ratings')).map((r) => [r.activityName, r.spaceId])).toEqual([
      ['Harbour Doubles Mixer', 'space-harbour-kochi'],
    ]);
    const admin = 'demo-admin-neha';
    expect((await listFor(admin, 'organisations')).map((o) => o.id).sort()).toEqual(['org-harbour-courts', 'org-marina-sports']);
    const cities = await listFor(admin, 'cities');
    expect(cities.find((c) => c.id === 'chennai')).toMatchObject({ state: 'Tamil Nadu', active: true, curated: true });
    expect(
      (cities.find((c) => c.id === 'chennai')!.venues as number) + (cities.find((c) => c.id === 'chennai')!.games as number),
    ).toBeGreaterThan(1);
    expect(cities.find((c) => c.id === 'pune')).toMatchObject({ active: false, venues: 0 });
  });
});

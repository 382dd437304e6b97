import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shouldStopLoading } from '@sports/shared-rules';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, json } from '@sports/testing/http/fixtures';

let platform: TestPlatform;
const ids: string[] = [];

beforeAll(async () => {
  platform = await startTestStack();
  const host = await platform.tokenFor('host');
  for (let day = 0; day < 20; day++) {
    const date = `2026-12-${String(day + 1).padStart(2, '0')}`;
    const listing = day % 2 === 0 ? { listingId: 'football', listingName: 'Football' } : { listingId: 'cricket', listingName: 'Cricket' };
    const { activityId } = await createGame(platform, host, { ...listing, date, duration: [{ from: `${date}T18:00:00+05:30` }] });
    ids.push(activityId);
  }
  // An invite-only game: its host sees it in the lists, nobody else does.
  const { response } = await createGame(platform, host, {
    name: 'Invite-only nets',
    listingId: 'cricket',
    listingName: 'Cricket',
    privacy: 'private',
    date: '2026-12-04',
    duration: [{ from: '2026-12-04T07:00:00+05:30' }],
  });
  expect(response.status).toBe(201);
  await platform.settle();
});
afterAll(() => platform.close());

const page = async (path: string, token?: string) => (await json(await platform.request('GET', path, token ? { token } : {}))).data;

describe('game list (spec section 7 "GET all games", section 9 page size 9)', () => {
  it('pages by 9 in start order and follows nextUrl until the last page', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/vm/activities/all/0/9?status=upcoming';
    const sizes: number[] = [];
    while (url) {
      const data: any = await page(url);
      sizes.push(data.activities.length);
      seen.push(...data.activities.map((a: any) => a.activityId));
      expect(data.counts.total).toBe(20);
      expect(data.stopLoading).toBe(data.nextUrl === null);
      url = data.nextUrl;
    }
    expect(sizes).toEqual([9, 9, 2]);
    expect(seen).toEqual(ids);
    expect(shouldStopLoading(2)).toBe(true);
  });

  it('keeps the filters in nextUrl', async () => {
    const first = await page('/api/vm/activities/all/0/9?status=upcoming&filterListingId=football');
    expect(first.counts.total).toBe(10);
    expect(first.nextUrl).toBe('/api/vm/activities/all/1/9?status=upcoming&filterListingId=football');
    const second = await page(first.nextUrl);
    expect(second.activities).toHaveLength(1);
    expect(second.nextUrl).toBeNull();
    expect(second.stopLoading).toBe(true);
  });

  it('filters by date range and by status', async () => {
    const range = await page('/api/vm/activities/all/0/9?startDate=2026-12-03&endDate=2026-12-05');
    expect(range.activities.map((a: any) => a.date)).toEqual(['2026-12-03', '2026-12-04', '2026-12-05']);
    expect((await page('/api/vm/activities/all/0/9?status=past')).counts.total).toBe(0);
    platform.setNow('2027-01-01T00:00:00.000Z');
    const past = await page('/api/vm/activities/all/0/9?status=past');
    platform.setNow('2026-11-20T10:00:00.000Z');
    expect(past.counts.total).toBe(20);
    expect(past.activities[0].date).toBe('2026-12-20'); // most recent first
  });

  it("counts each sport and date as the list it leads to shows them: a member's own private game too, nobody else's", async () => {
    // Spec section 7: private games stay with their members; the facets and counts.total follow every filter.
    const host = await platform.tokenFor('host');
    const countsOf = (data: any) => ({
      total: data.counts.total,
      listing: data.counts.listing,
      sports: Object.fromEntries(data.listingList.map((l: any) => [l.listingId, l.count])),
      dec04: data.dateList.find((d: any) => d.date === '2026-12-04')?.count,
    });
    const lists = async (status: string, token?: string) => {
      const all = await page(`/api/vm/activities/all/0/9?status=${status}`, token);
      const cricket = await page(`/api/vm/activities/all/0/9?status=${status}&filterListingId=cricket`, token);
      const dec04 = await page(`/api/vm/activities/all/0/9?status=${status}&startDate=2026-12-04&endDate=2026-12-04`, token);
      return { all: countsOf(all), cricketTotal: cricket.counts.total, dec04Total: dec04.counts.total };
    };
    const forHost = await lists('upcoming', host);
    expect(forHost.all).toEqual({
      total: 21,
      listing: { football: 10, cricket: 11 },
      sports: { football: 10, cricket: 11 },
      dec04: 2,
    });
    expect([forHost.cricketTotal, forHost.dec04Total]).toEqual([11, 2]);
    const forVisitor = await lists('upcoming');
    expect(forVisitor.all).toEqual({ total: 20, listing: { football: 10, cricket: 10 }, sports: { football: 10, cricket: 10 }, dec04: 1 });
    expect([forVisitor.cricketTotal, forVisitor.dec04Total]).toEqual([10, 1]);
    // Past lists count from the read model: the same rule.
    platform.setNow('2027-01-01T00:00:00.000Z');
    const pastForHost = await lists('past', host);
    const pastForVisitor = await lists('past');
    platform.setNow('2026-11-20T10:00:00.000Z');
    expect([pastForHost.all.sports, pastForHost.cricketTotal, pastForHost.all.dec04, pastForHost.dec04Total]).toEqual([
      { football: 10, cricket: 11 },
      11,
      2,
      2,
    ]);
    expect([pastForVisitor.all.sports, pastForVisitor.cricketTotal, pastForVisitor.all.dec04]).toEqual([
      { football: 10, cricket: 10 },
      10,
      1,
    ]);
  });
});

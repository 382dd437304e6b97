import type { DataProvider, RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { staffToken } from '@sports/testing/http/bookingsFixtures';

/**
 * In the back office: a big game's Players tab pages every entry of the
 * participants read model (the game document keeps a preview of the first 50), through
 * ra-data-simple-rest's own data provider as react-admin's ReferenceManyField asks: filtered by
 * the game, 50 a page, sorted by the order people came, by name or by status. Games are for
 * platform operators only (adminGames is scope 'platform'), and so are their players.
 */
let platform: TestPlatform;
let served: ServedAdminApi;
let operator: DataProvider;
let activityId = '';
let otherGame = '';
/** A game whose host does not play: their document holds the role and no entry. */
let hostOnly = '';
const LEAVERS = new Set([3, 40, 77, 100, 118]);

/** Names that sort differently from the join order: player i is named for 119 - i. */
const nameOf = (i: number) => `Player ${String(119 - i).padStart(3, '0')}`;

beforeAll(async () => {
  platform = await startTestStack();
  const host = (await platform.tokens.issue({ userId: 'big-host', name: 'Zara Host', role: 'player', scopeIds: [] })).accessToken;
  ({ activityId } = await createGame(platform, host, { maxParticipants: 200 }));
  ({ activityId: otherGame } = await createGame(platform, host, { name: 'Another game' }));
  ({ activityId: hostOnly } = await createGame(platform, host, { name: 'Host watches', isHostParticipating: false }));
  // The host's entry and 119 players: 120 entries; five of them leave (retired, still listed).
  for (let i = 1; i < 120; i++) {
    const token = (await platform.tokens.issue({ userId: `crowd-${i}`, name: nameOf(i), role: 'player', scopeIds: [] })).accessToken;
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body: {} })).status).toBe(200);
    if (LEAVERS.has(i)) expect((await platform.request('PUT', `/api/vm/activities/${activityId}/leave`, { token })).status).toBe(200);
  }
  await platform.settle();
  served = await serveAdminApi(platform);
  operator = served.providerFor((await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken);
}, 300_000);

afterAll(async () => {
  await served?.close();
  await platform?.close();
});

const page = (n: number, field = 'order', order: 'ASC' | 'DESC' = 'ASC', provider = operator) =>
  provider.getList('gamePlayers', { pagination: { page: n, perPage: 50 }, sort: { field, order }, filter: { activityId } });
const everything = async (field: string, order: 'ASC' | 'DESC') =>
  (await operator.getList('gamePlayers', { pagination: { page: 1, perPage: 200 }, sort: { field, order }, filter: { activityId } })).data;
const userIds = (records: RaRecord[]) => records.map((r) => r.userId as string);

describe("a big game's players in the back office", () => {
  it('the game document keeps 50 of them; the players resource pages all 120, 50 + 50 + 20, in the order they came, each once', async () => {
    const game = (await operator.getOne('games', { id: activityId })).data;
    expect(game.participantDetail).toHaveLength(50);
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.data.length)).toEqual([50, 50, 20]);
    expect(pages.map((p) => p.total)).toEqual([120, 120, 120]);
    const all = pages.flatMap((p) => p.data);
    expect(userIds(all)).toEqual(['big-host', ...Array.from({ length: 119 }, (_, i) => `crowd-${i + 1}`)]);
    expect(all.every((r) => r.activityId === activityId && r.listed === true)).toBe(true);
    // Every entry is spec section 3's participantDetail entry, the one beyond the preview too.
    expect(all[119]).toMatchObject({
      id: `${activityId}:crowd-119`,
      status: 'joined',
      entry: { id: 'crowd-119', name: nameOf(119), status: 'joined' },
    });
    expect((await page(3, 'order', 'DESC')).data.map((r) => r.userId)).toEqual(userIds(all.slice(0, 20)).reverse());
  });

  it('sorts by name and by status both ways across pages, ties in the order they came', async () => {
    const byName = await everything('entry.name', 'ASC');
    expect(byName.map((r) => r.entry.name)).toEqual([...byName.map((r) => r.entry.name as string)].sort());
    expect(byName[0]!.entry.name).toBe('Player 000');
    expect(byName.at(-1)!.entry.name).toBe('Zara Host');
    expect(userIds((await page(1, 'entry.name', 'DESC')).data)).toEqual(userIds([...byName].reverse().slice(0, 50)));
    expect(userIds((await page(3, 'entry.name', 'ASC')).data)).toEqual(userIds(byName.slice(100)));

    const byStatus = await everything('status', 'ASC');
    const leavers = [...LEAVERS].map((i) => `crowd-${i}`);
    expect(userIds(byStatus.slice(-5))).toEqual(leavers);
    expect(byStatus.slice(-5).every((r) => r.status === 'retired')).toBe(true);
    expect(userIds(byStatus.slice(0, 3))).toEqual(['big-host', 'crowd-1', 'crowd-2']);
    expect(userIds((await page(1, 'status', 'DESC')).data).slice(0, 5)).toEqual([...leavers].reverse());
  });

  it('filters by status and by player, and one entry reads by its id', async () => {
    const retired = await operator.getList('gamePlayers', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'order', order: 'ASC' },
      filter: { activityId, status: 'retired' },
    });
    expect([retired.total, userIds(retired.data)]).toEqual([5, [...LEAVERS].map((i) => `crowd-${i}`)]);
    const one = await operator.getList('gamePlayers', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'order', order: 'ASC' },
      filter: { userId: 'crowd-7' },
    });
    expect(one.data.map((r) => r.id)).toEqual([`${activityId}:crowd-7`]);
    expect((await operator.getOne('gamePlayers', { id: `${activityId}:crowd-77` })).data).toMatchObject({
      status: 'retired',
      entry: { retiredBy: 'crowd-77' },
    });
    // Another game's players are not this game's.
    const other = await operator.getList('gamePlayers', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'order', order: 'ASC' },
      filter: { activityId: otherGame },
    });
    expect(userIds(other.data)).toEqual(['big-host']);
  });

  it("is for platform operators and the venue's staff, as games are (this game is at no venue: staff see none); an unknown filter or sort is a 400 naming it", async () => {
    const staff = served.providerFor(await staffToken(platform));
    await expect(page(1, 'order', 'ASC', staff)).resolves.toMatchObject({ data: [], total: 0 });
    const ops = (await platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken;
    const player = (await platform.tokens.issue({ userId: 'crowd-1', name: nameOf(1), role: 'player', scopeIds: [] })).accessToken;
    expect((await platform.request('GET', `/admin-api/gamePlayers/${activityId}:crowd-1`, { token: player })).status).toBe(403);
    const query = (params: Record<string, string>) => `/admin-api/gamePlayers?${new URLSearchParams(params)}`;
    await expectProblem(
      await platform.request('GET', query({ filter: JSON.stringify({ activityId, listed: false }) }), { token: ops }),
      400,
      'VALIDATION_FAILED',
    );
    const badSort = await expectProblem(
      await platform.request('GET', query({ sort: '["entry.created","ASC"]', filter: JSON.stringify({ activityId }) }), { token: ops }),
      400,
      'VALIDATION_FAILED',
    );
    expect(JSON.stringify(badSort)).toContain('sort');
    // A host's document with no entry is no player: it reads as nothing, as an id nobody has does.
    expect((await platform.request('GET', `/admin-api/gamePlayers/${hostOnly}:big-host`, { token: ops })).status).toBe(404);
    expect(
      (
        await operator.getList('gamePlayers', {
          pagination: { page: 1, perPage: 50 },
          sort: { field: 'order', order: 'ASC' },
          filter: { activityId: hostOnly },
        })
      ).total,
    ).toBe(0);
    expect((await platform.request('GET', `/admin-api/gamePlayers/${activityId}:nobody`, { token: ops })).status).toBe(404);
    expect(await json(await platform.request('GET', `/admin-api/gamePlayers/${activityId}:big-host`, { token: ops }))).toMatchObject({
      isHost: true,
      listed: true,
    });
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteDocumentStore, allProjections, gameListProjection, userRatingsProjection } from '@sports/projections';
import { RATED_ORDER_SOURCES, RatedOrders, rankedBy } from './ratedOrders';

const row = (userId: string, gamesPlayed: number, skill: number | null, reputation: number | null) => ({
  userId,
  gamesPlayed,
  skill: skill === null ? null : { value: skill, level: Math.floor(skill + 0.5), raters: 3 },
  reputation,
});
const ranks = (rows: ReturnType<typeof rankedBy>) => rows.map((r) => `${r.rank}:${r.userId}`);

describe('leaderboard sorts by skill and reputation', () => {
  const rows = [row('a', 5, 1.5, 80), row('b', 9, null, 40), row('c', 2, 3, null), row('d', 4, 1.5, 80), row('e', 1, null, null)];

  it('skill: highest consensus first, equal values share a rank (more games first), "new" players last and together', () =>
    expect(ranks(rankedBy(rows, 'skill'))).toEqual(['1:c', '2:a', '2:d', '4:b', '4:e']));

  it('reputation: highest score first, "new" players last', () =>
    expect(ranks(rankedBy(rows, 'reputation'))).toEqual(['1:a', '1:d', '3:b', '4:c', '4:e']));

  it('games played: most games first', () => expect(ranks(rankedBy(rows, 'gamesPlayed'))).toEqual(['1:b', '2:a', '3:d', '4:c', '5:e']));
});

describe('skill and reputation orders are computed once per state of their read models and shared', () => {
  const setup = async () => {
    const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'orders-')), 'r.sqlite'));
    await store.ensureCollection(userRatingsProjection.collection);
    let calls = 0;
    let players = new Map([['a', 1]]);
    let version = '1';
    const games = async () => {
      calls += 1;
      return players;
    };
    const orders = new RatedOrders(store, async () => version);
    return {
      orders,
      games,
      calls: () => calls,
      setPlayers: (p: Map<string, number>) => (players = p),
      setVersion: (v: string) => (version = v),
      close: () => store.close(),
    };
  };
  const ids = (rows: Array<{ userId: string }>) => rows.map((r) => r.userId);

  it('concurrent requests share one computation; while the read models stand still the order is reused', async () => {
    const t = await setup();
    const first = await Promise.all([1, 2, 3].map(() => t.orders.rows('football', 'chennai', 'skill', t.games)));
    expect(first.map(ids)).toEqual([['a'], ['a'], ['a']]);
    t.setPlayers(new Map([['b', 2]])); // not yet seen by the version: nothing projected
    expect(ids(await t.orders.rows('football', 'chennai', 'skill', t.games))).toEqual(['a']);
    expect(t.calls()).toBe(1);
    await t.close();
  });

  it('once a projector moves on, the next request reads the new order (no clock, no stale minute)', async () => {
    const t = await setup();
    await t.orders.rows('football', 'chennai', 'reputation', t.games);
    t.setPlayers(new Map([['b', 2]]));
    t.setVersion('2');
    expect(ids(await t.orders.rows('football', 'chennai', 'reputation', t.games))).toEqual(['b']);
    expect(ids(await t.orders.rows('football', 'chennai', 'skill', t.games))).toEqual(['b']); // each board and sort its own
    expect(t.calls()).toBe(3);
    await t.close();
  });

  it("by default follows its read models' own writes: events elsewhere in the log keep the order", async () => {
    const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'orders-')), 'r.sqlite'));
    for (const projection of allProjections) await store.ensureCollection(projection.collection);
    const orders = new RatedOrders(store);
    let players = new Map([['a', 1]]);
    const games = async () => players;
    expect(ids(await orders.rows('football', 'chennai', 'skill', games))).toEqual(['a']);
    players = new Map([['c', 1]]);
    // A join in another game: every projection's checkpoint moves, none of these read models changes.
    await store.commit(
      [{ collection: gameListProjection.collection.name, id: 'g1', doc: { id: 'g1' }, position: 7n }],
      allProjections.map((p) => ({ name: p.name, position: 7n })),
    );
    expect(ids(await orders.rows('football', 'chennai', 'skill', games))).toEqual(['a']);
    // A rating: the players' ratings read model changes (another player's, which none of these has).
    await store.commit([{ collection: RATED_ORDER_SOURCES[1]!, id: 'z', doc: { id: 'z' }, position: 8n }], []);
    expect(ids(await orders.rows('football', 'chennai', 'skill', games))).toEqual(['c']);
    await store.close();
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playerCostOf } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import { GAMES_COLLECTION, SqliteDocumentStore, allProjections, geoCellOf, type DocumentStore } from '@sports/projections';
import { makeGame } from '../../../../test/fixtures/gameDocument';
import { listGames } from '../gameQueries';
import { aroundOf, type ListQuery } from '../listFilter';
import { cellNumber, cellNumbersAround } from './cells';
import { LiveGameIndex, type LiveQuery } from './liveGameIndex';
import { LiveGames } from './liveGames';

const HOUR = 3_600_000;
const NOW = Date.parse('2030-05-10T06:00:00Z');
const LISTINGS = ['football', 'cricket', 'tennis'];
const CITIES = [
  { lat: 12.97, lon: 77.59 },
  { lat: 19.07, lon: 72.88 },
];
const PEOPLE = ['u1', 'u2', 'u3', 'u4'];

/** A seeded stream, so a failure repeats. */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const istDate = (ms: number) => new Date(ms + 5.5 * HOUR).toISOString().slice(0, 10);

const randomGame = (next: () => number, n: number): GameDocument => {
  const startAt = NOW + Math.round((next() * 20 - 4) * 24) * HOUR; // 4 days ago to 16 days ahead, on the hour
  const endAt = startAt + (1 + Math.floor(next() * 3)) * HOUR;
  const city = CITIES[Math.floor(next() * CITIES.length)]!;
  const located = next() < 0.9;
  const lat = city.lat + (next() - 0.5) * 0.5;
  const lon = city.lon + (next() - 0.5) * 0.5;
  const members = PEOPLE.filter(() => next() < 0.3);
  const id = `g${String(n).padStart(4, '0')}`;
  // Prices of every kind playerCostOf reads: free, per player, a team's share, the host paying.
  const team = next() < 0.2;
  const price = {
    enablePay: next() < 0.7,
    costPerParticpant: [0, 0, 5000, 10000, 15000, 25000][Math.floor(next() * 6)]!,
    participationType: team ? ('team' as const) : ('individual' as const),
    costPerTeam: team ? [0, 60000, 100000][Math.floor(next() * 3)]! : 0,
    maxParticipantPerTeam: team ? 5 : undefined,
    isHostPaying: next() < 0.1,
  };
  const doc = makeGame({
    activityId: id,
    id,
    listingId: LISTINGS[Math.floor(next() * LISTINGS.length)]!,
    date: istDate(startAt),
    startAt,
    endAt,
    privacy: next() < 0.2 ? 'private' : 'public',
    isOnHold: next() < 0.15,
    facilityId: `f${Math.floor(next() * 4)}`,
    location: located ? { name: 'Ground', lat, lon } : { name: 'Somewhere' },
    geoCell: located ? geoCellOf(lat, lon) : null,
    memberIds: ['host1', ...members],
    ...price,
  });
  return { ...doc, playerCost: playerCostOf(doc) };
};

const randomQuery = (next: () => number): LiveQuery => {
  const city = CITIES[Math.floor(next() * CITIES.length)]!;
  const first = Math.floor(next() * 18) - 3;
  const query: ListQuery = { status: (['upcoming', 'ongoing', 'hold'] as const)[Math.floor(next() * 3)]! };
  if (next() < 0.7) query.filterListingId = LISTINGS[Math.floor(next() * LISTINGS.length)]!;
  // The price and host filters, on their own and with the others.
  if (next() < 0.3) query.maxCost = [0, 10000, 12000, 20000][Math.floor(next() * 4)]!;
  if (next() < 0.2) query.hostId = ['host1', ...PEOPLE, 'nobody'][Math.floor(next() * 6)]!;
  if (next() < 0.6) query.startDate = istDate(NOW + first * 24 * HOUR);
  if (next() < 0.6) query.endDate = istDate(NOW + (first + Math.floor(next() * 7)) * 24 * HOUR);
  if (next() < 0.7) {
    query.lat = city.lat + (next() - 0.5) * 0.3;
    query.lon = city.lon + (next() - 0.5) * 0.3;
    if (next() < 0.3) query.radiusKm = 5 + next() * 30;
    if (next() < 0.2) query.isAroundCity = true;
  }
  return query as LiveQuery;
};

const openStore = async (): Promise<DocumentStore> => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'live-')), 'read.sqlite'));
  for (const projection of allProjections) await store.ensureCollection(projection.collection);
  return store;
};

/** The read model's geoCell ("lat:lon" indexes) as the live index numbers it. */
const cellOfGeoCell = (geoCell: string): number => {
  const [lat, lon] = geoCell.split(':').map(Number) as [number, number];
  return lat * 10_000 + lon + 5_000;
};

const ids = (games: ReadonlyArray<{ id: string }>) => games.map((g) => g.id);
/** A live game's name, from the document bytes it answers with. */
const nameOf = (game: { json: Buffer }) => (JSON.parse(game.json.toString()) as GameDocument).name;

describe('live game index', () => {
  it('answers every list query exactly as the read model does: the same games, order, pages and total', async () => {
    const next = seeded(42);
    const games = Array.from({ length: 600 }, (_, n) => randomGame(next, n));
    const store = await openStore();
    await store.commit(
      games.map((doc, i) => ({ collection: GAMES_COLLECTION, id: doc.id, doc, position: BigInt(i + 1) })),
      [],
    );
    const index = new LiveGameIndex();
    for (const game of games) index.put(game.id, game, true);

    let nonEmpty = 0;
    for (let q = 0; q < 300; q++) {
      const query = randomQuery(next);
      const viewer = next() < 0.5 ? PEOPLE[Math.floor(next() * PEOPLE.length)]! : null;
      // The viewer's own games, as the participants read model gives them.
      const mine = viewer ? games.filter((g) => g.memberIds.includes(viewer)).map((g) => g.id) : [];
      const everything = await listGames(store, query, { page: 0, size: 10_000 }, mine, NOW);
      const live = index.page(query, mine, NOW, { page: 0, size: 10_000 });
      expect(ids(live.games), JSON.stringify({ query, viewer })).toEqual(ids(everything.activities));
      expect(live.total).toBe(everything.activities.length);
      if (live.total > 0) nonEmpty++;
      const second = index.page(query, mine, NOW, { page: 1, size: 9 });
      expect(ids(second.games)).toEqual(ids(everything.activities).slice(9, 18));
      expect(second.hasMore).toBe(everything.activities.length > 18);
    }
    expect(nonEmpty).toBeGreaterThan(100); // the queries aim at data that exists
    await store.close();
  });

  it("counts and pages the games of the cells on the circle's edge as the read model does, subcell by subcell", async () => {
    const next = seeded(2026);
    // Many games close together, so most cells around a point hold games in each subcell. (Every
    // game's day is its start's, as the platform writes them: the facet tally, which counts the
    // cells wholly inside, leans on that too; StartOrder's spec covers the other kind.)
    const games = Array.from({ length: 1_500 }, (_, n) => {
      const doc = randomGame(next, n);
      const lat = CITIES[0]!.lat + (next() - 0.5) * 0.6;
      const lon = CITIES[0]!.lon + (next() - 0.5) * 0.6;
      return {
        ...doc,
        privacy: next() < 0.1 ? ('private' as const) : ('public' as const),
        isOnHold: false,
        location: { name: 'Ground', lat, lon },
        geoCell: geoCellOf(lat, lon),
      };
    });
    const store = await openStore();
    await store.commit(
      games.map((doc, i) => ({ collection: GAMES_COLLECTION, id: doc.id, doc, position: BigInt(i + 1) })),
      [],
    );
    const index = new LiveGameIndex();
    games.forEach((game, i) => index.put(game.id, game, i % 2 === 0));
    for (let q = 0; q < 120; q++) {
      const first = Math.floor(next() * 14) - 1;
      const query: ListQuery = {
        status: 'upcoming',
        lat: CITIES[0]!.lat + (next() - 0.5) * 0.3,
        lon: CITIES[0]!.lon + (next() - 0.5) * 0.3,
      };
      if (next() < 0.5) query.filterListingId = LISTINGS[Math.floor(next() * LISTINGS.length)]!;
      if (next() < 0.8) query.startDate = istDate(NOW + first * 24 * HOUR);
      if (next() < 0.8) query.endDate = istDate(NOW + (first + [0, 2, 6, 13][Math.floor(next() * 4)]!) * 24 * HOUR);
      if (next() < 0.5) query.radiusKm = 2 + next() * 30;
      const mine = next() < 0.5 ? games.filter((g) => g.memberIds.includes('u1')).map((g) => g.id) : [];
      const everything = await listGames(store, query, { page: 0, size: 10_000 }, mine, NOW);
      const live = index.page(query as LiveQuery, mine, NOW, { page: 0, size: 10_000 });
      expect(ids(live.games), JSON.stringify(query)).toEqual(ids(everything.activities));
      expect(live.total).toBe(everything.activities.length);
      const second = index.page(query as LiveQuery, mine, NOW, { page: 1, size: 9 });
      expect(ids(second.games)).toEqual(ids(everything.activities).slice(9, 18));
      expect(second.total).toBe(everything.activities.length);
    }
    await store.close();
  });

  it('counts a cell inside the circle but past the box as the read model does: on a wide circle near the pole, the box is a hair narrower', async () => {
    // 200 km around 79.92° N: the cell 80.0–80.1° N, 20.2–20.3° E lies wholly within the circle,
    // but the box (geo.ts boundingBox) ends at 20.2987° E, so a game at 20.2995° E is outside it
    // and the read model leaves it out (its list filter is the box, then the distance).
    const query: ListQuery = { status: 'upcoming', lat: 79.92, lon: 10.0217, radiusKm: 200 };
    const places = [
      { lat: 80.01, lon: 20.21 },
      { lat: 80.05, lon: 20.25 },
      { lat: 80.04, lon: 20.2995 },
      { lat: 80.06, lon: 20.2999 },
    ];
    const games = places.map((place, n) => {
      const doc = makeGame({
        activityId: `p${n}`,
        id: `p${n}`,
        startAt: NOW + (n + 1) * 24 * HOUR,
        endAt: NOW + (n + 1) * 24 * HOUR + HOUR,
        date: istDate(NOW + (n + 1) * 24 * HOUR),
        location: { name: 'Ground', ...place },
        geoCell: geoCellOf(place.lat, place.lon),
      });
      return { ...doc, playerCost: playerCostOf(doc) };
    });
    const store = await openStore();
    await store.commit(
      games.map((doc, i) => ({ collection: GAMES_COLLECTION, id: doc.id, doc, position: BigInt(i + 1) })),
      [],
    );
    const index = new LiveGameIndex();
    for (const game of games) index.put(game.id, game, true);
    const everything = await listGames(store, query, { page: 0, size: 100 }, [], NOW);
    expect(ids(everything.activities)).toEqual(['p0', 'p1']);
    const live = index.page(query as LiveQuery, [], NOW, { page: 0, size: 100 });
    expect(ids(live.games)).toEqual(['p0', 'p1']);
    expect(live.total).toBe(2);
    await store.close();
  });

  it('settles a bulk load and counts what it holds: games, their reply bytes, their places in the start orders', () => {
    const located = makeGame({ id: 'a', activityId: 'a', location: { name: 'Turf', address: 'MG Road', lat: 12.97, lon: 77.59 } });
    const unlocated = makeGame({ id: 'b', activityId: 'b' });
    const hidden = makeGame({ id: 'c', activityId: 'c', privacy: 'private' });
    const index = new LiveGameIndex();
    for (const doc of [located, unlocated, hidden]) index.put(doc.id, doc, true);
    const held = index.settle();
    // A located public game sits in its listing's and the any-listing's orders, each by cell, any cell and subcell;
    // one without a place in the two any-cell orders; a private one in none.
    expect(held).toMatchObject({ games: 3, orderEntries: 6 + 2 });
    expect(held.jsonBytes).toBeGreaterThan(3 * JSON.stringify({ id: 'a' }).length);
    index.put('a', null);
    expect(index.settle()).toMatchObject({ games: 2, orderEntries: 2 });
    expect(index.page({ status: 'upcoming' }, [], 0, { page: 0, size: 10 }).total).toBe(1);
  });

  it("tallies facets of upcoming public games and the viewer's own private ones over the cells around the point, and games leave it once they start", () => {
    const next = seeded(7);
    const games = Array.from({ length: 400 }, (_, n) => randomGame(next, n));
    const index = new LiveGameIndex();
    for (const game of games) index.put(game.id, game);
    // The index's cell numbers are the read model's geoCells.
    for (const g of games) if (g.geoCell) expect(cellNumber(g.location.lat!, g.location.lon!)).toBe(cellOfGeoCell(g.geoCell));
    const expected = (query: ListQuery, nowMs: number, mine: readonly string[]) => {
      const around = aroundOf(query);
      const cells = around ? new Set(cellNumbersAround(around)) : null;
      const counted = games.filter(
        (g) =>
          (g.privacy === 'public' || mine.includes(g.id)) &&
          !g.isOnHold &&
          g.startAt > nowMs &&
          (!cells || (g.geoCell !== null && cells.has(cellOfGeoCell(g.geoCell)))) &&
          (query.maxCost === undefined || g.playerCost! <= query.maxCost) &&
          (query.hostId === undefined || g.memberIds.includes(query.hostId)),
      );
      const inWindow = (g: GameDocument) => (!query.startDate || g.date >= query.startDate) && (!query.endDate || g.date <= query.endDate);
      const tally = (list: GameDocument[], key: (g: GameDocument) => string) => {
        const out = new Map<string, number>();
        for (const g of list) out.set(key(g), (out.get(key(g)) ?? 0) + 1);
        return out;
      };
      const ofListing = counted.filter((g) => !query.filterListingId || g.listingId === query.filterListingId);
      return {
        perListing: tally(counted.filter(inWindow), (g) => g.listingId),
        perDate: tally(ofListing, (g) => g.date),
        perFacility: tally(ofListing.filter(inWindow), (g) => g.facilityId!),
      };
    };
    for (const nowMs of [NOW, NOW + 30 * HOUR, NOW + 3 * 24 * HOUR, NOW - 2 * 24 * HOUR, NOW]) {
      for (let q = 0; q < 40; q++) {
        const query = randomQuery(next);
        // Spec section 7: private games stay with their members, and a member's facets count theirs as their list does.
        const viewer = next() < 0.5 ? PEOPLE[Math.floor(next() * PEOPLE.length)]! : null;
        const mine = viewer ? games.filter((g) => g.memberIds.includes(viewer)).map((g) => g.id) : [];
        expect(index.upcomingFacets(query, nowMs, mine), JSON.stringify({ query, nowMs, viewer })).toEqual(expected(query, nowMs, mine));
      }
    }
  });

  it("counts each listing and date as the list it leads to counts its games, the viewer's own private games too", () => {
    // Spec section 7: the facets and counts.total follow every filter. Without a point the facets'
    // area is the list's, so a chip's count is exactly the total of the list picking it shows.
    const next = seeded(11);
    const games = Array.from({ length: 300 }, (_, n) => randomGame(next, n));
    const index = new LiveGameIndex();
    for (const game of games) index.put(game.id, game);
    for (const viewer of [null, ...PEOPLE]) {
      const mine = viewer ? games.filter((g) => g.memberIds.includes(viewer)).map((g) => g.id) : [];
      for (let q = 0; q < 15; q++) {
        const { lat: _lat, lon: _lon, radiusKm: _r, isAroundCity: _c, ...query } = randomQuery(next);
        const list = { ...query, status: 'upcoming' } as LiveQuery;
        const facets = index.upcomingFacets(list, NOW, mine);
        const totalOf = (filter: Partial<LiveQuery>) => index.page({ ...list, ...filter }, mine, NOW, { page: 0, size: 9 }).total;
        for (const listingId of LISTINGS)
          expect(facets.perListing.get(listingId) ?? 0, JSON.stringify({ list, viewer, listingId })).toBe(
            totalOf({ filterListingId: listingId }),
          );
        for (const date of new Set(games.map((g) => g.date)))
          expect(facets.perDate.get(date) ?? 0, JSON.stringify({ list, viewer, date })).toBe(totalOf({ startDate: date, endDate: date }));
      }
    }
  });

  it('keeps the price and host filters right as a game changes: its price, a co-host added and removed, private, on hold, renamed', () => {
    const index = new LiveGameIndex((id) => (id === 'u2' ? 'Renamed' : undefined));
    const base = makeGame({
      id: 'g',
      activityId: 'g',
      startAt: NOW + HOUR,
      endAt: NOW + 2 * HOUR,
      date: istDate(NOW + HOUR),
      enablePay: true,
      costPerParticpant: 10000,
    });
    const put = (extra: Partial<GameDocument>) => {
      const doc = { ...base, ...extra };
      index.put('g', { ...doc, playerCost: playerCostOf(doc) });
    };
    const upcoming: LiveQuery = { status: 'upcoming' };
    const listed = (query: Partial<LiveQuery>, viewer: string[] = [], status: LiveQuery['status'] = 'upcoming') =>
      ids(index.page({ ...upcoming, status, ...query }, viewer, NOW, { page: 0, size: 9 }).games);
    const counted = (query: Partial<LiveQuery>) => index.upcomingFacets({ ...upcoming, ...query }, NOW).perListing.get(base.listingId) ?? 0;

    put({});
    expect([
      listed({ maxCost: 10000 }),
      listed({ maxCost: 9999 }),
      counted({ maxCost: 10000 }),
      listed({ hostId: 'host1' }),
      listed({ hostId: 'u2' }),
    ]).toEqual([['g'], [], 1, ['g'], []]);
    // The price goes up: the filter and its (remembered) facets follow.
    put({ costPerParticpant: 20000 });
    expect([listed({ maxCost: 10000 }), counted({ maxCost: 10000 }), listed({ maxCost: 20000 }), counted({ maxCost: 20000 })]).toEqual([
      [],
      0,
      ['g'],
      1,
    ]);
    // A co-host added, then renamed (the bytes are redone in place), then removed.
    put({ costPerParticpant: 20000, hostandCoHost: ['host1', 'u2'], memberIds: ['host1', 'u2'] });
    expect([listed({ hostId: 'u2' }), counted({ hostId: 'u2' })]).toEqual([['g'], 1]);
    index.rename(['u2']);
    expect([listed({ hostId: 'u2', maxCost: 20000 }), listed({ hostId: 'host1' })]).toEqual([['g'], ['g']]);
    put({ costPerParticpant: 20000 });
    expect([listed({ hostId: 'u2' }), counted({ hostId: 'u2' }), listed({ hostId: 'host1' })]).toEqual([[], 0, ['g']]);
    // Private: only its members see it, under the host filter too, and the facets leave it out.
    put({ privacy: 'private' });
    expect([
      listed({ hostId: 'host1' }),
      listed({ hostId: 'host1' }, ['g']),
      counted({ hostId: 'host1' }),
      counted({ maxCost: 10000 }),
    ]).toEqual([[], ['g'], 0, 0]);
    // On hold: out of the upcoming list and its facets, in the list of games on hold.
    put({ hold: { createdBy: 'host1', reason: 'Rain', created: new Date(NOW).toISOString(), responses: [] }, isOnHold: true });
    expect([listed({ hostId: 'host1' }), counted({ hostId: 'host1' }), listed({ hostId: 'host1', maxCost: 10000 }, [], 'hold')]).toEqual([
      [],
      0,
      ['g'],
    ]);
    // Deleted: no host keeps it.
    index.put('g', null);
    expect([listed({ hostId: 'host1' }, ['g']), listed({ hostId: 'host1' }, [], 'hold')]).toEqual([[], []]);
  });

  it('follows the read model: new, changed, deleted and long-over games, and reads changes when the signal moves', async () => {
    const store = await openStore();
    let signal = 0n;
    let reads = 0;
    const counting: DocumentStore = Object.create(store, {
      changesSince: { value: (...args: Parameters<DocumentStore['changesSince']>) => (reads++, store.changesSince(...args)) },
    });
    // The generation is looked at once, at the start, so the reads counted below are the changes' alone.
    const live = new LiveGames(counting, { clock: () => new Date(NOW), changeSignal: () => signal, generationCheckMs: 3_600_000 });
    const upcoming: LiveQuery = { status: 'upcoming' };
    const game = (id: string, extra: Partial<GameDocument> = {}) =>
      makeGame({ id, activityId: id, startAt: NOW + HOUR, endAt: NOW + 2 * HOUR, date: istDate(NOW + HOUR), ...extra });
    const write = async (position: bigint, ...docs: Array<[string, GameDocument | null]>) => {
      await store.commit(
        docs.map(([id, doc]) => ({ collection: GAMES_COLLECTION, id, doc, position })),
        [],
      );
      signal = position;
    };
    await write(1n, ['a', game('a')], ['b', game('b', { startAt: NOW + 3 * HOUR })]);
    expect(ids((await live.current()).page(upcoming, [], NOW, { page: 0, size: 9 }).games)).toEqual(['a', 'b']);
    const readsBefore = reads;
    await live.current();
    expect(reads).toBe(readsBefore); // nothing moved, nothing read

    await write(
      2n,
      ['a', game('a', { startAt: NOW + 5 * HOUR, endAt: NOW + 6 * HOUR })],
      ['c', game('c', { privacy: 'private', memberIds: ['u1'] })],
    );
    await write(3n, ['b', null], ['old', game('old', { startAt: NOW - 30 * 24 * HOUR, endAt: NOW - 30 * 24 * HOUR + HOUR })]);
    const index = await live.current();
    expect(ids(index.page(upcoming, [], NOW, { page: 0, size: 9 }).games)).toEqual(['a']);
    expect(ids(index.page(upcoming, ['c'], NOW, { page: 0, size: 9 }).games)).toEqual(['c', 'a']);
    expect(index.size).toBe(2); // b deleted; the game over a month ago stays with the read model
    await store.close();
  });

  it('builds itself again when a rebuild switches the read model over, though no position moved', async () => {
    const store = await openStore();
    const live = new LiveGames(store, { clock: () => new Date(NOW), changeSignal: () => 1n, generationCheckMs: 0 });
    const heard: Array<[string, string | null]> = [];
    const stop = live.follow((changes) => heard.push(...changes.map(({ id, doc }): [string, string | null] => [id, doc?.name ?? null])));
    const upcoming: LiveQuery = { status: 'upcoming' };
    const game = (id: string, name: string) =>
      makeGame({ id, activityId: id, name, startAt: NOW + HOUR, endAt: NOW + 2 * HOUR, date: istDate(NOW + HOUR) });
    await store.commit(
      [
        { collection: GAMES_COLLECTION, id: 'a', doc: game('a', 'Old name'), position: 1n },
        { collection: GAMES_COLLECTION, id: 'b', doc: game('b', 'Gone after the fix'), position: 1n },
      ],
      [],
    );
    const before = await live.current();
    expect(before.page(upcoming, [], NOW, { page: 0, size: 9 }).games.map(nameOf).sort()).toEqual(['Gone after the fix', 'Old name']);

    // The rebuild tool: the same positions, other documents, swapped in whole.
    const fresh = `${GAMES_COLLECTION}__rebuild_test`;
    const spec = allProjections.find((p) => p.collection.name === GAMES_COLLECTION)!.collection;
    await store.ensureCollection({ ...spec, name: fresh });
    await store.commit([{ collection: fresh, id: 'a', doc: game('a', 'Fixed name'), position: 1n }], []);
    await store.swapCollection(GAMES_COLLECTION, fresh);
    heard.length = 0;

    const after = await live.current();
    expect(after.page(upcoming, [], NOW, { page: 0, size: 9 }).games.map(nameOf)).toEqual(['Fixed name']);
    expect(after.size).toBe(1);
    expect(heard.sort()).toEqual([
      ['a', 'Fixed name'],
      ['b', null],
    ]);
    stop();
    await store.close();
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLAYED_GAMES_COLLECTION, SqliteDocumentStore, playedGamesProjection, type PlayedGameDocument } from '@sports/projections';
import { LeaderboardTallies } from './leaderboardTallies';

const HOUR = 3_600_000;
let store: SqliteDocumentStore;
let position = 0n;

const put = async (id: string, endAt: number, players: string[], listingId = 'football', region: string | null = 'chennai') => {
  const doc: PlayedGameDocument = { id, listingId, region, date: '2026-11-21', startAt: endAt - HOUR, endAt, players };
  position += 1n;
  await store.commit([{ collection: PLAYED_GAMES_COLLECTION, id, doc, position }], []);
};
const ranks = (list: Array<{ rank: number; userId: string; gamesPlayed: number }>) => list.map((r) => `${r.rank}:${r.userId}:${r.gamesPlayed}`);

beforeEach(async () => {
  store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'board-')), 'r.sqlite'));
  await store.ensureCollection(playedGamesProjection.collection);
});
afterEach(() => store.close());

describe('leaderboard tallies (games played per listing and region)', () => {
  it('counts only games that are over, each once, for their listing and region', async () => {
    await put('g1', 10 * HOUR, ['a', 'b']);
    await put('g2', 20 * HOUR, ['a']);
    await put('g3', 30 * HOUR, ['b', 'c']); // not over yet at 25 h
    await put('g4', 10 * HOUR, ['c'], 'cricket');
    await put('g5', 10 * HOUR, ['c'], 'football', 'mumbai');
    const tallies = new LeaderboardTallies(store, { stepMs: HOUR, settleMarginMs: 2 * HOUR });
    expect(ranks(await tallies.top('football', 'chennai', 25 * HOUR, 10))).toEqual(['1:a:2', '2:b:1']);
    expect(ranks(await tallies.top('football', 'chennai', 25 * HOUR, 10))).toEqual(['1:a:2', '2:b:1']); // asked again: nothing counted twice
    expect(ranks(await tallies.top('football', 'chennai', 30 * HOUR, 10))).toEqual(['1:a:2', '1:b:2', '3:c:1']); // ended right now: counted
    expect(ranks(await tallies.top('football', 'chennai', 100 * HOUR, 1))).toEqual(['1:a:2']);
  });

  it('starts a tally again when games appear below its settled time (a lagging or rebuilt read model)', async () => {
    await put('g1', 10 * HOUR, ['a']);
    const tallies = new LeaderboardTallies(store, { stepMs: HOUR, settleMarginMs: HOUR });
    expect(ranks(await tallies.top('football', 'chennai', 50 * HOUR, 10))).toEqual(['1:a:1']);
    await put('late', 12 * HOUR, ['b', 'a']); // projected only now, long after its end
    expect(ranks(await tallies.top('football', 'chennai', 52 * HOUR, 10))).toEqual(['1:a:2', '2:b:1']);
  });

  it('follows a clock that moves back (tests, or a corrected server clock)', async () => {
    await put('g1', 10 * HOUR, ['a']);
    await put('g2', 40 * HOUR, ['b']);
    await put('g3', 41 * HOUR, ['b']);
    const tallies = new LeaderboardTallies(store, { stepMs: HOUR, settleMarginMs: HOUR });
    expect(ranks(await tallies.top('football', 'chennai', 60 * HOUR, 10))).toEqual(['1:b:2', '2:a:1']);
    expect(ranks(await tallies.top('football', 'chennai', 20 * HOUR, 10))).toEqual(['1:a:1']);
  });

  it('reads more than one page of games along the index, ties on endAt included', async () => {
    for (let i = 0; i < 2100; i++) await put(`g${String(i).padStart(4, '0')}`, HOUR * (1 + (i % 3)), [i % 2 ? 'odd' : 'even']);
    const tallies = new LeaderboardTallies(store, { stepMs: HOUR, settleMarginMs: HOUR });
    expect(ranks(await tallies.top('football', 'chennai', 100 * HOUR, 10))).toEqual(['1:even:1050', '1:odd:1050']);
  });

  it('with a window, counts only the games that ended inside it, settled or recent, as the window moves', async () => {
    await put('g1', 10 * HOUR, ['a', 'b']);
    await put('g2', 20 * HOUR, ['a']);
    await put('g3', 30 * HOUR, ['b']);
    const tallies = new LeaderboardTallies(store, { windowMs: 15 * HOUR, stepMs: HOUR, settleMarginMs: 2 * HOUR });
    expect(ranks(await tallies.top('football', 'chennai', 21 * HOUR, 10))).toEqual(['1:a:2', '2:b:1']);
    expect(ranks(await tallies.top('football', 'chennai', 26 * HOUR, 10))).toEqual(['1:a:1']); // g1 left at 25 h
    expect(ranks(await tallies.top('football', 'chennai', 31 * HOUR, 10))).toEqual(['1:a:1', '1:b:1']);
    expect(ranks(await tallies.top('football', 'chennai', 36 * HOUR, 10))).toEqual(['1:b:1']); // g2 left at 35 h, read as recent
    expect(ranks(await tallies.top('football', 'chennai', 80 * HOUR, 10))).toEqual([]);
    const fresh = new LeaderboardTallies(store, { windowMs: 15 * HOUR, stepMs: HOUR, settleMarginMs: 2 * HOUR });
    expect(ranks(await fresh.top('football', 'chennai', 36 * HOUR, 10))).toEqual(['1:b:1']);
  });

  it('is served by the (listingId, region, endAt) index', () => {
    const plan = store.explainFind(PLAYED_GAMES_COLLECTION, { filter: { listingId: 'football', region: 'chennai', endAt: { $gt: 1, $lte: 2 } }, sort: [['endAt', 1]] }).join('\n');
    expect(plan).toMatch(/USING (COVERING )?INDEX \S*c_listingId_a__c_region_a__c_endAt_a/);
    expect(plan).not.toMatch(/SCAN doc_played_games(?! USING)/);
  });
});

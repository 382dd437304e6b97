import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DUE_GAMES_COLLECTION,
  LEADERBOARD_ENTRIES_COLLECTION,
  RATED_GAMES_COLLECTION,
  SqliteDocumentStore,
  dueGamesProjection,
  leaderboardEntriesProjection,
  leaderboardEntryId,
  ratedGamesProjection,
  type DocumentWrite,
} from '@sports/projections';
import { BoardEntries } from './boardEntries';

let store: SqliteDocumentStore;
let position = 0n;
const write = (collection: string, doc: { id: string } & Record<string, unknown>): DocumentWrite => ({
  collection,
  id: doc.id,
  doc,
  position: ++position,
});
const entry = (userId: string, gamesPlayed: number, region = 'chennai') => {
  const id = leaderboardEntryId('football', region, userId);
  return write(LEADERBOARD_ENTRIES_COLLECTION, { id, listingId: 'football', region, userId, gamesPlayed });
};
const ranks = (list: Array<{ rank: number; userId: string; gamesPlayed: number }>) =>
  list.map((r) => `${r.rank}:${r.userId}:${r.gamesPlayed}`);

beforeEach(async () => {
  store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'board-entries-')), 'r.sqlite'));
  for (const p of [leaderboardEntriesProjection, dueGamesProjection, ratedGamesProjection]) await store.ensureCollection(p.collection);
});
afterEach(() => store.close());

describe('the leaderboard read model as the query service reads it', () => {
  it('ranks one board by games played (equal counts share a rank), other boards apart', async () => {
    await store.commit([entry('a', 3), entry('b', 5), entry('c', 3), entry('d', 1), entry('z', 9, 'mumbai')], []);
    const board = new BoardEntries(store);
    expect(ranks(await board.top('football', 'chennai', 3))).toEqual(['1:b:5', '2:a:3', '2:c:3']);
    expect([...(await board.everyone('football', 'chennai'))]).toEqual([
      ['b', 5],
      ['a', 3],
      ['c', 3],
      ['d', 1],
    ]);
  });

  it('takes out the ended games most raters say did not happen, and only those still on the board', async () => {
    await store.commit(
      [
        entry('a', 3),
        entry('b', 2),
        entry('c', 1),
        write(RATED_GAMES_COLLECTION, { id: 'g1', name: 'G1', listingId: 'football', region: 'chennai', endAt: 1, notHappened: true }),
        write(DUE_GAMES_COLLECTION, {
          id: 'g1',
          listingId: 'football',
          region: 'chennai',
          endAt: 1,
          stage: 'ended',
          dueAt: 2,
          players: ['a', 'c'],
        }),
        // Marked, but not ended yet (nothing of it counted), or marked and its window closed (gone from due games).
        write(RATED_GAMES_COLLECTION, { id: 'g2', name: 'G2', listingId: 'football', region: 'chennai', endAt: 5, notHappened: true }),
        write(DUE_GAMES_COLLECTION, {
          id: 'g2',
          listingId: 'football',
          region: 'chennai',
          endAt: 5,
          stage: 'ending',
          dueAt: 5,
          players: [],
        }),
        write(RATED_GAMES_COLLECTION, { id: 'g3', name: 'G3', listingId: 'football', region: 'chennai', endAt: 0, notHappened: true }),
      ],
      [],
    );
    const board = new BoardEntries(store);
    expect(ranks(await board.top('football', 'chennai', 10))).toEqual(['1:a:2', '1:b:2']);
    expect(ranks(await board.top('football', 'chennai', 1))).toEqual(['1:a:2']);
    expect([...(await board.everyone('football', 'chennai'))]).toEqual([
      ['a', 2],
      ['b', 2],
    ]);
  });

  it('reads everyone in pages along the index, ties included', async () => {
    await store.commit(
      Array.from({ length: 2100 }, (_, i) => entry(`u${String(i).padStart(4, '0')}`, 1 + (i % 3))),
      [],
    );
    const everyone = await new BoardEntries(store).everyone('football', 'chennai');
    expect(everyone.size).toBe(2100);
    expect([...everyone.values()].filter((n) => n === 3)).toHaveLength(700);
  });

  it('a board is served by the (listingId, region, gamesPlayed, userId) index', () => {
    const plan = store
      .explainFind(LEADERBOARD_ENTRIES_COLLECTION, {
        filter: { listingId: 'football', region: 'chennai' },
        sort: [
          ['gamesPlayed', -1],
          ['userId', 1],
        ],
        limit: 20,
      })
      .join('\n');
    expect(plan).toMatch(/USING (COVERING )?INDEX \S*c_listingId_a__c_region_a__c_gamesPlayed_d__c_userId_a/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});

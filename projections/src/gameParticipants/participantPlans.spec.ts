import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../documentStore/sqlite/sqliteDocumentStore';
import { GAME_PARTICIPANTS_COLLECTION, gameParticipantsProjection } from './gameParticipantsProjection';

/**
 * Every join inserts one entry into each of this collection's indexes, and under load each of those
 * inserts dirties a page of its own in the projector's commit: an index no query needs is paid for
 * by every join. Each read the platform makes of a user's or a game's participants walks one of the
 * declared indexes from its key (SEARCH), never the whole collection, and a game's pages never sort.
 */
const dir = mkdtempSync(join(tmpdir(), 'participant-plans-'));
let store: SqliteDocumentStore;

beforeAll(async () => {
  store = new SqliteDocumentStore(join(dir, 'read-models.sqlite'));
  await store.ensureCollection(gameParticipantsProjection.collection);
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const planOf = (query: Parameters<SqliteDocumentStore['explainFind']>[1]) =>
  store.explainFind(GAME_PARTICIPANTS_COLLECTION, query).join('\n');

describe("the participants' reads", () => {
  it.each([
    ["a user's games (My Games, a private game's visibility)", { filter: { userId: 'u1' }, limit: 10_000 }],
    ["a user's joined games (played games)", { filter: { userId: 'u1', status: 'joined' } }],
  ])('%s: along the (userId, status) index', (_read, query) => {
    expect(planOf(query)).toMatch(/SEARCH .* USING (COVERING )?INDEX .*\(c_userId=\?/);
  });

  it.each([
    ["a game's listed people in the order they came", { filter: { activityId: 'g1', listed: true }, sort: [['order', 1]] as const }],
    ["a game's people of one status in order", { filter: { activityId: 'g1', status: 'requested' }, sort: [['order', 1]] as const }],
  ])('%s: one game, no sort', (_read, query) => {
    const plan = planOf({ ...query, limit: 51 });
    expect(plan).toMatch(/SEARCH .* USING (COVERING )?INDEX .*\(c_activityId=\?/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('declares one index led by userId: a second would cost every join another page', () => {
    const userIndexes = gameParticipantsProjection.collection.indexes.filter((index) => index.fields[0]![0] === 'userId');
    expect(userIndexes.map((index) => index.fields.map(([field]) => field))).toEqual([['userId', 'status']]);
  });
});

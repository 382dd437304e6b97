import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument } from '@sports/contracts';
import {
  GAME_PARTICIPANTS_COLLECTION,
  SqliteDocumentStore,
  USERS_COLLECTION,
  gameParticipantsProjection,
  nameSearchFields,
  participantDocId,
  userProjection,
} from '@sports/projections';
import { findUsersToInvite } from './userSearch';

let store: SqliteDocumentStore;
let position = 0n;
const save = async (id: string, name: string, shortId = `${id.toUpperCase()}`) => {
  position += 1n;
  await store.commit(
    [{ collection: USERS_COLLECTION, id, doc: { id, name, firstName: name.split(' ')[0], shortId, ...nameSearchFields(name) }, position }],
    [],
  );
};

const game = {
  activityId: 'g1',
  host: 'host',
  hostandCoHost: ['host'],
  participantDetail: [
    { id: 'in', status: 'joined' },
    { id: 'asking', status: 'requested' },
    { id: 'invited', status: 'invited' },
    { id: 'left', status: 'retired' },
    { id: 'refused', status: 'rejected' },
  ],
} as unknown as GameDocument;

beforeAll(async () => {
  store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'search-')), 'r.sqlite'));
  await store.ensureCollection(userProjection.collection);
  // Who is in the game: their participant documents, as the participants read model keeps them.
  await store.ensureCollection(gameParticipantsProjection.collection);
  const entries = game.participantDetail.filter((p) => p.status !== 'rejected');
  await store.commit(
    entries.map((p, i) => ({
      collection: GAME_PARTICIPANTS_COLLECTION,
      id: participantDocId('g1', p.id),
      doc: {
        id: participantDocId('g1', p.id),
        activityId: 'g1',
        userId: p.id,
        order: i,
        status: p.status,
        listed: true,
        member: p.status !== 'retired',
        isHost: false,
        isCoHost: false,
        entry: p,
      },
      position: BigInt(i + 1),
    })),
    [],
  );
  for (const [id, name] of [
    ['host', 'Ravi Host'],
    ['in', 'Ravi In'],
    ['asking', 'Ravi Asking'],
    ['invited', 'Ravi Invited'],
    ['left', 'Ravi Left'],
    ['refused', 'Ravi Refused'],
    ['z', 'Ravindra Zed'],
    ['a', 'Arun Ravichandran'],
  ])
    await save(id!, name!);
  for (let i = 0; i < 120; i++) await save(`many${String(i).padStart(3, '0')}`, `Ramesh ${i}`);
});
afterAll(() => store.close());

const ids = async (query: string, limit = 20) => (await findUsersToInvite(store, game, query, limit)).map((u) => u.id);

describe('search user for game (spec section 7)', () => {
  it('finds by the start of any word, leaves out the host, participants, askers and invitees, and shows by name', async () => {
    expect(await ids('ravi')).toEqual(['a', 'left', 'refused', 'z']);
  });

  it('puts an exact shortId first', async () => {
    expect(await ids('z')).toEqual(['z']); // shortId Z and the word Zed: listed once
    await save('short', 'Quiet Person', 'QP12345678');
    expect(await ids('qp12345678')).toEqual(['short']);
  });

  it('stops at the limit, reading past people already in the game', async () => {
    expect((await ids('ram', 20)).length).toBe(20);
    expect(await ids('ravi', 2)).toEqual(['a', 'left']);
  });

  it('reads the prefix matches along the multikey index', () => {
    const plan = store.explainFind(USERS_COLLECTION, { filter: { searchPrefixes: 'ravi' }, limit: 50 }).join('\n');
    expect(plan).toMatch(/c_searchPrefixes USING PRIMARY KEY \(value=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});

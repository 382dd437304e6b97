import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_PARTICIPANTS_COLLECTION,
  SqliteDocumentStore,
  USERS_COLLECTION,
  allProjections,
  participantDocId,
  type GameParticipantDocument,
} from '@sports/projections';
import { ViewerCache } from './viewerCache';

const place = (activityId: string, userId: string, member = true): GameParticipantDocument => ({
  id: participantDocId(activityId, userId),
  activityId,
  userId,
  order: 1,
  status: member ? 'joined' : 'retired',
  listed: true,
  member,
  isHost: false,
  isCoHost: false,
  entry: null,
});

let store: SqliteDocumentStore;
let position = 0n;
const write = async (collection: string, id: string, doc: object | null) => {
  position++;
  await store.commit([{ collection, id, doc: doc as never, position }], []);
};

beforeAll(async () => {
  store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'viewer-cache-')), 'r.sqlite'));
  for (const projection of allProjections) await store.ensureCollection(projection.collection);
  await write(USERS_COLLECTION, 'me', { id: 'me', name: 'Me', savedGameIds: [] });
  await write(GAME_PARTICIPANTS_COLLECTION, participantDocId('g1', 'me'), place('g1', 'me'));
});
afterAll(() => store.close());

describe('ViewerCache', () => {
  it('reads a viewer once while the read models stand still, and again once they move', async () => {
    let signal: bigint | null = 1n;
    const cache = new ViewerCache(store, () => signal);
    const first = await cache.of('me');
    expect(first.mine).toEqual(['g1']);
    expect(await cache.of('me')).toBe(first);
    // A join the projector wrote: its position moves with it.
    await write(GAME_PARTICIPANTS_COLLECTION, participantDocId('g2', 'me'), place('g2', 'me'));
    expect((await cache.of('me')).mine).toEqual(['g1']); // the signal has not moved: nothing a list could already see
    signal = 2n;
    const after = await cache.of('me');
    expect(after.mine.sort()).toEqual(['g1', 'g2']);
    expect(after.viewer?.memberships.get('g2')?.status).toBe('joined');
  });

  it('reads every time without a signal, and answers nobody without a read', async () => {
    const cache = new ViewerCache(store);
    const a = await cache.of('me');
    expect(await cache.of('me')).not.toBe(a);
    expect(await cache.of(null)).toEqual({ viewer: null, mine: [] });
    expect(await cache.of('nobody')).toEqual({ viewer: null, mine: [] });
  });
});

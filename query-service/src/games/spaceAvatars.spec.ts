import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPACES_COLLECTION, SqliteDocumentStore, allProjections } from '@sports/projections';
import { SpaceAvatars, bytesWithSpaceAvatar, withSpaceAvatar } from './spaceAvatars';

const PHOTO = 'a'.repeat(32);
const OTHER_PHOTO = 'b'.repeat(32);

let store: SqliteDocumentStore;
let position = 0n;
const writeSpace = async (spaceId: string, photo: string | null) => {
  position++;
  await store.commit([{ collection: SPACES_COLLECTION, id: spaceId, doc: { id: spaceId, spaceId, name: spaceId, photo }, position }], []);
};

beforeAll(async () => {
  store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'space-avatars-')), 'r.sqlite'));
  for (const projection of allProjections) await store.ensureCollection(projection.collection);
  await writeSpace('turf', PHOTO);
  await writeSpace('courts', null);
});
afterAll(() => store.close());

describe('venue photos joined into game replies (spec section 3 spaceAvatar)', () => {
  it("answers the photo's URL for a venue with one, nothing for a venue without or unknown, and reads again once the read models move", async () => {
    let signal: bigint | null = 1n;
    const avatars = new SpaceAvatars(store, () => signal);
    const avatarOf = await avatars.of(['turf', 'courts', 'nowhere', null, undefined, 'turf']);
    expect([avatarOf('turf'), avatarOf('courts'), avatarOf('nowhere')]).toEqual([`/api/vm/media/images/${PHOTO}`, undefined, undefined]);
    await writeSpace('turf', OTHER_PHOTO);
    // Remembered while the projector's position stands still (nothing a reply could already see)...
    expect((await avatars.of(['turf']))('turf')).toBe(`/api/vm/media/images/${PHOTO}`);
    signal = 2n;
    // ...and read again once it moves.
    expect((await avatars.of(['turf']))('turf')).toBe(`/api/vm/media/images/${OTHER_PHOTO}`);
  });

  it('puts the photo into a reply object, leaving a game at no venue or a venue without a photo as it was', () => {
    const avatarOf = (spaceId: string) => (spaceId === 'turf' ? '/api/vm/media/images/x' : undefined);
    expect(withSpaceAvatar({ spaceId: 'turf', spaceAvatar: null }, avatarOf)).toEqual({
      spaceId: 'turf',
      spaceAvatar: '/api/vm/media/images/x',
    });
    const elsewhere = { spaceId: 'courts', spaceAvatar: null };
    expect(withSpaceAvatar(elsewhere, avatarOf)).toBe(elsewhere);
    const noVenue = { spaceAvatar: null };
    expect(withSpaceAvatar(noVenue, avatarOf)).toBe(noVenue);
  });

  it("splices the photo into a live game's cached bytes, copying only those, and never matches the text inside a string", () => {
    const avatarOf = (spaceId: string) => (spaceId === 'turf' ? '/api/vm/media/images/x' : undefined);
    const reply = { description: 'a "spaceAvatar":null in words', spaceId: 'turf', spaceAvatar: null, name: 'Turf evening' };
    const bytes = Buffer.from(JSON.stringify(reply));
    const spliced = bytesWithSpaceAvatar(bytes, 'turf', avatarOf);
    expect(JSON.parse(spliced.toString('utf8'))).toEqual({ ...reply, spaceAvatar: '/api/vm/media/images/x' });
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(reply); // the cached bytes are unchanged
    expect(bytesWithSpaceAvatar(bytes, 'courts', avatarOf)).toBe(bytes);
    expect(bytesWithSpaceAvatar(bytes, null, avatarOf)).toBe(bytes);
  });
});

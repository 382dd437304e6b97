import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHANGES_FROM_START, CollectionReplacedError, UnindexedQueryError, type CollectionSpec, type DocumentStore } from './port';

/** The one contract every DocumentStore adapter passes; collection names are unique so a shared server works. */
export interface DocumentStoreHarness {
  open(): Promise<DocumentStore>;
}

const spec = (): CollectionSpec => ({
  name: `c_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
  indexes: [
    { fields: [['startAt', 1]] },
    {
      fields: [
        ['listingId', 1],
        ['startAt', 1],
      ],
    },
    { fields: [['isOnHold', 1]] },
    { fields: [['privacy', 1]] },
  ],
  arrayFields: ['memberIds'],
});

const game = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `g${n}`,
  name: `Game ${n}`,
  startAt: 1000 + n,
  listingId: n % 2 === 0 ? 'football' : 'cricket',
  isOnHold: n % 5 === 0,
  privacy: n % 3 === 0 ? 'private' : 'public',
  memberIds: [`u${n}`, 'everyone'],
  ...extra,
});

const seed = async (store: DocumentStore, s: CollectionSpec, count: number) => {
  await store.ensureCollection(s);
  await store.commit(
    Array.from({ length: count }, (_, i) => ({ collection: s.name, id: `g${i + 1}`, doc: game(i + 1), position: BigInt(i + 1) })),
    [{ name: `${s.name}-projection`, position: BigInt(count) }],
  );
};

const ids = (docs: Array<{ id: string }>) => docs.map((d) => d.id);

export const documentStoreContract = (name: string, harness: DocumentStoreHarness) =>
  describe(`DocumentStore contract: ${name}`, () => {
    it('stores documents with their positions and checkpoints, idempotently ensured', async () => {
      const store = await harness.open();
      const s = spec();
      await store.ensureCollection(s);
      expect(await store.getCheckpoint(`${s.name}-projection`)).toBeNull();
      await seed(store, s, 3);
      await store.ensureCollection(s);
      expect(await store.get(s.name, 'g2')).toEqual(game(2));
      expect(await store.get(s.name, 'missing')).toBeNull();
      const stored = await store.getStored(s.name, ['g1', 'g3', 'missing']);
      expect(stored.get('g3')).toEqual({ doc: game(3), position: 3n });
      expect(stored.has('missing')).toBe(false);
      expect(await store.getCheckpoint(`${s.name}-projection`)).toBe(3n);
      await store.close();
    });

    it('keeps a deleted document as a tombstone with its position, hidden from queries', async () => {
      const store = await harness.open();
      const s = spec();
      await seed(store, s, 3);
      await store.commit([{ collection: s.name, id: 'g2', doc: null, position: 10n }], [{ name: `${s.name}-projection`, position: 10n }]);
      expect(await store.get(s.name, 'g2')).toBeNull();
      expect((await store.getStored(s.name, ['g2'])).get('g2')).toEqual({ doc: null, position: 10n });
      expect(ids(await store.find(s.name, { sort: [['startAt', 1]] }))).toEqual(['g1', 'g3']);
      expect(await store.count(s.name, {})).toBe(2);
      await store.close();
    });

    it('reads only ids and indexed fields of a page, in the order of find', async () => {
      const store = await harness.open();
      const s = spec();
      await seed(store, s, 6);
      const query = { filter: { privacy: 'public' }, sort: [['startAt', -1]] as const, skip: 1, limit: 2 };
      expect(await store.findFields(s.name, query, ['listingId', 'startAt'])).toEqual([
        { id: 'g4', values: ['football', 1004] },
        { id: 'g2', values: ['football', 1002] },
      ]);
      expect(ids(await store.find(s.name, query))).toEqual(['g4', 'g2']);
      await expect(store.findFields(s.name, query, ['name'])).rejects.toBeInstanceOf(UnindexedQueryError);
      await store.close();
    });

    it('counts per distinct value of an indexed field, under a filter', async () => {
      const store = await harness.open();
      const s = spec();
      await seed(store, s, 10);
      expect(Object.fromEntries(await store.countBy(s.name, 'listingId'))).toEqual({ football: 5, cricket: 5 });
      expect(Object.fromEntries(await store.countBy(s.name, 'listingId', { privacy: 'public', startAt: { $gt: 1004 } }))).toEqual({
        football: 2,
        cricket: 2,
      });
      await store.commit([{ collection: s.name, id: 'g2', doc: null, position: 11n }], []);
      expect((await store.countBy(s.name, 'listingId')).get('football')).toBe(4);
      await expect(store.countBy(s.name, 'name')).rejects.toBeInstanceOf(UnindexedQueryError);
      await expect(store.countBy(s.name, 'memberIds')).rejects.toBeInstanceOf(UnindexedQueryError);
      const groups = await store.countGroups(s.name, ['listingId', 'privacy'], { startAt: { $lte: 1006 } });
      const byKey = Object.fromEntries(groups.map((g) => [g.values.join('/'), g.count]));
      expect(byKey).toEqual({ 'cricket/public': 2, 'cricket/private': 1, 'football/public': 1, 'football/private': 1 });
      await expect(store.countGroups(s.name, ['listingId', 'name'])).rejects.toBeInstanceOf(UnindexedQueryError);
      await store.close();
    });

    it('filters by equality, ranges, $in, $ne, booleans and $or, and counts the same', async () => {
      const store = await harness.open();
      const s = spec();
      await seed(store, s, 12);
      const football = { listingId: 'football', startAt: { $gte: 1004, $lt: 1010 } };
      expect(ids(await store.find(s.name, { filter: football, sort: [['startAt', 1]] }))).toEqual(['g4', 'g6', 'g8']);
      expect(await store.count(s.name, football)).toBe(3);
      expect(ids(await store.find(s.name, { filter: { isOnHold: true }, sort: [['startAt', 1]] }))).toEqual(['g5', 'g10']);
      expect(ids(await store.find(s.name, { filter: { privacy: { $ne: 'public' } }, sort: [['startAt', -1]] }))).toEqual([
        'g12',
        'g9',
        'g6',
        'g3',
      ]);
      expect(ids(await store.find(s.name, { filter: { id: { $in: ['g1', 'g7', 'nope'] } }, sort: [['startAt', 1]] }))).toEqual([
        'g1',
        'g7',
      ]);
      const visible = { $or: [{ privacy: 'public' }, { memberIds: 'u6' }], startAt: { $lte: 1006 } };
      expect(ids(await store.find(s.name, { filter: visible, sort: [['startAt', 1]] }))).toEqual(['g1', 'g2', 'g4', 'g5', 'g6']);
      expect(await store.count(s.name, visible)).toBe(5);
      await store.close();
    });

    it('matches array fields by element, like a multikey index', async () => {
      const store = await harness.open();
      const s = spec();
      await seed(store, s, 4);
      expect(ids(await store.find(s.name, { filter: { memberIds: 'u3' } }))).toEqual(['g3']);
      expect(await store.count(s.name, { memberIds: 'everyone' })).toBe(4);
      expect(ids(await store.find(s.name, { filter: { memberIds: { $in: ['u1', 'u4'] } }, sort: [['startAt', 1]] }))).toEqual(['g1', 'g4']);
      await store.commit([{ collection: s.name, id: 'g3', doc: game(3, { memberIds: ['u9'] }), position: 20n }], []);
      expect(ids(await store.find(s.name, { filter: { memberIds: 'u3' } }))).toEqual([]);
      expect(ids(await store.find(s.name, { filter: { memberIds: 'u9' } }))).toEqual(['g3']);
      await store.close();
    });

    it('sorts and pages with a stable total order', async () => {
      const store = await harness.open();
      const s = spec();
      await seed(store, s, 20);
      const pages = [];
      for (let page = 0; page < 3; page++) pages.push(ids(await store.find(s.name, { sort: [['startAt', -1]], skip: page * 9, limit: 9 })));
      expect(pages.map((p) => p.length)).toEqual([9, 9, 2]);
      expect(pages.flat()).toEqual(Array.from({ length: 20 }, (_, i) => `g${20 - i}`));
      await store.close();
    });

    it('finds documents as JSON text, in the same order and page as find', async () => {
      const store = await harness.open();
      const s = spec();
      await seed(store, s, 12);
      const query = { filter: { listingId: 'football' }, sort: [['startAt', -1]] as const, skip: 1, limit: 3 };
      const texts = await store.findJson(s.name, query);
      expect(texts.map((t) => JSON.parse(t) as unknown)).toEqual(await store.find(s.name, query));
      expect(texts.map((t) => (JSON.parse(t) as { id: string }).id)).toEqual(['g10', 'g8', 'g6']);
      await store.close();
    });

    it('breaks ties by id in the direction of the last sort term', async () => {
      const store = await harness.open();
      const s = spec();
      await store.ensureCollection(s);
      const same = (n: number) => game(n, { startAt: 5000 });
      await store.commit(
        ['g2', 'g1', 'g3'].map((id, i) => ({ collection: s.name, id, doc: same(Number(id.slice(1))), position: BigInt(i + 1) })),
        [],
      );
      expect(ids(await store.find(s.name, { sort: [['startAt', -1]] }))).toEqual(['g3', 'g2', 'g1']);
      expect(ids(await store.find(s.name, { sort: [['startAt', 1]] }))).toEqual(['g1', 'g2', 'g3']);
      expect(ids(await store.find(s.name, {}))).toEqual(['g1', 'g2', 'g3']);
      await store.close();
    });

    it('lists changes after a cursor in (position, id) order, tombstones included, page by page', async () => {
      const store = await harness.open();
      const s = spec();
      await seed(store, s, 4);
      // One event may write several documents at one position: the id orders them.
      await store.commit(
        [
          { collection: s.name, id: 'g9', doc: game(9), position: 20n },
          { collection: s.name, id: 'g1', doc: game(1, { name: 'Renamed' }), position: 20n },
          { collection: s.name, id: 'g3', doc: null, position: 21n },
        ],
        [],
      );
      const all = await store.changesSince(s.name, CHANGES_FROM_START, 100);
      expect(all.map((c) => [c.id, c.position])).toEqual([
        ['g2', 2n],
        ['g4', 4n],
        ['g1', 20n],
        ['g9', 20n],
        ['g3', 21n],
      ]);
      expect(all[2]!.doc).toEqual(game(1, { name: 'Renamed' }));
      expect(all[4]!.doc).toBeNull();
      // Paging by the last change seen splits a shared position without losing or repeating one.
      const seen: string[] = [];
      let cursor = CHANGES_FROM_START;
      for (;;) {
        const page = await store.changesSince(s.name, cursor, 2);
        seen.push(...page.map((c) => c.id));
        if (page.length < 2) break;
        cursor = { position: page.at(-1)!.position, id: page.at(-1)!.id };
      }
      expect(seen).toEqual(['g2', 'g4', 'g1', 'g9', 'g3']);
      expect(await store.changesSince(s.name, { position: 21n, id: 'g3' }, 10)).toEqual([]);
      expect(await store.changesSince(s.name, CHANGES_FROM_START, 0)).toEqual([]);
      await store.close();
    });

    it('gives the last change, a document or a tombstone, and nothing for a collection never written', async () => {
      const store = await harness.open();
      const s = spec();
      await store.ensureCollection(s);
      expect(await store.lastChange(s.name)).toBeNull();
      await store.commit(
        [
          { collection: s.name, id: 'g2', doc: game(2), position: 5n },
          { collection: s.name, id: 'g7', doc: game(7), position: 5n },
          { collection: s.name, id: 'g1', doc: game(1), position: 3n },
        ],
        [],
      );
      expect(await store.lastChange(s.name)).toEqual({ position: 5n, id: 'g7' });
      await store.commit([{ collection: s.name, id: 'g1', doc: null, position: 9n }], []);
      expect(await store.lastChange(s.name)).toEqual({ position: 9n, id: 'g1' });
      // Checkpoints alone are no change of the collection's.
      await store.commit([], [{ name: 'any.projection', position: 40n }]);
      expect(await store.lastChange(s.name)).toEqual({ position: 9n, id: 'g1' });
      await store.close();
    });

    it('refuses filters and sorts on fields no index declares', async () => {
      const store = await harness.open();
      const s = spec();
      await seed(store, s, 2);
      await expect(store.find(s.name, { filter: { name: 'Game 1' } })).rejects.toBeInstanceOf(UnindexedQueryError);
      await expect(store.find(s.name, { sort: [['name', 1]] })).rejects.toBeInstanceOf(UnindexedQueryError);
      await expect(store.count(s.name, { $or: [{ name: 'x' }] })).rejects.toBeInstanceOf(UnindexedQueryError);
      await store.close();
    });

    it('swaps a freshly built collection in for the live one, whole, and drops the fresh one', async () => {
      const store = await harness.open();
      const live = spec();
      await seed(store, live, 4);
      const fresh = { ...live, name: `${live.name}_fresh` };
      await store.ensureCollection(fresh);
      await store.commit(
        [
          { collection: fresh.name, id: 'g1', doc: game(1, { name: 'Rebuilt', memberIds: ['u9'] }), position: 7n },
          { collection: fresh.name, id: 'g5', doc: game(5), position: 8n },
        ],
        [],
      );
      expect(await store.generationOf(live.name)).toBe(0);
      await store.swapCollection(live.name, fresh.name);
      // Followers of the changes learn that the documents were replaced whole.
      expect(await store.generationOf(live.name)).toBe(1);
      expect(await store.get(live.name, 'g1')).toEqual(game(1, { name: 'Rebuilt', memberIds: ['u9'] }));
      expect(await store.get(live.name, 'g2')).toBeNull();
      expect(ids(await store.find(live.name, { sort: [['startAt', 1]] }))).toEqual(['g1', 'g5']);
      expect(await store.count(live.name, { memberIds: 'u9' })).toBe(1);
      expect(await store.count(live.name, { memberIds: 'u1' })).toBe(0);
      expect((await store.getStored(live.name, ['g5'])).get('g5')).toEqual({ doc: game(5), position: 8n });
      await expect(store.get(fresh.name, 'g1')).rejects.toThrow();
      // Writes go on to the live collection as before.
      await store.commit([{ collection: live.name, id: 'g6', doc: game(6), position: 9n }], []);
      expect(await store.count(live.name, {})).toBe(3);
      await store.close();
    });

    it('refuses a commit of documents read before their collection was swapped, writing nothing', async () => {
      const store = await harness.open();
      const live = spec();
      await seed(store, live, 2);
      // A projector reads g1 as it was...
      const before = (await store.getStored(live.name, ['g1'])).get('g1')!;
      // ...a rebuild switches over meanwhile...
      const fresh = { ...live, name: `${live.name}_fresh` };
      await store.ensureCollection(fresh);
      await store.commit([{ collection: fresh.name, id: 'g1', doc: game(1, { name: 'Rebuilt' }), position: 5n }], []);
      await store.swapCollection(live.name, fresh.name);
      // ...so what it evolved from the old document must not land on the rebuilt one.
      const stale = { collection: live.name, id: 'g1', doc: { ...(before.doc as object), name: 'Stale' } as never, position: 6n };
      await expect(store.commit([stale], [{ name: 'stale-projector', position: 6n }])).rejects.toBeInstanceOf(CollectionReplacedError);
      expect(await store.get(live.name, 'g1')).toEqual(game(1, { name: 'Rebuilt' }));
      expect(await store.getCheckpoint('stale-projector')).toBeNull();
      // Read again, the same write goes through.
      await store.getStored(live.name, ['g1']);
      await store.commit([{ ...stale, doc: game(1, { name: 'Rebuilt, then joined' }) }], []);
      expect(await store.get(live.name, 'g1')).toEqual(game(1, { name: 'Rebuilt, then joined' }));
      await store.close();
    });
  });

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteDocumentStore, USERS_COLLECTION, allProjections, type DocumentStore } from '@sports/projections';
import { NameBook, nameBookOf } from './nameBook';

const openStore = async (): Promise<DocumentStore> => {
  const store = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'names-')), 'read.sqlite'));
  for (const projection of allProjections) await store.ensureCollection(projection.collection);
  return store;
};
/** The users read model's fields the book reads (the rest of a profile is not its business). */
const user = (id: string, name: string) => ({
  id,
  name,
  firstName: name.split(' ')[0],
  lastName: name.split(' ').slice(1).join(' '),
  phone: '+919800000000',
});

describe('the name book (docs/adr/0091-read-time-names.md)', () => {
  it('follows the users read model: a registration, a rename, a profile change that keeps the name; it reads only when the signal moves', async () => {
    const store = await openStore();
    let signal = 0n;
    let reads = 0;
    const counting: DocumentStore = Object.create(store, {
      changesSince: { value: (...args: Parameters<DocumentStore['changesSince']>) => (reads++, store.changesSince(...args)) },
    });
    const book = new NameBook(counting, { changeSignal: () => signal, generationCheckMs: 3_600_000 });
    const heard: string[][] = [];
    book.follow((changed) => heard.push([...changed].sort()));
    const write = async (position: bigint, ...docs: Array<ReturnType<typeof user>>) => {
      await store.commit(
        docs.map((doc) => ({ collection: USERS_COLLECTION, id: doc.id, doc, position })),
        [],
      );
      signal = position;
    };
    await write(1n, user('u1', 'Priya Sharma'), user('u2', 'Arjun Rao'));
    expect((await book.current())('u1')).toBe('Priya Sharma');
    expect(book.nameOf('nobody')).toBeUndefined();
    expect(heard).toEqual([['u1', 'u2']]);
    const readsBefore = reads;
    await book.current();
    expect(reads).toBe(readsBefore); // nothing moved, nothing read

    await write(2n, user('u1', 'Priyanka Rao'), { ...user('u2', 'Arjun Rao'), phone: '+919811111111' });
    expect((await book.current())('u1')).toBe('Priyanka Rao');
    expect(heard.at(-1)).toEqual(['u1']); // u2 changed, his name did not
    await store.close();
  });

  it('reads every user again when a rebuild swaps the users read model in, telling who changed', async () => {
    const store = await openStore();
    const book = new NameBook(store, { changeSignal: () => 1n, generationCheckMs: 0 });
    const heard: string[][] = [];
    book.follow((changed) => heard.push([...changed].sort()));
    await store.commit(
      [user('u1', 'Old Name'), user('u2', 'Same Name')].map((doc) => ({ collection: USERS_COLLECTION, id: doc.id, doc, position: 1n })),
      [],
    );
    expect((await book.current())('u1')).toBe('Old Name');
    heard.length = 0;

    const fresh = `${USERS_COLLECTION}__rebuild_test`;
    const spec = allProjections.find((p) => p.collection.name === USERS_COLLECTION)!.collection;
    await store.ensureCollection({ ...spec, name: fresh });
    await store.commit(
      [user('u1', 'New Name'), user('u2', 'Same Name')].map((doc) => ({ collection: fresh, id: doc.id, doc, position: 1n })),
      [],
    );
    await store.swapCollection(USERS_COLLECTION, fresh);
    expect((await book.current())('u1')).toBe('New Name');
    expect(heard).toEqual([['u1']]);
    await store.close();
  });

  it('is one per store, taking up a change signal given later', async () => {
    const store = await openStore();
    const first = nameBookOf(store);
    expect(nameBookOf(store, { changeSignal: () => 1n })).toBe(first);
    expect(nameBookOf(await openStore())).not.toBe(first);
    await store.close();
  });
});

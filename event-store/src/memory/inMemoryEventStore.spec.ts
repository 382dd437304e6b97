import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventStoreContract } from '../contract';
import { InMemoryEventStore } from './inMemoryEventStore';

// Each test closes its store, and a closed in-memory log is gone: every open is a new one.
eventStoreContract('in memory', { open: async () => new InMemoryEventStore() });

describe('in-memory event store', () => {
  const event = (id = randomUUID()) => ({ id, type: 'Tested', data: { at: new Date(0) }, metadata: {} as never });

  it('stores data as JSON, as a stored event reads back: a Date comes back as its ISO string', async () => {
    const store = new InMemoryEventStore();
    await store.appendToStream('s', [event()], { expectedRevision: 'no_stream' });
    expect((await store.readStream('s'))[0]!.data).toEqual({ at: '1970-01-01T00:00:00.000Z' });
  });

  it('appends nothing of a batch whose event id is already in the log', async () => {
    const store = new InMemoryEventStore();
    const id = randomUUID();
    await store.appendToStream('a', [event(id)], { expectedRevision: 'no_stream' });
    await expect(store.appendToStream('b', [event(), event(id)], { expectedRevision: 'no_stream' })).rejects.toThrow(/already/);
    expect(await store.readStream('b')).toEqual([]);
    expect(await store.headPosition()).toBe(1n);
  });

  it('refuses appends once closed', async () => {
    const store = new InMemoryEventStore();
    await store.close();
    await expect(store.appendToStream('s', [event()], { expectedRevision: 'any' })).rejects.toThrow(/closed/);
  });
});

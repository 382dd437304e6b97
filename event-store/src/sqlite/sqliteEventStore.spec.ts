import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventStoreContract } from '../contract';
import { WrongExpectedRevisionError } from '../port';
import { SqliteEventStore } from './sqliteEventStore';

const dir = mkdtempSync(join(tmpdir(), 'events-'));
const file = join(dir, 'events.sqlite');

eventStoreContract('embedded SQLite', {
  open: async () => new SqliteEventStore(file),
  reopen: async (store) => {
    await store.close();
    return new SqliteEventStore(file);
  },
});

describe('embedded SQLite shared by two processes', () => {
  const event = (n: number) => ({ id: randomUUID(), type: 'Tested', data: { n }, metadata: {} as never });

  it('sees appends made through another connection to the same file', async () => {
    const shared = join(dir, 'shared.sqlite');
    const writer = new SqliteEventStore(shared);
    const reader = new SqliteEventStore(shared);
    try {
      await writer.appendToStream('game-1', [event(1)], { expectedRevision: 'no_stream' });
      expect(await reader.readStream('game-1')).toHaveLength(1);
      // The reader now knows revision 0 is the head; nothing new yet.
      expect(await reader.readStream('game-1', { fromRevision: 1n })).toEqual([]);
      await writer.appendToStream('game-1', [event(2)], { expectedRevision: 0n });
      expect((await reader.readStream('game-1', { fromRevision: 1n })).map((e) => e.data)).toEqual([{ n: 2 }]);
      // And the reader's own append after that is checked against the real head.
      await reader.appendToStream('game-1', [event(3)], { expectedRevision: 1n });
      await writer.appendToStream('game-1', [event(4)], { expectedRevision: 2n });
      expect((await reader.readStream('game-1', { fromRevision: 3n })).map((e) => e.data)).toEqual([{ n: 4 }]);
      await expect(reader.appendToStream('game-1', [event(5)], { expectedRevision: 2n })).rejects.toThrow(WrongExpectedRevisionError);
    } finally {
      await writer.close();
      await reader.close();
    }
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreContract } from '../contract';
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

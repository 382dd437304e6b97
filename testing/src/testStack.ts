import { InMemoryEventStore } from '@sports/event-store/memory/inMemoryEventStore';
import { SqliteDocumentStore } from '@sports/projections';
import { startTestPlatform, type TestPlatform } from './testPlatform';

/**
 * The platform's command and query APIs on stores held in memory: the event log in this process's
 * memory (InMemoryEventStore, which passes the event-store contract) and the read models in SQLite's
 * `:memory:` database (the document-store contract passes there too). Stores handed in make the
 * projector run inline, in this thread, with no worker; nothing is seeded; the clock is the spec's;
 * requests go to `app.request` with no socket. Only accounts and uploaded images keep small files
 * under a temporary directory. Cheap enough to make one per test (see bench/testStack.ts for the figures).
 */
export const startTestStack = async (options: { now?: string; env?: Record<string, string> } = {}): Promise<TestPlatform> =>
  startTestPlatform({
    ...options,
    stores: { eventStore: new InMemoryEventStore(), documents: new SqliteDocumentStore(':memory:') },
  });

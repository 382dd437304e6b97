import { documentStoreContract } from '../contract';
import { SqliteDocumentStore } from './sqliteDocumentStore';

// The in-memory test stack (@sports/testing) keeps its read models in SQLite's `:memory:` database: the same adapter, no file.
documentStoreContract('SQLite in memory', { open: async () => new SqliteDocumentStore(':memory:') });

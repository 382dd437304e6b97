import type { DocumentStore } from '@sports/projections';
import type { RelayCheckpoint } from './ports';

/** The relay keeps its checkpoint beside the read models' (MongoDB in production, SQLite here): one named row. */
export const documentStoreCheckpoint = (documents: DocumentStore, name = 'relay'): RelayCheckpoint => ({
  load: () => documents.getCheckpoint(name),
  save: (position) => documents.commit([], [{ name, position }]),
});

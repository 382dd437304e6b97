import type { RecordedEvent } from '@sports/contracts';
import type { CollectionSpec, Document } from '../documentStore/port';

/**
 * A read model declared once (ARCHITECTURE.md "Read side"); the same declaration runs on
 * SQLite and on MongoDB. `evolve` is pure: null in, or null out, means "no document".
 */
export interface Projection<D extends Document = Document> {
  name: string;
  collection: CollectionSpec;
  handles: readonly string[];
  documentId: (event: RecordedEvent) => string | null;
  evolve: (document: D | null, event: RecordedEvent) => D | null;
}

export const defineProjection = <D extends Document>(projection: Projection<D>): Projection<D> => projection;

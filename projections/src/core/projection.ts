import type { RecordedEvent } from '@sports/contracts';
import type { CollectionSpec, Document } from '../documentStore/port';

/**
 * A read model declared once (ARCHITECTURE.md "Read side"); the same declaration runs on
 * SQLite and on MongoDB. `evolve` is pure: null in, or null out, means "no document".
 * Most read models change one document per event (`I` = string); a few change several from one
 * event (a class's save describes all its batches and sessions): their documentId gives a list,
 * and the runner evolves each of those documents with its own id.
 */
export interface Projection<D extends Document = Document, I extends string | readonly string[] = string> {
  name: string;
  collection: CollectionSpec;
  handles: readonly string[];
  documentId: (event: RecordedEvent) => I | null;
  /**
   * `id`: the document being evolved (the runner always passes it; a projection with one document per event may ignore it).
   * `joined`: with a `join`, that read model's document for the event (null when it has none).
   */
  evolve: (document: D | null, event: RecordedEvent, id?: string, joined?: Document | null) => D | null;
  /** Another read model's document this one reads as it evolves (orders read their buyer's phones): see ProjectionJoin. */
  join?: ProjectionJoin;
}

/**
 * The document `id(event)` of `collection`, handed to evolve: as the batch's earlier projections
 * left it (a runner projects a joined read model first), else as stored. It may be newer than the
 * event (a later event of the same batch, or a rebuild of the joining read model alone), so a joined
 * read model keeps what the joiner needs by position (the buyer's phones with the position each began at).
 */
export interface ProjectionJoin {
  /** The joined read model's collection (a runner that does not build it ensures it, so it reads none before it exists). */
  collection: CollectionSpec;
  id: (event: RecordedEvent) => string | null;
}

/** A projection as runners take it: one document per event, or several. */
export type AnyProjection = Projection<Document, string | readonly string[]>;

export const defineProjection = <D extends Document, I extends string | readonly string[] = string>(
  projection: Projection<D, I>,
): Projection<D, I> => projection;

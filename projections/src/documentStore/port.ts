/**
 * The read-model store, shaped after MongoDB so its adapter is a thin mapping: documents
 * keyed by id in named collections with declared indexes; filters are a small subset of
 * MongoDB's query language. Queries may only filter and sort on declared fields, which is
 * what keeps every query served by an index on both adapters.
 */
export type SortDirection = 1 | -1;

export interface IndexSpec {
  fields: ReadonlyArray<readonly [field: string, direction: SortDirection]>;
}

export interface CollectionSpec {
  name: string;
  indexes: readonly IndexSpec[];
  /** Fields holding arrays of scalars, indexed per element (MongoDB multikey); `{field: v}` means "contains v". */
  arrayFields?: readonly string[];
  /**
   * Indexed fields that queries sort by (or look up in their own index) but never filter on beside
   * another index: long names and ids. An embedded store carries them in their own indexes only, not
   * in every other index as it does the rest (docs/adr/0137-sort-only-fields.md); a filter on one
   * still answers, reading the rows.
   */
  sortOnly?: readonly string[];
}

export type Scalar = string | number | boolean | null;
export interface Operators {
  $eq?: Scalar;
  $ne?: Scalar;
  $in?: Scalar[];
  $gt?: Scalar;
  $gte?: Scalar;
  $lt?: Scalar;
  $lte?: Scalar;
}
export type Condition = Scalar | Operators;
export interface Filter {
  [field: string]: Condition | Filter[] | undefined;
  $or?: Filter[];
}

export interface FindQuery {
  filter?: Filter;
  /** Ties are broken by id in the direction of the last term (ascending when unsorted): see tieBreakOf. */
  sort?: ReadonlyArray<readonly [field: string, direction: SortDirection]>;
  skip?: number;
  limit?: number;
}

/**
 * The direction of the id that completes a find's order. Following the last sort term lets an index
 * on the sorted columns serve a sort either way (walked forwards or backwards) with no sort step.
 */
export const tieBreakOf = (sort: FindQuery['sort']): SortDirection => sort?.at(-1)?.[1] ?? 1;

export type Document = { id: string } & Record<string, unknown>;

/** A document with the global position of the last event applied to it; `doc` null is a deletion kept as a tombstone. */
export interface StoredDocument<D extends Document = Document> {
  doc: D | null;
  position: bigint;
}

export interface DocumentWrite {
  collection: string;
  id: string;
  doc: Document | null;
  position: bigint;
  /** The writer knows the store holds no row for this id, not even a tombstone: an adapter may skip looking for one. */
  isNew?: boolean;
}

/** Where a reader of a collection's changes stands: after this document of this position. */
export interface ChangeCursor {
  position: bigint;
  id: string;
}

/** The start of every collection's changes. */
export const CHANGES_FROM_START: ChangeCursor = { position: 0n, id: '' };

/** A document as last written, or a tombstone (`doc` null), with its position. */
export type DocumentChange<D extends Document = Document> = StoredDocument<D> & { id: string };

export interface Checkpoint {
  name: string;
  position: bigint;
}

/** A query named a field that no declared index covers. */
export class UnindexedQueryError extends Error {
  override readonly name = 'UnindexedQueryError';
  constructor(
    readonly collection: string,
    readonly field: string,
  ) {
    super(`Collection ${collection} has no index on ${field}`);
  }
}

/**
 * A commit would write documents read before their collection was replaced whole (a rebuild
 * switched over in between): nothing of it was written; the writer reads them again and retries.
 */
export class CollectionReplacedError extends Error {
  override readonly name = 'CollectionReplacedError';
  constructor(readonly collection: string) {
    super(`Collection ${collection} was replaced while this batch was applied; apply it again`);
  }
}

export interface DocumentStore {
  /** Creates the collection and its indexes if missing (idempotent). */
  ensureCollection(spec: CollectionSpec): Promise<void>;
  get<D extends Document>(collection: string, id: string): Promise<D | null>;
  /** Documents and tombstones with their positions, for projection runners. */
  getStored(collection: string, ids: readonly string[]): Promise<Map<string, StoredDocument>>;
  find<D extends Document>(collection: string, query: FindQuery): Promise<D[]>;
  /** Like find, but each document as JSON text, for lists sent as they are stored (no parse and re-serialize per request). */
  findJson(collection: string, query: FindQuery): Promise<string[]>;
  /**
   * Like find, but only the id and the named indexed scalar fields of each match (MongoDB's
   * projection; SQLite reads them from the index side, never the document body). For tests a
   * filter cannot express, before the page's documents are read.
   */
  findFields(collection: string, query: FindQuery, fields: readonly string[]): Promise<Array<{ id: string; values: Scalar[] }>>;
  count(collection: string, filter?: Filter): Promise<number>;
  /**
   * Counts the matching documents per distinct value of `field` (an indexed scalar field):
   * MongoDB's `$group` with `$sum: 1`, SQLite's GROUP BY. Facets such as "games per listing" use it.
   */
  countBy(collection: string, field: string, filter?: Filter): Promise<Map<Scalar, number>>;
  /** The same over several indexed scalar fields at once: one row per distinct combination. */
  countGroups(collection: string, fields: readonly string[], filter?: Filter): Promise<Array<{ values: Scalar[]; count: number }>>;
  /**
   * The documents and tombstones written after `cursor`, in (position, id) order, at most
   * `limit`: a reader that keeps the last one as its cursor sees every later write at least once
   * (several documents may share one position, hence the id in the cursor). In-memory indexes of
   * a read model follow it; both adapters serve it from an index on (position, id).
   */
  changesSince<D extends Document>(collection: string, cursor: ChangeCursor, limit: number): Promise<Array<DocumentChange<D>>>;
  /**
   * The last change changesSince would give (a document or tombstone, by position then id), null while the collection has
   * none: what a reader versions its answers by when only this read model's own writes should move them (a projector's
   * checkpoint moves with every event of the log). Read from the same (position, id) index, backwards.
   */
  lastChange(collection: string): Promise<ChangeCursor | null>;
  /**
   * Writes documents, then checkpoints. The embedded adapter does both in one transaction. Throws
   * CollectionReplacedError, writing nothing, when a collection written to was swapped since this
   * store last read it with getStored (so a projector never writes over a rebuild with documents it
   * evolved from the old ones).
   */
  commit(writes: readonly DocumentWrite[], checkpoints: readonly Checkpoint[]): Promise<void>;
  getCheckpoint(name: string): Promise<bigint | null>;
  /**
   * Read-model rebuilds: makes the documents of `fresh` (ensured with the same spec) those of
   * `live` in one step that readers see whole, old or new, never a mix, then drops `fresh`.
   * Readers of `live` keep running: MongoDB renames over it, SQLite replaces its rows in one transaction.
   */
  swapCollection(live: string, fresh: string): Promise<void>;
  /**
   * How many times the collection's documents were replaced whole (swapCollection), 0 before any.
   * The positions of a rebuilt collection need not move, so followers of changesSince (in-memory
   * indexes) start over from the beginning when this does.
   */
  generationOf(collection: string): Promise<number>;
  /**
   * A rebuild fills these empty collections and reads nothing back until endBulkLoad: an adapter
   * may hold back index upkeep meanwhile and build the indexes once at the end (sorting once costs
   * far less than inserting every entry into every index). Queries still answer, only slower.
   */
  beginBulkLoad(collections: readonly string[]): Promise<void>;
  /** Every index of these collections is in place again when this resolves. */
  endBulkLoad(collections: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Fields a query may use: every field of every declared index, plus the array fields. */
export const queryableFields = (spec: CollectionSpec): Set<string> =>
  new Set(['id', ...spec.indexes.flatMap((i) => i.fields.map(([f]) => f)), ...(spec.arrayFields ?? [])]);

export const fieldsOf = (filter: Filter | undefined): string[] =>
  !filter ? [] : Object.entries(filter).flatMap(([key, value]) => (key === '$or' ? (value as Filter[]).flatMap(fieldsOf) : [key]));

/**
 * The production read-model store: MongoDB through the official driver.
 *
 * Each port collection is a Mongo collection of the same name. A stored document is
 * `{_id: id, ...document, _position: Long, _deleted?: true}`: the document as the projection
 * wrote it (its own `id` included, so reads give back exactly what was written), the position of
 * the last event applied as an int64 (bigint-exact, unlike a double), and tombstones as
 * `{_id, _position, _deleted: true}`. Queries hide tombstones; getStored shows them.
 *
 * Each declared index is created as declared (field order and direction), array fields get a
 * single-field index that Mongo makes multikey. `id` is served by the built-in `_id` index.
 *
 * commit: per collection, one ordered bulkWrite of unconditional replaceOne upserts, then the
 * checkpoints. Unconditional, as in the embedded adapter: the projection runner already reads
 * getStored and ignores events at or before a document's position, so the store need not
 * re-check; a conditional upsert (filter on `_position < p`) collides on `_id` when the condition
 * fails and would need error-code handling the contract does not cover. Documents before
 * checkpoints: without a replica set there is no multi-document transaction, and this order
 * means a crash in between only causes a redelivery that the runner skips by position.
 */
import { Long, MongoClient, type AnyBulkWriteOperation, type Db, type Document as MongoDocument, type Sort } from 'mongodb';
import {
  CollectionReplacedError,
  UnindexedQueryError,
  queryableFields,
  tieBreakOf,
  type ChangeCursor,
  type Checkpoint,
  type CollectionSpec,
  type Condition,
  type Document,
  type DocumentChange,
  type DocumentStore,
  type DocumentWrite,
  type Filter,
  type FindQuery,
  type Operators,
  type Scalar,
  type StoredDocument,
} from '../port';

const CHECKPOINTS = 'checkpoints';
/** How many times each collection was swapped (DocumentStore.generationOf). */
const GENERATIONS = 'collection_generations';

/** Our collections are keyed by string ids, not ObjectIds. */
type Keyed = { _id: string } & MongoDocument;

/** A stored document as read back; `_position` is a bigint only when read with `useBigInt64`. */
interface Stored extends MongoDocument {
  _id: string;
  _position: bigint;
  _deleted?: boolean;
}

const OPERATORS = new Set<string>(['$eq', '$ne', '$in', '$gt', '$gte', '$lt', '$lte'] satisfies Array<keyof Operators>);

const mongoField = (field: string) => (field === 'id' ? '_id' : field);

/**
 * The port's filter in Mongo terms, refusing undeclared fields: `id` is `_id`, undefined
 * conditions are dropped (as the embedded adapter drops them), operators are whitelisted.
 */
const toMongoFilter = (collection: string, allowed: ReadonlySet<string>, filter: Filter): MongoDocument => {
  const out: MongoDocument = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (field === '$or') {
      const branches = (condition as Filter[]).map((branch) => toMongoFilter(collection, allowed, branch));
      out.$or = branches.length > 0 ? branches : [{ _id: { $in: [] } }]; // an empty $or matches nothing, as in the embedded adapter
      continue;
    }
    if (!allowed.has(field)) throw new UnindexedQueryError(collection, field);
    const mongoCondition = toMongoCondition(condition as Condition);
    if (mongoCondition !== undefined) out[mongoField(field)] = mongoCondition;
  }
  return out;
};

/** A scalar as is, or the defined operators; undefined when none is defined (`{}` would mean "equals {}" to Mongo). */
const toMongoCondition = (condition: Condition): unknown => {
  if (condition === null || typeof condition !== 'object') return condition;
  const ops: MongoDocument = {};
  const operators: Array<[string, unknown]> = Object.entries(condition);
  for (const [op, value] of operators) {
    if (!OPERATORS.has(op)) throw new Error(`Unsupported filter operator ${op}`);
    if (value !== undefined) ops[op] = value;
  }
  return Object.keys(ops).length > 0 ? ops : undefined;
};

const toDocument = ({ _id, _position, _deleted, ...fields }: Stored): Document => fields as Document;

export class MongoDocumentStore implements DocumentStore {
  private readonly db: Db;
  private readonly specs = new Map<string, CollectionSpec>();
  /** The generation of each collection when getStored last read from it (see commit). */
  private readonly readGenerations = new Map<string, number>();

  /** `ignoreUndefined` stores documents as JSON would (undefined fields dropped), like the embedded adapter. */
  static connect(url: string, dbName: string): MongoDocumentStore {
    return new MongoDocumentStore(new MongoClient(url, { ignoreUndefined: true }), dbName);
  }

  constructor(
    private readonly client: MongoClient,
    dbName: string,
  ) {
    this.db = client.db(dbName);
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    if (spec.name === CHECKPOINTS) throw new Error(`Collection name ${CHECKPOINTS} is reserved for projection checkpoints`);
    const collection = this.db.collection(spec.name);
    for (const index of spec.indexes) {
      await collection.createIndex(Object.fromEntries(index.fields.map(([field, direction]) => [mongoField(field), direction])));
    }
    for (const field of spec.arrayFields ?? []) await collection.createIndex({ [field]: 1 });
    await collection.createIndex({ _position: 1, _id: 1 }); // changesSince
    this.specs.set(spec.name, spec);
  }

  private spec(collection: string): CollectionSpec {
    const spec = this.specs.get(collection);
    if (!spec) throw new Error(`Collection ${collection} was not ensured`);
    return spec;
  }

  /** The Mongo filter for a port filter over live documents (tombstones hidden). */
  private liveFilter(collection: string, filter: Filter | undefined): MongoDocument {
    const allowed = queryableFields(this.spec(collection));
    return { ...(filter ? toMongoFilter(collection, allowed, filter) : {}), _deleted: { $ne: true } };
  }

  async get<D extends Document>(collection: string, id: string): Promise<D | null> {
    this.spec(collection);
    const stored = await this.db.collection<Stored>(collection).findOne({ _id: id, _deleted: { $ne: true } });
    return stored ? (toDocument(stored) as D) : null;
  }

  async getStored(collection: string, ids: readonly string[]): Promise<Map<string, StoredDocument>> {
    this.spec(collection);
    this.readGenerations.set(collection, await this.generationOf(collection));
    const found = await this.db
      .collection<Stored>(collection)
      .find({ _id: { $in: [...ids] } }, { useBigInt64: true })
      .toArray();
    return new Map(found.map((s) => [s._id, { doc: s._deleted ? null : toDocument(s), position: s._position }]));
  }

  async find<D extends Document>(collection: string, query: FindQuery): Promise<D[]> {
    const spec = this.spec(collection);
    const filter = this.liveFilter(collection, query.filter);
    const allowed = queryableFields(spec);
    const sort: Record<string, 1 | -1> = {};
    for (const [field, direction] of query.sort ?? []) {
      if (!allowed.has(field) || spec.arrayFields?.includes(field)) throw new UnindexedQueryError(collection, field);
      sort[mongoField(field)] = direction;
    }
    sort._id ??= tieBreakOf(query.sort); // a total order, as in the embedded adapter, so pages never overlap or skip
    if (query.limit === 0) return []; // Mongo reads limit 0 as "no limit"
    const cursor = this.db.collection<Stored>(collection).find(filter, { sort: sort as Sort, skip: query.skip ?? 0 });
    if (query.limit !== undefined) cursor.limit(query.limit);
    return (await cursor.toArray()).map((s) => toDocument(s) as D);
  }

  async findJson(collection: string, query: FindQuery): Promise<string[]> {
    // The driver hands back decoded BSON, so the text is made here (the embedded adapter keeps it).
    return (await this.find<Document>(collection, query)).map((doc) => JSON.stringify(doc));
  }

  async findFields(collection: string, query: FindQuery, fields: readonly string[]): Promise<Array<{ id: string; values: Scalar[] }>> {
    const spec = this.spec(collection);
    for (const field of fields)
      if (!queryableFields(spec).has(field) || spec.arrayFields?.includes(field)) throw new UnindexedQueryError(collection, field);
    const docs = await this.find<Document>(collection, query);
    const at = (doc: Document, path: string): Scalar =>
      (path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], doc) as Scalar) ?? null;
    return docs.map((doc) => ({ id: doc.id, values: fields.map((f) => at(doc, f)) }));
  }

  async changesSince<D extends Document>(collection: string, cursor: ChangeCursor, limit: number): Promise<Array<DocumentChange<D>>> {
    this.spec(collection);
    if (limit <= 0) return []; // Mongo reads limit 0 as "no limit"
    const after = Long.fromBigInt(cursor.position);
    // Untyped: positions are written as Long (int64) but read back as bigint.
    const changed: MongoDocument = { $or: [{ _position: { $gt: after } }, { _position: after, _id: { $gt: cursor.id } }] };
    const found = (await this.db
      .collection<MongoDocument>(collection)
      .find(changed, { useBigInt64: true, sort: { _position: 1, _id: 1 }, limit })
      .toArray()) as unknown as Stored[];
    return found.map((s) => ({ id: s._id, doc: s._deleted ? null : (toDocument(s) as D), position: s._position }));
  }

  async lastChange(collection: string): Promise<ChangeCursor | null> {
    this.spec(collection);
    // Deleted documents stay as tombstones (_deleted), so one backward read of the changes index covers both.
    const [last] = (await this.db
      .collection<MongoDocument>(collection)
      .find({}, { useBigInt64: true, sort: { _position: -1, _id: -1 }, limit: 1, projection: { _id: 1, _position: 1 } })
      .toArray()) as unknown as Stored[];
    return last ? { position: last._position, id: last._id } : null;
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    return this.db.collection(collection).countDocuments(this.liveFilter(collection, filter));
  }

  async countBy(collection: string, field: string, filter?: Filter): Promise<Map<Scalar, number>> {
    const groups = await this.countGroups(collection, [field], filter);
    return new Map(groups.map((g) => [g.values[0]!, g.count]));
  }

  async countGroups(collection: string, fields: readonly string[], filter?: Filter): Promise<Array<{ values: Scalar[]; count: number }>> {
    const spec = this.spec(collection);
    for (const field of fields)
      if (!queryableFields(spec).has(field) || spec.arrayFields?.includes(field)) throw new UnindexedQueryError(collection, field);
    // Group keys are positional (f0, f1, ...) because field names may contain dots.
    const id = Object.fromEntries(fields.map((field, i) => [`f${i}`, `$${field}`]));
    const groups = await this.db
      .collection(collection)
      .aggregate<{ _id: Record<string, Scalar | undefined>; n: number }>([
        { $match: this.liveFilter(collection, filter) },
        { $group: { _id: id, n: { $sum: 1 } } },
      ])
      .toArray();
    return groups.map((g) => ({ values: fields.map((_, i) => g._id[`f${i}`] ?? null), count: g.n }));
  }

  async commit(writes: readonly DocumentWrite[], checkpoints: readonly Checkpoint[]): Promise<void> {
    // Without a transaction a swap can still fall between this check and the writes; the window is
    // one round trip, where the embedded adapter checks inside its transaction.
    for (const collection of new Set(writes.map((w) => w.collection))) {
      const read = this.readGenerations.get(collection);
      if (read !== undefined && read !== (await this.generationOf(collection))) throw new CollectionReplacedError(collection);
    }
    const byCollection = new Map<string, AnyBulkWriteOperation<Keyed>[]>();
    for (const write of writes) {
      this.spec(write.collection);
      const position = Long.fromBigInt(write.position); // int64 on disk; read back as bigint with useBigInt64
      const replacement = write.doc
        ? { ...write.doc, _id: write.id, _position: position }
        : { _id: write.id, _position: position, _deleted: true };
      const operations = byCollection.get(write.collection) ?? [];
      operations.push({ replaceOne: { filter: { _id: write.id }, replacement, upsert: true } });
      byCollection.set(write.collection, operations);
    }
    for (const [collection, operations] of byCollection) {
      await this.db.collection<Keyed>(collection).bulkWrite(operations, { ordered: true });
    }
    if (checkpoints.length === 0) return;
    await this.db.collection<Keyed>(CHECKPOINTS).bulkWrite(
      checkpoints.map((c) => ({
        updateOne: { filter: { _id: c.name }, update: { $set: { position: Long.fromBigInt(c.position) } }, upsert: true },
      })),
      { ordered: true },
    );
  }

  async swapCollection(live: string, fresh: string): Promise<void> {
    this.spec(live);
    this.spec(fresh);
    // renameCollection with dropTarget: readers of `live` see the old collection, then the new one with its indexes.
    await this.db.collection(fresh).rename(live, { dropTarget: true });
    await this.db
      .collection<{ _id: string; generation: number }>(GENERATIONS)
      .updateOne({ _id: live }, { $inc: { generation: 1 } }, { upsert: true });
    this.specs.delete(fresh);
  }

  /** MongoDB keeps its indexes during a rebuild: bulk writes already batch their upkeep, and the indexes are declared at start. */
  async beginBulkLoad(collections: readonly string[]): Promise<void> {
    for (const collection of collections) this.spec(collection);
  }

  async endBulkLoad(collections: readonly string[]): Promise<void> {
    for (const collection of collections) this.spec(collection);
  }

  async generationOf(collection: string): Promise<number> {
    const found = await this.db.collection<{ _id: string; generation: number }>(GENERATIONS).findOne({ _id: collection });
    return found?.generation ?? 0;
  }

  async getCheckpoint(name: string): Promise<bigint | null> {
    const found = await this.db.collection<{ _id: string; position: bigint }>(CHECKPOINTS).findOne({ _id: name }, { useBigInt64: true });
    return found ? found.position : null;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

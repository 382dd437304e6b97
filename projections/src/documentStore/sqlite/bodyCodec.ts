import type Database from 'better-sqlite3';
// zstd-napi's binding: contexts reused for every body and dictionaries digested once (CDict, DDict).
import zstd from 'zstd-napi/binding.js';

/**
 * A stored body: the document's JSON as text, or compressed (docs/adr/0138-compressed-bodies.md):
 * the id of a dictionary in `body_dictionaries` as an unsigned LEB128, then a zstd frame made
 * with that dictionary. Text is what a collection holds until it has its dictionary, and what
 * every file made before compression holds: both read the same way.
 */
export type StoredBody = string | Buffer;

/**
 * A collection's dictionary is the JSON of the first documents it writes, this many of them or
 * this many bytes, whichever comes first. A game's body is about 2.3 KB: alone it compresses to
 * 42 %, against the first of its kind to 16 %, against the first eight to 13 %; most of a
 * document is its keys and the values that repeat between documents (statuses, venues, names).
 */
const SAMPLE_DOCUMENTS = 8;
const SAMPLE_BYTES = 24 * 1024;
/** zstd's default level: level 1 is no faster on bodies this small, and compresses less. */
const LEVEL = 3;

type Compressing = { kind: 'compressing'; id: number; dictionary: zstd.CDict; prefix: Buffer };
type WriteState = { kind: 'sampling'; samples: string[]; bytes: number } | Compressing;

/**
 * Compresses bodies on the way into one connection's file and back out. Dictionaries are rows of
 * the file itself, never changed or deleted once committed, so any connection (the query
 * service's, another projector thread's) reads any body, and a row copied between collections
 * (a swap) keeps the dictionary it names.
 */
export class BodyCodec {
  private readonly writing = new Map<string, WriteState>();
  private readonly readers = new Map<number, zstd.DDict>();
  private readonly compressor = new zstd.CCtx();
  private readonly decompressor = new zstd.DCtx();
  /** Scratch space, grown as bodies need: a document's UTF-8, its stored form, a decoded body. */
  private json = Buffer.allocUnsafe(64 * 1024);
  private stored = Buffer.allocUnsafe(64 * 1024);
  private decoded = Buffer.allocUnsafe(64 * 1024);
  /** Dictionaries made in the transaction under way: forgotten if it rolls back, since their rows are. */
  private readonly uncommitted: Array<{ collection: string; id: number }> = [];
  /** Every dictionary up to this id has its reader (see readAll). */
  private readUpTo = 0;
  private readonly latestOf: Database.Statement;
  private readonly dictionaryOf: Database.Statement;
  private readonly dictionariesAfter: Database.Statement;
  private readonly insert: Database.Statement;

  constructor(db: Database.Database) {
    // AUTOINCREMENT: an id is never given twice, even after its row is gone (a rolled-back transaction's).
    db.exec(
      'CREATE TABLE IF NOT EXISTS body_dictionaries (id INTEGER PRIMARY KEY AUTOINCREMENT, collection TEXT NOT NULL, dictionary BLOB NOT NULL)',
    );
    this.latestOf = db.prepare('SELECT id, dictionary FROM body_dictionaries WHERE collection = ? ORDER BY id DESC LIMIT 1');
    this.dictionaryOf = db.prepare('SELECT dictionary FROM body_dictionaries WHERE id = ?').pluck();
    this.dictionariesAfter = db.prepare('SELECT id, dictionary FROM body_dictionaries WHERE id > ? ORDER BY id');
    this.insert = db.prepare('INSERT INTO body_dictionaries (collection, dictionary) VALUES (?, ?)');
    // For schema changes that read fields out of stored bodies in SQL (schema.ts); readAll first.
    db.function('body_json', (body: unknown) => (body === null ? null : this.decode(body as StoredBody)));
  }

  /**
   * Makes a reader for every dictionary in the file, before SQL that decodes bodies (body_json):
   * a function called by a statement cannot run a query of its own on the same connection.
   */
  readAll(): void {
    for (const row of this.dictionariesAfter.all(this.readUpTo) as Array<{ id: number; dictionary: Buffer }>) {
      if (!this.readers.has(row.id)) this.readers.set(row.id, new zstd.DDict(row.dictionary));
      this.readUpTo = row.id;
    }
  }

  /**
   * The body to store for a document's JSON; must run inside the write transaction (it may add a
   * dictionary). A compressed body is a view of scratch space, good until the next encode: bind it
   * at once (better-sqlite3 copies a bound blob).
   */
  encode(collection: string, json: string): StoredBody {
    const state = this.writing.get(collection) ?? this.load(collection);
    if (state.kind === 'compressing') return this.compress(state, json);
    state.samples.push(json);
    state.bytes += json.length;
    if (state.samples.length < SAMPLE_DOCUMENTS && state.bytes < SAMPLE_BYTES) return json;
    const dictionary = Buffer.from(state.samples.join(''));
    const id = Number(this.insert.run(collection, dictionary).lastInsertRowid);
    this.uncommitted.push({ collection, id });
    const compressing = this.start(collection, id, dictionary);
    return this.compress(compressing, json);
  }

  decode(body: StoredBody): string {
    if (typeof body === 'string') return body;
    let id = 0;
    let shift = 0;
    let at = 0;
    for (;;) {
      const byte = body[at++]!;
      id += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
      shift += 7;
    }
    const frame = body.subarray(at);
    const size = zstd.getFrameContentSize(frame);
    if (size === null) throw new Error('A stored body does not record its size');
    if (this.decoded.length < size) this.decoded = Buffer.allocUnsafe(size * 2);
    const length = this.decompressor.decompressUsingDDict(this.decoded, frame, this.readerOf(id));
    return this.decoded.toString('utf8', 0, length);
  }

  parse<D>(body: StoredBody): D {
    return JSON.parse(this.decode(body)) as D;
  }

  committed(): void {
    this.uncommitted.length = 0;
  }

  rolledBack(): void {
    for (const { collection, id } of this.uncommitted) {
      this.writing.delete(collection);
      this.readers.delete(id);
      this.readUpTo = Math.min(this.readUpTo, id - 1);
    }
    this.uncommitted.length = 0;
  }

  private load(collection: string): WriteState {
    const latest = this.latestOf.get(collection) as { id: number; dictionary: Buffer } | undefined;
    if (latest) return this.start(collection, latest.id, latest.dictionary);
    const sampling: WriteState = { kind: 'sampling', samples: [], bytes: 0 };
    this.writing.set(collection, sampling);
    return sampling;
  }

  private start(collection: string, id: number, dictionary: Buffer): Compressing {
    // Frames made with a CDict record their content's size (a read allocates nothing more) and no
    // checksum; a dictionary of raw content has no id of its own in the frame: our prefix names it.
    const state: Compressing = { kind: 'compressing', id, dictionary: new zstd.CDict(dictionary, LEVEL), prefix: leb128(id) };
    this.writing.set(collection, state);
    return state;
  }

  private compress(state: Compressing, json: string): Buffer {
    if (this.json.length < json.length * 3) this.json = Buffer.allocUnsafe(json.length * 6);
    const length = this.json.write(json);
    const { prefix } = state;
    const bound = prefix.length + zstd.compressBound(length);
    if (this.stored.length < bound) this.stored = Buffer.allocUnsafe(bound * 2);
    prefix.copy(this.stored);
    const written = this.compressor.compressUsingCDict(
      this.stored.subarray(prefix.length),
      this.json.subarray(0, length),
      state.dictionary,
    );
    return this.stored.subarray(0, prefix.length + written);
  }

  private readerOf(id: number): zstd.DDict {
    let reader = this.readers.get(id);
    if (!reader) {
      const dictionary = this.dictionaryOf.get(id) as Buffer | undefined;
      if (!dictionary) throw new Error(`A stored body names dictionary ${id}, which the file does not hold`);
      reader = new zstd.DDict(dictionary);
      this.readers.set(id, reader);
    }
    return reader;
  }
}

/** An unsigned LEB128: seven bits a byte, low first, the high bit set on all but the last. */
const leb128 = (n: number): Buffer => {
  const bytes: number[] = [];
  while (n >= 0x80) {
    bytes.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80);
  }
  bytes.push(n);
  return Buffer.from(bytes);
};

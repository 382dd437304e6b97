import type { UserDocument } from '@sports/contracts';
import { CHANGES_FROM_START, USERS_COLLECTION, type ChangeCursor, type DocumentStore } from '@sports/projections';

/** A registered user's current name, or undefined (no account: an offline player, or a name not yet read). */
export type NameOf = (id: string) => string | undefined;

export interface NameBookOptions {
  /** Moves when the read models may have changed (the projector's position, in one process): see LiveGames. */
  changeSignal?: () => bigint | null;
  /** Without a signal, the users' changes are read at most this often (default 10 ms, as LiveGames). */
  pollEveryMs?: number;
  /** How often the users read model's generation is looked at (default 250 ms, as LiveGames). */
  generationCheckMs?: number;
}

/** Changes read per round trip. */
const BATCH = 2_000;
/** A query waiting on fresh changes reads them at most this many times in a row, then answers. */
const MAX_ROUNDS = 3;
const GENERATION_CHECK_MS = 250;

/**
 * Every registered user's current name, in memory, kept in step with the users read model by
 * following its changes (as LiveGames follows the games'): games, participants, queries and the
 * waitlist copied a person's name when they joined or asked, and a reply shows the name of today
 * instead (docs/adr/0091-read-time-names.md). One string per user (about
 * 100 bytes with its id: 10 MB for 100,000 users). Only the name: nothing else of a profile is
 * kept or shown through it.
 */
export class NameBook {
  private names = new Map<string, string>();
  private cursor: ChangeCursor = CHANGES_FROM_START;
  private generation: number | null = null;
  private generationAt = Number.NEGATIVE_INFINITY;
  private seenSignal: bigint | null | undefined = undefined;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  private readonly followers = new Set<(changed: ReadonlySet<string>) => void>();

  constructor(
    private readonly store: DocumentStore,
    private options: NameBookOptions = {},
  ) {}

  /** A user's name as the book last read it (after `current()`, as the read model stood when the query arrived). */
  readonly nameOf: NameOf = (id) => this.names.get(id);

  /** The lookup, after reading whatever the users read model changed since the book last looked. */
  async current(): Promise<NameOf> {
    for (let round = 0; round < MAX_ROUNDS && this.isBehind(); round++) await this.readChanges();
    return this.nameOf;
  }

  /**
   * Calls `listener` with the ids whose name changed in a read (renamed, newly registered, or
   * gone), so a holder of encoded replies can redo the ones naming them. Returns the unsubscribe.
   */
  follow(listener: (changed: ReadonlySet<string>) => void): () => void {
    this.followers.add(listener);
    return () => this.followers.delete(listener);
  }

  /** A signal given later (the book is shared per store: nameBookOf) is used from then on. */
  useSignal(changeSignal: () => bigint | null): void {
    if (!this.options.changeSignal) this.options = { ...this.options, changeSignal };
  }

  private isBehind(): boolean {
    if (performance.now() - this.generationAt >= (this.options.generationCheckMs ?? GENERATION_CHECK_MS)) return true;
    const signal = this.options.changeSignal;
    if (signal) return signal() !== this.seenSignal;
    return performance.now() - this.readAt >= (this.options.pollEveryMs ?? 10);
  }

  /** One reader at a time; callers arriving meanwhile wait for it and then check again. */
  private readChanges(): Promise<void> {
    this.reading ??= this.catchUp().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async catchUp(): Promise<void> {
    const signal = this.options.changeSignal?.();
    this.readAt = performance.now();
    const changed = new Set<string>();
    if (await this.replacedSinceRead()) {
      // A rebuild swapped the users in whole (no position need move): read them all again, beside the old names.
      const fresh = new Map<string, string>();
      const cursor = await this.readInto(fresh, CHANGES_FROM_START, null);
      for (const [id, name] of fresh) if (this.names.get(id) !== name) changed.add(id);
      for (const id of this.names.keys()) if (!fresh.has(id)) changed.add(id);
      this.names = fresh;
      this.cursor = cursor;
    } else {
      this.cursor = await this.readInto(this.names, this.cursor, changed);
    }
    this.seenSignal = signal;
    if (changed.size > 0) for (const follower of [...this.followers]) follower(changed);
  }

  private async replacedSinceRead(): Promise<boolean> {
    if (this.readAt - this.generationAt < (this.options.generationCheckMs ?? GENERATION_CHECK_MS)) return false;
    const generation = await this.store.generationOf(USERS_COLLECTION);
    this.generationAt = this.readAt;
    const replaced = this.generation !== null && generation !== this.generation;
    this.generation = generation;
    return replaced;
  }

  /** Reads the users' changes after `from` into `names`, noting in `changed` the ids whose name moved; returns where it got to. */
  private async readInto(names: Map<string, string>, from: ChangeCursor, changed: Set<string> | null): Promise<ChangeCursor> {
    let cursor = from;
    for (;;) {
      const changes = await this.store.changesSince<UserDocument>(USERS_COLLECTION, cursor, BATCH);
      for (const { id, doc } of changes) {
        // An empty name (never the case for a registered user) would hide the copy: it is not kept.
        const name = doc?.name || undefined;
        if (names.get(id) === name) continue;
        if (name === undefined) names.delete(id);
        else names.set(id, name);
        changed?.add(id);
      }
      const last = changes.at(-1);
      if (last) cursor = { position: last.position, id: last.id };
      if (changes.length < BATCH) return cursor;
      // Other requests go between batches of a first fill (as LiveGames does).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

const books = new WeakMap<DocumentStore, NameBook>();

/**
 * The one book per read-model store: the game routes, the live index and the back office share it
 * (one copy of the names, one reader of the users' changes). The first caller's options hold; a
 * change signal given later is taken up.
 */
export const nameBookOf = (store: DocumentStore, options: NameBookOptions = {}): NameBook => {
  let book = books.get(store);
  if (!book) books.set(store, (book = new NameBook(store, options)));
  else if (options.changeSignal) book.useSignal(options.changeSignal);
  return book;
};

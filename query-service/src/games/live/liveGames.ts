import type { GameDocument } from '@sports/contracts';
import { CHANGES_FROM_START, GAMES_COLLECTION, type ChangeCursor, type DocumentStore } from '@sports/projections';
import { LiveGameIndex } from './liveGameIndex';
import { nameBookOf, type NameBook } from '../../people/nameBook';

export interface LiveGamesOptions {
  clock: () => Date;
  /**
   * Something that moves whenever the read models may have changed (in one process, the
   * projector's position): the index then reads the changes before answering, so a query sees
   * whatever the read model held when it arrived. Without one, it reads them at most every
   * `pollEveryMs` (a query service on its own, following MongoDB).
   */
  changeSignal?: () => bigint | null;
  pollEveryMs?: number;
  /** How often the read model's generation is looked at (default GENERATION_CHECK_MS). */
  generationCheckMs?: number;
  /** People's current names for the games' bytes (default: the store's shared book, nameBookOf). */
  names?: NameBook;
}

/** Changes read per round trip. */
const BATCH = 2_000;
/** More changes than this in one batch go in unsorted and are sorted once. */
const BULK = 64;
/** Games over for longer than this leave memory; their lists (past) come from the read model. */
export const LIVE_RETENTION_MS = 7 * 86_400_000;
const EVICT_EVERY_MS = 60_000;
/** A query waiting on fresh changes reads them at most this many times in a row, then answers. */
const MAX_ROUNDS = 3;
/** While anyone follows the changes (live UIs), the index looks for them this often even without queries. */
export const FOLLOW_EVERY_MS = 250;
/** A rebuild's switch-over of the games read model (its generation moves) is noticed within this long. */
export const GENERATION_CHECK_MS = 250;

/** A game whose document changed: the new document, or null when it left the read model. */
export interface GameChange {
  id: string;
  doc: GameDocument | null;
}

/** Where the index stands: the read model's generation and the position of the last change read (a game-changes stream's event id). */
export interface LivePosition {
  generation: number;
  position: bigint;
}

/** The live game index, kept in step with the games read model by following its changes. */
export class LiveGames {
  private readonly names: NameBook;
  private index: LiveGameIndex;
  /** People the name book found renamed since the index last caught up: their games' bytes are redone. */
  private renamed = new Set<string>();
  private cursor: ChangeCursor = CHANGES_FROM_START;
  /** The read model's generation the index was built from (DocumentStore.generationOf), and when it was last looked at. */
  private generation: number | null = null;
  private generationAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  private seenSignal: bigint | null | undefined = undefined;
  private readAt = Number.NEGATIVE_INFINITY;
  private evictedAt = Number.NEGATIVE_INFINITY;
  private readonly followers = new Set<(changes: GameChange[], at: LivePosition) => void>();
  private followTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly store: DocumentStore,
    private readonly options: LiveGamesOptions,
  ) {
    const { changeSignal, pollEveryMs, generationCheckMs } = options;
    this.names =
      options.names ??
      nameBookOf(store, {
        ...(changeSignal ? { changeSignal } : {}),
        ...(pollEveryMs !== undefined ? { pollEveryMs } : {}),
        ...(generationCheckMs !== undefined ? { generationCheckMs } : {}),
      });
    this.index = new LiveGameIndex(this.names.nameOf);
    this.names.follow((changed) => {
      for (const id of changed) this.renamed.add(id);
    });
  }

  private get generationCheckMs(): number {
    return this.options.generationCheckMs ?? GENERATION_CHECK_MS;
  }

  /** The index, after reading whatever changed in the read model since it last looked. */
  async current(): Promise<LiveGameIndex> {
    for (let round = 0; round < MAX_ROUNDS && this.isBehind(); round++) await this.readChanges();
    return this.index;
  }

  /**
   * Calls `listener` with the games each read of the read model's changes found (live list and
   * detail updates); returns the unsubscribe.
   */
  follow(listener: (changes: GameChange[], at: LivePosition) => void): () => void {
    this.followers.add(listener);
    this.followTimer ??= setInterval(() => void this.current().catch(() => undefined), FOLLOW_EVERY_MS);
    this.followTimer.unref?.();
    return () => {
      this.followers.delete(listener);
      if (this.followers.size === 0 && this.followTimer) {
        clearInterval(this.followTimer);
        this.followTimer = null;
      }
    };
  }

  /** Where the index stands now: every change up to here has been read (and told to followers). */
  get position(): LivePosition {
    return { generation: this.generation ?? 0, position: this.cursor.position };
  }

  private isBehind(): boolean {
    if (this.renamed.size > 0) return true;
    if (performance.now() - this.generationAt >= this.generationCheckMs) return true;
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
    const nowMs = this.options.clock().getTime();
    const seen: GameChange[] = [];
    // Names first: a game read below is made with names at least as new as itself.
    await this.names.current();
    if (await this.replacedSinceBuilt()) await this.rebuildIndex(nowMs, seen);
    else this.cursor = await this.readInto(this.index, this.cursor, nowMs, seen);
    this.redoRenamed(seen);
    this.seenSignal = signal;
    if (seen.length > 0) for (const follower of [...this.followers]) follower(seen, this.position);
    if (this.readAt - this.evictedAt >= EVICT_EVERY_MS) {
      this.index.evict(nowMs - LIVE_RETENTION_MS);
      this.evictedAt = this.readAt;
    }
  }

  /** The games naming someone renamed since the last read make their bytes again; live UIs hear of them as changed. */
  private redoRenamed(seen: GameChange[]): void {
    if (this.renamed.size === 0) return;
    const renamed = this.renamed;
    this.renamed = new Set();
    const redone = this.index.rename(renamed);
    if (this.followers.size > 0)
      for (const game of redone) seen.push({ id: game.id, doc: JSON.parse(game.json.toString('utf8')) as GameDocument });
  }

  /** Whether a rebuild switched the read model over since the index was built (looked at every GENERATION_CHECK_MS). */
  private async replacedSinceBuilt(): Promise<boolean> {
    if (this.readAt - this.generationAt < this.generationCheckMs) return false;
    const generation = await this.store.generationOf(GAMES_COLLECTION);
    this.generationAt = this.readAt;
    const replaced = this.generation !== null && generation !== this.generation;
    this.generation = generation;
    return replaced;
  }

  /**
   * The read model was replaced whole (a rebuild, docs/analysts.md): its documents may differ
   * without any position moving, so the index is built again from the start, beside the old one
   * that keeps answering until the new one is complete. Followers hear of every game, and of the
   * games that are gone.
   */
  private async rebuildIndex(nowMs: number, seen: GameChange[]): Promise<void> {
    const fresh = new LiveGameIndex(this.names.nameOf);
    const cursor = await this.readInto(fresh, CHANGES_FROM_START, nowMs, seen);
    if (this.followers.size > 0) {
      const kept = new Set(seen.map((change) => change.id));
      for (const id of this.index.ids()) if (!kept.has(id)) seen.push({ id, doc: null });
    }
    this.index = fresh;
    this.cursor = cursor;
  }

  /** Reads the read model's changes after `from` into `index`; returns where it got to. */
  private async readInto(index: LiveGameIndex, from: ChangeCursor, nowMs: number, seen: GameChange[]): Promise<ChangeCursor> {
    let cursor = from;
    for (;;) {
      const changes = await this.store.changesSince<GameDocument>(GAMES_COLLECTION, cursor, BATCH);
      const bulk = changes.length > BULK;
      for (const { id, doc } of changes) index.put(id, doc && doc.endAt >= nowMs - LIVE_RETENTION_MS ? doc : null, bulk);
      if (this.followers.size > 0) for (const { id, doc } of changes) seen.push({ id, doc });
      const last = changes.at(-1);
      if (last) cursor = { position: last.position, id: last.id };
      if (changes.length < BATCH) return cursor;
      // The embedded store answers at once, so without this a fill of 100,000 games ran as one
      // chain of microtasks, seconds long under load, and the server answered nothing meanwhile
      // (bench:read's /health polls failed with ECONNRESET): other requests go between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

import type { GameDocument } from '@sports/contracts';
import { CHANGES_FROM_START, GAMES_COLLECTION, type ChangeCursor, type DocumentStore } from '@sports/projections';
import { LiveGameIndex } from './liveGameIndex';

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

/** A game whose document changed: the new document, or null when it left the read model. */
export interface GameChange {
  id: string;
  doc: GameDocument | null;
}

/** The live game index, kept in step with the games read model by following its changes. */
export class LiveGames {
  private readonly index = new LiveGameIndex();
  private cursor: ChangeCursor = CHANGES_FROM_START;
  private reading: Promise<void> | null = null;
  private seenSignal: bigint | null | undefined = undefined;
  private readAt = Number.NEGATIVE_INFINITY;
  private evictedAt = Number.NEGATIVE_INFINITY;
  private readonly followers = new Set<(changes: GameChange[]) => void>();
  private followTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly store: DocumentStore,
    private readonly options: LiveGamesOptions,
  ) {}

  /** The index, after reading whatever changed in the read model since it last looked. */
  async current(): Promise<LiveGameIndex> {
    for (let round = 0; round < MAX_ROUNDS && this.isBehind(); round++) await this.readChanges();
    return this.index;
  }

  /**
   * Calls `listener` with the games each read of the read model's changes found (live list and
   * detail updates); returns the unsubscribe.
   */
  follow(listener: (changes: GameChange[]) => void): () => void {
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

  private isBehind(): boolean {
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
    for (;;) {
      const changes = await this.store.changesSince<GameDocument>(GAMES_COLLECTION, this.cursor, BATCH);
      const bulk = changes.length > BULK;
      for (const { id, doc } of changes) this.index.put(id, doc && doc.endAt >= nowMs - LIVE_RETENTION_MS ? doc : null, bulk);
      if (this.followers.size > 0) for (const { id, doc } of changes) seen.push({ id, doc });
      const last = changes.at(-1);
      if (last) this.cursor = { position: last.position, id: last.id };
      if (changes.length < BATCH) break;
    }
    this.seenSignal = signal;
    if (seen.length > 0) for (const follower of [...this.followers]) follower(seen);
    if (this.readAt - this.evictedAt >= EVICT_EVERY_MS) {
      this.index.evict(nowMs - LIVE_RETENTION_MS);
      this.evictedAt = this.readAt;
    }
  }
}

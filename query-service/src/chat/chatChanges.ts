import { CHAT_COMMENTS_COLLECTION, type ChatCommentDocument } from '@sports/contracts';
import type { ChangeCursor, DocumentStore } from '@sports/projections';

/**
 * How often the comments read model is looked at while anyone follows it. With a change signal
 * (one process) a look that finds it unmoved costs a comparison, so it looks often: a message
 * reaches open pages within a few milliseconds of its projection. Without one, every look reads.
 */
export const CHAT_FOLLOW_EVERY_MS = 10;
export const CHAT_FOLLOW_UNSIGNALLED_MS = 100;
const BATCH = 2_000;

export interface ChatChangesOptions {
  /** Moves whenever the read models may have changed (the projector's position, in one process): an unmoved signal skips the read. */
  changeSignal?: () => bigint | null;
  everyMs?: number;
}

/**
 * Tells the open game pages of a game that its chat changed (a message came or was removed), with
 * the comment documents, so the page shows them without asking (DESIGN.md "Together": live, no
 * polling by the client). One reader of the read model's changes per process, however many pages
 * are open; it starts at the end of the changes, since a page reads its first page itself.
 */
export class ChatChanges {
  private cursor: ChangeCursor | null = null;
  private readonly listeners = new Map<string, Set<(comments: ChatCommentDocument[], at: bigint) => void>>();
  /** Followers of every game's changes (the bell's count of chats with unread messages): the ids of the games whose chat changed. */
  private readonly anyListeners = new Set<(activityIds: ReadonlySet<string>) => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private reading: Promise<void> | null = null;
  private seenSignal: bigint | null | undefined = undefined;

  constructor(
    private readonly store: Pick<DocumentStore, 'changesSince'>,
    private readonly options: ChatChangesOptions = {},
  ) {}

  /** The position of the comment changes read so far (part of a viewer stream's event id). */
  get position(): bigint {
    return this.cursor?.position ?? 0n;
  }

  /** Calls `listener` with the comments of `activityId` that changed and the position read up to; returns the unsubscribe. */
  follow(activityId: string, listener: (comments: ChatCommentDocument[], at: bigint) => void): () => void {
    let set = this.listeners.get(activityId);
    if (!set) this.listeners.set(activityId, (set = new Set()));
    set.add(listener);
    this.startTimer();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(activityId);
      this.stopTimerWhenIdle();
    };
  }

  /** Calls `listener` with the ids of the games whose chat changed, whichever they are; returns the unsubscribe. */
  followAny(listener: (activityIds: ReadonlySet<string>) => void): () => void {
    this.anyListeners.add(listener);
    this.startTimer();
    return () => {
      this.anyListeners.delete(listener);
      this.stopTimerWhenIdle();
    };
  }

  private startTimer(): void {
    this.timer ??= setInterval(
      () => void this.tick().catch(() => undefined),
      this.options.everyMs ?? (this.options.changeSignal ? CHAT_FOLLOW_EVERY_MS : CHAT_FOLLOW_UNSIGNALLED_MS),
    );
    this.timer.unref?.();
  }

  private stopTimerWhenIdle(): void {
    if (this.listeners.size === 0 && this.anyListeners.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Reads what changed since the last look and calls the games' listeners (one reader at a time). */
  tick(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    const signal = this.options.changeSignal?.();
    if (this.options.changeSignal && signal === this.seenSignal && this.cursor) return;
    const starting = this.cursor === null;
    const changed = new Map<string, ChatCommentDocument[]>();
    const anyChanged = new Set<string>();
    let cursor = this.cursor ?? { position: 0n, id: '' };
    for (;;) {
      const changes = await this.store.changesSince<ChatCommentDocument>(CHAT_COMMENTS_COLLECTION, cursor, BATCH);
      if (!starting) {
        for (const { doc } of changes) {
          if (doc && this.anyListeners.size > 0) anyChanged.add(doc.activityId);
          if (!doc || !this.listeners.has(doc.activityId)) continue;
          const list = changed.get(doc.activityId) ?? [];
          list.push(doc);
          changed.set(doc.activityId, list);
        }
      }
      const last = changes.at(-1);
      if (last) cursor = { position: last.position, id: last.id };
      if (changes.length < BATCH) break;
    }
    this.cursor = cursor;
    this.seenSignal = signal;
    for (const [activityId, comments] of changed)
      for (const listener of [...(this.listeners.get(activityId) ?? [])]) listener(comments, cursor.position);
    if (anyChanged.size > 0) for (const listener of [...this.anyListeners]) listener(anyChanged);
  }
}

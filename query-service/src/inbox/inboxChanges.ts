import { INBOX_COLLECTION } from '@sports/contracts';
import type { ChangeCursor, DocumentStore } from '@sports/projections';

/** How often the inbox read model is looked at while anyone follows it. */
export const INBOX_FOLLOW_EVERY_MS = 250;
const BATCH = 2_000;

export interface InboxChangesOptions {
  /** Moves whenever the read models may have changed (the projector's position, in one process); without it, every tick reads. */
  changeSignal?: () => bigint | null;
  everyMs?: number;
}

/** The user an inbox document belongs to: its id is `{userId}/{notificationId}` (inboxDocumentId). */
const ownerOf = (documentId: string) => documentId.slice(0, documentId.indexOf('/'));

/**
 * Tells followers whose inbox changed (a notification came, items were read), for the bell's live
 * count. One reader of the read model's changes per process however many
 * streams are open; it starts at the end of the changes, since a new stream sends its count first.
 */
export class InboxChanges {
  private cursor: ChangeCursor | null = null;
  private readonly listeners = new Map<string, Set<() => void>>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private reading: Promise<void> | null = null;
  private seenSignal: bigint | null | undefined = undefined;

  constructor(
    private readonly store: Pick<DocumentStore, 'changesSince'>,
    private readonly options: InboxChangesOptions = {},
  ) {}

  /** The position of the inbox changes read so far (the inbox stream's event id). */
  get position(): bigint {
    return this.cursor?.position ?? 0n;
  }

  /** Calls `listener` whenever `userId`'s inbox changes; returns the unsubscribe. */
  follow(userId: string, listener: () => void): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    this.timer ??= setInterval(() => void this.tick().catch(() => undefined), this.options.everyMs ?? INBOX_FOLLOW_EVERY_MS);
    this.timer.unref?.();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
      if (this.listeners.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** Reads what changed since the last look and calls the owners' listeners (one reader at a time). */
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
    const changed = new Set<string>();
    let cursor = this.cursor ?? { position: 0n, id: '' };
    for (;;) {
      const changes = await this.store.changesSince(INBOX_COLLECTION, cursor, BATCH);
      if (!starting) for (const change of changes) changed.add(ownerOf(change.id));
      const last = changes.at(-1);
      if (last) cursor = { position: last.position, id: last.id };
      if (changes.length < BATCH) break;
    }
    this.cursor = cursor;
    this.seenSignal = signal;
    for (const userId of changed) for (const listener of [...(this.listeners.get(userId) ?? [])]) listener();
  }
}

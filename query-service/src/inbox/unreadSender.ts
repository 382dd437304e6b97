/** What the bell's stream sends: the unread count, and the chats with unread messages when there are any. */
export interface UnreadEvent {
  unread: number;
  chats?: number;
}

export interface UnreadSenderOptions {
  /** The caller's unread inbox items and unread chats, read now. */
  read: () => Promise<{ unread: number; chats: number }>;
  /** Writes one event, with the inbox position it was counted at as its id. */
  send: (event: UnreadEvent, id: string) => Promise<void>;
  /** The inbox changes' position read so far. */
  position: () => bigint;
}

/**
 * The bell stream's sends, one at a time so that a slower earlier count never overwrites a later one.
 *
 * A change of the caller's own inbox is always sent, even when the count comes out as the one sent
 * last: the page may have moved its count by itself since (a tap marks an item read at once), and an
 * item read and a new one projected together leave the count where it was, yet the page's bell and
 * list must follow (docs/adr/0136-pages-that-hold-still.md). A chat's change is sent only
 * when it moves what the bell shows.
 */
export class UnreadSender {
  private last: string | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: UnreadSenderOptions) {}

  /** The count as it stands, always sent (on connect and on every change of the caller's inbox). */
  inboxChanged(): Promise<void> {
    return this.enqueue(true);
  }

  /** A chat moved: sent when the bell's figures differ from the ones sent last. */
  chatChanged(): Promise<void> {
    return this.enqueue(false);
  }

  private enqueue(always: boolean): Promise<void> {
    this.queue = this.queue
      .then(async () => {
        const at = this.options.position();
        const { unread, chats } = await this.options.read();
        const event: UnreadEvent = chats > 0 ? { unread, chats } : { unread };
        const key = JSON.stringify(event);
        if (!always && key === this.last) return;
        this.last = key;
        await this.options.send(event, String(at));
      })
      .catch(() => undefined);
    return this.queue;
  }
}

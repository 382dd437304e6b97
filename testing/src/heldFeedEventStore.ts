import type { FeedTypes, RecordedEvent } from '@sports/contracts';
import { SqliteEventStore } from '@sports/event-store';

/**
 * The embedded event store whose feed a test can hold: while held, appends are stored and
 * answered (with their x-log-position) but no follower (the projector, the notifier) receives
 * them until release. A projector lagging behind the log, made deterministic rather than hoped for.
 */
export class HeldFeedEventStore extends SqliteEventStore {
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;

  /** From now on, batches wait (appends still succeed). */
  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  /** Lets the waiting batches through, in order. */
  release(): void {
    this.open();
  }

  override subscribeToAll(options: {
    after: bigint | null;
    signal: AbortSignal;
    maxBatch?: number;
    types?: FeedTypes;
  }): AsyncIterable<RecordedEvent[]> {
    const batches = super.subscribeToAll(options);
    // Read on every batch: the gate is replaced when a test holds or releases the feed.
    const gate = () => this.gate;
    return {
      async *[Symbol.asyncIterator]() {
        for await (const batch of batches) {
          await gate();
          yield batch;
        }
      },
    };
  }
}

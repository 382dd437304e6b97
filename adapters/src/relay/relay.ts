import type { EventFeed, RecordedEvent } from '@sports/contracts';
import { messagesOf, type TopicLayout } from './eventMessage';
import type { MessageSink, RelayCheckpoint } from './ports';

export interface RelayOptions {
  layout: TopicLayout;
  /** Events per publish (one acknowledged send); default 500. */
  maxBatch?: number;
  /** Wait before resubscribing after a failure; default 1 s. */
  retryDelayMs?: number;
  onError?: (error: unknown) => void;
  /** After each acknowledged and checkpointed batch (metrics, logs). */
  onPublished?: (events: readonly RecordedEvent[]) => void;
}

/**
 * Follows the event log ($all, system events already left out by the feed) from the stored
 * checkpoint and publishes every event to Kafka. The checkpoint is saved only after the broker
 * acknowledged the batch, so a crash between the two publishes the batch again on restart:
 * at least once, duplicates possible. They are harmless: the idempotent producer drops its own
 * retries, and consumers ignore an event at or before the position they last applied.
 * Order: batches go out one at a time, so each stream's events reach its partition in order.
 */
export class Relay {
  private controller = new AbortController();
  private loop: Promise<void> | null = null;
  private published: bigint | null = null;

  constructor(
    private readonly feed: EventFeed,
    private readonly sink: MessageSink,
    private readonly checkpoint: RelayCheckpoint,
    private readonly options: RelayOptions,
  ) {}

  async start(): Promise<void> {
    this.published = await this.checkpoint.load();
    this.controller = new AbortController();
    this.loop = this.follow();
  }

  /** The position of the last event acknowledged and checkpointed (null: none yet). */
  get position(): bigint | null {
    return this.published;
  }

  private async follow(): Promise<void> {
    const signal = this.controller.signal;
    while (!signal.aborted) {
      try {
        for await (const batch of this.feed.subscribeToAll({ after: this.published, signal, maxBatch: this.options.maxBatch ?? 500 })) {
          await this.publish(batch);
        }
      } catch (error) {
        if (signal.aborted) return;
        (this.options.onError ?? console.error)(error);
        // Resubscribe from the last checkpoint: whatever was not acknowledged is sent again.
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 1000));
      }
    }
  }

  private async publish(batch: readonly RecordedEvent[]): Promise<void> {
    const fresh = batch.filter((e) => this.published === null || e.position > this.published);
    if (fresh.length === 0) return;
    await this.sink.publish(fresh.flatMap((event) => messagesOf(event, this.options.layout)));
    const last = fresh[fresh.length - 1]!.position;
    await this.checkpoint.save(last);
    this.published = last;
    this.options.onPublished?.(fresh);
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.loop;
  }
}

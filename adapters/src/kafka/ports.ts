import type { RecordedEvent } from '@sports/contracts';

/** One batch as a consumer got it from one partition, in the partition's order. */
export interface ConsumedBatch {
  events: RecordedEvent[];
  /** Messages still behind this batch on its partition (the consumer lag, in events). */
  lag: number;
}

/**
 * A consumer-group member. `handle` resolves once the batch is written; only then does the
 * adapter commit the batch's offsets. A rejection commits nothing, so the batch comes again.
 */
export interface EventConsumer {
  run(handle: (batch: ConsumedBatch) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

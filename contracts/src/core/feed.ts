import type { RecordedEvent } from './envelope';

/**
 * The ordered log of all events ($all), as projectors and analysts read it.
 * Positions are exclusive lower bounds: `after: null` starts at the beginning.
 * Delivery is at least once; readers make their apply idempotent by position.
 */
export interface EventFeed {
  readAll(options: { after: bigint | null; maxCount: number }): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then follow live appends, in batches, until `signal` aborts. */
  subscribeToAll(options: { after: bigint | null; signal: AbortSignal; maxBatch?: number }): AsyncIterable<RecordedEvent[]>;
  /** Position of the newest event, or null for an empty log. */
  headPosition(): Promise<bigint | null>;
}

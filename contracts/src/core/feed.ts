import type { RecordedEvent } from './envelope';

/**
 * The event types a reader handles, as a hint: a feed may leave events of other types out of a
 * batch (spared decoding them), but never the last one it read, so positions still advance to
 * the head. Readers still check each event's type; a feed may ignore the hint.
 */
export type FeedTypes = ReadonlySet<string>;

/**
 * The ordered log of all events ($all), as projectors and analysts read it.
 * Positions are exclusive lower bounds: `after: null` starts at the beginning.
 * Delivery is at least once; readers make their apply idempotent by position.
 */
export interface EventFeed {
  readAll(options: { after: bigint | null; maxCount: number; types?: FeedTypes }): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then follow live appends, in batches, until `signal` aborts. */
  subscribeToAll(options: {
    after: bigint | null;
    signal: AbortSignal;
    maxBatch?: number;
    types?: FeedTypes;
  }): AsyncIterable<RecordedEvent[]>;
  /** Position of the newest event, or null for an empty log. */
  headPosition(): Promise<bigint | null>;
}

import type { EventFeed, EventMetadata, RecordedEvent } from '@sports/contracts';

/** Same vocabulary as EventStoreDB's expectedRevision, so its adapter is a thin mapping. */
export type ExpectedRevision = bigint | 'no_stream' | 'stream_exists' | 'any';

export interface EventToAppend {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the last appended event. */
  nextExpectedRevision: bigint;
  /** Global position of the last appended event. */
  position: bigint;
}

/** The stream was not at the expected revision: another writer got there first. */
export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId} expected at ${String(expected)} but is at ${String(actual)}`);
  }
}

export interface EventStore extends EventFeed {
  /** Appends atomically and durably, or throws WrongExpectedRevisionError and appends nothing. */
  appendToStream(streamId: string, events: EventToAppend[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** Events of one stream from `fromRevision` (inclusive, default 0); empty when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;
  close(): Promise<void>;
}

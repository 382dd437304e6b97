import { z } from 'zod';

/** Metadata every event carries (ARCHITECTURE.md "Write side"). */
export const eventMetadataSchema = z.object({
  commandId: z.string(),
  /** Fingerprint of the command body, so a reused key with another body is refused. */
  commandHash: z.string(),
  causationId: z.string(),
  correlationId: z.string(),
  userId: z.string(),
  time: z.string(),
  /** Version of the `data` shape; older shapes are upcast on read. */
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** An event as a decider produces it, before it is stored. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** An event as it is stored: revisions and positions are bigint, as in EventStoreDB. */
export interface RecordedEvent<T extends string = string, D = unknown> extends DomainEvent<T, D> {
  id: string;
  streamId: string;
  /** 0-based revision within its stream. */
  revision: bigint;
  /** Global position in the whole log ($all); strictly increasing. */
  position: bigint;
  metadata: EventMetadata;
}

import { z } from 'zod';

/**
 * One event of a record's history as the back office shows it (the back-office issue, item 4):
 * what happened, in order, who did it and when, and the event's own data.
 */
export const historyEntrySchema = z.object({
  /** The event id; react-admin lists need an id. */
  id: z.string(),
  revision: z.number().int(),
  /** Global position, as a decimal string (a bigint in the store). */
  position: z.string(),
  type: z.string(),
  time: z.string(),
  userId: z.string(),
  correlationId: z.string(),
  data: z.unknown(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The most events one history answer holds; the stream's own revisions page past it. */
export const MAX_HISTORY_EVENTS = 1_000;

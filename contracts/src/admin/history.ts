import { z } from 'zod';

/**
 * One event of a record's history as the back office shows it (docs/backoffice.md): what
 * happened, in order, in words and who did it by name (docs/adr/0106-words-not-ids.md),
 * when, and the event's own data for support.
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
  /** What happened, in words (historyWords.ts): "Venue created". */
  what: z.string(),
  /** The actor's current name as the back office shows people (personName.ts); null for the platform and its processes. */
  actorName: z.string().nullable(),
  /** The line staff read: "Venue created by Vikram Rao", "Game ended automatically". Never an event type name. */
  summary: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The most events one history answer holds; the stream's own revisions page past it. */
export const MAX_HISTORY_EVENTS = 1_000;

import { z } from 'zod';

/** One place in a game's waitlist; the read model keeps one document per entry (projections' waitlistProjection). */
export const waitlistEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** When they joined the line. */
  joined: z.string(),
  /** Set while a freed place is held for them: until when. */
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** An entry of the queue with its place in line, from 1. */
export const waitlistQueueEntrySchema = waitlistEntrySchema.extend({ position: z.number().int() });

/**
 * The waitlist as the game detail shows it to one viewer: how long the line is, the viewer's own
 * place and offer, and the queue only for the host and co-hosts (its first page, by place).
 */
export const waitlistViewSchema = z.object({
  count: z.number().int(),
  /** 1-based; null when the viewer is not in line. */
  position: z.number().int().nullable(),
  offer: z.object({ expiresAt: z.string() }).nullable(),
  queue: z.array(waitlistQueueEntrySchema).optional(),
  /** With the queue: where it goes on past its first page (GET the waitlist), null when it holds everyone. */
  queueNextUrl: z.string().nullable().optional(),
});
export type WaitlistView = z.infer<typeof waitlistViewSchema>;

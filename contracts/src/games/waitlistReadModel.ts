import { z } from 'zod';

/** One place in a game's waitlist, as the read model keeps it (issue 18 item 8). */
export const waitlistEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** When they joined the line. */
  joined: z.string(),
  /** Set while a freed place is held for them: until when. */
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The waitlist read model: one document per game with a line, in line order. */
export interface WaitlistDocument {
  id: string;
  activityId: string;
  entries: WaitlistEntry[];
  /** The earliest open offer's end, what the sweeper looks for; null with no offer open. */
  nextOfferExpiresAt: string | null;
  [key: string]: unknown;
}

/**
 * The waitlist as the game detail shows it to one viewer: how long the line is, the viewer's own
 * place and offer, and the whole queue only for the host and co-hosts.
 */
export const waitlistViewSchema = z.object({
  count: z.number().int(),
  /** 1-based; null when the viewer is not in line. */
  position: z.number().int().nullable(),
  offer: z.object({ expiresAt: z.string() }).nullable(),
  queue: z.array(waitlistEntrySchema.extend({ position: z.number().int() })).optional(),
});
export type WaitlistView = z.infer<typeof waitlistViewSchema>;

export const waitlistViewFor = (doc: Pick<WaitlistDocument, 'entries'> | null, viewerId: string | null, isHost: boolean): WaitlistView => {
  const entries = doc?.entries ?? [];
  const index = viewerId === null ? -1 : entries.findIndex((e) => e.userId === viewerId);
  const own = index >= 0 ? entries[index]! : null;
  return {
    count: entries.length,
    position: own ? index + 1 : null,
    offer: own?.offerExpiresAt ? { expiresAt: own.offerExpiresAt } : null,
    ...(isHost ? { queue: entries.map((e, i) => ({ ...e, position: i + 1 })) } : {}),
  };
};

import { z } from 'zod';
import { assessmentSchema } from './events';
import { disputeSchema, raterRoleSchema } from './shapes';

/**
 * The ratings given, one record per rating (the back office's ratings moderation list):
 * - `participant`: a player rated by a host, co-host or fellow participant (stars, skill level, the host's assessment);
 * - `host`: a host rated by a participant (stars; whether the rater attended, as the host marked it);
 * - `game`: the game rated (did it happen, a dispute raised with it and its case).
 * Every rating is an event and never overwritten (docs/ratings.md), so these are read-only.
 */
export const RATING_KINDS = ['participant', 'host', 'game'] as const;
export const ratingKindSchema = z.enum(RATING_KINDS);

export const ratingEntrySchema = z.object({
  id: z.string(),
  kind: ratingKindSchema,
  activityId: z.string(),
  listingId: z.string().nullable(),
  /** The game's venue; null for games at no venue and for ratings recorded before it was kept (platform operators only). */
  spaceId: z.string().nullable(),
  raterId: z.string(),
  raterRole: raterRoleSchema.nullable(),
  /** The rated player or host; null for a game rating. */
  ratedUserId: z.string().nullable(),
  stars: z.number().int().nullable(),
  /** Skill level 0-3 (spec section 2, Rate Participant). */
  ratedLevel: z.number().int().nullable(),
  assessment: assessmentSchema.nullable(),
  description: z.string(),
  isGameHappened: z.boolean().nullable(),
  dispute: disputeSchema.nullable(),
  /** The dispute case a game rating opened (the disputes resource's id). */
  disputeCaseId: z.string().nullable(),
  /** For host ratings: whether the rater counts as having attended (it can change when the host marks attendance). */
  verifiedAttendee: z.boolean().nullable(),
  /** When the rating was recorded. */
  at: z.string(),
});
export type RatingEntry = z.infer<typeof ratingEntrySchema>;

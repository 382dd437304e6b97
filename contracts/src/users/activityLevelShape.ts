import { z } from 'zod';

/** Spec section 4: activity level tiers, lowest first. */
export const ACTIVITY_TIERS = ['Warming Up', 'Active', 'Super Active', 'On Fire'] as const;
export type ActivityTier = (typeof ACTIVITY_TIERS)[number];

/** A user's activity level as the API sends it; the rule that computes it is in @sports/shared-rules (users/activityLevel). */
export const activityLevelSchema = z.object({
  tier: z.enum(ACTIVITY_TIERS),
  /** Rounded to two decimals for display; the tier is decided on the exact value. */
  sessionsPerWeek: z.number(),
  /** Past games the user took part in (joined when the game ended) that ended inside the window. */
  sessions: z.number().int(),
  weeks: z.number().int(),
});
export type ActivityLevel = z.infer<typeof activityLevelSchema>;

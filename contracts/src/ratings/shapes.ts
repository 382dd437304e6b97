import { z } from 'zod';
import { idSchema, isoDateTime, optionalText, skillLevel } from '../core/primitives';
import { DISPUTE_TYPES, MAX_STARS, MIN_STARS } from './rules';

/** Spec sections 2 and 9: the 1 to 5 star control of the host and player rating forms. */
export const starsSchema = z.number().int().min(MIN_STARS).max(MAX_STARS);
export const disputeSchema = z.enum(DISPUTE_TYPES);
export const raterRoleSchema = z.enum(['host', 'co_host', 'participant']);
export type RaterRole = z.infer<typeof raterRoleSchema>;

const description = optionalText(1000).optional();
/** Spec section 3: "time (ISO timestamp set on submit)" by the client; the server records its own time too. */
const time = isoDateTime.optional();

/**
 * Spec section 3, Rating record, as the Rate Participant form sends it, plus `stars`.
 * `ratingFor` is the rated user. The host-only parts (isParticipated, ratedLevel and the three
 * flags) are optional: "Participation defaults to true" (section 5) is applied by the decider,
 * which needs to tell an unanswered toggle from a Yes (docs/ratings.md "An empty rating").
 */
export const participantRatingSchema = z
  .object({
    ratingFor: idSchema,
    stars: starsSchema.optional(),
    ratedLevel: skillLevel.optional(),
    isParticipated: z.boolean().optional(),
    isPunctual: z.boolean().optional(),
    isTeamPlayer: z.boolean().optional(),
    isOnTimePayment: z.boolean().optional(),
    description,
    time,
  })
  .strict();
export type ParticipantRating = z.infer<typeof participantRatingSchema>;

/**
 * The same form opened on a host (spec section 2, Rate Hosts leads to the rating form): stars
 * and a description. A host is not assessed as a player there, so the form's defaults are
 * accepted (a Yes, unset flags) and anything else is refused as input.
 */
export const hostRatingSchema = participantRatingSchema.omit({ ratedLevel: true }).extend({
  isParticipated: z.literal(true).optional(),
  isPunctual: z.literal(false).optional(),
  isTeamPlayer: z.literal(false).optional(),
  isOnTimePayment: z.literal(false).optional(),
});
export type HostRating = z.infer<typeof hostRatingSchema>;

/** Spec section 2, Rate Game: 'Did this activity happen ?' (default Yes) and an optional dispute with an optional description. */
export const gameRatingSchema = z
  .object({
    /** The rated game, when the client sends it: it must be the game of the path. */
    ratingFor: idSchema.optional(),
    isGameHappened: z.boolean().default(true),
    dispute: disputeSchema.nullable().default(null),
    description: optionalText(1000).default(''),
    time,
  })
  .strict();
export type GameRating = z.infer<typeof gameRatingSchema>;

/** Spec section 4, review prompt: 'Rate Now' records rate, 'Skip' records skip. */
export const promptActionSchema = z.enum(['rate', 'skip']);
export type PromptAction = z.infer<typeof promptActionSchema>;

/**
 * Spec section 3 "Rating record (submit payload)" whole, for spec section 7 "PUT
 * rating": ratingFor, ratedLevel, isParticipated, isPunctual, isTeamPlayer, isOnTimePayment, time,
 * isGameHappened, description, dispute, plus the star control of section 2. One record for the
 * three screens; the server maps it onto RateGame (ratingFor is the game), RateHost or
 * RateParticipant (docs/ratings.md "One record"). null stands for a control left unset.
 */
export const ratingRecordSchema = z
  .object({
    ratingFor: idSchema,
    ratedLevel: skillLevel.nullable().optional(),
    isParticipated: z.boolean().optional(),
    isPunctual: z.boolean().optional(),
    isTeamPlayer: z.boolean().optional(),
    isOnTimePayment: z.boolean().optional(),
    time,
    isGameHappened: z.boolean().optional(),
    description: optionalText(1000).nullable().optional(),
    dispute: disputeSchema.nullable().optional(),
    stars: starsSchema.nullable().optional(),
  })
  .strict();
export type RatingRecord = z.infer<typeof ratingRecordSchema>;

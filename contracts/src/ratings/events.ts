import { z } from 'zod';
import { idSchema, skillLevel } from '../core/primitives';
import { DISPUTE_OUTCOMES } from './rules';
import { disputeSchema, promptActionSchema, raterRoleSchema, starsSchema } from './shapes';

/** A host's or co-host's assessment of a player in a game (spec section 2, Rate Participant). */
export const assessmentSchema = z.object({
  isParticipated: z.boolean(),
  isPunctual: z.boolean(),
  isTeamPlayer: z.boolean(),
  isOnTimePayment: z.boolean(),
});

const votes = { notHappenedVotes: z.number().int(), raters: z.number().int() };
const personInGame = { activityId: idSchema, userId: idSchema, listingId: idSchema };

/**
 * Events of a game's ratings stream (`ratings-{activityId}`), past tense. Every rating is an
 * event and none is ever overwritten, so levels and reputations can be explained from them.
 */
export const ratingEvents = {
  /** Spec section 4: 'Rate Now' (rate) or 'Skip' (skip) on the review prompt; value false takes it back. */
  ReviewPromptAnswered: {
    version: 1,
    schema: z.object({ activityId: idSchema, userId: idSchema, action: promptActionSchema, value: z.boolean() }),
  },
  /** Spec section 2, Rate Player / Rate Participant. `assessment` only from a host or co-host while the game is not over. */
  ParticipantRated: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      listingId: idSchema,
      raterId: idSchema,
      raterRole: raterRoleSchema,
      ratedUserId: idSchema,
      stars: starsSchema.optional(),
      ratedLevel: skillLevel.optional(),
      assessment: assessmentSchema.optional(),
      description: z.string().optional(),
      /** The client's submit time (spec section 3 `time`), as sent. */
      time: z.string().optional(),
      /** The game's venue, so its staff can moderate the rating (absent on ratings of games at no venue, and on older ones). */
      spaceId: idSchema.optional(),
    }),
  },
  /**
   * The rater changed a participant rating they gave (spec section 8 'Review
   * Updated Successfully'). The first rating stays in the stream; the fields given here replace
   * the rater's earlier ones, those left out stand (docs/ratings.md "Editing a rating").
   */
  ParticipantRatingRevised: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      listingId: idSchema,
      raterId: idSchema,
      raterRole: raterRoleSchema,
      ratedUserId: idSchema,
      /** 1 for the first revision, 2 for the next… */
      revision: z.number().int().min(1),
      stars: starsSchema.optional(),
      ratedLevel: skillLevel.optional(),
      assessment: assessmentSchema.optional(),
      description: z.string().optional(),
      time: z.string().optional(),
      spaceId: idSchema.optional(),
    }),
  },
  /** Spec section 2, Rate Hosts. `verifiedAttendee`: no host or co-host had marked the rater as not showing up. */
  HostRated: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      raterId: idSchema,
      hostId: idSchema,
      stars: starsSchema,
      description: z.string().optional(),
      time: z.string().optional(),
      verifiedAttendee: z.boolean(),
      /** The game's listing and venue (the back office's ratings moderation; absent on older ratings). */
      listingId: idSchema.optional(),
      spaceId: idSchema.optional(),
    }),
  },
  /** A host's attendance mark changed whether an earlier host rating by that player counts. */
  HostRatingVerificationChanged: {
    version: 1,
    schema: z.object({ activityId: idSchema, raterId: idSchema, hostId: idSchema, stars: starsSchema, verifiedAttendee: z.boolean() }),
  },
  /** Spec section 2, Rate Game. */
  GameRated: {
    version: 1,
    schema: z.object({
      activityId: idSchema,
      raterId: idSchema,
      isGameHappened: z.boolean(),
      dispute: disputeSchema.nullable(),
      description: z.string(),
      time: z.string().optional(),
      /** The game's listing and venue (the back office's ratings moderation; absent on older ratings). */
      listingId: idSchema.optional(),
      spaceId: idSchema.optional(),
    }),
  },
  /** A dispute raised with a game rating opens a case for staff. */
  DisputeOpened: {
    version: 1,
    schema: z.object({
      caseId: idSchema,
      activityId: idSchema,
      activityName: z.string(),
      listingId: idSchema,
      spaceId: idSchema.nullable(),
      /**
       * The venue's organisation at open time (the case is in its queue); null for
       * a game at no venue. Absent on cases opened before it was recorded: readers derive it from
       * the venue, whose organisation never changes (docs/ratings.md "Disputes").
       */
      orgId: idSchema.nullable().optional(),
      raisedBy: idSchema,
      dispute: disputeSchema,
      description: z.string(),
    }),
  },
  /** Staff closed a dispute case; upheld counts against the game's host (hostId) in their reputation. */
  DisputeResolved: {
    version: 1,
    schema: z.object({
      caseId: idSchema,
      activityId: idSchema,
      outcome: z.enum(DISPUTE_OUTCOMES),
      note: z.string(),
      hostId: idSchema,
    }),
  },
  /**
   * A manager reopened a resolved case with a note. `previousOutcome` takes an
   * upheld case back out of the host's reputation until it is resolved again.
   */
  DisputeReopened: {
    version: 1,
    schema: z.object({
      caseId: idSchema,
      activityId: idSchema,
      note: z.string(),
      previousOutcome: z.enum(DISPUTE_OUTCOMES),
      hostId: idSchema,
    }),
  },
  /** Most raters (at least two) say the game did not happen: it leaves everyone's stats and levels. */
  GameMarkedNotHappened: { version: 1, schema: z.object({ activityId: idSchema, ...votes }) },
  /** Later votes turned the majority back. */
  GameMarkedHappened: { version: 1, schema: z.object({ activityId: idSchema, ...votes }) },
  /** The ratings this person received in the game stop counting (the game did not happen). */
  RatingsSetAside: { version: 1, schema: z.object(personInGame) },
  /** ...and count again. */
  RatingsRestored: { version: 1, schema: z.object(personInGame) },
} as const;

type Defs = typeof ratingEvents;
export type RatingEventType = keyof Defs;
export type RatingEventData<T extends RatingEventType> = z.infer<Defs[T]['schema']>;
export type RatingEvent = { [T in RatingEventType]: { type: T; data: RatingEventData<T> } }[RatingEventType];

import { z } from 'zod';
import { idSchema, skillLevel } from '../core/primitives';
import { DISPUTE_OUTCOMES, MAX_REVIEW_DAYS_BACK, REVIEW_DAYS_BACK } from '../ratings/rules';
import {
  disputeSchema,
  gameRatingSchema,
  hostRatingSchema,
  participantRatingSchema,
  promptActionSchema,
  ratingRecordSchema,
} from '../ratings/shapes';
import { activityParams, reply } from './gameRouteParts';
import { participantSchema, personSummarySchema, skillSchema } from './people';
import { defineRoute } from './route';

/**
 * Ratings and reviews (spec sections 2 to 9, "Rating and review" calls of section 7). The spec's
 * paths where it shows them; ours under /api/vm/activities and /api/vm/users where it does not.
 * Rating calls answer problem documents on failure; the spec's client shows nothing then (section 8).
 */

const userParams = z.object({ userId: idSchema }).strict();
const gameAndUserParams = z.object({ activityId: idSchema, userId: idSchema }).strict();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const listReviewPrompts = defineRoute({
  operationId: 'listReviewPrompts',
  method: 'get',
  path: '/api/vm/activities/review/my_activities/{userId}',
  summary: `Spec sections 2, 4 and 7, post-activity review prompt: the past games of the last daysBack days (default ${REVIEW_DAYS_BACK}, spec section 9) the user was a joined participant of at the end, and has neither rated nor answered (rate or skip), newest first. The caller's own list only.`,
  tag: 'Ratings',
  auth: 'required',
  params: userParams,
  query: z
    .object({
      statusList: z.literal('past').default('past'),
      daysBack: z.coerce.number().int().min(1).max(MAX_REVIEW_DAYS_BACK).default(REVIEW_DAYS_BACK),
    })
    .strict(),
  successStatus: 200,
  response: z.object({ data: z.array(z.object({ activityId: z.string(), activityName: z.string() })) }),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
});

const promptRoute = <const A extends 'rate' | 'skip'>(action: A, operationId: `${A}ReviewPrompt`, what: string) =>
  defineRoute({
    operationId,
    method: 'put',
    path: `/api/vm/activities/{activityId}/participants/{userId}/${action}`,
    summary: `Spec sections 4 and 7: records '${action}' on the review prompt for the caller (${what}); value=false takes it back. No body.`,
    tag: 'Ratings',
    auth: 'required',
    idempotent: true,
    params: gameAndUserParams,
    query: z.object({ value: flag.default(true) }).strict(),
    successStatus: 200,
    response: reply('success', z.object({ activityId: z.string(), userId: z.string(), action: promptActionSchema, value: z.boolean() })),
    errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'GAME_NOT_FOUND', 'RATER_NOT_PARTICIPANT', 'GAME_NOT_STARTED'],
  });

export const rateReviewPrompt = promptRoute('rate', 'rateReviewPrompt', "'Rate Now': the rating panel opens next");
export const skipReviewPrompt = promptRoute('skip', 'skipReviewPrompt', "'Skip': the prompt stops showing the game");

const ratingErrors = [
  'VALIDATION_FAILED',
  'GAME_NOT_FOUND',
  'RATER_NOT_PARTICIPANT',
  'GAME_NOT_STARTED',
  'ALREADY_RATED',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
const rated = (kind: 'participant' | 'host' | 'game') =>
  reply('success', z.object({ activityId: z.string(), ratingFor: z.string(), kind: z.literal(kind) }));

export const rateParticipant = defineRoute({
  operationId: 'rateParticipant',
  method: 'put',
  path: '/api/vm/activities/{activityId}/ratings/participant',
  summary:
    "Spec sections 2, 3, 5 and 6, Rate Player / Rate Participant: the rating record for one participant (ratingFor), with 1-5 stars. Once per rater and player per game; never oneself. Only a host or co-host, and only while the game is not over, answers 'Did the player show up?' (isParticipated), gives a skill level (ratedLevel, when the game enables skill and the player showed up) and the flags isPunctual, isTeamPlayer, isOnTimePayment. A rating with no stars, no level and no participation answer is refused.",
  tag: 'Ratings',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: participantRatingSchema,
  successStatus: 200,
  response: rated('participant'),
  errors: [
    ...ratingErrors,
    'CANNOT_RATE_SELF',
    'RATED_NOT_IN_GAME',
    'NOT_HOST',
    'GAME_OVER',
    'SKILL_RATING_NOT_ALLOWED',
    'MARKED_ABSENT',
    'RATING_EMPTY',
  ],
});

/** Editing a participant rating one gave; the first stays in the log (docs/ratings.md "Editing a rating"). */
export const reviseParticipantRating = defineRoute({
  operationId: 'reviseParticipantRating',
  method: 'put',
  path: '/api/vm/activities/{activityId}/ratings/participant/revision',
  summary:
    "Changes the caller's earlier rating of one participant (ratingFor), until RATING_REVISION_DAYS after the game: the fields sent replace the earlier ones, those left out stand. The host-only parts (attendance, level, flags) follow the rating rules: a host or co-host, while the game is not over. Appends ParticipantRatingRevised; the first rating stays in history.",
  tag: 'Ratings',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: participantRatingSchema,
  successStatus: 200,
  response: rated('participant'),
  errors: [
    ...ratingErrors,
    'CANNOT_RATE_SELF',
    'RATED_NOT_IN_GAME',
    'RATING_NOT_FOUND',
    'REVISION_WINDOW_CLOSED',
    'NOT_HOST',
    'GAME_OVER',
    'SKILL_RATING_NOT_ALLOWED',
    'MARKED_ABSENT',
    'RATING_EMPTY',
  ],
});

export const rateHost = defineRoute({
  operationId: 'rateHost',
  method: 'put',
  path: '/api/vm/activities/{activityId}/ratings/host',
  summary:
    "Spec sections 2 and 6, Rate Hosts: 1-5 stars for the host or a co-host (ratingFor), once per rater and host per game. Hosts and co-hosts cannot rate hosts. The stars count towards the host's rating only from verified attendees (docs/ratings.md).",
  tag: 'Ratings',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: hostRatingSchema,
  successStatus: 200,
  response: rated('host'),
  errors: [...ratingErrors, 'HOSTS_CANNOT_RATE_HOSTS', 'RATED_NOT_IN_GAME', 'RATING_EMPTY'],
});

export const rateGame = defineRoute({
  operationId: 'rateGame',
  method: 'put',
  path: '/api/vm/activities/{activityId}/ratings/game',
  summary:
    "Spec section 2, Rate Game: 'Did this activity happen ?' (isGameHappened, default true) and an optional dispute (Scam, Team Player, Others) with an optional description; once per rater. A dispute opens a case for staff; when most raters (at least two) say the game did not happen, it leaves everyone's stats and levels.",
  tag: 'Ratings',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: gameRatingSchema.default({ isGameHappened: true, dispute: null, description: '' }),
  successStatus: 200,
  response: rated('game'),
  errors: [...ratingErrors, 'RATED_NOT_IN_GAME'],
});

/**
 * Spec section 7 "PUT rating, body: rating record. Path: not shown." One record
 * for the three screens, mapped onto the calls above (docs/ratings.md "One record").
 */
export const submitRating = defineRoute({
  operationId: 'submitRating',
  method: 'put',
  path: '/api/vm/activities/{activityId}/rating',
  summary:
    "Spec sections 3 and 7, the rating record as the spec's client sends it. ratingFor the game's own id: Rate Game (isGameHappened, dispute, description; player fields only at their defaults). ratingFor the host or a co-host, from a rater who may rate hosts: Rate Hosts. Anyone else: Rate Participant. A person's rating carries isGameHappened only as true and no dispute. null is an unset control. Same rules and errors as the three calls it stands for.",
  tag: 'Ratings',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: ratingRecordSchema,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), ratingFor: z.string(), kind: z.enum(['participant', 'host', 'game']) })),
  errors: [
    ...ratingErrors,
    'CANNOT_RATE_SELF',
    'RATED_NOT_IN_GAME',
    'NOT_HOST',
    'GAME_OVER',
    'SKILL_RATING_NOT_ALLOWED',
    'MARKED_ABSENT',
    'RATING_EMPTY',
    'HOSTS_CANNOT_RATE_HOSTS',
  ],
});

/** Spec section 3, "Game details response fields read": the user's earlier game rating. */
export const ratedGameSchema = z.object({ description: z.string(), dispute: disputeSchema.nullable(), isGameHappened: z.boolean() });

export const getRatedGame = defineRoute({
  operationId: 'getRatedGame',
  method: 'get',
  path: '/api/vm/activities/ratedGame/{activityId}/{listingId}/{userId}',
  summary:
    "Spec sections 4 and 7: the user's earlier rating of the game (description, dispute, isGameHappened), or data null; an earlier dispute switches the Rate Game dispute on. The caller's own rating only.",
  tag: 'Ratings',
  auth: 'required',
  params: z.object({ activityId: idSchema, listingId: idSchema, userId: idSchema }).strict(),
  successStatus: 200,
  response: z.object({ data: ratedGameSchema.nullable() }),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'GAME_NOT_FOUND'],
});

/** What the rating panel may offer the viewer (spec section 2: 'Rate host' is hidden for hosts and co-hosts). */
const raterViewSchema = z.object({
  activityId: z.string(),
  raterId: z.string(),
  mayRateHosts: z.boolean(),
  /** Host or co-host and the game not over: the show-up toggle, skill picker and flags are offered. */
  mayAssess: z.boolean(),
  /** The game enables skill rating (skill picker, when the player showed up). */
  mayRateSkill: z.boolean(),
});

/** What the viewer gave a player in this game, revisions applied (the edit form and the host's panel start from it). */
export const givenPlayerRatingSchema = z.object({
  stars: z.number().int().optional(),
  ratedLevel: skillLevel.optional(),
  assessment: z
    .object({ isParticipated: z.boolean(), isPunctual: z.boolean(), isTeamPlayer: z.boolean(), isOnTimePayment: z.boolean() })
    .optional(),
  description: z.string().optional(),
  revisions: z.number().int(),
});
export type GivenPlayerRating = z.infer<typeof givenPlayerRatingSchema>;

export const ratedPlayerSchema = participantSchema.extend({ isRated: z.boolean(), given: givenPlayerRatingSchema.nullable() });
export const ratedHostSchema = personSummarySchema.extend({ isCreator: z.boolean(), isCoHost: z.boolean(), isRated: z.boolean() });

/** The rated-players and rated-hosts lists: the same path shape, permissions and errors. */
const ratedListRoute = <const Op extends string, const K extends 'players' | 'hosts', const L extends z.ZodType>(
  operationId: Op,
  segment: string,
  key: K,
  summary: string,
  list: L,
) =>
  defineRoute({
    operationId,
    method: 'get',
    path: `/api/vm/activities/${segment}/{activityId}/{userId}`,
    summary: `${summary} The caller's own list; members of the game only.`,
    tag: 'Ratings',
    auth: 'required',
    params: gameAndUserParams,
    successStatus: 200,
    response: z.object({ data: raterViewSchema.extend({ [key]: list } as { [P in K]: L }) }),
    errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'GAME_NOT_FOUND', 'RATER_NOT_PARTICIPANT'],
  });

export const listRatedPlayers = ratedListRoute(
  'listRatedPlayers',
  'ratedPlayers',
  'players',
  'Spec sections 2 and 7 "GET rated players list": the joined participants the user may rate (everyone but themself and offline participants), each with isRated when the user already rated them (greyed, not selectable).',
  z.array(ratedPlayerSchema),
);

export const listRatedHosts = ratedListRoute(
  'listRatedHosts',
  'ratedHosts',
  'hosts',
  "Spec section 2, Rate Hosts: the host (isCreator, the 'Created by' label) and co-hosts, each with isRated when the user already rated them.",
  z.array(ratedHostSchema),
);

export const skillConsensusSchema = z.object({
  status: z.enum(['new', 'established']),
  value: z.number().nullable(),
  level: skillLevel.nullable(),
  raters: z.number().int(),
  minRaters: z.number().int(),
});

export const levelExplanationSchema = z.object({
  userId: z.string(),
  listingId: z.string(),
  /** The level shown: the consensus once established, else the self level. */
  level: skillSchema.nullable(),
  source: z.enum(['consensus', 'self', 'none']),
  selfLevel: skillLevel.nullable(),
  consensus: skillConsensusSchema,
  /** Every skill rating the player received in the listing, oldest first. Raters are R1, R2, … in order of their first rating. */
  ratings: z.array(
    z.object({
      activityId: z.string(),
      rater: z.string(),
      level: skillLevel,
      at: z.string(),
      weight: z.union([z.literal(0), z.literal(1)]),
      reason: z.enum(['counted', 'superseded', 'game did not happen']),
    }),
  ),
  formula: z.string(),
});

export const getLevelExplanation = defineRoute({
  operationId: 'getLevelExplanation',
  method: 'get',
  path: '/api/vm/users/{userId}/level/{listingId}',
  summary:
    'How a player\'s level in a listing is computed (docs/ratings.md): every skill rating received, its weight (each rater\'s latest counts once; games that did not happen weigh 0), the consensus (median, "new" below the minimum of distinct raters) and the level shown.',
  tag: 'Ratings',
  auth: 'optional',
  params: z.object({ userId: idSchema, listingId: idSchema }).strict(),
  successStatus: 200,
  response: z.object({ data: levelExplanationSchema }),
  errors: ['VALIDATION_FAILED'],
});

export const starRatingSchema = z.object({ count: z.number().int(), average: z.number().nullable(), minCount: z.number().int() });
export const reputationSchema = z.object({
  status: z.enum(['new', 'established']),
  assessedGames: z.number().int(),
  attendedGames: z.number().int(),
  attendanceRate: z.number().nullable(),
  punctual: z.number().int(),
  teamPlayer: z.number().int(),
  paysOnTime: z.number().int(),
  upheldDisputes: z.number().int().default(0),
  score: z.number().int().nullable(),
});

export const getReputation = defineRoute({
  operationId: 'getReputation',
  method: 'get',
  path: '/api/vm/users/{userId}/reputation',
  summary:
    "A user's reputation (attendance rate and the Punctual, Team Player, Particular On Payments counts from hosts' assessments, kept apart from skill; a score from a minimum of assessed games), their rating as a host (stars of verified attendees; the average shown from a minimum count), and the assessed games behind the reputation.",
  tag: 'Ratings',
  auth: 'optional',
  params: userParams,
  successStatus: 200,
  response: z.object({
    data: z.object({
      userId: z.string(),
      reputation: reputationSchema,
      hostRating: starRatingSchema,
      assessments: z.array(
        z.object({
          activityId: z.string(),
          isParticipated: z.boolean(),
          isPunctual: z.boolean(),
          isTeamPlayer: z.boolean(),
          isOnTimePayment: z.boolean(),
          counted: z.boolean(),
        }),
      ),
    }),
  }),
  errors: ['VALIDATION_FAILED'],
});

export const disputeCaseSchema = z.object({
  caseId: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  listingId: z.string(),
  spaceId: z.string().nullable(),
  /** The venue's organisation, whose queue holds the case; null at no venue or on cases opened before it was recorded. */
  orgId: z.string().nullable().optional(),
  raisedBy: z.string(),
  dispute: disputeSchema,
  description: z.string(),
  status: z.enum(['open', 'resolved']),
  openedAt: z.string(),
  /** Once staff closed the case; gone again when it is reopened (the history keeps it). */
  resolution: z.object({ outcome: z.enum(DISPUTE_OUTCOMES), note: z.string(), resolvedBy: z.string(), resolvedAt: z.string() }).optional(),
  /** The latest reopening by a manager. */
  reopened: z.object({ note: z.string(), reopenedBy: z.string(), reopenedAt: z.string() }).optional(),
});

export const listDisputes = defineRoute({
  operationId: 'listDisputes',
  method: 'get',
  path: '/api/vm/disputes',
  summary:
    'The open dispute cases raised with game ratings, newest first: admins see all; organisation staff and managers those of games at the spaces in their scope. Players are refused.',
  tag: 'Ratings',
  auth: 'required',
  query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ disputes: z.array(disputeCaseSchema) }) }),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
});

/** The most ratings one page of "Ratings you gave" holds. */
export const RATINGS_GIVEN_MAX_SIZE = 50;
export const RATINGS_GIVEN_PAGE_SIZE = 20;

/**
 * One rating the caller gave (spec section 3 "Rating record"), as it stands after their revisions.
 * `kind` says which of the three screens of section 2 it came from: Rate player, Rate host, Rate game.
 */
export const ratingGivenSchema = z.object({
  id: z.string(),
  kind: z.enum(['player', 'host', 'game']),
  /** When it was first given (a revision changes what it says, not where it stands in the list). */
  ratedAt: z.string(),
  revisions: z.number().int(),
  /**
   * The game as it is now (a renamed game shows its new name). A deleted game keeps the name and
   * date it had when it was deleted, with `deleted` true: the rating stays in the log.
   */
  game: z.object({
    activityId: z.string(),
    name: z.string(),
    date: z.string(),
    listingId: z.string(),
    listingName: z.string(),
    deleted: z.boolean(),
  }),
  /** Who was rated, with their current name; null for a game rating. `name` is null when the account is gone. */
  rated: z.object({ userId: z.string(), name: z.string().nullable() }).nullable(),
  stars: z.number().int().nullable(),
  /** The skill level given (spec section 3 ratedLevel 0 to 3), with its words. */
  level: skillSchema.nullable(),
  /** A host's answers: 'Did the player show up?' and the three flags (spec section 2); null when none was given. */
  assessment: z
    .object({ isParticipated: z.boolean(), isPunctual: z.boolean(), isTeamPlayer: z.boolean(), isOnTimePayment: z.boolean() })
    .nullable(),
  description: z.string(),
  /** Rate game only: 'Did this activity happen ?' */
  isGameHappened: z.boolean().nullable(),
  /** Rate game only: the dispute raised with it, if one was. */
  dispute: disputeSchema.nullable(),
});
export type RatingGiven = z.infer<typeof ratingGivenSchema>;

export const listRatingsGiven = defineRoute({
  operationId: 'listRatingsGiven',
  method: 'get',
  path: '/api/vm/users/me/ratings-given',
  summary: `Ratings you gave (spec sections 2 and 3): every player, host and game rating the caller gave, newest first, as it stands after their revisions, with the game, the rated person's current name, the stars, level and flags as given, and a dispute if raised. Paged (size at most ${RATINGS_GIVEN_MAX_SIZE}) with nextUrl while more follow. The caller's own ratings only.`,
  tag: 'Ratings',
  auth: 'required',
  query: z
    .object({
      page: z.coerce.number().int().min(0).max(100_000).default(0),
      size: z.coerce.number().int().min(1).max(RATINGS_GIVEN_MAX_SIZE).default(RATINGS_GIVEN_PAGE_SIZE),
    })
    .strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ ratings: z.array(ratingGivenSchema), nextUrl: z.string().nullable() }) }),
  errors: ['VALIDATION_FAILED'],
});

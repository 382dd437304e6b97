import { z } from 'zod';
import { idSchema, text } from '../core/primitives';
import { DISPUTE_OUTCOMES } from './rules';
import { gameRatingSchema, hostRatingSchema, participantRatingSchema, promptActionSchema } from './shapes';

/** Commands on a game's ratings. The rater and the time come from the command's context, never from the body. */
export const ratingCommands = {
  AnswerReviewPrompt: z.object({ activityId: idSchema, userId: idSchema, action: promptActionSchema, value: z.boolean() }),
  RateParticipant: z.object({ activityId: idSchema, rating: participantRatingSchema }),
  /** Change a participant rating one gave, within the revision window (rules.ts). */
  ReviseParticipantRating: z.object({ activityId: idSchema, rating: participantRatingSchema }),
  RateHost: z.object({ activityId: idSchema, rating: hostRatingSchema }),
  RateGame: z.object({ activityId: idSchema, rating: gameRatingSchema }),
  /** Staff close a dispute case of the game; the actor's reach travels with the command. */
  ResolveDispute: z.object({ activityId: idSchema, caseId: idSchema, outcome: z.enum(DISPUTE_OUTCOMES), note: text(1000) }),
  /** A manager reopens a resolved case, saying why. */
  ReopenDispute: z.object({ activityId: idSchema, caseId: idSchema, note: text(1000) }),
} as const;

type Defs = typeof ratingCommands;
export type RatingCommandType = keyof Defs;
export type RatingCommand = { [T in RatingCommandType]: { type: T; data: z.infer<Defs[T]> } }[RatingCommandType];

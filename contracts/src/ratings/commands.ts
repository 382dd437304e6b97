import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { gameRatingSchema, hostRatingSchema, participantRatingSchema, promptActionSchema } from './shapes';

/** Commands on a game's ratings. The rater and the time come from the command's context, never from the body. */
export const ratingCommands = {
  AnswerReviewPrompt: z.object({ activityId: idSchema, userId: idSchema, action: promptActionSchema, value: z.boolean() }),
  RateParticipant: z.object({ activityId: idSchema, rating: participantRatingSchema }),
  RateHost: z.object({ activityId: idSchema, rating: hostRatingSchema }),
  RateGame: z.object({ activityId: idSchema, rating: gameRatingSchema }),
} as const;

type Defs = typeof ratingCommands;
export type RatingCommandType = keyof Defs;
export type RatingCommand = { [T in RatingCommandType]: { type: T; data: z.infer<Defs[T]> } }[RatingCommandType];

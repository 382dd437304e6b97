import type { RatingEvent } from '@sports/contracts';
import type { Decider } from '../core/decider';
import { rateGame } from './rateGame';
import { rateHost } from './rateHost';
import { rateParticipant } from './rateParticipant';
import type { RatingCommandMessage } from './ratingGuards';
import { evolveRatings, initialRatingState, type RatingState } from './ratingState';
import { reopenDispute, resolveDispute } from './resolveDispute';
import { reviseParticipantRating } from './reviseParticipantRating';
import { answerReviewPrompt } from './reviewPrompt';

export type { RatingCommandMessage } from './ratingGuards';

export const decideRatings = (command: RatingCommandMessage, state: RatingState): RatingEvent[] => {
  switch (command.type) {
    case 'AnswerReviewPrompt':
      return answerReviewPrompt(command, state);
    case 'RateParticipant':
      return rateParticipant(command, state);
    case 'ReviseParticipantRating':
      return reviseParticipantRating(command, state);
    case 'RateHost':
      return rateHost(command, state);
    case 'RateGame':
      return rateGame(command, state);
    case 'ResolveDispute':
      return resolveDispute(command, state);
    case 'ReopenDispute':
      return reopenDispute(command, state);
  }
};

/** The ratings of one game: stream `ratings-{activityId}`. */
export const ratingDecider: Decider<RatingCommandMessage, RatingEvent, RatingState> = {
  initialState: initialRatingState,
  evolve: evolveRatings,
  decide: decideRatings,
};

import { DomainError, RATING_REVISION_DAYS, RATING_REVISION_MS, type RatingEvent } from '@sports/contracts';
import { assessmentOf, requireSkillAllowed, verificationChanges } from './rateParticipant';
import { requireRater, type Of } from './ratingGuards';
import { pairKey, type RatingState } from './ratingState';

/**
 * Editing a rating one gave (spec section 8 'Review Updated Successfully'): a
 * new event beside the first, never an overwrite, so the history still explains every level.
 * Only a rating that exists, and only until RATING_REVISION_DAYS after the game; the host-only
 * parts keep their rule (host or co-host, while the game is not over: spec sections 5 and 6).
 * The fields sent replace the rater's earlier ones; those left out stand.
 */
export const reviseParticipantRating = (command: Of<'ReviseParticipantRating'>, state: RatingState): RatingEvent[] => {
  const raterRole = requireRater(command);
  const { rating } = command.data;
  const raterId = command.context.userId;
  const { game } = command;
  if (rating.ratingFor === raterId) throw new DomainError('CANNOT_RATE_SELF', 'You cannot rate yourself', 'ratingFor');
  const key = pairKey(raterId, rating.ratingFor);
  if (!state.ratedParticipants.has(key))
    throw new DomainError('RATING_NOT_FOUND', 'You have not rated this participant in this game yet', 'ratingFor');
  if (Date.parse(command.context.now) > game.endAtMs + RATING_REVISION_MS) {
    throw new DomainError(
      'REVISION_WINDOW_CLOSED',
      `A rating can be changed until ${RATING_REVISION_DAYS} days after the game`,
      'ratingFor',
    );
  }
  if (!game.membership.participantIds.includes(rating.ratingFor))
    throw new DomainError('RATED_NOT_IN_GAME', 'Only the participants of this game can be rated in it', 'ratingFor');
  const assessment = assessmentOf(command, rating);
  requireSkillAllowed(command, assessment);
  if (rating.stars === undefined && rating.ratedLevel === undefined && !assessment && !rating.description) {
    throw new DomainError(
      'RATING_EMPTY',
      'Change the stars, the skill level, the answer to "Did the player show up?" or the description',
      'stars',
    );
  }
  const revised: RatingEvent = {
    type: 'ParticipantRatingRevised',
    data: {
      activityId: game.activityId,
      listingId: game.listingId,
      raterId,
      raterRole,
      ratedUserId: rating.ratingFor,
      revision: (state.revisions.get(key) ?? 0) + 1,
      ...(rating.stars !== undefined ? { stars: rating.stars } : {}),
      ...(rating.ratedLevel !== undefined ? { ratedLevel: rating.ratedLevel } : {}),
      ...(assessment ? { assessment } : {}),
      ...(rating.description ? { description: rating.description } : {}),
      ...(rating.time ? { time: rating.time } : {}),
      ...(game.spaceId ? { spaceId: game.spaceId } : {}),
    },
  };
  return [revised, ...verificationChanges(command, state, rating.ratingFor, assessment)];
};

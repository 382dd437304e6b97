import { DomainError, type ParticipantRating, type RatingEvent } from '@sports/contracts';
import { mayAssessNow, requireHostPart, requireRater, setAsideIfNotHappened, type Of } from './ratingGuards';
import { pairKey, type RatingState } from './ratingState';

export type Assessment = { isParticipated: boolean; isPunctual: boolean; isTeamPlayer: boolean; isOnTimePayment: boolean };
const FLAGS = ['isPunctual', 'isTeamPlayer', 'isOnTimePayment'] as const;

/**
 * The host-only part of a rating, if the rating carries one. What counts as carrying one: a
 * 'No' to 'Did the player show up?', a skill level, or a flag set. A 'Yes' alone from a
 * participant, or from a host after the game, is the form's default (spec section 5
 * "Participation defaults to true") and records nothing. From a host while the game is open, a
 * 'Yes', a level or a flag marks the player as having shown up.
 */
/** A participant rating or its revision: the same record, the same rules for its parts. */
export type ParticipantRatingCommand = Of<'RateParticipant' | 'ReviseParticipantRating'>;

export const assessmentOf = (command: ParticipantRatingCommand, rating: ParticipantRating): Assessment | undefined => {
  const asserted = [
    ...(rating.isParticipated === false ? ['isParticipated' as const] : []),
    ...(rating.ratedLevel !== undefined ? ['ratedLevel' as const] : []),
    ...FLAGS.filter((flag) => rating[flag] === true),
  ];
  for (const field of asserted) requireHostPart(command, field === 'isParticipated' ? 'markAttendance' : 'rateSkillAndReputation', field);
  const answered = asserted.length > 0 || (rating.isParticipated === true && mayAssessNow(command));
  if (!answered) return undefined;
  const isParticipated = rating.isParticipated ?? true;
  const flagged = FLAGS.find((flag) => rating[flag] === true);
  if (!isParticipated && flagged) throw new DomainError('MARKED_ABSENT', 'A player who did not show up gets no reputation flags', flagged);
  return {
    isParticipated,
    isPunctual: rating.isPunctual === true,
    isTeamPlayer: rating.isTeamPlayer === true,
    isOnTimePayment: rating.isOnTimePayment === true,
  };
};

/** Spec section 5: the skill picker only when the player participated and the game's listing entry allows skill rating. */
export const requireSkillAllowed = (command: ParticipantRatingCommand, assessment: Assessment | undefined): void => {
  if (command.data.rating.ratedLevel === undefined) return;
  if (!command.game.enableGameSkill)
    throw new DomainError('SKILL_RATING_NOT_ALLOWED', 'This game does not rate skill (enableGameSkill is off)', 'ratedLevel');
  if (assessment && !assessment.isParticipated)
    throw new DomainError('MARKED_ABSENT', 'A player who did not show up gets no skill level', 'ratedLevel');
};

/**
 * An attendance mark decides whether the player's own host ratings in this game count (host
 * stars come only from verified attendees): each one whose standing changes says so.
 */
export const verificationChanges = (
  command: ParticipantRatingCommand,
  state: RatingState,
  playerId: string,
  assessment: Assessment | undefined,
): RatingEvent[] => {
  if (!assessment) return [];
  return [...state.hostRatings.values()]
    .filter((r) => r.raterId === playerId && r.verifiedAttendee !== assessment.isParticipated)
    .map((r) => ({
      type: 'HostRatingVerificationChanged' as const,
      data: {
        activityId: command.game.activityId,
        raterId: r.raterId,
        hostId: r.hostId,
        stars: r.stars,
        verifiedAttendee: assessment.isParticipated,
      },
    }));
};

/** Spec sections 2, 5 and 6, Rate Player / Rate Participant. */
export const rateParticipant = (command: Of<'RateParticipant'>, state: RatingState): RatingEvent[] => {
  const raterRole = requireRater(command);
  const { rating } = command.data;
  const raterId = command.context.userId;
  const { game } = command;
  if (rating.ratingFor === raterId) throw new DomainError('CANNOT_RATE_SELF', 'You cannot rate yourself', 'ratingFor');
  if (!game.membership.participantIds.includes(rating.ratingFor))
    throw new DomainError('RATED_NOT_IN_GAME', 'Only the participants of this game can be rated in it', 'ratingFor');
  if (state.ratedParticipants.has(pairKey(raterId, rating.ratingFor))) {
    throw new DomainError('ALREADY_RATED', 'You already rated this participant in this game; ratings are not overwritten', 'ratingFor');
  }
  const assessment = assessmentOf(command, rating);
  requireSkillAllowed(command, assessment);
  // Spec section 5: the submit button is meant to be disabled for an empty rating; here it is refused.
  if (rating.stars === undefined && rating.ratedLevel === undefined && !assessment) {
    throw new DomainError('RATING_EMPTY', 'Give stars, a skill level or an answer to "Did the player show up?"', 'stars');
  }
  const rated: RatingEvent = {
    type: 'ParticipantRated',
    data: {
      activityId: game.activityId,
      listingId: game.listingId,
      raterId,
      raterRole,
      ratedUserId: rating.ratingFor,
      ...(rating.stars !== undefined ? { stars: rating.stars } : {}),
      ...(rating.ratedLevel !== undefined ? { ratedLevel: rating.ratedLevel } : {}),
      ...(assessment ? { assessment } : {}),
      ...(rating.description ? { description: rating.description } : {}),
      ...(rating.time ? { time: rating.time } : {}),
      ...(game.spaceId ? { spaceId: game.spaceId } : {}),
    },
  };
  return [
    rated,
    ...verificationChanges(command, state, rating.ratingFor, assessment),
    ...setAsideIfNotHappened(command, state.notHappened, rating.ratingFor),
  ];
};

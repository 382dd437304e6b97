import { DomainError, type RatingEvent } from '@sports/contracts';
import { requireMayRateHost, requireRater, setAsideIfNotHappened, type Of } from './ratingGuards';
import { pairKey, type RatingState } from './ratingState';

/**
 * Spec sections 2 and 6, Rate Hosts. The stars count towards the host's rating only from a
 * verified attendee: a participant no host or co-host has marked as not showing up (a later
 * mark can change that; see rateParticipant's verification changes).
 */
export const rateHost = (command: Of<'RateHost'>, state: RatingState): RatingEvent[] => {
  requireRater(command);
  const { game } = command;
  const raterId = command.context.userId;
  const { rating } = command.data;
  requireMayRateHost(game, raterId);
  const hosts = [game.membership.hostId, ...game.membership.coHostIds];
  if (!hosts.includes(rating.ratingFor))
    throw new DomainError('RATED_NOT_IN_GAME', 'Only the host and co-hosts of this game can be rated as hosts', 'ratingFor');
  if (state.hostRatings.has(pairKey(raterId, rating.ratingFor))) {
    throw new DomainError('ALREADY_RATED', 'You already rated this host in this game; ratings are not overwritten', 'ratingFor');
  }
  if (rating.stars === undefined) throw new DomainError('RATING_EMPTY', 'Give the host 1 to 5 stars', 'stars');
  const rated: RatingEvent = {
    type: 'HostRated',
    data: {
      activityId: game.activityId,
      raterId,
      hostId: rating.ratingFor,
      stars: rating.stars,
      ...(rating.description ? { description: rating.description } : {}),
      ...(rating.time ? { time: rating.time } : {}),
      verifiedAttendee: state.attendance.get(raterId) !== false,
      listingId: game.listingId,
      ...(game.spaceId ? { spaceId: game.spaceId } : {}),
    },
  };
  return [rated, ...setAsideIfNotHappened(command, state.notHappened, rating.ratingFor)];
};

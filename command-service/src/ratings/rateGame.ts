import { DomainError, type RatingEvent } from '@sports/contracts';
import { derivedId } from '../games/derivedIds';
import { requireRater, type Of } from './ratingGuards';
import { notHappenedBy, votesOf, type RatingState } from './ratingState';

/** One case per rater and game: a retried rating lands on the same case id. */
export const disputeCaseId = (activityId: string, raterId: string) => derivedId('d', [activityId, raterId]);

/**
 * When the votes turn, the game is marked (or no longer marked) as not having happened, and the
 * ratings of everyone rated in it are set aside (or restored), one event per person so every
 * read model of that person sees it.
 */
const happeningChanges = (command: Of<'RateGame'>, state: RatingState, gameRatings: ReadonlyMap<string, boolean>): RatingEvent[] => {
  const before = state.notHappened;
  const after = notHappenedBy(gameRatings);
  if (before === after) return [];
  const { activityId, listingId } = command.game;
  const { notHappened, happened } = votesOf(gameRatings);
  const votes = { activityId, notHappenedVotes: notHappened, raters: notHappened + happened };
  const people = [...state.ratedPeople].map((userId) => ({ activityId, userId, listingId }));
  return after
    ? [{ type: 'GameMarkedNotHappened', data: votes }, ...people.map((data) => ({ type: 'RatingsSetAside' as const, data }))]
    : [{ type: 'GameMarkedHappened', data: votes }, ...people.map((data) => ({ type: 'RatingsRestored' as const, data }))];
};

/** Spec section 2, Rate Game: did it happen (default yes), and an optional dispute that opens a case for staff. */
export const rateGame = (command: Of<'RateGame'>, state: RatingState): RatingEvent[] => {
  requireRater(command);
  const { game } = command;
  const raterId = command.context.userId;
  const { rating } = command.data;
  if (rating.ratingFor !== undefined && rating.ratingFor !== game.activityId)
    throw new DomainError('RATED_NOT_IN_GAME', 'ratingFor must be this game', 'ratingFor');
  if (state.gameRatings.has(raterId))
    throw new DomainError('ALREADY_RATED', 'You already rated this game; ratings are not overwritten', 'activityId');
  const rated: RatingEvent = {
    type: 'GameRated',
    data: {
      activityId: game.activityId,
      raterId,
      isGameHappened: rating.isGameHappened,
      dispute: rating.dispute,
      description: rating.description,
      ...(rating.time ? { time: rating.time } : {}),
      listingId: game.listingId,
      ...(game.spaceId ? { spaceId: game.spaceId } : {}),
    },
  };
  const dispute: RatingEvent[] = rating.dispute
    ? [
        {
          type: 'DisputeOpened',
          data: {
            caseId: disputeCaseId(game.activityId, raterId),
            activityId: game.activityId,
            activityName: game.name,
            listingId: game.listingId,
            spaceId: game.spaceId,
            orgId: game.orgId,
            raisedBy: raterId,
            dispute: rating.dispute,
            description: rating.description,
          },
        },
      ]
    : [];
  const gameRatings = new Map(state.gameRatings).set(raterId, rating.isGameHappened);
  return [rated, ...dispute, ...happeningChanges(command, state, gameRatings)];
};

import { reputationOf, starRatingOf } from '@sports/shared-rules';
import { USER_RATINGS_COLLECTION, assessmentOfBits, type DocumentStore, type UserRatingsDocument } from '@sports/projections';

/** A user's reputation and star rating as a host, and the assessments behind the reputation (counted: the game happened). */
export const getReputation = async (store: DocumentStore, userId: string) => {
  const doc = await store.get<UserRatingsDocument>(USER_RATINGS_COLLECTION, userId);
  const assessments = Object.entries(doc?.games ?? {}).flatMap(([activityId, game]) =>
    game.a === undefined ? [] : [{ activityId, ...assessmentOfBits(game.a), counted: !game.aside }],
  );
  return {
    userId,
    reputation: doc?.reputation ?? reputationOf([]),
    hostRating: doc?.hostRating ?? starRatingOf([]),
    assessments,
  };
};

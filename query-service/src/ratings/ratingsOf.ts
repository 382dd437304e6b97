import { ownValue } from '@sports/contracts';
import { USER_RATINGS_COLLECTION, type DocumentStore, type UserRatingsDocument } from '@sports/projections';
import { loadByIds } from '../people/personSummary';

/** The skill consensus (one listing) and reputation score of each user; null where there is none yet. */
export interface UserRatings {
  skill: { value: number; level: number; raters: number } | null;
  reputation: number | null;
}

export const ratingsOf = async (store: DocumentStore, listingId: string, userIds: readonly string[]): Promise<Map<string, UserRatings>> => {
  const docs = await loadByIds<UserRatingsDocument>(store, USER_RATINGS_COLLECTION, userIds);
  return new Map(
    userIds.map((id) => {
      const doc = docs.get(id);
      const consensus = ownValue(doc?.skill, listingId);
      const skill =
        consensus && consensus.value !== null && consensus.level !== null
          ? { value: consensus.value, level: consensus.level, raters: consensus.raters }
          : null;
      return [id, { skill, reputation: doc?.reputation.score ?? null }];
    }),
  );
};

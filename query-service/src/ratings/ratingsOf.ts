import { PLAYER_REPUTATION_COLLECTION, SKILL_RATINGS_COLLECTION, pairId, type DocumentStore, type PlayerReputationDocument, type SkillRatingsDocument } from '@sports/projections';
import { loadByIds } from '../people/personSummary';

/** The skill consensus (one listing) and reputation score of each user; null where there is none yet. */
export interface UserRatings {
  skill: { value: number; level: number; raters: number } | null;
  reputation: number | null;
}

export const ratingsOf = async (store: DocumentStore, listingId: string, userIds: readonly string[]): Promise<Map<string, UserRatings>> => {
  const skills = await loadByIds<SkillRatingsDocument>(store, SKILL_RATINGS_COLLECTION, userIds.map((id) => pairId(id, listingId)));
  const reputations = await loadByIds<PlayerReputationDocument>(store, PLAYER_REPUTATION_COLLECTION, userIds);
  return new Map(
    userIds.map((id) => {
      const consensus = skills.get(pairId(id, listingId))?.consensus;
      const skill = consensus && consensus.value !== null && consensus.level !== null ? { value: consensus.value, level: consensus.level, raters: consensus.raters } : null;
      return [id, { skill, reputation: reputations.get(id)?.reputation.score ?? null }];
    }),
  );
};

import { MIN_SKILL_RATERS, type UserDocument, ownValue } from '@sports/contracts';
import { effectiveLevelOf, skillConsensusOf, weighSkillRatings } from '@sports/shared-rules';
import { USERS_COLLECTION, USER_RATINGS_COLLECTION, skillEntryOf, type DocumentStore, type UserRatingsDocument } from '@sports/projections';
import { skillOf } from '../people/personSummary';

export const LEVEL_FORMULA = `Each rater's latest skill rating counts once (weight 1); their earlier ones, and ratings from games most raters say did not happen, weigh 0. With at least ${MIN_SKILL_RATERS} distinct raters the consensus is the median of the counted levels, rounded half up, and replaces the self level; below that the consensus is "new" and the self level is shown.`;

/**
 * How a player's level in a listing is computed, from every skill rating they received. Raters
 * are shown as R1, R2, … (in the order they first rated): the weights are open, who gave which
 * level is not, so nobody is singled out for a low rating.
 */
export const explainLevel = async (store: DocumentStore, userId: string, listingId: string) => {
  const doc = await store.get<UserRatingsDocument>(USER_RATINGS_COLLECTION, userId);
  const user = await store.get<UserDocument>(USERS_COLLECTION, userId);
  const weighed = weighSkillRatings(
    (ownValue(doc?.skillRatings, listingId) ?? []).map(skillEntryOf),
    (activityId) => ownValue(doc?.games, activityId)?.aside === true,
  );
  const consensus = skillConsensusOf(weighed);
  const selfLevel = ownValue(user?.selfSkillLevels, listingId) ?? null;
  const { level, source } = effectiveLevelOf(consensus, selfLevel);
  const pseudonyms = new Map<string, string>();
  for (const r of weighed) if (!pseudonyms.has(r.raterId)) pseudonyms.set(r.raterId, `R${pseudonyms.size + 1}`);
  return {
    userId,
    listingId,
    level: level === null ? null : skillOf(level),
    source,
    selfLevel,
    consensus,
    ratings: weighed.map((r) => ({
      activityId: r.activityId,
      rater: pseudonyms.get(r.raterId)!,
      level: r.level,
      at: r.at,
      weight: r.weight,
      reason: r.reason,
    })),
    formula: LEVEL_FORMULA,
  };
};

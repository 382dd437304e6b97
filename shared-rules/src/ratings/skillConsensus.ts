import { MIN_SKILL_RATERS } from '@sports/contracts/ratings/rules';

/** One skill level a host or co-host gave a player in one game (spec section 2, Rate Participant). */
export interface SkillRatingEntry {
  activityId: string;
  raterId: string;
  level: number;
  /** When it was given (the event's time): a rater's latest rating is the one that counts. */
  at: string;
}

/** Why a rating weighs what it weighs in the consensus (docs/ratings.md "Skill consensus"). */
export type SkillWeightReason = 'counted' | 'superseded' | 'game did not happen';

export interface WeighedSkillRating extends SkillRatingEntry {
  weight: 0 | 1;
  reason: SkillWeightReason;
}

export interface SkillConsensus {
  /** "new" until MIN_SKILL_RATERS distinct raters count: then no level is shown rather than a shaky one. */
  status: 'new' | 'established';
  /** The median of the counted levels, unrounded (sorting uses it); null while new. */
  value: number | null;
  /** The median rounded half up to a level 0..3; null while new. */
  level: number | null;
  raters: number;
  minRaters: number;
}

/**
 * Each rater's latest rating of the player counts once (weight 1); the rater's earlier ones
 * weigh 0 (superseded), and so does every rating from a game marked as not having happened.
 * Entries come in the order they were given; equal times keep that order.
 */
export const weighSkillRatings = (
  entries: readonly SkillRatingEntry[],
  isSetAside: (activityId: string) => boolean,
): WeighedSkillRating[] => {
  const counted = new Set(latestPerRater(entries, isSetAside).values());
  return entries.map((entry, i) => {
    if (isSetAside(entry.activityId)) return { ...entry, weight: 0, reason: 'game did not happen' };
    return counted.has(i) ? { ...entry, weight: 1, reason: 'counted' } : { ...entry, weight: 0, reason: 'superseded' };
  });
};

/** Rater -> the index of their latest rating among the games that count. */
const latestPerRater = (entries: readonly SkillRatingEntry[], isSetAside: (activityId: string) => boolean): Map<string, number> => {
  const latestByRater = new Map<string, number>();
  entries.forEach((entry, i) => {
    if (isSetAside(entry.activityId)) return;
    const latest = latestByRater.get(entry.raterId);
    if (latest === undefined || entry.at >= entries[latest]!.at) latestByRater.set(entry.raterId, i);
  });
  return latestByRater;
};

/** The middle value of the sorted levels; the mean of the two middle ones for an even count. */
export const medianOf = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The median, not the mean: one rater far off (a rival, a friend) cannot move it while the
 * others agree, which is what makes the level hard to game.
 */
export const skillConsensusOf = (weighed: readonly WeighedSkillRating[]): SkillConsensus =>
  skillConsensusOfLevels(weighed.filter((r) => r.weight === 1).map((r) => r.level));

/** The same consensus straight from the entries, without weighing each one (read models recompute it on every rating). */
export const skillConsensusOfEntries = (
  entries: readonly SkillRatingEntry[],
  isSetAside: (activityId: string) => boolean,
): SkillConsensus => skillConsensusOfLevels([...latestPerRater(entries, isSetAside).values()].map((i) => entries[i]!.level));

/** The consensus of the levels that count (one per rater). */
export const skillConsensusOfLevels = (counted: readonly number[]): SkillConsensus => {
  if (counted.length < MIN_SKILL_RATERS)
    return { status: 'new', value: null, level: null, raters: counted.length, minRaters: MIN_SKILL_RATERS };
  const value = medianOf(counted);
  return { status: 'established', value, level: Math.floor(value + 0.5), raters: counted.length, minRaters: MIN_SKILL_RATERS };
};

/** The level a player is shown: the consensus once established, else the player's own (spec section 7 "set self skill level"). */
export const effectiveLevelOf = (
  consensus: SkillConsensus,
  selfLevel: number | null,
): { level: number | null; source: 'consensus' | 'self' | 'none' } => {
  if (consensus.level !== null) return { level: consensus.level, source: 'consensus' };
  return selfLevel === null ? { level: null, source: 'none' } : { level: selfLevel, source: 'self' };
};

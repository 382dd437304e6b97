import { MIN_ASSESSED_GAMES, SKILL_LABELS, SKILL_NAMES, type ActivityTier } from '@sports/contracts';
import type { PlayerLevel, PlayerProfile, PlayerReputation } from './api';

/** Up to two letters for the avatar circle when there is no picture: "Uma Rao" → "UR". */
export const initials = (name: string): string => {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase());
  if (letters.length === 0) return '?';
  return letters.length === 1 ? (letters[0] as string) : `${letters[0]}${letters[letters.length - 1]}`;
};

/** A sport's name from its listing id ("football" → "Football"), as the profile does: no call names listings here. */
export const sportName = (listingId: string) => listingId.charAt(0).toUpperCase() + listingId.slice(1);

/** Spec section 4 activity tiers in words, over the last three months. */
const TIER_WORDS: Record<ActivityTier, string> = {
  'Warming Up': 'under one game a week',
  Active: 'about one game a week',
  'Super Active': 'nearly two games a week or more',
  'On Fire': 'over three games a week',
};

export const activityWords = (level: PlayerProfile['activityLevel']) => ({
  tier: level.tier,
  detail: `${level.sessions} ${level.sessions === 1 ? 'game' : 'games'} in the last ${level.weeks} weeks (${TIER_WORDS[level.tier]})`,
});

/** A sport with the level shown for it (spec section 4: BEG, AMT, INT, PRO), or "No level yet". */
export const levelWords = (level: PlayerLevel | null): string => {
  if (!level?.level) return 'No level yet';
  const shown = `${SKILL_NAMES[level.level.level]} (${SKILL_LABELS[level.level.level]})`;
  return level.source === 'consensus' ? `${shown}, rated by ${level.consensus.raters} hosts` : `${shown}, own level`;
};

/** Reputation in one line: a score once established, else how many games hosts assessed. */
export const reputationWords = (view: PlayerReputation | null): string | null => {
  if (!view) return null;
  const { reputation } = view;
  if (reputation.score !== null)
    return `Reputation ${reputation.score}/100 · showed up in ${reputation.attendedGames} of ${reputation.assessedGames} assessed games`;
  if (reputation.assessedGames === 0) return `New player: no games assessed by hosts yet (a score shows after ${MIN_ASSESSED_GAMES})`;
  return `New player: ${reputation.assessedGames} of ${MIN_ASSESSED_GAMES} games assessed by hosts`;
};

export const hostRatingWords = (view: PlayerReputation | null): string | null => {
  if (!view || view.hostRating.count === 0) return null;
  const { average, count, minCount } = view.hostRating;
  return average !== null
    ? `As a host: ${average} ★ from ${count} ${count === 1 ? 'rating' : 'ratings'}`
    : `As a host: ${count} of ${minCount} ratings needed for an average`;
};

/** The public profile's place: the first location's name, when the player gave one. */
export const placeWords = (profile: PlayerProfile): string | null => profile.profile.locations[0]?.name ?? null;

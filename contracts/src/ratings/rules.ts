/**
 * The constants of the ratings feature (spec sections 4, 5 and 9 where they come from the spec;
 * ours otherwise, explained in docs/ratings.md). Every formula reads its thresholds from here.
 */

/** Spec section 9: past-activity look-back of the review prompt. */
export const REVIEW_DAYS_BACK = 10;
/** The longest look-back a client may ask the review prompt for. */
export const MAX_REVIEW_DAYS_BACK = 90;
/** Spec section 9: host (and player) star scale, 1 to 5. */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
/** Spec section 9: dispute types, as the Rate Game screen offers them (section 2). */
export const DISPUTE_TYPES = ['Scam', 'Team Player', 'Others'] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];
/** How staff close a dispute case: upheld counts against the game's host, dismissed changes nothing. */
export const DISPUTE_OUTCOMES = ['upheld', 'dismissed'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
/** Reputation points an established host loses for each upheld dispute about a game they hosted. */
export const UPHELD_DISPUTE_PENALTY = 10;

/** A skill consensus replaces the self level only once this many distinct raters rated the player ("new" below). */
export const MIN_SKILL_RATERS = 3;
/** Star averages (of a host, or of a player) are shown from this many counted ratings on. */
export const MIN_STAR_RATINGS = 3;
/** A reputation score needs this many games in which a host or co-host assessed the player. */
export const MIN_ASSESSED_GAMES = 3;
/** A game is marked as not having happened when at least this many raters say so, and they are most raters. */
export const MIN_NOT_HAPPENED_VOTES = 2;
/** Leaderboards count the games played in this window. */
export const LEADERBOARD_WINDOW_DAYS = 90;
export const LEADERBOARD_WINDOW_MS = LEADERBOARD_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * A participant rating can be revised until this many days after the game ends
 * (ours: long enough for the review prompt's look-back to still be inside it on most days, short
 * enough that a level is not rewritten long after the game). The host-only parts keep their own
 * rule: only while the game is not over (spec sections 5 and 6).
 */
export const RATING_REVISION_DAYS = 7;
export const RATING_REVISION_MS = RATING_REVISION_DAYS * 24 * 60 * 60 * 1000;

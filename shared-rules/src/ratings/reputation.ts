import { MIN_ASSESSED_GAMES, MIN_STAR_RATINGS, UPHELD_DISPUTE_PENALTY } from '@sports/contracts/ratings/rules';

/**
 * What a host or co-host said about a player in one game (spec section 2, Rate Participant:
 * 'Did the player show up?' and the flags Punctual, Team Player, Particular On Payments).
 */
export interface Assessment {
  isParticipated: boolean;
  isPunctual: boolean;
  isTeamPlayer: boolean;
  isOnTimePayment: boolean;
}

/** Reliability, kept apart from skill: how often the player came, and what the hosts noticed. */
export interface Reputation {
  status: 'new' | 'established';
  assessedGames: number;
  attendedGames: number;
  /** attended / assessed, 0..1 with two decimals; null before any assessment. */
  attendanceRate: number | null;
  punctual: number;
  teamPlayer: number;
  paysOnTime: number;
  /** Dispute cases about games they hosted that staff upheld. */
  upheldDisputes: number;
  /** 0..100 once MIN_ASSESSED_GAMES games were assessed, less UPHELD_DISPUTE_PENALTY for each upheld dispute; null while new. */
  score: number | null;
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** The counts a reputation is made of, over the games that count: kept as a running tally by the read model. */
export interface AssessmentTally {
  assessedGames: number;
  attendedGames: number;
  punctual: number;
  teamPlayer: number;
  paysOnTime: number;
}

export const NO_ASSESSMENTS: AssessmentTally = { assessedGames: 0, attendedGames: 0, punctual: 0, teamPlayer: 0, paysOnTime: 0 };

/** Adds one game's assessment to a tally (sign 1), or takes it back out (sign -1). */
export const tallyAssessment = (tally: AssessmentTally, a: Assessment, sign: 1 | -1): AssessmentTally => ({
  assessedGames: tally.assessedGames + sign,
  attendedGames: tally.attendedGames + (a.isParticipated ? sign : 0),
  punctual: tally.punctual + (a.isPunctual ? sign : 0),
  teamPlayer: tally.teamPlayer + (a.isTeamPlayer ? sign : 0),
  paysOnTime: tally.paysOnTime + (a.isOnTimePayment ? sign : 0),
});

/**
 * The score weighs showing up twice and each flag once: 100 × (2·attended + punctual +
 * teamPlayer + paysOnTime) / (5 · assessed), from MIN_ASSESSED_GAMES assessed games on.
 * Flags can only be set for a player who showed up.
 */
export const reputationFromTally = (t: AssessmentTally, upheldDisputes = 0): Reputation => {
  const established = t.assessedGames >= MIN_ASSESSED_GAMES;
  const earned = Math.round((100 * (2 * t.attendedGames + t.punctual + t.teamPlayer + t.paysOnTime)) / (5 * t.assessedGames));
  return {
    status: established ? 'established' : 'new',
    ...t,
    attendanceRate: t.assessedGames === 0 ? null : twoDecimals(t.attendedGames / t.assessedGames),
    upheldDisputes,
    score: established ? Math.max(0, earned - UPHELD_DISPUTE_PENALTY * upheldDisputes) : null,
  };
};

/** One assessment per game (the game's verdict when the host and a co-host both assessed). */
export const reputationOf = (perGame: readonly Assessment[]): Reputation =>
  reputationFromTally(perGame.reduce((tally, a) => tallyAssessment(tally, a, 1), NO_ASSESSMENTS));

/** Stars counted in one game: their sum and how many. */
export interface StarTally {
  sum: number;
  count: number;
}

export interface StarRating {
  count: number;
  /** One decimal; null below MIN_STAR_RATINGS counted ratings, so two friends cannot make a five-star host. */
  average: number | null;
  minCount: number;
}

export const starRatingFromTally = ({ sum, count }: StarTally): StarRating => ({
  count,
  average: count >= MIN_STAR_RATINGS ? Math.round((sum / count) * 10) / 10 : null,
  minCount: MIN_STAR_RATINGS,
});

export const starRatingOf = (perGame: readonly StarTally[]): StarRating =>
  starRatingFromTally(perGame.reduce((total, t) => ({ sum: total.sum + t.sum, count: total.count + t.count }), { sum: 0, count: 0 }));

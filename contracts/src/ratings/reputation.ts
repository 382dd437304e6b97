import { MIN_ASSESSED_GAMES, MIN_STAR_RATINGS } from './rules';

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
  /** 0..100 once MIN_ASSESSED_GAMES games were assessed; null while new. */
  score: number | null;
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * One assessment per game (the latest, when the host and a co-host both assessed). The score
 * weighs showing up twice and each flag once: 100 × (2·attended + punctual + teamPlayer +
 * paysOnTime) / (5 · assessed). Flags can only be set for a player who showed up.
 */
export const reputationOf = (perGame: readonly Assessment[]): Reputation => {
  const assessedGames = perGame.length;
  const count = (flag: keyof Assessment) => perGame.filter((a) => a[flag]).length;
  const attendedGames = count('isParticipated');
  const [punctual, teamPlayer, paysOnTime] = [count('isPunctual'), count('isTeamPlayer'), count('isOnTimePayment')];
  const established = assessedGames >= MIN_ASSESSED_GAMES;
  return {
    status: established ? 'established' : 'new',
    assessedGames,
    attendedGames,
    attendanceRate: assessedGames === 0 ? null : twoDecimals(attendedGames / assessedGames),
    punctual,
    teamPlayer,
    paysOnTime,
    score: established ? Math.round((100 * (2 * attendedGames + punctual + teamPlayer + paysOnTime)) / (5 * assessedGames)) : null,
  };
};

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

export const starRatingOf = (perGame: readonly StarTally[]): StarRating => {
  const count = perGame.reduce((n, t) => n + t.count, 0);
  const sum = perGame.reduce((n, t) => n + t.sum, 0);
  return { count, average: count >= MIN_STAR_RATINGS ? Math.round((sum / count) * 10) / 10 : null, minCount: MIN_STAR_RATINGS };
};

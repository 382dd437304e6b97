import { describe, expect, it } from 'vitest';
import { isMarkedNotHappened } from './gameHappening';
import { NO_ASSESSMENTS, reputationFromTally, reputationOf, starRatingOf, tallyAssessment, type Assessment } from './reputation';
import { MIN_ASSESSED_GAMES, MIN_STAR_RATINGS, UPHELD_DISPUTE_PENALTY } from '@sports/contracts/ratings/rules';

const came = (flags: Partial<Assessment> = {}): Assessment => ({
  isParticipated: true,
  isPunctual: false,
  isTeamPlayer: false,
  isOnTimePayment: false,
  ...flags,
});
const absent: Assessment = { isParticipated: false, isPunctual: false, isTeamPlayer: false, isOnTimePayment: false };

describe('reputation (docs/ratings.md "Reputation")', () => {
  it('tracks attendance apart from skill: attended over assessed games, and each flag counted per game', () => {
    const reputation = reputationOf([
      came({ isPunctual: true, isTeamPlayer: true }),
      came({ isOnTimePayment: true, isPunctual: true }),
      absent,
      came(),
    ]);
    expect(reputation).toEqual({
      status: 'established',
      assessedGames: 4,
      attendedGames: 3,
      attendanceRate: 0.75,
      punctual: 2,
      teamPlayer: 1,
      paysOnTime: 1,
      upheldDisputes: 0,
      // 100 × (2·3 + 2 + 1 + 1) / (5 · 4) = 50
      score: 50,
    });
  });

  it('scores 100 for a player who always came with every flag, and 0 for one who never came', () => {
    const perfect = came({ isPunctual: true, isTeamPlayer: true, isOnTimePayment: true });
    expect(reputationOf([perfect, perfect, perfect]).score).toBe(100);
    expect(reputationOf([absent, absent, absent]).score).toBe(0);
  });

  it(`has no score below ${MIN_ASSESSED_GAMES} assessed games`, () => {
    expect(reputationOf([came(), came()])).toMatchObject({ status: 'new', score: null, attendanceRate: 1 });
    expect(reputationOf([])).toMatchObject({ status: 'new', score: null, attendanceRate: null, assessedGames: 0 });
  });
});

describe('the running tally behind a reputation', () => {
  it('adds and takes back one game at a time, and agrees with counting all games again', () => {
    const games = [came({ isPunctual: true }), absent, came({ isTeamPlayer: true, isOnTimePayment: true }), came()];
    let tally = NO_ASSESSMENTS;
    for (const game of games) tally = tallyAssessment(tally, game, 1);
    expect(reputationFromTally(tally)).toEqual(reputationOf(games));
    expect(reputationFromTally(tallyAssessment(tally, games[2]!, -1))).toEqual(reputationOf([games[0]!, games[1]!, games[3]!]));
  });
});

describe('star ratings (hosts)', () => {
  it(`averages to one decimal, shown from ${MIN_STAR_RATINGS} counted ratings on`, () => {
    expect(starRatingOf([{ sum: 9, count: 2 }])).toEqual({ count: 2, average: null, minCount: MIN_STAR_RATINGS });
    expect(
      starRatingOf([
        { sum: 9, count: 2 },
        { sum: 5, count: 1 },
      ]),
    ).toEqual({ count: 3, average: 4.7, minCount: MIN_STAR_RATINGS });
    expect(starRatingOf([])).toEqual({ count: 0, average: null, minCount: MIN_STAR_RATINGS });
  });
});

describe('did the game happen (docs/ratings.md "Games that did not happen")', () => {
  it.each([
    [{ happened: 0, notHappened: 1 }, false, 'one rater alone'],
    [{ happened: 0, notHappened: 2 }, true, 'two of two'],
    [{ happened: 2, notHappened: 2 }, false, 'a tie is not most'],
    [{ happened: 2, notHappened: 3 }, true, 'three of five'],
    [{ happened: 4, notHappened: 3 }, false, 'three of seven'],
  ])('%j: %s (%s)', (votes, marked) => expect(isMarkedNotHappened(votes)).toBe(marked));
});

describe('upheld disputes', () => {
  const established = { assessedGames: 3, attendedGames: 3, punctual: 3, teamPlayer: 3, paysOnTime: 3 };
  it('take UPHELD_DISPUTE_PENALTY points each from an established score, never below 0', () => {
    expect(reputationFromTally(established).score).toBe(100);
    expect(reputationFromTally(established, 2)).toMatchObject({ score: 100 - 2 * UPHELD_DISPUTE_PENALTY, upheldDisputes: 2 });
    expect(reputationFromTally(established, 50).score).toBe(0);
  });
  it('are counted but score nothing while the player is new', () => {
    expect(
      reputationFromTally({ ...established, assessedGames: 1, attendedGames: 1, punctual: 1, teamPlayer: 1, paysOnTime: 1 }, 1),
    ).toMatchObject({ score: null, upheldDisputes: 1 });
  });
});

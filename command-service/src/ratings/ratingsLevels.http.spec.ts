import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { castOf, during, getSettled, on, rate, ratedGame, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * Levels, reputation, host stars, games that did not happen and the leaderboard sorts, through
 * the API (docs/ratings.md has the formulas; contracts/src/ratings has their unit tests).
 *
 * Four games at Marina, Chennai, 21-24 November: g1 and g3 hosted by hostA (co-host coA), g2
 * and g4 by hostB (co-host coB); arjun, priya, kavya and meera play in all four.
 */
let platform: TestPlatform;
let cast: Cast;
const games: string[] = [];
const DAYS = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
const LATER = '2026-11-25T10:00:00.000Z';
const players = ['arjun', 'priya', 'kavya', 'meera'];

const ok = async (response: Promise<Response>) => {
  const r = await response;
  expect([r.status, r.status === 200 ? null : await r.text()]).toEqual([200, null]);
};
const level = async () => (await json(await getSettled(platform, `/api/vm/users/${cast.arjun!.userId}/level/football`))).data;
const reputation = async (who: string) => (await json(await getSettled(platform, `/api/vm/users/${cast[who]!.userId}/reputation`))).data;
const board = async (sort: string) =>
  (await json(await getSettled(platform, `/api/vm/leaderboard?listingId=football&region=Chennai&sort=${sort}`))).data;

beforeAll(async () => {
  platform = await startTestStack();
  cast = await castOf(platform, 'lv', ['hostA', 'coA', 'hostB', 'coB', ...players]);
  await ok(platform.request('PUT', '/api/vm/skill/football', { token: cast.arjun!.token, body: { selfLevel: 1 } }));
  for (const [i, day] of DAYS.entries()) {
    const [host, coHost] = i % 2 === 0 ? ['hostA', 'coA'] : ['hostB', 'coB'];
    games.push(await ratedGame(platform, cast, players, { host, coHost, overrides: on(day) }));
  }
  const g1 = games[0]!;
  // g1: hostA and coA assess arjun; hostA marks meera as not showing up.
  platform.setNow(during(DAYS[0]!));
  await ok(
    rate(platform, g1, 'participant', cast.hostA!.token, {
      ratingFor: cast.arjun!.userId,
      ratedLevel: 2,
      isParticipated: true,
      isPunctual: true,
    }),
  );
  await ok(rate(platform, g1, 'participant', cast.coA!.token, { ratingFor: cast.arjun!.userId, ratedLevel: 3 }));
  await ok(rate(platform, g1, 'participant', cast.hostA!.token, { ratingFor: cast.meera!.userId, isParticipated: false }));
});
afterAll(() => platform.close());

describe('skill consensus and its explanation', () => {
  it('stays "new" below three distinct raters: the self level is shown, not a shaky consensus', async () => {
    const explained = await level();
    expect(explained).toMatchObject({
      source: 'self',
      selfLevel: 1,
      level: { level: 1, label: 'AMT' },
      consensus: { status: 'new', level: null, value: null, raters: 2 },
    });
    platform.setNow(during(DAYS[1]!));
    await ok(
      rate(platform, games[1]!, 'participant', cast.hostB!.token, {
        ratingFor: cast.arjun!.userId,
        ratedLevel: 1,
        isTeamPlayer: true,
        isOnTimePayment: true,
      }),
    );
    expect(await level()).toMatchObject({
      source: 'consensus',
      level: { level: 2 },
      consensus: { status: 'established', value: 2, raters: 3 },
    });
  });

  it("counts each rater's latest rating once, and explains every rating with its weight", async () => {
    platform.setNow(during(DAYS[2]!));
    await ok(
      rate(platform, games[2]!, 'participant', cast.hostA!.token, { ratingFor: cast.arjun!.userId, ratedLevel: 3, isParticipated: true }),
    );
    const explained = await level();
    expect(
      explained.ratings.map((r: { rater: string; level: number; weight: number; reason: string }) => [
        r.rater,
        r.level,
        r.weight,
        r.reason,
      ]),
    ).toEqual([
      ['R1', 2, 0, 'superseded'],
      ['R2', 3, 1, 'counted'],
      ['R3', 1, 1, 'counted'],
      ['R1', 3, 1, 'counted'],
    ]);
    expect(explained).toMatchObject({
      source: 'consensus',
      level: { level: 3, label: 'PRO' },
      consensus: { status: 'established', value: 3, raters: 3, minRaters: 3 },
    });
    expect(explained.formula).toMatch(/median/);
  });
});

describe('reputation and host stars', () => {
  it("reliability from the hosts' assessments, apart from skill", async () => {
    expect((await reputation('arjun')).reputation).toEqual({
      status: 'established',
      assessedGames: 3,
      attendedGames: 3,
      attendanceRate: 1,
      punctual: 1,
      teamPlayer: 1,
      paysOnTime: 1,
      upheldDisputes: 0,
      score: 60, // 100 × (2·3 + 1 + 1 + 1) / (5 · 3)
    });
    expect((await reputation('meera')).reputation).toMatchObject({
      status: 'new',
      assessedGames: 1,
      attendedGames: 0,
      attendanceRate: 0,
      score: null,
    });
  });

  it('host stars count only from verified attendees and show from three ratings on', async () => {
    platform.setNow(LATER);
    await ok(rate(platform, games[0]!, 'host', cast.priya!.token, { ratingFor: cast.hostA!.userId, stars: 5 }));
    await ok(rate(platform, games[0]!, 'host', cast.meera!.token, { ratingFor: cast.hostA!.userId, stars: 1 })); // marked as not showing up
    await ok(rate(platform, games[0]!, 'host', cast.kavya!.token, { ratingFor: cast.hostA!.userId, stars: 4 }));
    expect((await reputation('hostA')).hostRating).toEqual({ count: 2, average: null, minCount: 3 });
    await ok(rate(platform, games[0]!, 'host', cast.arjun!.token, { ratingFor: cast.hostA!.userId, stars: 4 }));
    expect((await reputation('hostA')).hostRating).toEqual({ count: 3, average: 4.3, minCount: 3 });
  });
});

describe('a game most raters say did not happen leaves stats and levels', () => {
  const row = (data: { leaders: Array<{ rank: number; user: { id: string }; gamesPlayed: number }> }) =>
    data.leaders.map((l) => [l.rank, l.user.id.slice(3), l.gamesPlayed]);

  it('before: g4 counts for games played, the activity level, reputation and skill', async () => {
    platform.setNow(during(DAYS[3]!));
    await ok(
      rate(platform, games[3]!, 'participant', cast.hostB!.token, {
        ratingFor: cast.arjun!.userId,
        ratedLevel: 0,
        isParticipated: true,
        isPunctual: true,
      }),
    );
    await platform.passTime(LATER); // the game clock appends the games' ends
    expect(row(await board('gamesPlayed')).slice(0, 4)).toEqual([
      [1, 'arjun', 4],
      [1, 'kavya', 4],
      [1, 'meera', 4],
      [1, 'priya', 4],
    ]);
    expect((await reputation('arjun')).reputation).toMatchObject({ assessedGames: 4, punctual: 2 });
    const profile = (await json(await getSettled(platform, `/api/user/profile/${cast.arjun!.userId}`))).data;
    expect(profile.activityLevel.sessions).toBe(4);
  });

  it('one "did not happen" is not enough; two of two mark it, and everything of g4 is set aside', async () => {
    await ok(rate(platform, games[3]!, 'game', cast.priya!.token, { isGameHappened: false }));
    expect(row(await board('gamesPlayed'))[0]).toEqual([1, 'arjun', 4]);
    await ok(
      rate(platform, games[3]!, 'game', cast.kavya!.token, { isGameHappened: false, dispute: 'Scam', description: 'Turf was locked' }),
    );
    expect(row(await board('gamesPlayed'))).toEqual([
      [1, 'arjun', 3],
      [1, 'kavya', 3],
      [1, 'meera', 3],
      [1, 'priya', 3],
      [5, 'coA', 2],
      [5, 'hostA', 2],
      [7, 'coB', 1],
      [7, 'hostB', 1],
    ]);
    expect((await reputation('arjun')).reputation).toMatchObject({ assessedGames: 3, punctual: 1, score: 60 });
    const assessments = (await reputation('arjun')).assessments;
    expect(assessments.find((a: { activityId: string }) => a.activityId === games[3])).toMatchObject({ counted: false });
    const explained = await level();
    expect(explained.ratings.at(-1)).toMatchObject({ level: 0, weight: 0, reason: 'game did not happen' });
    const profile = (await json(await getSettled(platform, `/api/user/profile/${cast.arjun!.userId}`))).data;
    expect(profile.activityLevel.sessions).toBe(3);
  });

  it('the leaderboard sorts by skill and by reputation, "new" players last', async () => {
    const bySkill = await board('skill');
    expect(bySkill).toMatchObject({ sort: 'skill', windowDays: 90, region: 'chennai' });
    expect(bySkill.leaders[0]).toMatchObject({
      rank: 1,
      user: { id: cast.arjun!.userId },
      gamesPlayed: 3,
      skill: { value: 3, level: 3, raters: 3 },
      reputation: 60,
    });
    expect(bySkill.leaders.slice(1).every((l: { rank: number; skill: unknown }) => l.rank === 2 && l.skill === null)).toBe(true);
    const byReputation = await board('reputation');
    expect(byReputation.leaders[0]).toMatchObject({ rank: 1, user: { id: cast.arjun!.userId }, reputation: 60 });
    expect(byReputation.leaders).toHaveLength(8);
  });

  it('games leave the board 90 days after they ended', async () => {
    await platform.passTime('2027-02-19T10:00:00.000Z'); // g1 ended 2026-11-21T14:00Z: 90 days are up at 14:00 today
    expect(row(await board('gamesPlayed'))[0]).toEqual([1, 'arjun', 3]);
    await platform.passTime('2027-02-21T00:00:00.000Z'); // g1 and g2 have left the window (RatingWindowClosed)
    expect(row(await board('gamesPlayed')).slice(0, 2)).toEqual([
      [1, 'arjun', 1],
      [1, 'coA', 1],
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';

/** The demo data set: games waiting for a review, and a rated history behind levels and boards. */
let platform: TestPlatform;
const get = async (path: string, userId?: string) => {
  await platform.settle();
  const token = userId ? (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))).accessToken : undefined;
  return (await json(await platform.request('GET', path, { token }))).data;
};

beforeAll(async () => {
  const now = new Date().toISOString();
  platform = await startTestStack({ env: { DEMO_DATA: 'true' }, now });
  await platform.passTime(now); // the game clock's first sweep: the demo's past games end
});
afterAll(() => platform.close());

describe('demo ratings', () => {
  it("the recent past games wait in the demo users' review prompts", async () => {
    const priya = await get('/api/vm/activities/review/my_activities/demo-player-priya?statusList=past&daysBack=10', 'demo-player-priya');
    expect(priya.map((p: { activityName: string }) => p.activityName)).toEqual(['Doubles Ladder Night', 'Morning 5-a-side']);
    expect(await get('/api/vm/activities/review/my_activities/demo-player-kavya', 'demo-player-kavya')).toHaveLength(1);
  });

  it("Priya's football level is a consensus of three raters; Arjun's is still new, so his own level shows", async () => {
    const priya = await get('/api/vm/users/demo-player-priya/level/football');
    expect(priya).toMatchObject({
      source: 'consensus',
      level: { level: 2, label: 'INT' },
      selfLevel: 1,
      consensus: { status: 'established', raters: 3 },
    });
    expect(priya.ratings.some((r: { reason: string }) => r.reason === 'superseded')).toBe(true);
    expect(await get('/api/vm/users/demo-player-arjun/level/football')).toMatchObject({
      source: 'self',
      level: { level: 2 },
      consensus: { status: 'new', raters: 2 },
    });
  });

  it('reputations, a host rating and the leaderboard sorts are filled in', async () => {
    expect((await get('/api/vm/users/demo-player-priya/reputation')).reputation).toMatchObject({
      status: 'established',
      assessedGames: 6,
      attendedGames: 6,
    });
    expect((await get('/api/vm/users/demo-host-rahul/reputation')).hostRating).toMatchObject({ average: expect.any(Number) });
    const bySkill = await get('/api/vm/leaderboard?listingId=football&region=chennai&sort=skill');
    expect(bySkill.leaders[0]).toMatchObject({ user: { id: 'demo-player-priya' }, skill: { level: 2 } });
    const byReputation = await get('/api/vm/leaderboard?listingId=football&region=chennai&sort=reputation');
    expect(byReputation.leaders.filter((l: { reputation: number | null }) => l.reputation !== null).length).toBeGreaterThanOrEqual(3);
  });

  it("Kavya's dispute is in the queue of the demo manager, whose organisation runs the Marina space, with Priya's about a game typed at the Andheri courts' address", async () => {
    const { disputes } = await get('/api/vm/disputes', 'demo-manager-vikram');
    expect(disputes).toEqual([
      // Newest first.
      expect.objectContaining({
        raisedBy: 'demo-player-priya',
        dispute: 'Others',
        spaceId: null,
        activityName: 'Smash Social (typed address)',
      }),
      expect.objectContaining({
        raisedBy: 'demo-player-kavya',
        dispute: 'Team Player',
        spaceId: 'space-marina-turf',
        activityName: 'Marina Football League, week 3',
      }),
    ]);
  });
});

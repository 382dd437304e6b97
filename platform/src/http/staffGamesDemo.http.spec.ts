import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '@sports/demo/games';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';

/**
 * The demo data set's games at their venues (spec section 1; docs/adr/0108-games-at-their-venues.md): Vikram, Marina Sports' manager, sees
 * every game and dispute at Marina's venues (the
 * turf by its id, the Andheri courts by name or by the address a host typed) and nothing of
 * Harbour Courts'; Farah, Harbour's owner, the other way round.
 */
let platform: TestPlatform;
const tokenOf = async (userId: string) =>
  (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))).accessToken as string;
const list = async <T>(userId: string, resource: string): Promise<T[]> => {
  await platform.settle();
  const response = await platform.request('GET', `/admin-api/${resource}?range=${encodeURIComponent('[0,199]')}`, {
    token: await tokenOf(userId),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T[];
};
const namesOf = (games: Array<{ name: string }>) => games.map((g) => g.name).sort();
const caseNames = (cases: Array<{ activityName: string }>) => cases.map((c) => c.activityName).sort();

beforeAll(async () => {
  const now = new Date().toISOString();
  platform = await startTestStack({ env: { DEMO_DATA: 'true' }, now });
  await platform.passTime(now);
});
afterAll(() => platform.close());

describe("the demo's games at their venues", () => {
  it("Vikram sees every game at Marina's venues, however the host named the place, and none of Harbour Courts'", async () => {
    const marina = GAMES.filter((g) => g.venue === 'marina' || g.venue === 'andheri')
      .map((g) => g.details.name)
      .sort();
    const seen = await list<{ name: string; spaceId?: string }>('demo-manager-vikram', 'games');
    expect(namesOf(seen)).toEqual(marina);
    expect(namesOf(seen)).toEqual(expect.arrayContaining(['Doubles Ladder Night', 'Smash Social (typed address)']));
    expect(namesOf(seen)).not.toContain('Harbour Doubles Mixer');
    // Marina's staff member sees the same games.
    expect(namesOf(await list('demo-staff-meera', 'games'))).toEqual(marina);
    expect(namesOf(await list('demo-manager-farah', 'games'))).toEqual(['Harbour Doubles Mixer']);
    expect((await list('demo-admin-neha', 'games')).length).toBe(GAMES.length);
  });

  it("Vikram's dispute queue holds the cases about Marina's venues, the typed-address game's too; Harbour's stays Harbour's", async () => {
    const vikram = await list<{ activityName: string; spaceId: string | null }>('demo-manager-vikram', 'disputes');
    expect(caseNames(vikram)).toEqual(['Marina Football League, week 3', 'Smash Social (typed address)']);
    expect(vikram.find((c) => c.activityName === 'Smash Social (typed address)')!.spaceId).toBeNull();
    expect(caseNames(await list('demo-manager-farah', 'disputes'))).toEqual(['Harbour Doubles Mixer']);
    expect(caseNames(await list('demo-admin-neha', 'disputes'))).toEqual([
      'Harbour Doubles Mixer',
      'Marina Football League, week 3',
      'Smash Social (typed address)',
    ]);
    const { data } = await json(await platform.request('GET', '/api/vm/disputes', { token: await tokenOf('demo-manager-vikram') }));
    expect(caseNames(data.disputes)).toEqual(['Marina Football League, week 3', 'Smash Social (typed address)']);
  });

  it("Vikram resolves Priya's dispute about the typed-address game; Farah cannot", async () => {
    const vikram = await list<{ id: string; activityId: string; activityName: string }>('demo-manager-vikram', 'disputes');
    const typed = vikram.find((c) => c.activityName === 'Smash Social (typed address)')!;
    const body = { activityId: typed.activityId, outcome: 'dismissed', note: 'The Andheri courts were booked for this game' };
    const resolve = async (userId: string) =>
      platform.request('POST', `/admin-api/disputes/${typed.id}/resolve`, { token: await tokenOf(userId), body });
    expect((await resolve('demo-manager-farah')).status).toBe(404);
    const response = await resolve('demo-manager-vikram');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id: typed.id, activityId: typed.activityId, status: 'resolved', outcome: 'dismissed' });
    await platform.settle();
    const shown = await platform.request('GET', `/admin-api/disputes/${typed.id}`, { token: await tokenOf('demo-manager-vikram') });
    expect(await json(shown)).toMatchObject({
      status: 'resolved',
      resolution: { outcome: 'dismissed', resolvedBy: 'demo-manager-vikram' },
    });
  });
});

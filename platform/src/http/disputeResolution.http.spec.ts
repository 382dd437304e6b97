import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { expectProblem, json } from './fixtures';
import { AFTER, castOf, getSettled, rate, ratedGame, ratingEventTypes, type Cast } from './ratingsFixtures';

/**
 * Closing dispute cases from the back office (the back-office issue: "resolve a dispute: upheld or
 * dismissed, with a note; the outcome flows into reputation"). The game is held at space marina.
 */
let platform: TestPlatform;
let cast: Cast;
let activityId: string;
const cases: Record<string, string> = {};

const token = (role: 'admin' | 'org_staff', scopeIds: string[]) =>
  platform.tokens.issue({ userId: `${role}-${scopeIds.join('+') || 'all'}`, name: 'Staff', role, scopeIds }).then((t) => t.accessToken);
const resolve = async (caseId: string, body: unknown, who: string) => platform.request('POST', `/admin-api/disputes/${caseId}/resolve`, { token: who, body });
const reputationOf = async (userId: string) => (await json(await getSettled(platform, `/api/vm/users/${userId}/reputation`, cast.priya!.token))).data.reputation;

beforeAll(async () => {
  platform = await startTestPlatform();
  cast = await castOf(platform, 'dr', ['host', 'cohost', 'priya', 'kavya']);
  activityId = await ratedGame(platform, cast, ['priya', 'kavya'], { overrides: { spaceId: 'marina' } });
  platform.setNow(AFTER);
  for (const [name, dispute] of [['kavya', 'Scam'], ['priya', 'Others']] as const) {
    expect((await rate(platform, activityId, 'game', cast[name]!.token, { isGameHappened: true, dispute, description: 'Pitch was double-booked' })).status).toBe(200);
  }
  const { data } = await json(await getSettled(platform, '/api/vm/disputes', await token('admin', [])));
  for (const c of data.disputes as Array<{ raisedBy: string; caseId: string }>) cases[c.raisedBy === cast.kavya!.userId ? 'kavya' : 'priya'] = c.caseId;
});
afterAll(() => platform.close());

describe('resolving dispute cases', () => {
  it('staff of the space uphold a case once: the case leaves the open queue and counts against the host', async () => {
    const staff = await token('org_staff', ['turf-co', 'space:marina']);
    const response = await resolve(cases.kavya!, { activityId, outcome: 'upheld', note: 'Venue confirmed the double booking' }, staff);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id: cases.kavya, activityId, status: 'resolved', outcome: 'upheld' });
    expect((await ratingEventTypes(platform, activityId)).filter((t) => t === 'DisputeResolved')).toHaveLength(1);
    await expectProblem(await resolve(cases.kavya!, { activityId, outcome: 'dismissed' }, staff), 409, 'DISPUTE_ALREADY_RESOLVED', 'caseId');

    const open = (await json(await getSettled(platform, '/api/vm/disputes', staff))).data.disputes;
    expect(open.map((c: { caseId: string }) => c.caseId)).toEqual([cases.priya]);
    const closed = await json(await platform.request('GET', `/admin-api/disputes/${cases.kavya}`, { token: staff }));
    expect(closed).toMatchObject({ status: 'resolved', resolution: { outcome: 'upheld', note: 'Venue confirmed the double booking', resolvedBy: 'org_staff-turf-co+space:marina', resolvedAt: AFTER } });
    expect((await reputationOf(cast.host!.userId)).upheldDisputes).toBe(1);
  });

  it('a dismissed case changes no reputation', async () => {
    expect((await resolve(cases.priya!, { activityId, outcome: 'dismissed', note: '' }, await token('admin', []))).status).toBe(200);
    expect((await reputationOf(cast.host!.userId)).upheldDisputes).toBe(1);
    expect((await reputationOf(cast.priya!.userId)).upheldDisputes).toBe(0);
  });

  it('is closed only by those whose queue holds it; for anyone else the case does not exist', async () => {
    const before = await platform.eventCount();
    const elsewhere = await token('org_staff', ['other-co', 'space:harbour']);
    await expectProblem(await resolve(cases.priya!, { activityId, outcome: 'upheld' }, elsewhere), 404, 'DISPUTE_NOT_FOUND', 'caseId');
    await expectProblem(await resolve(cases.priya!, { activityId, outcome: 'upheld' }, cast.kavya!.token), 403, 'FORBIDDEN');
    await expectProblem(await resolve('no-such-case', { activityId, outcome: 'upheld' }, await token('admin', [])), 404, 'DISPUTE_NOT_FOUND', 'caseId');
    expect(await platform.eventCount()).toBe(before);
  });

  it('refuses bad input by field, appending nothing', async () => {
    const before = await platform.eventCount();
    const admin = await token('admin', []);
    await expectProblem(await resolve(cases.priya!, { activityId, outcome: 'maybe' }, admin), 400, 'VALIDATION_FAILED', 'outcome');
    await expectProblem(await resolve(cases.priya!, { outcome: 'upheld' }, admin), 400, 'VALIDATION_FAILED', 'activityId');
    await expectProblem(await resolve(cases.priya!, { activityId, outcome: 'upheld', note: 'x'.repeat(1001) }, admin), 400, 'VALIDATION_FAILED', 'note');
    await expectProblem(await resolve(cases.priya!, { activityId, outcome: 'upheld', extra: 1 }, admin), 400, 'VALIDATION_FAILED');
    expect(await platform.eventCount()).toBe(before);
  });
});

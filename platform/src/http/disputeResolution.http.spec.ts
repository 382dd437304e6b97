import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProjectionRunner,
  RATING_DISPUTES_COLLECTION,
  SqliteDocumentStore,
  USER_RATINGS_COLLECTION,
  disputesProjection,
  userRatingsProjection,
  type DocumentStore,
} from '@sports/projections';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { managerToken, setUpVenue, spaceBody, staffToken } from '@sports/testing/http/bookingsFixtures';
import { AFTER, castOf, getSettled, rate, ratedGame, ratingEventTypes, type Cast } from '@sports/testing/http/ratingsFixtures';

/**
 * Dispute cases in the back office ("a dispute about a game
 * at an organisation's venue is in that organisation's queue, not only the platform admin's;
 * resolving needs an explicit outcome and a note; a manager can reopen a resolved dispute with a
 * note; each step is an event in the record's history"). Two organisations: turf-co runs venue
 * marina, where the game was played; other-co runs harbour. Spec section 2 (Rate Game) opens the cases.
 */
let platform: TestPlatform;
let cast: Cast;
let activityId: string;
const cases: Record<string, string> = {};
const who: Record<string, string> = {};

const adminToken = () =>
  platform.tokens.issue({ userId: 'ops-asha', name: 'Asha Ops', role: 'admin', scopeIds: [] }).then((t) => t.accessToken);
const resolve = (caseId: string, body: unknown, token: string) =>
  platform.request('POST', `/admin-api/disputes/${caseId}/resolve`, { token, body });
const reopen = (caseId: string, body: unknown, token: string) =>
  platform.request('POST', `/admin-api/disputes/${caseId}/reopen`, { token, body });
const reputationOf = async (userId: string) =>
  (await json(await getSettled(platform, `/api/vm/users/${userId}/reputation`, cast.priya!.token))).data.reputation;
const queue = async (token: string) =>
  (await json(await getSettled(platform, '/admin-api/disputes', token))) as Array<{ id: string; orgId: string | null; status: string }>;
const showOf = async (caseId: string, token: string) => getSettled(platform, `/admin-api/disputes/${caseId}`, token);

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  const otherManager = await managerToken(platform, 'other-co');
  expect((await platform.request('PUT', '/org-api/other-co', { token: otherManager, body: { name: 'Other Co' } })).status).toBeLessThan(
    300,
  );
  expect(
    (
      await platform.request('PUT', '/org-api/other-co/spaces/harbour', {
        token: otherManager,
        body: spaceBody({ name: 'Harbour Courts' }),
      })
    ).status,
  ).toBeLessThan(300);
  who.manager = await managerToken(platform);
  who.staff = await staffToken(platform);
  who.otherManager = otherManager;
  who.otherStaff = await staffToken(platform, 'other-co');
  who.admin = await adminToken();

  cast = await castOf(platform, 'dr', ['host', 'cohost', 'priya', 'kavya']);
  activityId = await ratedGame(platform, cast, ['priya', 'kavya'], { overrides: { spaceId: 'marina' } });
  platform.setNow(AFTER);
  for (const [name, dispute] of [
    ['kavya', 'Scam'],
    ['priya', 'Others'],
  ] as const) {
    expect(
      (
        await rate(platform, activityId, 'game', cast[name]!.token, {
          isGameHappened: true,
          dispute,
          description: 'Pitch was double-booked',
        })
      ).status,
    ).toBe(200);
  }
  const { data } = await json(await getSettled(platform, '/api/vm/disputes', who.admin));
  for (const c of data.disputes as Array<{ raisedBy: string; caseId: string }>)
    cases[c.raisedBy === cast.kavya!.userId ? 'kavya' : 'priya'] = c.caseId;
});
afterAll(() => platform.close());

describe("the organisation's queue", () => {
  it("a case about a game at turf-co's venue is in turf-co's queue (staff and managers), in the admin's, and nowhere else", async () => {
    const both = [cases.kavya, cases.priya].sort();
    for (const token of [who.manager!, who.staff!, who.admin!]) {
      const listed = await queue(token);
      expect(listed.map((c) => c.id).sort()).toEqual(both);
      expect(listed.every((c) => c.orgId === 'turf-co')).toBe(true);
      expect((await showOf(cases.kavya!, token)).status).toBe(200);
    }
    for (const token of [who.otherManager!, who.otherStaff!]) {
      expect(await queue(token)).toEqual([]);
      await expectProblem(await showOf(cases.kavya!, token), 404, 'RECORD_NOT_FOUND', 'id');
      await expectProblem(await getSettled(platform, `/admin-api/disputes/${cases.kavya}/history`, token), 404, 'RECORD_NOT_FOUND', 'id');
      expect((await json(await getSettled(platform, '/admin-api/dashboard', token))).openDisputes).toBe(0);
      expect((await json(await getSettled(platform, '/api/vm/disputes', token))).data.disputes).toEqual([]);
    }
    expect((await json(await getSettled(platform, '/admin-api/dashboard', who.staff))).openDisputes).toBe(2);
    expect((await json(await getSettled(platform, '/api/vm/disputes', who.staff))).data.disputes).toHaveLength(2);
  });
});

describe('resolving', () => {
  it('needs an explicit outcome and a note (400 naming the field), appending nothing', async () => {
    const before = await platform.eventCount();
    for (const [body, field] of [
      [{ activityId, note: 'Checked' }, 'outcome'],
      [{ activityId, outcome: 'maybe', note: 'Checked' }, 'outcome'],
      [{ activityId, outcome: 'upheld' }, 'note'],
      [{ activityId, outcome: 'upheld', note: '   ' }, 'note'],
      [{ activityId, outcome: 'upheld', note: 'x'.repeat(1001) }, 'note'],
      [{ outcome: 'upheld', note: 'Checked' }, 'activityId'],
    ] as const) {
      await expectProblem(await resolve(cases.kavya!, body, who.manager!), 400, 'VALIDATION_FAILED', field);
    }
    await expectProblem(
      await resolve(cases.kavya!, { activityId, outcome: 'upheld', note: 'Checked', extra: 1 }, who.manager!),
      400,
      'VALIDATION_FAILED',
    );
    expect(await platform.eventCount()).toBe(before);
  });

  it("is a manager's act: turf-co's staff get 403, other-co's managers 404 (not in their queue), players 403", async () => {
    const before = await platform.eventCount();
    const body = { activityId, outcome: 'upheld', note: 'Checked' };
    await expectProblem(await resolve(cases.kavya!, body, who.staff!), 403, 'FORBIDDEN');
    await expectProblem(await resolve(cases.kavya!, body, who.otherManager!), 404, 'DISPUTE_NOT_FOUND', 'caseId');
    await expectProblem(await resolve(cases.kavya!, body, cast.priya!.token), 403, 'FORBIDDEN');
    await expectProblem(await resolve('no-such-case', body, who.admin!), 404, 'DISPUTE_NOT_FOUND', 'caseId');
    expect(await platform.eventCount()).toBe(before);
  });

  it("turf-co's manager upholds once: the case leaves the open queue and counts against the host", async () => {
    const response = await resolve(
      cases.kavya!,
      { activityId, outcome: 'upheld', note: 'Venue confirmed the double booking' },
      who.manager!,
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id: cases.kavya, activityId, status: 'resolved', outcome: 'upheld' });
    await expectProblem(
      await resolve(cases.kavya!, { activityId, outcome: 'dismissed', note: 'Again' }, who.manager!),
      409,
      'DISPUTE_ALREADY_RESOLVED',
      'caseId',
    );
    const open = (await json(await getSettled(platform, '/api/vm/disputes', who.staff))).data.disputes;
    expect(open.map((c: { caseId: string }) => c.caseId)).toEqual([cases.priya]);
    expect(await json(await showOf(cases.kavya!, who.staff!))).toMatchObject({
      status: 'resolved',
      resolution: { outcome: 'upheld', note: 'Venue confirmed the double booking', resolvedBy: 'manager-turf-co', resolvedAt: AFTER },
    });
    expect((await reputationOf(cast.host!.userId)).upheldDisputes).toBe(1);
  });

  it('a dismissed case (by a platform admin) changes no reputation', async () => {
    expect((await resolve(cases.priya!, { activityId, outcome: 'dismissed', note: 'The booking was valid' }, who.admin!)).status).toBe(200);
    expect((await reputationOf(cast.host!.userId)).upheldDisputes).toBe(1);
  });
});

describe('reopening', () => {
  it("only managers of the venue's organisation and admins: staff 403, another organisation 404, a note required", async () => {
    const before = await platform.eventCount();
    await expectProblem(await reopen(cases.kavya!, { activityId, note: 'Host sent proof' }, who.staff!), 403, 'FORBIDDEN');
    await expectProblem(
      await reopen(cases.kavya!, { activityId, note: 'Host sent proof' }, who.otherManager!),
      404,
      'DISPUTE_NOT_FOUND',
      'caseId',
    );
    await expectProblem(await reopen(cases.kavya!, { activityId, note: 'Host sent proof' }, cast.host!.token), 403, 'FORBIDDEN');
    await expectProblem(await reopen(cases.kavya!, { activityId }, who.manager!), 400, 'VALIDATION_FAILED', 'note');
    await expectProblem(await reopen(cases.kavya!, { activityId, note: '' }, who.manager!), 400, 'VALIDATION_FAILED', 'note');
    expect(await platform.eventCount()).toBe(before);
  });

  it('a manager reopens a resolved case with a note: it is open again and the upheld outcome no longer counts; reopening it again is 409', async () => {
    const response = await reopen(cases.kavya!, { activityId, note: 'Host sent proof of the booking' }, who.manager!);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id: cases.kavya, activityId, status: 'open' });
    await expectProblem(await reopen(cases.kavya!, { activityId, note: 'Again' }, who.manager!), 409, 'DISPUTE_NOT_RESOLVED', 'caseId');
    const shown = await json(await showOf(cases.kavya!, who.manager!));
    expect(shown).toMatchObject({ status: 'open', reopened: { note: 'Host sent proof of the booking', reopenedBy: 'manager-turf-co' } });
    expect(shown.resolution).toBeUndefined();
    expect((await queue(who.staff!)).find((c) => c.id === cases.kavya)?.status).toBe('open');
    expect((await json(await getSettled(platform, '/admin-api/dashboard', who.staff))).openDisputes).toBe(1);
    expect((await reputationOf(cast.host!.userId)).upheldDisputes).toBe(0);
  });

  it('resolves again after a reopening; the history lists opened, resolved, reopened and resolved with who and what', async () => {
    expect(
      (await resolve(cases.kavya!, { activityId, outcome: 'upheld', note: 'The proof was for another day' }, who.manager!)).status,
    ).toBe(200);
    expect((await reputationOf(cast.host!.userId)).upheldDisputes).toBe(1);
    const history = await json(await getSettled(platform, `/admin-api/disputes/${cases.kavya}/history`, who.staff));
    expect(
      (history as unknown as Array<{ type: string; userId: string; data: Record<string, unknown> }>).map(({ type, userId, data }) => ({
        type,
        userId,
        note: data.note,
        outcome: data.outcome,
      })),
    ).toEqual([
      { type: 'DisputeOpened', userId: cast.kavya!.userId, note: undefined, outcome: undefined },
      { type: 'DisputeResolved', userId: 'manager-turf-co', note: 'Venue confirmed the double booking', outcome: 'upheld' },
      { type: 'DisputeReopened', userId: 'manager-turf-co', note: 'Host sent proof of the booking', outcome: undefined },
      { type: 'DisputeResolved', userId: 'manager-turf-co', note: 'The proof was for another day', outcome: 'upheld' },
    ]);
    // Only the case's own events: the game's ratings stream holds the other case and the ratings too.
    expect((await ratingEventTypes(platform, activityId)).length).toBeGreaterThan(history.length);
  });

  it('rebuilt from the log, the cases and the reputations equal the live documents', async () => {
    await platform.settle();
    const all = (store: DocumentStore, collection: string) => store.find(collection, { sort: [['id', 1]] as never, limit: 100_000 });
    const rebuilt = new SqliteDocumentStore(join(mkdtempSync(join(tmpdir(), 'disputes-rebuild-')), 'r.sqlite'));
    const runner = new ProjectionRunner(platform.eventStore, rebuilt, [disputesProjection, userRatingsProjection] as never);
    await runner.start();
    await runner.waitFor(await platform.eventStore.headPosition());
    await runner.stop();
    for (const collection of [RATING_DISPUTES_COLLECTION, USER_RATINGS_COLLECTION]) {
      const live = await all(platform.documents, collection);
      expect(live.length).toBeGreaterThan(0);
      expect(await all(rebuilt, collection)).toEqual(live);
    }
    await rebuilt.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { setUpVenue, staffToken } from '@sports/testing/http/bookingsFixtures';

/**
 * Reports of chat messages in the back office (docs/adr/0101-game-chat.md): a report of a
 * message in a game at turf-co's venue marina is in turf-co's Chat reports, and a platform
 * operator's, and nowhere else; staff remove the message ("Message removed by a moderator") or
 * dismiss the report.
 */
let platform: TestPlatform;
let activityId: string;
const who: Record<string, string> = {};
const comments: Record<string, string> = {};
const reports: Record<string, string> = {};

const chat = (path = '') => `/api/vm/activities/${activityId}/chat${path}`;
const listed = async (token: string, query = '') => {
  await platform.settle();
  const response = await platform.request('GET', `/admin-api/chatReports${query}`, { token });
  expect(response.status).toBe(200);
  return (await json(response)) as unknown as Array<{ id: string; status: string; commentText: string; reason: string; orgId: string }>;
};

beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  who.staff = await staffToken(platform);
  who.otherStaff = await staffToken(platform, 'other-co');
  who.admin = (await platform.tokens.issue({ userId: 'ops-asha', name: 'Asha Ops', role: 'admin', scopeIds: [] })).accessToken;
  for (const name of ['host', 'priya', 'arjun']) who[name] = await platform.tokenFor(`cr-${name}`);
  activityId = (await createGame(platform, who.host!, { maxParticipants: 10, spaceId: 'marina' })).activityId;
  for (const name of ['priya', 'arjun'])
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: who[name]!, body: {} })).status).toBe(200);
  for (const [name, text] of [
    ['priya', 'Send me ₹500 on this number first'],
    ['arjun', 'Are we playing if it rains?'],
  ] as const) {
    comments[name] = (await json(await platform.request('POST', chat(), { token: who[name]!, body: { text } }))).data.commentId;
  }
  for (const [name, by, reason] of [
    ['priya', 'arjun', 'Scam or asking for money'],
    ['arjun', 'host', 'Something else'],
  ] as const) {
    // A minute apart, so the queue's newest-first order is theirs, not their ids'.
    if (name === 'arjun') platform.setNow('2026-11-20T10:01:00.000Z');
    const reply = await platform.request('POST', chat(`/${comments[name]}/reports`), { token: who[by]!, body: { reason } });
    expect(reply.status).toBe(201);
    reports[name] = (await json(reply)).data.reportId;
  }
});
afterAll(() => platform.close());

describe('Chat reports in the back office', () => {
  it("are in the venue organisation's queue and a platform operator's, newest first, with the message as it read; not in another organisation's", async () => {
    for (const token of [who.staff!, who.admin!]) {
      const queue = await listed(token);
      expect(queue.map((r) => [r.id, r.commentText, r.reason, r.status, r.orgId])).toEqual([
        [reports.arjun, 'Are we playing if it rains?', 'Something else', 'open', 'turf-co'],
        [reports.priya, 'Send me ₹500 on this number first', 'Scam or asking for money', 'open', 'turf-co'],
      ]);
    }
    expect((await listed(who.staff!))[0]).toMatchObject({ activityName: 'Friday Night Football', commentAuthorName: 'User cr-arjun' });
    expect(await listed(who.otherStaff!)).toEqual([]);
    await expectProblem(
      await platform.request('GET', `/admin-api/chatReports/${reports.priya}`, { token: who.otherStaff! }),
      404,
      'RECORD_NOT_FOUND',
    );
    await expectProblem(await platform.request('GET', '/admin-api/chatReports', { token: who.priya! }), 403, 'FORBIDDEN');
    // Players cannot act on the queue; other organisations' staff do not find the report.
    await expectProblem(
      await platform.request('POST', `/admin-api/chatReports/${reports.priya}/remove`, { token: who.priya!, body: { activityId } }),
      403,
      'FORBIDDEN',
    );
    await expectProblem(
      await platform.request('POST', `/admin-api/chatReports/${reports.priya}/remove`, { token: who.otherStaff!, body: { activityId } }),
      404,
      'REPORT_NOT_FOUND',
    );
    await expectProblem(
      await platform.request('POST', `/admin-api/chatReports/${reports.priya}/remove`, { token: who.staff!, body: {} }),
      400,
      'VALIDATION_FAILED',
      'activityId',
    );
  });

  it('staff remove a reported message (the thread says a moderator removed it) or dismiss a report (the message stays)', async () => {
    const removed = await platform.request('POST', `/admin-api/chatReports/${reports.priya}/remove`, {
      token: who.staff!,
      body: { activityId },
    });
    expect(await json(removed)).toEqual({ id: reports.priya, activityId, status: 'removed' });
    const dismissed = await platform.request('POST', `/admin-api/chatReports/${reports.arjun}/dismiss`, {
      token: who.staff!,
      body: { activityId },
    });
    expect(await json(dismissed)).toEqual({ id: reports.arjun, activityId, status: 'dismissed' });
    expect((await listed(who.staff!, `?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`)).map((r) => r.id)).toEqual([]);
    expect((await listed(who.staff!)).map((r) => [r.id, r.status])).toEqual([
      [reports.arjun, 'dismissed'],
      [reports.priya, 'removed'],
    ]);
    await platform.settle();
    const thread = (await json(await platform.request('GET', chat(), { token: who.arjun! }))).data.comments as Array<{
      commentId: string;
      text: string | null;
      removedBy: string | null;
    }>;
    expect(thread.map((c) => [c.commentId, c.text, c.removedBy])).toEqual([
      [comments.arjun, 'Are we playing if it rains?', null],
      [comments.priya, null, 'moderator'],
    ]);
    const history = await platform.request('GET', `/admin-api/chatReports/${reports.priya}/history`, { token: who.staff! });
    expect(history.status).toBe(200);
  });
});

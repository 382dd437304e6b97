import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@sports/contracts';
import { scopedCommandId } from '@sports/service-kit';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * An Idempotency-Key belongs to the caller who sent it (as payment APIs scope
 * theirs). Another user's request with the same key is a request of its own; the same caller's
 * key with another body is still IDEMPOTENCY_KEY_REUSED.
 */
let platform: TestPlatform;
let host: string;
let priya: string;
let arjun: string;

beforeAll(async () => {
  platform = await startTestStack();
  host = await platform.tokenFor('idem-host');
  priya = await platform.tokenFor('idem-priya');
  arjun = await platform.tokenFor('idem-arjun');
});
afterAll(() => platform.close());

const join = (activityId: string, token: string, body: unknown) =>
  platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body, headers: { 'idempotency-key': 'shared-key-1' } });

describe('Idempotency-Key scope', () => {
  it('lets two users use one key for different requests on one game: both succeed, each retry replays its own', async () => {
    const { activityId } = await createGame(platform, host, { maxParticipants: 10 });
    const first = await join(activityId, priya, {});
    expect([first.status, (await json(first)).message]).toEqual([200, 'success']);
    const second = await join(activityId, arjun, { message: 'Count me in' });
    expect([second.status, second.status === 200 ? null : await second.text()]).toEqual([200, null]);
    await platform.settle();
    const participants = (await json(await platform.request('GET', `/api/vm/activities/${activityId}/participants`, { token: host }))).data;
    expect(JSON.stringify(participants)).toContain('idem-priya');
    expect(JSON.stringify(participants)).toContain('idem-arjun');
    // Each caller's retry replays their own outcome and appends nothing.
    const before = await platform.eventCount();
    expect((await join(activityId, arjun, { message: 'Count me in' })).status).toBe(200);
    expect(await platform.eventCount()).toBe(before);
  });

  it("still refuses a caller's own key reused with another body", async () => {
    const { activityId } = await createGame(platform, host, { maxParticipants: 10 });
    expect((await join(activityId, priya, {})).status).toBe(200);
    await expectProblem(await join(activityId, priya, { message: 'A different body' }), 422, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key');
  });

  it('keeps the key readable in the command id, closed by a digest of the scope', () => {
    const a: Actor = { userId: 'a', name: 'A', role: 'player', scopeIds: [] };
    const b: Actor = { ...a, userId: 'b' };
    expect(scopedCommandId('k-1', a)).toBe(scopedCommandId('k-1', { ...a }));
    expect(new Set([scopedCommandId('k-1', a), scopedCommandId('k-1', b), scopedCommandId('k-1', null)]).size).toBe(3);
    expect(scopedCommandId('k-1', a)).toMatch(/^k-1@[\w-]{22}$/);
  });
});

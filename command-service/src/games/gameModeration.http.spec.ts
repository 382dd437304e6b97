import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/** Game moderation from the back office (games hold, release, delete as moderation). */
let platform: TestPlatform;
let host: string;
let operator: string;
beforeAll(async () => {
  platform = await startTestStack();
  host = await platform.tokenFor('mod-host');
  operator = (await platform.tokens.issue({ userId: 'ops-1', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken;
});
afterAll(() => platform.close());

const game = async () => (await createGame(platform, host)).activityId;
const readGame = async (activityId: string) => {
  await platform.settle();
  return platform.request('GET', `/admin-api/games/${activityId}`, { token: operator });
};

describe('moderating games', () => {
  it('an operator holds a game with a reason and releases it; the history says who did it', async () => {
    const activityId = await game();
    const held = await platform.request('POST', `/admin-api/games/${activityId}/hold`, {
      token: operator,
      body: { reason: 'Reported as a scam' },
    });
    expect([held.status, await json(held)]).toEqual([200, { id: activityId, action: 'hold' }]);
    expect(await json(await readGame(activityId))).toMatchObject({ isOnHold: true });
    await expectProblem(
      await platform.request('POST', `/admin-api/games/${activityId}/hold`, { token: operator, body: { reason: 'again' } }),
      409,
      'GAME_ON_HOLD',
    );
    expect((await platform.request('POST', `/admin-api/games/${activityId}/release`, { token: operator })).status).toBe(200);
    expect(await json(await readGame(activityId))).toMatchObject({ isOnHold: false });
    const history = (await json(
      await platform.request('GET', `/admin-api/games/${activityId}/history`, { token: operator }),
    )) as unknown as Array<{ type: string; userId: string }>;
    expect(history[0]).toMatchObject({ type: 'GameCreated', userId: 'mod-host' });
    expect(history.slice(-2).map((e) => [e.type, e.userId])).toEqual([
      ['GameHeld', 'ops-1'],
      ['GameHoldReleased', 'ops-1'],
    ]);
  });

  it("an operator deletes a game that is not over, with react-admin's DELETE", async () => {
    const activityId = await game();
    const deleted = await platform.request('DELETE', `/admin-api/games/${activityId}`, { token: operator });
    expect([deleted.status, await json(deleted)]).toEqual([200, { id: activityId, action: 'delete' }]);
    await expectProblem(await readGame(activityId), 404, 'RECORD_NOT_FOUND');
  });

  it("refuses players and other organisations' staff, and what the host could not do either, appending nothing", async () => {
    const activityId = await game();
    const before = await platform.eventCount();
    const manager = (
      await platform.tokens.issue({ userId: 'mgr', name: 'M', role: 'org_manager', scopeIds: ['turf-co', 'turf-co:manage'] })
    ).accessToken;
    await expectProblem(
      await platform.request('POST', `/admin-api/games/${activityId}/hold`, { token: host, body: { reason: 'x' } }),
      403,
      'FORBIDDEN',
    );
    // A manager sees (and moderates) only the games at the organisation's venues: this one is at none of them (docs/roles.md).
    await expectProblem(
      await platform.request('POST', `/admin-api/games/${activityId}/hold`, { token: manager, body: { reason: 'x' } }),
      404,
      'GAME_NOT_FOUND',
    );
    await expectProblem(
      await platform.request('POST', `/admin-api/games/${activityId}/hold`, { token: operator, body: {} }),
      400,
      'VALIDATION_FAILED',
      'reason',
    );
    await expectProblem(
      await platform.request('POST', `/admin-api/games/${activityId}/release`, { token: operator }),
      409,
      'GAME_NOT_ON_HOLD',
    );
    await expectProblem(await platform.request('DELETE', '/admin-api/games/no-such-game', { token: operator }), 404, 'GAME_NOT_FOUND');
    platform.setNow('2026-11-22T10:00:00.000Z'); // the game is over
    await expectProblem(await platform.request('DELETE', `/admin-api/games/${activityId}`, { token: operator }), 409, 'GAME_OVER');
    platform.setNow('2026-11-20T10:00:00.000Z');
    expect(await platform.eventCount()).toBe(before);
  });
});

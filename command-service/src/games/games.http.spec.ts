import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAction } from '@sports/shared-rules';
import { streams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, json } from '@sports/testing/http/fixtures';

let platform: TestPlatform;
let host: string;
let priya: string;
let arjun: string;

beforeAll(async () => {
  platform = await startTestStack();
  [host, priya, arjun] = (await Promise.all(['host', 'priya', 'arjun'].map((id) => platform.tokenFor(id)))) as [string, string, string];
});
afterAll(() => platform.close());

const streamTypes = async (activityId: string) => (await platform.eventStore.readStream(streams.game(activityId))).map((e) => e.type);
const join = (activityId: string, token: string) => platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body: {} });
const detail = async (activityId: string, token?: string) => {
  await platform.settle();
  return platform.request('GET', `/api/vm/activities/${activityId}`, { token });
};

describe('CreateGame over HTTP', () => {
  it('creates the game with the creator as host and first participant', async () => {
    const { response, activityId, json: body } = await createGame(platform, host);
    expect(response.status).toBe(201);
    expect(body).toEqual({ message: 'success', data: { activityId } });
    expect(response.headers.get('x-log-position')).toMatch(/^\d+$/);
    expect(await streamTypes(activityId)).toEqual(['GameCreated', 'PlayerJoinedGame']);
    const game = (await json(await detail(activityId))).data;
    expect(game).toMatchObject({
      activityId,
      host: 'host',
      participants: ['host'],
      totalParticipantCount: 1,
      privacy: 'public',
      activityType: 'Regular',
      payableMethod: 'paybefore',
    });
    const events = await platform.eventStore.readStream(streams.game(activityId));
    expect(events[0]!.metadata).toMatchObject({ userId: 'host', time: '2026-11-20T10:00:00.000Z', schemaVersion: 1 });
  });

  it('returns the first outcome for a repeated Idempotency-Key and appends nothing', async () => {
    const first = await createGame(platform, host, {}, 'create-once');
    const before = await platform.eventCount();
    const again = await createGame(platform, host, {}, 'create-once');
    expect(again.response.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await platform.eventCount()).toBe(before);
    const joinKey = { 'idempotency-key': 'join-once' };
    const joined = await platform.request('PUT', `/api/vm/activities/${first.activityId}/join`, {
      token: priya,
      body: {},
      headers: joinKey,
    });
    const count = await platform.eventCount();
    const rejoined = await platform.request('PUT', `/api/vm/activities/${first.activityId}/join`, {
      token: priya,
      body: {},
      headers: joinKey,
    });
    expect(rejoined.status).toBe(200);
    expect(await json(rejoined)).toEqual(await json(joined));
    expect(await platform.eventCount()).toBe(count);
  });

  it('refuses a reused Idempotency-Key with another body', async () => {
    await createGame(platform, host, {}, 'create-twice');
    const other = await createGame(platform, host, { name: 'Another name' }, 'create-twice');
    expect(other.response.status).toBe(422);
    expect(other.json).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
  });
});

describe('JoinGame over HTTP', () => {
  it('joins a public game directly with the reply "success"', async () => {
    const { activityId } = await createGame(platform, host);
    const response = await join(activityId, priya);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'success', data: { activityId, status: 'joined' } });
    const game = (await json(await detail(activityId))).data;
    expect(game.participants).toEqual(['host', 'priya']);
    expect(game.participantDetail[1]).toMatchObject({ id: 'priya', status: 'joined', name: 'User priya' });
  });

  it('refuses an existing participant, a full game, a held game and a game that is over, appending nothing', async () => {
    const { activityId } = await createGame(platform, host, { maxParticipants: 2 });
    expect((await join(activityId, priya)).status).toBe(200);
    const before = await platform.eventCount();
    const again = await join(activityId, priya);
    expect([again.status, (await json(again)).code]).toEqual([409, 'ALREADY_PARTICIPANT']);
    const full = await join(activityId, arjun);
    expect([full.status, (await json(full)).code]).toEqual([409, 'GAME_FULL']);
    expect(await platform.eventCount()).toBe(before);

    const second = await createGame(platform, host);
    await platform.request('PUT', `/api/vm/activities/${second.activityId}/hold`, { token: host, body: { reason: 'Rain' } });
    const held = await join(second.activityId, arjun);
    expect([held.status, (await json(held)).code]).toEqual([409, 'GAME_ON_HOLD']);

    const third = await createGame(platform, host);
    platform.setNow('2026-11-21T14:00:00.000Z'); // the game ended at 19:30 IST = 14:00Z
    const over = await join(third.activityId, arjun);
    platform.setNow('2026-11-20T10:00:00.000Z');
    expect([over.status, (await json(over)).code]).toEqual([409, 'GAME_OVER']);
  });

  it('answers 404 GAME_NOT_FOUND for an unknown game and appends nothing', async () => {
    const before = await platform.eventCount();
    const response = await join('no-such-game', priya);
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ code: 'GAME_NOT_FOUND', status: 404 });
    expect(await platform.eventCount()).toBe(before);
    expect(await platform.eventStore.readStream(streams.game('no-such-game'))).toEqual([]);
  });
});

describe('private games', () => {
  it('takes a request that the host accepts; hidden from non-members', async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    const requested = await join(activityId, priya);
    expect(await json(requested)).toEqual({ message: 'success', data: { activityId, status: 'requested' } });

    expect((await detail(activityId, arjun)).status).toBe(404);
    expect((await detail(activityId)).status).toBe(404);
    expect((await json(await detail(activityId, priya))).data.participantDetail.map((p: any) => [p.id, p.status])).toEqual([
      ['host', 'joined'],
      ['priya', 'requested'],
    ]);
    const list = async (token: string) =>
      (await json(await platform.request('GET', '/api/vm/activities/all/0/90', { token }))).data.activities.map((a: any) => a.activityId);
    expect(await list(arjun)).not.toContain(activityId);
    expect(await list(priya)).toContain(activityId);

    const byOther = await platform.request('PUT', `/api/vm/activities/${activityId}/requests/priya/accept`, { token: arjun });
    expect([byOther.status, (await json(byOther)).code]).toEqual([403, 'NOT_HOST']);
    const accepted = await platform.request('PUT', `/api/vm/activities/${activityId}/requests/priya/accept`, { token: host });
    expect(await json(accepted)).toEqual({ message: 'done', data: { activityId, userId: 'priya' } });
    expect((await json(await detail(activityId, priya))).data.participants).toEqual(['host', 'priya']);
  });

  it('lets the host reject a request', async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await join(activityId, arjun);
    const rejected = await platform.request('PUT', `/api/vm/activities/${activityId}/requests/arjun/reject`, { token: host });
    expect(await json(rejected)).toEqual({ message: 'done', data: { activityId, userId: 'arjun' } });
    expect((await detail(activityId, arjun)).status).toBe(404);
    const none = await platform.request('PUT', `/api/vm/activities/${activityId}/requests/arjun/reject`, { token: host });
    expect([none.status, (await json(none)).code]).toEqual([404, 'REQUEST_NOT_FOUND']);
  });
});

describe('HoldGame and ReleaseHold over HTTP', () => {
  it('host holds with a reason and releases; others may not', async () => {
    const { activityId } = await createGame(platform, host);
    const notHost = await platform.request('PUT', `/api/vm/activities/${activityId}/hold`, { token: priya, body: { reason: 'x' } });
    expect([notHost.status, (await json(notHost)).code]).toEqual([403, 'NOT_HOST']);
    const held = await platform.request('PUT', `/api/vm/activities/${activityId}/hold`, {
      token: host,
      body: { reason: 'Ground flooded' },
    });
    expect(await json(held)).toEqual({ message: 'success', data: { activityId, reason: 'Ground flooded' } });
    expect((await json(await detail(activityId))).data).toMatchObject({
      isOnHold: true,
      hold: { reason: 'Ground flooded', createdBy: 'host' },
    });
    const onHold = (await json(await platform.request('GET', '/api/vm/activities/all/0/90?status=hold'))).data.activities;
    expect(onHold.map((a: any) => a.activityId)).toContain(activityId);
    const released = await platform.request('PUT', `/api/vm/activities/${activityId}/hold/release`, { token: host });
    expect(await json(released)).toEqual({ message: 'success', data: { activityId } });
    expect((await json(await detail(activityId))).data).toMatchObject({ isOnHold: false, hold: null });
    const twice = await platform.request('PUT', `/api/vm/activities/${activityId}/hold/release`, { token: host });
    expect([twice.status, (await json(twice)).code]).toEqual([409, 'GAME_NOT_ON_HOLD']);
  });
});

describe('match full and removal over HTTP (spec sections 4, 6, 7, 8)', () => {
  it("marks the match full ('success'), refuses joins, and removes a participant ('status updated')", async () => {
    const { activityId } = await createGame(platform, host, { maxParticipants: 10 });
    expect((await join(activityId, priya)).status).toBe(200);
    const full = await platform.request('PUT', `/api/vm/activities/${activityId}/matchFull`, { token: host, body: { isMatchFull: true } });
    expect(await json(full)).toEqual({ message: 'success', data: { activityId, isMatchFull: true } });
    const refused = await join(activityId, arjun);
    expect([refused.status, (await json(refused)).code]).toEqual([409, 'GAME_FULL']);

    const removal = await platform.request('PUT', `/api/vm/activities/${activityId}/participants/remove`, {
      token: host,
      body: { id: 'priya', updatedOn: '2026-11-20T10:01:00.000Z' },
    });
    expect(await json(removal)).toEqual({ message: 'status updated', data: { activityId, userId: 'priya' } });
    const game = (await json(await detail(activityId))).data;
    expect(game).toMatchObject({ isMatchFull: true, participants: ['host'] });
    expect(game.participantDetail.find((p: { id: string }) => p.id === 'priya').status).toBe('retired');
  });

  it('refuses bad bodies naming the field, appending nothing', async () => {
    const { activityId } = await createGame(platform, host);
    const before = await platform.eventCount();
    const bad = [
      await platform.request('PUT', `/api/vm/activities/${activityId}/matchFull`, { token: host, body: { isMatchFull: 'yes' } }),
      await platform.request('PUT', `/api/vm/activities/${activityId}/participants/remove`, {
        token: host,
        body: { id: 'priya', updatedOn: 'yesterday' },
      }),
      await platform.request('PUT', `/api/vm/activities/${activityId}/participants/remove`, { token: host, body: { id: 'nobody-here' } }),
    ];
    expect(await Promise.all(bad.map(async (r) => [r.status, (await json(r)).field]))).toEqual([
      [400, 'isMatchFull'],
      [400, 'updatedOn'],
      [422, 'id'],
    ]);
    expect(await platform.eventCount()).toBe(before);
  });
});

describe('leaving and deleting over HTTP', () => {
  it('a participant leaves; the host deletes; the game is then gone from the detail and the list', async () => {
    const { activityId } = await createGame(platform, host, { maxParticipants: 10 });
    expect((await join(activityId, priya)).status).toBe(200);
    const left = await platform.request('PUT', `/api/vm/activities/${activityId}/leave`, { token: priya });
    expect(await json(left)).toEqual({ message: 'success', data: { activityId } });
    expect((await json(await detail(activityId))).data.participants).toEqual(['host']);

    const deleted = await platform.request('DELETE', `/api/vm/activities/${activityId}`, { token: host });
    expect(await json(deleted)).toEqual({ message: 'success', data: { activityId } });
    expect((await detail(activityId)).status).toBe(404);
    const listed = (await json(await platform.request('GET', '/api/vm/activities/all/0/9?status=upcoming'))).data.activities as Array<{
      activityId: string;
    }>;
    expect(listed.some((g) => g.activityId === activityId)).toBe(false);
    const again = await platform.request('DELETE', `/api/vm/activities/${activityId}`, { token: host });
    expect([again.status, (await json(again)).code]).toEqual([404, 'GAME_NOT_FOUND']);
  });
});

describe('saved games (spec section 7: PUT save/unsave game, GET saved games)', () => {
  /** Saving lives on the user's own stream, so the user must exist (the development endpoint registers). */
  const registered = async (userId: string): Promise<string> =>
    (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))).accessToken;

  it('saves, lists newest first, unsaves, and drops deleted games from the list', async () => {
    const saver = await registered('saver');
    const first = (await createGame(platform, host, { name: 'First saved' })).activityId;
    const second = (await createGame(platform, host, { name: 'Second saved' })).activityId;
    const save = (id: string, isSaved: boolean) =>
      platform.request('PUT', `/api/vm/activities/${id}/save`, { token: saver, body: { isSaved } });
    expect(await json(await save(first, true))).toEqual({ message: 'success', data: { activityId: first, isSaved: true } });
    const before = await platform.eventCount();
    await save(first, true); // twice is once
    expect(await platform.eventCount()).toBe(before);
    await save(second, true);
    const saved = async () => {
      await platform.settle();
      const { data } = await json(await platform.request('GET', '/api/vm/activities/saved/0/9', { token: saver }));
      return (data.activities as Array<{ activityId: string }>).map((g) => g.activityId);
    };
    expect(await saved()).toEqual([second, first]);
    await save(second, false);
    expect(await saved()).toEqual([first]);
    await platform.request('DELETE', `/api/vm/activities/${first}`, { token: host });
    expect(await saved()).toEqual([]);
  });

  it('refuses an unknown game and a private game the caller may not see, with 404', async () => {
    const saver = await registered('saver-2');
    const hidden = (await createGame(platform, host, { privacy: 'private' })).activityId;
    for (const id of ['no-such-game', hidden]) {
      const response = await platform.request('PUT', `/api/vm/activities/${id}/save`, { token: saver, body: { isSaved: true } });
      expect([response.status, (await json(response)).code]).toEqual([404, 'GAME_NOT_FOUND']);
    }
  });
});

describe('My Games over HTTP', () => {
  it('lists a game the user joined, and no longer once they left it', async () => {
    const player = (await json(await platform.request('POST', '/api/dev/token', { body: { userId: 'my-games-player' } }))).accessToken;
    const { activityId } = await createGame(platform, host, { maxParticipants: 10 });
    const mine = async () => {
      await platform.settle();
      return (
        await json(await platform.request('GET', '/api/vm/activities/my/0/9?statusList=upcoming,past', { token: player }))
      ).data.activities.map((g: { activityId: string }) => g.activityId);
    };
    await join(activityId, player);
    expect(await mine()).toEqual([activityId]);
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/leave`, { token: player })).status).toBe(200);
    expect(await mine()).toEqual([]);
  });
});

describe('invitations over HTTP', () => {
  it('the host invites a registered user, whose card says Accept, and who joins a private game directly', async () => {
    const guest = (await json(await platform.request('POST', '/api/dev/token', { body: { userId: 'guest' } }))).accessToken;
    const { activityId } = await createGame(platform, host, { privacy: 'private', maxParticipants: 10 });
    const invite = await platform.request('PUT', `/api/vm/activities/${activityId}/invite`, { token: host, body: { userIds: ['guest'] } });
    expect(await json(invite)).toEqual({ message: 'success', data: { activityId, invited: ['guest'] } });
    const seen = (await json(await detail(activityId, guest))).data;
    expect(cardAction(seen, 'guest', Date.parse('2026-11-20T10:00:00.000Z'))).toBe('accept'); // the test platform's clock
    expect((await json(await join(activityId, guest))).data.status).toBe('joined');

    const unknown = await platform.request('PUT', `/api/vm/activities/${activityId}/invite`, {
      token: host,
      body: { userIds: ['guest', 'nobody-at-all'] },
    });
    expect([unknown.status, (await json(unknown)).field]).toEqual([404, 'userIds.1']);
  });

  it('an invited user declines: the invitation is gone from the game and from their games; a second decline is 404', async () => {
    const guest = (await json(await platform.request('POST', '/api/dev/token', { body: { userId: 'guest-2' } }))).accessToken;
    const { activityId } = await createGame(platform, host, { privacy: 'private', maxParticipants: 10 });
    await platform.request('PUT', `/api/vm/activities/${activityId}/invite`, { token: host, body: { userIds: ['guest-2'] } });
    const decline = () => platform.request('PUT', `/api/vm/activities/${activityId}/invitation/decline`, { token: guest });
    const declined = await decline();
    expect(await json(declined)).toEqual({ message: 'success', data: { activityId } });
    // A private game the user only was invited to is not theirs to see any more.
    expect((await detail(activityId, guest)).status).toBe(404);
    expect((await json(await detail(activityId, host))).data.participantDetail.some((p: { id: string }) => p.id === 'guest-2')).toBe(false);
    const again = await decline();
    expect([again.status, (await json(again)).code]).toEqual([404, 'INVITATION_NOT_FOUND']);
    const anonymous = await platform.request('PUT', `/api/vm/activities/${activityId}/invitation/decline`);
    expect(anonymous.status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * The spec's request bodies as written (spec section 7 "Games", entities of
 * section 3), beside the forms of today: "PUT join game (body participant)" and "PUT update
 * participant status (body id, updatedOn, updatedBy)".
 */
let platform: TestPlatform;
let host: string;
let priya: string;
let arjun: string;
let guest: string;

beforeAll(async () => {
  platform = await startTestStack();
  const ids = ['host', 'priya', 'arjun', 'guest'];
  for (const id of ids) await platform.request('POST', '/api/dev/token', { body: { userId: id } });
  [host, priya, arjun, guest] = (await Promise.all(ids.map((id) => platform.tokenFor(id)))) as [string, string, string, string];
});
afterAll(() => platform.close());

const put = (path: string, token: string, body?: unknown) => platform.request('PUT', path, { token, body });
const members = async (activityId: string) => {
  await platform.settle();
  const game = (await json(await platform.request('GET', `/api/vm/activities/${activityId}`, { token: host }))).data;
  return Object.fromEntries(game.participantDetail.map((p: { id: string; status: string }) => [p.id, p.status]));
};
const streamTypes = async (activityId: string) => (await platform.eventStore.readStream(streams.game(activityId))).map((e) => e.type);

/** Spec section 3 "Participant", every field, as the spec's client sends it about the caller. */
const participantBody = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: 'Priya Raman',
  nickName: 'Pri',
  gameSkill: 2,
  isHost: false,
  isCoHost: false,
  message: 'Count me in',
  retiredOn: null,
  retiredBy: null,
  status: 'joined',
  isOfflineParticipant: false,
  bookedBy: id,
  avatar: { desktop: 'https://cdn.example/p.png', mini: 'https://cdn.example/p-mini.png', phone: 'https://cdn.example/p-phone.png' },
  ...overrides,
});

describe("PUT …/join with the spec's participant body", () => {
  it("joins a public game with every Participant field; the caller is the token's, not the body's name", async () => {
    const { activityId } = await createGame(platform, host);
    const response = await put(`/api/vm/activities/${activityId}/join`, priya, participantBody('priya'));
    expect(await json(response)).toEqual({ message: 'success', data: { activityId, status: 'joined' } });
    expect(await members(activityId)).toMatchObject({ host: 'joined', priya: 'joined' });
  });

  it("asks to join a private game, keeping the participant's message for the host", async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    const response = await put(
      `/api/vm/activities/${activityId}/join`,
      priya,
      participantBody('priya', { gameSkill: { level: 1, label: 'AMT', name: 'Amateur' } }),
    );
    expect(await json(response)).toEqual({ message: 'success', data: { activityId, status: 'requested' } });
    const [requested] = (await platform.eventStore.readStream(streams.game(activityId))).filter((e) => e.type === 'JoinRequested');
    expect(requested?.data).toMatchObject({ participant: { id: 'priya' }, message: 'Count me in' });
  });

  it("today's forms keep working: no body, and {message}", async () => {
    const { activityId } = await createGame(platform, host);
    expect((await put(`/api/vm/activities/${activityId}/join`, priya)).status).toBe(200);
    expect((await put(`/api/vm/activities/${activityId}/join`, arjun, { message: 'Hi' })).status).toBe(200);
    expect(await members(activityId)).toMatchObject({ priya: 'joined', arjun: 'joined' });
  });

  it('refuses a body that speaks for someone else, or that a join cannot be, naming the field; nothing is appended', async () => {
    const { activityId } = await createGame(platform, host);
    const path = `/api/vm/activities/${activityId}/join`;
    await expectProblem(await put(path, priya, participantBody('arjun')), 403, 'FORBIDDEN', 'id');
    await expectProblem(await put(path, priya, participantBody('priya', { bookedBy: 'arjun' })), 403, 'FORBIDDEN', 'bookedBy');
    await expectProblem(
      await put(path, priya, participantBody('priya', { isOfflineParticipant: true })),
      400,
      'VALIDATION_FAILED',
      'isOfflineParticipant',
    );
    await expectProblem(await put(path, priya, participantBody('priya', { status: 'retired' })), 400, 'VALIDATION_FAILED', 'status');
    await expectProblem(
      await put(path, priya, participantBody('priya', { retiredOn: '2026-11-20T10:00:00Z' })),
      400,
      'VALIDATION_FAILED',
      'retiredOn',
    );
    await expectProblem(await put(path, priya, participantBody('priya', { gameSkill: 7 })), 400, 'VALIDATION_FAILED', 'gameSkill');
    await expectProblem(
      await put(path, priya, participantBody('priya', { avatar: { desktop: 5 } })),
      400,
      'VALIDATION_FAILED',
      'avatar.desktop',
    );
    await expectProblem(await put(path, priya, participantBody('priya', { shoeSize: 9 })), 400, 'VALIDATION_FAILED', 'shoeSize');
    expect(await streamTypes(activityId)).toEqual(['GameCreated', 'PlayerJoinedGame']);
  });
});

describe("PUT …/participants/status with the spec's body {id, updatedOn, updatedBy}", () => {
  const statusPath = (activityId: string) => `/api/vm/activities/${activityId}/participants/status`;

  it('the host accepts an open request: the status is derived from the request', async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await put(`/api/vm/activities/${activityId}/join`, priya, {});
    const response = await put(statusPath(activityId), host, { id: 'priya', updatedOn: '2026-11-20T10:00:00.000Z', updatedBy: 'host' });
    expect(await json(response)).toEqual({ message: 'status updated', data: { activityId, userId: 'priya', status: 'joined' } });
    expect(await members(activityId)).toMatchObject({ priya: 'joined' });
    expect((await streamTypes(activityId)).at(-1)).toBe('JoinRequestAccepted');
  });

  it('an invited user accepts their own invitation (spec section 4 "invited (user can Accept)")', async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await put(`/api/vm/activities/${activityId}/invite`, host, { userIds: ['guest'] });
    const response = await put(statusPath(activityId), guest, { id: 'guest', updatedOn: '2026-11-20T10:00:00.000Z', updatedBy: 'guest' });
    expect(await json(response)).toEqual({ message: 'status updated', data: { activityId, userId: 'guest', status: 'joined' } });
    expect(await members(activityId)).toMatchObject({ guest: 'joined' });
  });

  it('who may answer is decided before the body (docs/adr/0117-authorization-before-body.md): a stranger is NOT_HOST whatever they send, the invited user meets their body', async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await put(`/api/vm/activities/${activityId}/invite`, host, { userIds: ['guest'] });
    await expectProblem(await put(statusPath(activityId), priya, { id: 'guest', status: 'banished' }), 403, 'NOT_HOST');
    await expectProblem(await put(statusPath(activityId), guest, { id: 'guest', status: 'banished' }), 400, 'VALIDATION_FAILED', 'status');
    expect(await members(activityId)).toMatchObject({ guest: 'invited' });
  });

  it('a retried command decides as the first time, even though the request is gone by then', async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await put(`/api/vm/activities/${activityId}/join`, arjun, {});
    const send = () =>
      platform.request('PUT', statusPath(activityId), {
        token: host,
        body: { id: 'arjun', updatedOn: '2026-11-20T10:00:00.000Z', updatedBy: 'host' },
        headers: { 'idempotency-key': 'accept-arjun' },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await streamTypes(activityId)).filter((t) => t === 'JoinRequestAccepted')).toHaveLength(1);
  });

  it("with nothing to answer it says so, naming id; another's invitation is not the host's to accept", async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await put(`/api/vm/activities/${activityId}/invite`, host, { userIds: ['guest'] });
    await expectProblem(
      await put(statusPath(activityId), host, { id: 'arjun', updatedOn: '2026-11-20T10:00:00.000Z' }),
      404,
      'REQUEST_NOT_FOUND',
      'id',
    );
    await expectProblem(await put(statusPath(activityId), host, { id: 'guest', updatedBy: 'host' }), 404, 'REQUEST_NOT_FOUND', 'id');
    await expectProblem(await put(statusPath('no-such-game'), host, { id: 'arjun' }), 404, 'GAME_NOT_FOUND');
  });

  it("a player cannot accept someone's request by leaving the status out", async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await put(`/api/vm/activities/${activityId}/join`, arjun, {});
    await expectProblem(await put(statusPath(activityId), priya, { id: 'arjun' }), 403, 'NOT_HOST');
  });

  it("today's form with status keeps working", async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await put(`/api/vm/activities/${activityId}/join`, priya, {});
    await put(`/api/vm/activities/${activityId}/join`, arjun, {});
    expect((await put(statusPath(activityId), host, { id: 'priya', status: 'joined' })).status).toBe(200);
    expect(await json(await put(statusPath(activityId), host, { id: 'arjun', status: 'rejected' }))).toMatchObject({
      data: { status: 'rejected' },
    });
    expect(
      (await put(statusPath(activityId), host, { id: 'priya', status: 'retired', updatedOn: '2026-11-20T10:00:00.000Z' })).status,
    ).toBe(200);
    expect(await members(activityId)).toMatchObject({ priya: 'retired' });
  });

  it('refuses bad bodies naming the field, and an updatedBy that is not the caller', async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private' });
    await put(`/api/vm/activities/${activityId}/join`, priya, {});
    await expectProblem(await put(statusPath(activityId), host, { updatedOn: '2026-11-20T10:00:00.000Z' }), 400, 'VALIDATION_FAILED', 'id');
    await expectProblem(
      await put(statusPath(activityId), host, { id: 'priya', updatedOn: 'yesterday' }),
      400,
      'VALIDATION_FAILED',
      'updatedOn',
    );
    await expectProblem(await put(statusPath(activityId), host, { id: 'priya', status: 'banished' }), 400, 'VALIDATION_FAILED', 'status');
    await expectProblem(await put(statusPath(activityId), host, { id: 'priya', updatedBy: 'priya' }), 403, 'FORBIDDEN', 'updatedBy');
    expect(await members(activityId)).toMatchObject({ priya: 'requested' });
  });
});

describe("the OpenAPI description says the spec's bodies too", () => {
  it('documents the participant body on join, status as optional, the rating record and the order shape', async () => {
    const doc = await json(await platform.request('GET', '/openapi.json'));
    const bodyOf = (path: string, method: string) => doc.paths[path][method].requestBody.content['application/json'].schema;
    const join = bodyOf('/api/vm/activities/{activityId}/join', 'put');
    expect(Object.keys(join.properties)).toEqual(
      expect.arrayContaining([
        'message',
        'invite',
        'id',
        'name',
        'nickName',
        'gameSkill',
        'isHost',
        'isCoHost',
        'status',
        'isOfflineParticipant',
        'bookedBy',
        'avatar',
      ]),
    );
    const status = bodyOf('/api/vm/activities/{activityId}/participants/status', 'put');
    expect([Object.keys(status.properties), status.required]).toEqual([['id', 'status', 'updatedOn', 'updatedBy'], ['id']]);
    const rating = bodyOf('/api/vm/activities/{activityId}/rating', 'put');
    expect(Object.keys(rating.properties)).toEqual(
      expect.arrayContaining([
        'ratingFor',
        'ratedLevel',
        'isParticipated',
        'isPunctual',
        'isTeamPlayer',
        'isOnTimePayment',
        'time',
        'isGameHappened',
        'description',
        'dispute',
      ]),
    );
    expect(rating.required).toEqual(['ratingFor']);
    const transaction = bodyOf('/api/b2c/transaction/create', 'post');
    expect(Object.keys(transaction.properties)).toEqual(
      expect.arrayContaining([
        'orderId',
        'cartItem',
        'couponCode',
        'bookedFor',
        'currency',
        'total',
        'applyCoupon',
        'paymentSource',
        'channel',
        'initiator',
        'pushNotification',
      ]),
    );
    expect(transaction.required ?? []).toEqual([]);
  });
});

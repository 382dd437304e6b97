import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, json } from '@sports/testing/http/fixtures';

/**
 * A player who renames themselves in their profile (spec section 3, User profile) shows with the
 * new name on every game: the games they joined and host, their questions, the list's cards (the
 * live index's cached bytes), My Games, the participants page, the waitlist and the back office
 * (docs/adr/0091-read-time-names.md). Offline players keep the name they
 * were added with, and a private game stays hidden from others (spec section 5).
 */
let platform: TestPlatform;
let served: ServedAdminApi;
let operator: DataProvider;
const t = {} as Record<'host' | 'priya' | 'other', string>;
let joined = '';
let hosted = '';
let hidden = '';
let full = '';

/** Registers the user as a client does (a profile exists), then names them. */
const registerNamed = async (userId: string, firstName: string, lastName: string) => {
  const response = await platform.request('POST', '/api/dev/token', { body: { userId } });
  expect(response.status).toBe(200);
  const token = (await json(response)).accessToken as string;
  await rename(token, firstName, lastName);
  return token;
};
const rename = async (token: string, firstName: string, lastName: string) =>
  expect((await platform.request('PUT', '/api/user/basic', { token, body: { firstName, lastName } })).status).toBe(200);
const put = async (path: string, token: string, body?: unknown) => {
  const response = await platform.request('PUT', path, { token, ...(body === undefined ? {} : { body }) });
  expect(response.status, `${path}: ${response.status === 200 ? '' : await response.clone().text()}`).toBe(200);
  return json(response);
};
const get = async (path: string, token?: string) => {
  await platform.settle();
  const response = await platform.request('GET', path, { token });
  expect(response.status, path).toBe(200);
  return (await json(response)).data;
};
const detail = (activityId: string, token = t.host) => get(`/api/vm/activities/${activityId}`, token);
const card = async (activityId: string, token?: string) => {
  const list = await get('/api/vm/activities/all/0/50?status=upcoming', token);
  return list.activities.find((a: { activityId: string }) => a.activityId === activityId);
};
const entryOf = (game: { participantDetail: Array<{ id: string }> }, id: string) => game.participantDetail.find((p) => p.id === id);

beforeAll(async () => {
  platform = await startTestStack();
  t.host = await registerNamed('rn-host', 'Hari', 'Host');
  t.priya = await registerNamed('rn-priya', 'Priya', 'Sharma');
  t.other = await registerNamed('rn-other', 'Omar', 'Other');
  ({ activityId: joined } = await createGame(platform, t.host, { name: 'Joined by Priya', maxParticipants: 10 }));
  ({ activityId: hosted } = await createGame(platform, t.priya, { name: 'Hosted by Priya' }));
  ({ activityId: hidden } = await createGame(platform, t.host, { name: 'Private with Priya', privacy: 'private' }));
  ({ activityId: full } = await createGame(platform, t.host, { name: 'Full, Priya waits', maxParticipants: 2 }));
  await put(`/api/vm/activities/${joined}/join`, t.priya, {});
  const { data } = await put(`/api/vm/activities/${joined}/queries`, t.priya, { question: 'Bibs provided?' });
  await put(`/api/vm/activities/${joined}/queries/${data.queryId}/answer`, t.host, { answer: 'Yes' });
  // An offline player typed with the very name Priya has now: the typed name is theirs to keep.
  await put(`/api/vm/activities/${joined}/participants/offline`, t.host, { participants: [{ name: 'Priya Sharma' }], bookedBy: 'rn-host' });
  await put(`/api/vm/activities/${hidden}/invite`, t.host, { userIds: ['rn-priya'] });
  await put(`/api/vm/activities/${full}/join`, t.other, {});
  await put(`/api/vm/activities/${full}/waitlist`, t.priya);
  served = await serveAdminApi(platform);
  operator = served.providerFor((await platform.tokens.issue({ userId: 'rn-ops', name: 'Ops', role: 'admin', scopeIds: [] })).accessToken);
}, 240_000);

afterAll(async () => {
  await served?.close();
  await platform?.close();
});

describe('a renamed player (spec section 3 profile) is renamed on every game', () => {
  it('before: the games show the name they joined and hosted with', async () => {
    // Read first, so the live index holds the cards' bytes made with the old name.
    expect((await card(hosted)).hostDetail.name).toBe('Priya Sharma');
    expect(entryOf(await card(joined), 'rn-priya')).toMatchObject({ name: 'Priya Sharma' });
    expect(entryOf(await detail(joined), 'rn-priya')).toMatchObject({ name: 'Priya Sharma', firstName: 'Priya', lastName: 'Sharma' });
  });

  it('after: the detail, the participants page, the cards, My Games, the waitlist and the back office show the new name', async () => {
    await rename(t.priya, 'Priyanka', 'Rao Menon');
    const game = await detail(joined);
    expect(entryOf(game, 'rn-priya')).toMatchObject({ name: 'Priyanka Rao Menon', firstName: 'Priyanka', lastName: 'Rao Menon' });
    expect(game.queries[0].askedBy).toEqual({ id: 'rn-priya', name: 'Priyanka Rao Menon' });
    expect(game.queries[0].answer.answeredBy).toEqual({ id: 'rn-host', name: 'Hari Host' });
    // The offline player keeps the name typed for them.
    expect(
      game.participantDetail.filter((p: { isOfflineParticipant: boolean }) => p.isOfflineParticipant).map((p: { name: string }) => p.name),
    ).toEqual(['Priya Sharma']);

    const participants = await get(`/api/vm/activities/${joined}/participants?status=joined`, t.host);
    expect(participants.participants.find((p: { id: string }) => p.id === 'rn-priya')).toMatchObject({ name: 'Priyanka Rao Menon' });

    // The list's cards: the game she hosts and the one she joined (the live index redid their bytes).
    const hostedCard = await card(hosted);
    expect(hostedCard.hostDetail).toMatchObject({ id: 'rn-priya', name: 'Priyanka Rao Menon' });
    expect(entryOf(hostedCard, 'rn-priya')).toMatchObject({ name: 'Priyanka Rao Menon' });
    expect(entryOf(await card(joined), 'rn-priya')).toMatchObject({ name: 'Priyanka Rao Menon' });
    expect(JSON.stringify(await get('/api/vm/activities/all/0/50?status=upcoming'))).not.toContain('"rn-priya","name":"Priya Sharma"');
    expect((await detail(hosted, t.other)).hostDetail.name).toBe('Priyanka Rao Menon');

    const mine = await get('/api/vm/activities/my/0/20', t.priya);
    expect(mine.activities.find((a: { activityId: string }) => a.activityId === hosted).hostDetail.name).toBe('Priyanka Rao Menon');

    // The host of the full game sees her in line under the new name.
    const line = await get(`/api/vm/activities/${full}/waitlist?page=0&size=10`, t.host);
    expect(line.queue.map((e: { userId: string; name: string }) => [e.userId, e.name])).toEqual([['rn-priya', 'Priyanka Rao Menon']]);
    expect((await detail(full)).waitlist.queue[0]).toMatchObject({ userId: 'rn-priya', name: 'Priyanka Rao Menon' });

    // The back office: the game she hosts, the game she joined, and its players.
    expect((await operator.getOne('games', { id: hosted })).data.hostDetail.name).toBe('Priyanka Rao Menon');
    expect(entryOf((await operator.getOne('games', { id: joined })).data as never, 'rn-priya')).toMatchObject({
      name: 'Priyanka Rao Menon',
    });
    const listed = await operator.getList('games', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'startAt', order: 'ASC' },
      filter: {},
    });
    expect(listed.data.find((g) => g.id === hosted)?.hostDetail.name).toBe('Priyanka Rao Menon');
    const players = await operator.getList('gamePlayers', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'order', order: 'ASC' },
      filter: { activityId: joined },
    });
    expect(players.data.map((r) => [r.userId, r.entry.name])).toEqual([
      ['rn-host', 'Hari Host'],
      ['rn-priya', 'Priyanka Rao Menon'],
      [expect.stringMatching(/^off-/), 'Priya Sharma'],
    ]);
    // Sorted by the names shown, not by the copies.
    const byName = await operator.getList('gamePlayers', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'entry.name', order: 'DESC' },
      filter: { activityId: joined },
    });
    expect([byName.total, byName.data.map((r) => r.entry.name)]).toEqual([3, ['Priyanka Rao Menon', 'Priya Sharma']]);
    const byHost = await operator.getList('games', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'hostDetail.name', order: 'DESC' },
      filter: {},
    });
    expect(byHost.data.map((g) => g.hostDetail.name)).toEqual(['Priyanka Rao Menon', 'Hari Host', 'Hari Host', 'Hari Host']);
  });

  it('reveals nothing new: a private game stays hidden from others, and a card carries only the name', async () => {
    const response = await platform.request('GET', `/api/vm/activities/${hidden}`, { token: t.other });
    expect(response.status).toBe(404);
    expect(await card(hidden, t.other)).toBeUndefined();
    const hostedCard = await card(hosted, t.other);
    expect(Object.keys(hostedCard.hostDetail).sort()).toEqual(['id', 'isHost', 'name']);
    expect(Object.keys(entryOf(hostedCard, 'rn-priya')!).sort()).not.toContain('phone');
  });
});

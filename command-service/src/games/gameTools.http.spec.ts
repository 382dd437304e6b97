import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, gameBody, json } from '@sports/testing/http/fixtures';

/** The host tools over HTTP: what each call replies, appends and shows in the read model. */
let platform: TestPlatform;
let host: string;
let priya: string;
let arjun: string;

beforeAll(async () => {
  platform = await startTestStack();
  for (const id of ['host', 'priya', 'arjun']) await platform.request('POST', '/api/dev/token', { body: { userId: id } });
  [host, priya, arjun] = (await Promise.all(['host', 'priya', 'arjun'].map((id) => platform.tokenFor(id)))) as [string, string, string];
});
afterAll(() => platform.close());

const put = (path: string, token: string | undefined, body?: unknown, headers: Record<string, string> = {}) =>
  platform.request('PUT', path, { token, body, headers });
const detail = async (activityId: string, token = host) => {
  await platform.settle();
  return (await json(await platform.request('GET', `/api/vm/activities/${activityId}`, { token }))).data;
};
const streamTypes = async (activityId: string) => (await platform.eventStore.readStream(streams.game(activityId))).map((e) => e.type);

describe('update and bulk create', () => {
  it('the host replaces the details; participants stay', async () => {
    const { activityId } = await createGame(platform, host, { maxParticipants: 6 });
    await put(`/api/vm/activities/${activityId}/join`, priya, {});
    const body = gameBody({
      name: 'Renamed Friday',
      maxParticipants: 8,
      isOwnEquipments: true,
      payableMethod: 'payatvenue',
      location: { name: 'New Turf', city: 'Chennai' },
    });
    const response = await put(`/api/vm/activities/${activityId}`, host, body);
    expect(await json(response)).toEqual({ message: 'success', data: { activityId } });
    const game = await detail(activityId);
    expect(game).toMatchObject({
      name: 'Renamed Friday',
      maxParticipants: 8,
      isOwnEquipments: true,
      payableMethod: 'payatvenue',
      region: 'chennai',
      participants: ['host', 'priya'],
    });
  });

  it('a series creates one game per date, and a bad date creates none', async () => {
    const response = await put('/api/vm/activities/bulk', host, {
      details: gameBody({ name: 'Weekly' }),
      dates: ['2026-11-28', '2026-11-21', '2026-12-05'],
    });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data.activityIds).toHaveLength(3);
    const games = await Promise.all(data.activityIds.map((id: string) => detail(id)));
    expect(games.map((g) => [g.date, g.duration[0].from])).toEqual([
      ['2026-11-21', '2026-11-21T18:00:00+05:30'],
      ['2026-11-28', '2026-11-28T18:00:00+05:30'],
      ['2026-12-05', '2026-12-05T18:00:00+05:30'],
    ]);
    const before = await platform.eventCount();
    await expectProblem(
      await put('/api/vm/activities/bulk', host, { details: gameBody(), dates: ['2026-11-27', '2026-11-01'] }),
      422,
      'INVALID_SCHEDULE',
      'dates.0',
    );
    await expectProblem(
      await put('/api/vm/activities/bulk', host, { details: gameBody(), dates: ['2026-11-27', '2026-11-27'] }),
      400,
      'VALIDATION_FAILED',
      'dates',
    );
    expect(await platform.eventCount()).toBe(before);
  });
});

describe('cover image or video (spec section 7 "image upload, cover add and remove")', () => {
  it('an uploaded image becomes the cover; an unknown one is refused; removal clears it', async () => {
    const { activityId } = await createGame(platform, host);
    const upload = await platform.request('POST', '/api/vm/media/images', {
      token: host,
      rawBody: 'RIFF\0\0\0\0WEBPVP8 ',
      headers: { 'content-type': 'image/webp' },
    });
    const { data: image } = await json(upload);
    const set = await put(`/api/vm/activities/${activityId}/cover`, host, { type: 'image', imageId: image.id });
    expect(await json(set)).toEqual({ message: 'success', data: { activityId, coverUrl: image.url } });
    expect(await detail(activityId)).toMatchObject({ coverImageorVideo: { type: 'image', imageId: image.id }, coverUrl: image.url });
    await expectProblem(
      await put(`/api/vm/activities/${activityId}/cover`, host, { type: 'image', imageId: 'a'.repeat(32) }),
      404,
      'IMAGE_NOT_FOUND',
      'imageId',
    );
    await expectProblem(
      await put(`/api/vm/activities/${activityId}/cover`, host, { type: 'video', url: 'javascript:alert(1)' }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await platform.request('DELETE', `/api/vm/activities/${activityId}/cover`, { token: host })).status).toBe(200);
    const game = await detail(activityId);
    expect([game.coverImageorVideo, game.coverUrl]).toEqual([undefined, null]);
  });
});

describe('offline participants and participant status', () => {
  it('offline participants take places, booked by someone', async () => {
    const { activityId } = await createGame(platform, host, { maxParticipants: 4 });
    await put(`/api/vm/activities/${activityId}/join`, priya, {});
    const response = await put(`/api/vm/activities/${activityId}/participants/offline`, host, {
      participants: [{ name: 'Ravi Guest' }],
      bookedBy: 'priya',
    });
    const { data } = await json(response);
    const game = await detail(activityId);
    expect(game.totalParticipantCount).toBe(3);
    expect(game.participantDetail.find((p: { id: string }) => p.id === data.participantIds[0])).toMatchObject({
      name: 'Ravi Guest',
      isOfflineParticipant: true,
      bookedBy: 'priya',
      status: 'joined',
    });
    await expectProblem(
      await put(`/api/vm/activities/${activityId}/participants/offline`, host, { participants: [{ name: 'A' }, { name: 'B' }] }),
      409,
      'GAME_FULL',
    );
  });

  it('the status call accepts, rejects and removes, replying "status updated"', async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private', maxParticipants: 6 });
    await put(`/api/vm/activities/${activityId}/join`, priya, { message: 'Can I play?' });
    await put(`/api/vm/activities/${activityId}/join`, arjun, {});
    const accepted = await put(`/api/vm/activities/${activityId}/participants/status`, host, {
      id: 'priya',
      status: 'joined',
      updatedOn: '2026-11-20T10:00:00.000Z',
      updatedBy: 'host',
    });
    expect(await json(accepted)).toEqual({ message: 'status updated', data: { activityId, userId: 'priya', status: 'joined' } });
    await put(`/api/vm/activities/${activityId}/participants/status`, host, { id: 'arjun', status: 'rejected' });
    await put(`/api/vm/activities/${activityId}/participants/status`, host, { id: 'priya', status: 'retired' });
    const game = await detail(activityId);
    expect(game.participantDetail.find((p: { id: string }) => p.id === 'priya')).toMatchObject({
      status: 'retired',
      retiredBy: 'host',
      message: 'Can I play?',
    });
    expect(game.participantDetail.some((p: { id: string }) => p.id === 'arjun')).toBe(false);
  });
});

describe('invitation by link (spec section 7 "PUT new user invite")', () => {
  it("sends a one-time link; the reply says 'user invited'; the link lets a new user into a private game", async () => {
    const { activityId } = await createGame(platform, host, { privacy: 'private', name: 'Secret Sunday' });
    const response = await put(
      `/api/vm/activities/${activityId}/invite/link`,
      host,
      { phoneNumber: '98765 00011', channel: 'sms' },
      { 'idempotency-key': 'link-1' },
    );
    expect(await json(response)).toMatchObject({ message: 'user invited' });
    const [message] = (await json(await platform.request('GET', '/api/dev/outbox?to=9876500011'))) as unknown as Array<{
      to: string;
      channel: string;
      text: string;
    }>;
    expect(message).toMatchObject({ to: '+919876500011', channel: 'sms' });
    expect(message!.text).toContain('Secret Sunday');
    const link = new URL(message!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe(`/games/${activityId}`);
    const [inviteId, secret] = link.searchParams.get('invite')!.split('.');
    // A retry sends the very same link and appends nothing.
    const count = await platform.eventCount();
    await put(
      `/api/vm/activities/${activityId}/invite/link`,
      host,
      { phoneNumber: '98765 00011', channel: 'sms' },
      { 'idempotency-key': 'link-1' },
    );
    expect(await platform.eventCount()).toBe(count);
    expect((await json(await platform.request('GET', '/api/dev/outbox?to=9876500011')))[0].text).toBe(message!.text);
    // Not the secret: refused. The secret: joined directly, no request. Twice: refused.
    await expectProblem(
      await put(`/api/vm/activities/${activityId}/join`, arjun, { invite: { inviteId, secret: 'x'.repeat(32) } }),
      404,
      'INVITE_INVALID',
    );
    const newcomer = await platform.tokenFor('newcomer');
    expect(await json(await put(`/api/vm/activities/${activityId}/join`, newcomer, { invite: { inviteId, secret } }))).toMatchObject({
      data: { status: 'joined' },
    });
    await expectProblem(await put(`/api/vm/activities/${activityId}/join`, arjun, { invite: { inviteId, secret } }), 404, 'INVITE_INVALID');
    expect((await detail(activityId)).participants).toContain('newcomer');
  });
});

describe('hold responses, queries and slots', () => {
  it('participants answer a hold; the responses show on it', async () => {
    const { activityId } = await createGame(platform, host);
    await put(`/api/vm/activities/${activityId}/join`, priya, {});
    await put(`/api/vm/activities/${activityId}/hold`, host, { reason: 'Waterlogged pitch' });
    await put(`/api/vm/activities/${activityId}/hold/respond`, priya, { response: 'Fine by me' });
    await put(`/api/vm/activities/${activityId}/hold/respond`, priya, { response: 'Actually, move it to Sunday' });
    const { hold } = await detail(activityId);
    expect(hold).toMatchObject({ reason: 'Waterlogged pitch', responses: [{ userId: 'priya', response: 'Actually, move it to Sunday' }] });
    expect(await json(await platform.request('GET', `/api/vm/activities/${activityId}/hold`))).toEqual({ data: hold });
    await put(`/api/vm/activities/${activityId}/hold/release`, host);
    await platform.settle();
    expect(await json(await platform.request('GET', `/api/vm/activities/${activityId}/hold`))).toEqual({ data: null });
  });

  it('a query is asked, answered and deleted', async () => {
    const { activityId } = await createGame(platform, host);
    const { data } = await json(await put(`/api/vm/activities/${activityId}/queries`, arjun, { question: 'Are studs allowed?' }));
    await put(`/api/vm/activities/${activityId}/queries/${data.queryId}/answer`, host, { answer: 'Moulded studs only' });
    expect((await detail(activityId)).queries).toMatchObject([
      {
        id: data.queryId,
        question: 'Are studs allowed?',
        askedBy: { id: 'arjun' },
        answer: { text: 'Moulded studs only', answeredBy: { id: 'host' } },
      },
    ]);
    expect((await platform.request('DELETE', `/api/vm/activities/${activityId}/queries/${data.queryId}`, { token: arjun })).status).toBe(
      200,
    );
    expect((await detail(activityId)).queries).toEqual([]);
  });

  it('a booked slot is mapped to the game and removed', async () => {
    const { activityId } = await createGame(platform, host);
    const slot = {
      slotId: 'slot-42',
      fieldId: 'turf-b',
      fieldName: 'Turf B',
      slotDate: '2026-11-21',
      startTime: '18:00:00',
      endTime: '19:30:00',
    };
    expect(await json(await put(`/api/vm/activities/${activityId}/slots`, host, slot))).toEqual({
      message: 'success',
      data: { activityId, slotIds: ['slot-42'] },
    });
    expect(await detail(activityId)).toMatchObject({ slotIds: ['slot-42'], mappedSlots: [slot] });
    await expectProblem(await put(`/api/vm/activities/${activityId}/slots`, host, slot), 409, 'SLOT_ALREADY_MAPPED');
    expect(await json(await put(`/api/vm/activities/${activityId}/slots/slot-42/remove`, host))).toEqual({
      message: 'success',
      data: { activityId, slotIds: [] },
    });
    expect(await streamTypes(activityId)).toEqual(['GameCreated', 'PlayerJoinedGame', 'SlotMapped', 'SlotUnmapped']);
  });
});

describe('form fields at join', () => {
  it('a required answer is asked for, and the answers are kept', async () => {
    const formFields = [{ id: 'position', label: 'Preferred position', type: 'select', required: true, options: ['Goal', 'Outfield'] }];
    const { activityId } = await createGame(platform, host, { formFields });
    await expectProblem(await put(`/api/vm/activities/${activityId}/join`, priya, {}), 422, 'FORM_ANSWER_REQUIRED', 'formAnswers.position');
    await put(`/api/vm/activities/${activityId}/join`, priya, { formAnswers: { position: 'Goal' } });
    expect((await detail(activityId)).participantDetail.find((p: { id: string }) => p.id === 'priya').formAnswers).toEqual({
      position: 'Goal',
    });
  });
});

describe('circles and interests (spec section 7 "PUT my interest")', () => {
  it('a circle is created once per listing and city; interests name existing circles only', async () => {
    const created = await put('/api/vm/circles', priya, {
      name: 'Chennai Football',
      listingId: 'football',
      listingName: 'Football',
      city: 'Chennai',
    });
    expect(await json(created)).toEqual({ message: 'success', data: { circleId: 'football.chennai' } });
    await expectProblem(
      await put('/api/vm/circles', arjun, { name: 'Other', listingId: 'football', listingName: 'Football', city: 'chennai' }),
      409,
      'CIRCLE_ALREADY_EXISTS',
    );
    await expectProblem(
      await put('/api/vm/users/me/interests', priya, { circleIds: ['football.chennai', 'chess.nowhere'] }),
      404,
      'CIRCLE_NOT_FOUND',
      'circleIds.1',
    );
    expect(await json(await put('/api/vm/users/me/interests', priya, { circleIds: ['football.chennai'] }))).toEqual({
      message: 'success',
      data: { circleIds: ['football.chennai'] },
    });
    const types = (await platform.eventStore.readStream(streams.user('priya'))).map((e) => e.type);
    expect(types).toContain('InterestsSet');
  });
});

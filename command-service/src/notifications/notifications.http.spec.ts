import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, json } from '@sports/testing/http/fixtures';

/**
 * Invitations, answers to requests, removal, hold and release, match
 * full and new co-hosts reach the people concerned through the message port (here the
 * development outbox), on their chosen channels; history is never announced.
 */
let platform: TestPlatform;
const people: Record<string, { userId: string; token: string; phone: string }> = {};

type Message = { to: string; channel: string; text: string };
const outbox = async (phone: string) => (await json(await platform.request('GET', `/api/dev/outbox?to=${phone}`))) as unknown as Message[];
const gameMessages = async (phone: string) => (await outbox(phone)).filter((m) => !/sign-in code/.test(m.text));

/** Waits until the notifier has sent `count` game messages to `phone`. */
const eventually = async (phone: string, count: number): Promise<Message[]> => {
  for (let i = 0; i < 200; i++) {
    const messages = await gameMessages(phone);
    if (messages.length >= count) return messages;
    await new Promise((r) => setTimeout(r, 10));
  }
  return gameMessages(phone);
};

const signIn = async (name: string, phone: string) => {
  const path = '/api/auth/account/phone/login';
  await platform.request('POST', path, { body: { phoneNumber: phone } });
  const code = /(\d{6})/.exec((await outbox(phone))[0]!.text)![1];
  const session = await json(await platform.request('POST', path, { body: { phoneNumber: phone, code } }));
  people[name] = { userId: session.userId, token: session.accessToken, phone };
};

beforeAll(async () => {
  platform = await startTestStack();
  await signIn('host', '9811100001');
  await signIn('priya', '9811100002');
  await signIn('arjun', '9811100003');
});
afterAll(() => platform.close());

const put = (path: string, who: string, body?: unknown) => platform.request('PUT', path, { token: people[who]!.token, body });

describe('game notifications', () => {
  it('an invitation reaches the invitee on WhatsApp, with the link; the inviter hears nothing', async () => {
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Notify Night' });
    await put(`/api/vm/activities/${activityId}/invite`, 'host', { userIds: [people.priya!.userId] });
    const [message] = await eventually(people.priya!.phone, 1);
    expect(message).toMatchObject({ channel: 'whatsapp' });
    expect(message!.text).toMatch(/invited you to "Notify Night" on Sat 21 Nov\. Accept here: http:\/\/localhost:\d+\/games\//);
    expect(message!.text).toContain(activityId);
    expect(await gameMessages(people.host!.phone)).toEqual([]);
  });

  it('requests answered, co-host, hold and release, removal: each to the people concerned', async () => {
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Private Kick', privacy: 'private', maxParticipants: 6 });
    const arjunBefore = (await gameMessages(people.arjun!.phone)).length;
    await put(`/api/vm/activities/${activityId}/join`, 'arjun', {});
    await put(`/api/vm/activities/${activityId}/requests/${people.arjun!.userId}/accept`, 'host');
    await put(`/api/vm/activities/${activityId}/cohosts/${people.arjun!.userId}`, 'host');
    await put(`/api/vm/activities/${activityId}/hold`, 'host', { reason: 'Floodlights broken' });
    await put(`/api/vm/activities/${activityId}/hold/release`, 'host');
    await put(`/api/vm/activities/${activityId}/participants/remove`, 'host', { id: people.arjun!.userId });
    const texts = (await eventually(people.arjun!.phone, arjunBefore + 5))
      .slice(0, 5)
      .map((m) => m.text)
      .reverse();
    expect(texts[0]).toMatch(/request to join "Private Kick" .* was accepted/);
    expect(texts[1]).toMatch(/made you a co-host of "Private Kick"/);
    expect(texts[2]).toMatch(/"Private Kick" .* is on hold: Floodlights broken/);
    expect(texts[3]).toMatch(/is back on/);
    expect(texts[4]).toMatch(/You were removed from "Private Kick"/);
  });

  it('a rejected request and a full match reach those waiting; SMS when the user chose it', async () => {
    expect((await put('/api/vm/users/me/communication', 'priya', { whatsapp: false, sms: true })).status).toBe(200);
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Almost Full', privacy: 'private' });
    const before = (await gameMessages(people.priya!.phone)).length;
    await put(`/api/vm/activities/${activityId}/join`, 'priya', {});
    await put(`/api/vm/activities/${activityId}/matchFull`, 'host', { isMatchFull: true });
    await put(`/api/vm/activities/${activityId}/requests/${people.priya!.userId}/reject`, 'host');
    const latest = (await eventually(people.priya!.phone, before + 2)).slice(0, 2).reverse();
    expect(latest.map((m) => m.channel)).toEqual(['sms', 'sms']);
    expect(latest[0]!.text).toMatch(/"Almost Full" .* is now full/);
    expect(latest[1]!.text).toMatch(/request to join "Almost Full" .* was not accepted/);
  });
});

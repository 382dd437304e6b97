import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptionsDecider } from '@sports/command-service';
import { pushStream } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { PushServiceDouble, type DoubleSubscription } from '@sports/testing/pushServiceDouble';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * Web Push (docs/adr/0099-web-push.md): a device subscribes; every notification its owner gets
 * (here an invitation and a waitlist offer, spec section 3's game notifications) is pushed to the
 * push service, signed with VAPID and encrypted (aes128gcm), which the local double checks and
 * decrypts; the push setting turns it off; a subscription the service says is gone is forgotten.
 */
let platform: TestPlatform;
let service: PushServiceDouble;
const people: Record<string, { userId: string; token: string }> = {};
const SUBSCRIPTIONS = '/api/vm/users/me/push-subscriptions';

const signIn = async (name: string, phone: string, on = platform) => {
  const path = '/api/auth/account/phone/login';
  await on.request('POST', path, { body: { phoneNumber: phone } });
  const [message] = (await json(await on.request('GET', `/api/dev/outbox?to=${phone}`))) as unknown as { text: string }[];
  const code = /(\d{6})/.exec(message!.text)![1];
  const session = await json(await on.request('POST', path, { body: { phoneNumber: phone, code } }));
  people[name] = { userId: session.userId, token: session.accessToken };
};

const subscribe = (who: string, body: unknown) => platform.request('POST', SUBSCRIPTIONS, { token: people[who]!.token, body });
const invite = async (name: string, who: string) => {
  const { activityId } = await createGame(platform, people.host!.token, { name });
  expect(
    (
      await platform.request('PUT', `/api/vm/activities/${activityId}/invite`, {
        token: people.host!.token,
        body: { userIds: [people[who]!.userId] },
      })
    ).status,
  ).toBe(200);
  await platform.settle();
  return activityId;
};
const streamOf = async (who: string) =>
  (await platform.eventStore.readStream(pushStream(people[who]!.userId))).map((e) => [e.type, (e.data as { reason?: string }).reason]);

beforeAll(async () => {
  service = await PushServiceDouble.start();
  platform = await startTestStack();
  await signIn('host', '9811100071');
  await signIn('priya', '9811100072');
  await signIn('arjun', '9811100073');
});
afterAll(async () => {
  await platform.close();
  await service.close();
});

describe('Web Push subscriptions and pushes', () => {
  let priyaPhone: DoubleSubscription;

  it('gives the VAPID public key the browser subscribes with', async () => {
    expect(platform.config.push?.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(await json(await platform.request('GET', '/api/vm/push/public-key'))).toEqual({
      data: { publicKey: platform.config.push!.publicKey },
    });
  });

  it('keeps a device once; the same subscription sent again appends nothing', async () => {
    priyaPhone = service.subscribe();
    const first = await subscribe('priya', { ...priyaPhone, expirationTime: null });
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual({ message: 'success', data: { endpoint: priyaPhone.endpoint } });
    expect((await subscribe('priya', priyaPhone)).status).toBe(201);
    expect(await streamOf('priya')).toEqual([['PushSubscriptionAdded', undefined]]);
  });

  it('pushes an invitation, signed with VAPID and readable only by the device, with its title and link', async () => {
    const activityId = await invite('Push Night', 'priya');
    const [push] = service.received.filter((r) => r.endpoint === priyaPhone.endpoint);
    expect(service.refused).toEqual([]);
    expect(push!.payload).toEqual({
      title: 'Invitation',
      body: expect.stringMatching(/invited you to "Push Night" on Sat 21 Nov\./),
      url: `/games/${activityId}`,
      tag: `invitation:/games/${activityId}`,
    });
    expect(push!.publicKey).toBe(platform.config.push!.publicKey);
    expect(push!.claims).toMatchObject({ aud: service.origin, sub: 'mailto:push@example.invalid' });
    expect(push!.ttl).toBe(86_400);
    // The host, who has no device, got nothing; nor did anyone else.
    expect(service.received).toHaveLength(1);
  });

  it('pushes a waitlist offer to the first in line when a place frees up', async () => {
    const arjunLaptop = service.subscribe();
    expect((await subscribe('arjun', arjunLaptop)).status).toBe(201);
    const { activityId } = await createGame(platform, people.host!.token, { name: 'Full House', maxParticipants: 2 });
    const player = await platform.tokenFor('push-player');
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: player, body: {} })).status).toBe(200);
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/waitlist`, { token: people.arjun!.token })).status).toBe(200);
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/leave`, { token: player })).status).toBe(200);
    await platform.settle();
    expect(service.payloadsFor(arjunLaptop.endpoint)).toEqual([
      {
        title: 'A place opened up',
        body: expect.stringContaining('"Full House"'),
        url: `/games/${activityId}`,
        tag: `waitlist_offer:/games/${activityId}`,
      },
    ]);
  });

  it('sends nothing while the push setting is off, and again once it is on', async () => {
    const before = service.payloadsFor(priyaPhone.endpoint).length;
    expect(
      (
        await platform.request('PUT', '/api/vm/users/me/communication', {
          token: people.priya!.token,
          body: { whatsapp: true, sms: false, push: false },
        })
      ).status,
    ).toBe(200);
    await invite('Quiet Night', 'priya');
    expect(service.payloadsFor(priyaPhone.endpoint)).toHaveLength(before);
    // The inbox still has it: push is one more channel, not the notification itself.
    const inbox = await json(await platform.request('GET', '/api/vm/users/me/notifications', { token: people.priya!.token }));
    expect(inbox.data.items[0].text).toMatch(/"Quiet Night"/);
    expect(
      (
        await platform.request('PUT', '/api/vm/users/me/communication', {
          token: people.priya!.token,
          body: { whatsapp: true, sms: false, push: true },
        })
      ).status,
    ).toBe(200);
    await invite('Loud Night', 'priya');
    expect(service.payloadsFor(priyaPhone.endpoint)).toHaveLength(before + 1);
  });

  it('forgets a subscription the push service says is gone (410), and tries it no more', async () => {
    const tablet = service.subscribe();
    expect((await subscribe('priya', tablet)).status).toBe(201);
    service.markGone(tablet.endpoint);
    const phoneBefore = service.payloadsFor(priyaPhone.endpoint).length;
    await invite('Gone Night', 'priya');
    expect(service.refused.filter((r) => r.endpoint === tablet.endpoint).map((r) => r.status)).toEqual([410]);
    expect(service.payloadsFor(priyaPhone.endpoint)).toHaveLength(phoneBefore + 1);
    expect(await streamOf('priya')).toEqual([
      ['PushSubscriptionAdded', undefined],
      ['PushSubscriptionAdded', undefined],
      ['PushSubscriptionRemoved', 'gone'],
    ]);
    // Forgotten at the platform's time, by the push channel.
    const [removal] = (await platform.eventStore.readStream(pushStream(people.priya!.userId))).slice(-1);
    expect([(removal!.data as { removedAt: string }).removedAt, removal!.metadata.userId]).toEqual([
      '2026-11-20T10:00:00.000Z',
      'system.push',
    ]);
    await invite('After Gone', 'priya');
    expect(service.refused.filter((r) => r.endpoint === tablet.endpoint)).toHaveLength(1);
  });

  it('skips a device whose push service is down, keeps it, and still tells the others and the inbox', async () => {
    const down = service.subscribe();
    expect((await subscribe('priya', down)).status).toBe(201);
    service.setUnavailable(down.endpoint, true);
    const phoneBefore = service.payloadsFor(priyaPhone.endpoint).length;
    const activityId = await invite('Outage Night', 'priya');
    expect(service.refused.filter((r) => r.endpoint === down.endpoint).map((r) => r.status)).toEqual([503]);
    expect(service.payloadsFor(priyaPhone.endpoint)).toHaveLength(phoneBefore + 1);
    expect((await streamOf('priya')).at(-1)).toEqual(['PushSubscriptionAdded', undefined]);
    const inbox = await json(await platform.request('GET', '/api/vm/users/me/notifications', { token: people.priya!.token }));
    expect(inbox.data.items[0].link).toBe(`/games/${activityId}`);
    service.setUnavailable(down.endpoint, false);
    await invite('After Outage', 'priya');
    expect(service.payloadsFor(down.endpoint)).toHaveLength(1);
    expect(
      (await platform.request('DELETE', SUBSCRIPTIONS, { token: people.priya!.token, body: { endpoint: down.endpoint } })).status,
    ).toBe(200);
  });

  it('stops pushing to a device that unsubscribed; unsubscribing again is no error', async () => {
    const unsubscribe = () =>
      platform.request('DELETE', SUBSCRIPTIONS, { token: people.priya!.token, body: { endpoint: priyaPhone.endpoint } });
    expect(await json(await unsubscribe())).toEqual({ message: 'success' });
    expect((await unsubscribe()).status).toBe(200);
    const before = service.received.length;
    await invite('Unsubscribed Night', 'priya');
    expect(service.received).toHaveLength(before);
    expect((await streamOf('priya')).at(-1)).toEqual(['PushSubscriptionRemoved', 'unsubscribed']);
  });

  it('refuses a malformed subscription with 400 naming the field, and keeps nothing', async () => {
    const good = service.subscribe();
    const before = await streamOf('arjun');
    const cases: Array<[unknown, string]> = [
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: 'ftp://push.example.net/x' }, 'endpoint'],
      [{ ...good, endpoint: 'http://push.example.net/x' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: `${good.keys.auth}AA` } }, 'keys.auth'],
      [{ ...good, keys: { ...good.keys, auth: 'not+base64url/at-all!!' } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [body, field] of cases) await expectProblem(await subscribe('arjun', body), 400, 'VALIDATION_FAILED', field);
    await expectProblem(
      await platform.request('DELETE', SUBSCRIPTIONS, { token: people.arjun!.token, body: { endpoint: 42 } }),
      400,
      'VALIDATION_FAILED',
      'endpoint',
    );
    expect((await platform.request('POST', SUBSCRIPTIONS, { body: good })).status).toBe(401);
    expect(await streamOf('arjun')).toEqual(before);
  });
});

describe('without VAPID keys', () => {
  let bare: TestPlatform;
  beforeAll(async () => {
    bare = await startTestStack({ env: { PUSH_NOTIFICATIONS: 'false' } });
  });
  afterAll(() => bare.close());

  it('answers 404 PUSH_DISABLED for the key and a subscription, and pushes nothing to a device kept from before', async () => {
    await expectProblem(await bare.request('GET', '/api/vm/push/public-key'), 404, 'PUSH_DISABLED');
    await signIn('bareHost', '9811100074', bare);
    await signIn('bareGuest', '9811100075', bare);
    const { userId, token } = people.bareGuest!;
    await expectProblem(await bare.request('POST', SUBSCRIPTIONS, { token, body: service.subscribe() }), 404, 'PUSH_DISABLED');
    // A device subscribed while the server still had keys.
    const kept = service.subscribe();
    await bare.handler.handle({
      streamId: pushStream(userId),
      decider: pushSubscriptionsDecider,
      command: {
        type: 'AddPushSubscription',
        data: { userId, ...kept },
        context: { commandId: 'kept', userId, now: '2026-11-20T09:00:00.000Z' },
      },
      reply: () => undefined,
    });
    const { activityId } = await createGame(bare, people.bareHost!.token, { name: 'No Keys' });
    expect(
      (await bare.request('PUT', `/api/vm/activities/${activityId}/invite`, { token: people.bareHost!.token, body: { userIds: [userId] } }))
        .status,
    ).toBe(200);
    await bare.settle();
    expect(service.payloadsFor(kept.endpoint)).toEqual([]);
  });
});

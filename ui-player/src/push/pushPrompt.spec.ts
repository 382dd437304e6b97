// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listApi, on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import { NOT_NOW_KEY, usePushOffer } from './offer';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

const KEY = `B${'A'.repeat(86)}`;
const joined = on('PUT', '/api/vm/activities/g1/join', { body: { message: 'success', data: { activityId: 'g1', status: 'joined' } } });
const keyApi = on('GET', '/api/vm/push/public-key', { body: { data: { publicKey: KEY } } });
const subscribed = on('POST', '/api/vm/users/me/push-subscriptions', {
  status: 201,
  body: { message: 'success', data: { endpoint: 'https://push.example/d1' } },
});
const subscription = {
  endpoint: 'https://push.example/d1',
  expirationTime: null,
  keys: { p256dh: `B${'b'.repeat(86)}`, auth: 'c'.repeat(22) },
};

/** A browser with a service worker and the Push API, whose notification permission is `permission`. */
const pushBrowser = (permission: NotificationPermission, answer: NotificationPermission = 'granted') => {
  const subscribe = vi.fn(async () => ({ options: { applicationServerKey: null }, toJSON: () => subscription }));
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration) } });
  return { subscribe };
};

const joinGame = async () => {
  const [join] = await screen.findAllByRole('button', { name: 'Join Now' });
  fireEvent.click(join!);
  await screen.findByText('You have joined this game!');
};

describe('asking for pushes (docs/adr/0099-web-push.md)', () => {
  it('never asks on load; right after a join asks one line, and Allow subscribes this device', async () => {
    signedInAsAsha();
    usePushOffer.setState({ reason: null });
    const { subscribe } = pushBrowser('default');
    const calls = fakeApi(...listApi, joined, keyApi, subscribed);
    renderAt('/');
    await screen.findAllByRole('button', { name: 'Join Now' });
    expect(screen.queryByRole('region', { name: 'Notifications on this device' })).toBeNull();
    await joinGame();
    const prompt = await screen.findByRole('region', { name: 'Notifications on this device' });
    expect(prompt.textContent).toContain('Buzz me when it changes?');
    // A banner in the page's flow between the header and the page (DESIGN.md "Frame"), not drawn over the header.
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect([follows(screen.getByRole('banner'), prompt), follows(prompt, screen.getByRole('main'))]).toEqual([true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await screen.findByText('Buzzes on for this device');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    const [{ applicationServerKey }] = subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }];
    expect([applicationServerKey.length, applicationServerKey[0]]).toEqual([65, 4]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(subscription);
    expect(screen.queryByRole('region', { name: 'Notifications on this device' })).toBeNull();
  });

  it('remembers "Not now": the next join does not ask', async () => {
    signedInAsAsha();
    usePushOffer.setState({ reason: null });
    pushBrowser('default');
    fakeApi(...listApi, joined, keyApi);
    renderAt('/');
    await joinGame();
    await screen.findByRole('region', { name: 'Notifications on this device' });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications on this device' })).toBeNull());
    expect(Number(localStorage.getItem(NOT_NOW_KEY))).toBeGreaterThan(0);
    const { offerPush } = await import('./offer');
    offerPush('place');
    expect(usePushOffer.getState().reason).toBeNull();
    offerPush('place', Date.now() + 15 * 24 * 60 * 60 * 1000);
    expect(usePushOffer.getState().reason).toBe('place');
  });

  it('never asks when the server sends no pushes, or the browser was told no', async () => {
    signedInAsAsha();
    usePushOffer.setState({ reason: null });
    pushBrowser('default');
    fakeApi(
      ...listApi,
      joined,
      on('GET', '/api/vm/push/public-key', problem(404, 'PUSH_DISABLED', 'This server sends no push notifications')),
    );
    renderAt('/');
    await joinGame();
    await waitFor(() => expect(usePushOffer.getState().reason).toBe('changes'));
    expect(screen.queryByRole('region', { name: 'Notifications on this device' })).toBeNull();

    usePushOffer.setState({ reason: null });
    pushBrowser('denied');
    const { offerPush } = await import('./offer');
    offerPush('changes');
    expect(usePushOffer.getState().reason).toBeNull();
  });
});

// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import { CHANNELS, failedWords, savedWords, silentWarning, withChannel } from './channels';

setupAppHarness();
// The machine is shared: give the app's fetches and renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

const PATH = '/api/vm/users/me/communication';

describe('notification settings words', () => {
  it('offers only the channels with a delivery port, and words each outcome', () => {
    expect(CHANNELS.map((c) => c.label)).toEqual(['WhatsApp', 'SMS', 'Push']);
    expect(withChannel({ whatsapp: true, sms: true, push: true }, 'sms', false)).toEqual({ whatsapp: true, sms: false, push: true });
    expect(savedWords('push', false)).toBe('Push notifications off');
    expect(savedWords('sms', false)).toBe('SMS notifications off');
    expect(failedWords('whatsapp', true, 'No such user')).toBe('Could not turn WhatsApp on: No such user. Try again.');
    expect(silentWarning({ whatsapp: false, sms: false, push: false })).toMatch(/only in your Inbox/);
    expect(silentWarning({ whatsapp: false, sms: false, push: true })).toBeNull();
  });
});

describe('notification settings screen', () => {
  it('shows the current choice and saves a change with a toast', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      on('GET', PATH, { body: { data: { whatsapp: true, sms: true, push: true } } }),
      on('PUT', PATH, { body: { message: 'success', data: { whatsapp: true, sms: false, push: true } } }),
    );
    renderAt('/settings/notifications');
    const sms = await screen.findByRole('switch', { name: 'SMS' });
    expect(sms.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'WhatsApp' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/E-mail and Circles: coming soon/)).toBeTruthy();
    fireEvent.click(sms);
    expect(await screen.findByText('SMS notifications off')).toBeTruthy();
    expect(sms.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Push' }).getAttribute('aria-checked')).toBe('true');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ whatsapp: true, sms: false, push: true });
  });

  it('puts the switch back and says why beside it when saving fails', async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', PATH, { body: { data: { whatsapp: true, sms: false, push: true } } }),
      on('PUT', PATH, problem(404, 'USER_NOT_FOUND', 'No such user')),
    );
    renderAt('/settings/notifications');
    const whatsapp = await screen.findByRole('switch', { name: 'WhatsApp' });
    fireEvent.click(whatsapp);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not turn WhatsApp off: No such user. Try again.');
    await waitFor(() => expect(whatsapp.getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByText('WhatsApp notifications off')).toBeNull();
  });

  it('asks a signed-out visitor to sign in', async () => {
    fakeApi();
    renderAt('/settings/notifications');
    expect(await screen.findByRole('heading', { name: 'Sign in to change your notification settings' })).toBeTruthy();
  });
});

describe('push on this device (docs/adr/0099-web-push.md)', () => {
  it('offers "Buzz this device" under Push when this browser is not subscribed, and subscribes it', async () => {
    signedInAsAsha();
    const subscription = {
      endpoint: 'https://push.example/d2',
      expirationTime: null,
      keys: { p256dh: `B${'b'.repeat(86)}`, auth: 'c'.repeat(22) },
    };
    const registration = {
      pushManager: {
        getSubscription: vi.fn(async () => null),
        subscribe: vi.fn(async () => ({ options: { applicationServerKey: null }, toJSON: () => subscription })),
      },
    };
    vi.stubGlobal('PushManager', function PushManager() {});
    const requestPermission = vi.fn(async () => 'granted');
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    });
    const calls = fakeApi(
      on('GET', PATH, { body: { data: { whatsapp: true, sms: false, push: true } } }),
      on('GET', '/api/vm/push/public-key', { body: { data: { publicKey: `B${'A'.repeat(86)}` } } }),
      on('POST', '/api/vm/users/me/push-subscriptions', {
        status: 201,
        body: { message: 'success', data: { endpoint: subscription.endpoint } },
      }),
    );
    renderAt('/settings/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Buzz this device' }));
    expect(await screen.findByText('This device gets them.')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(subscription);
  });
});

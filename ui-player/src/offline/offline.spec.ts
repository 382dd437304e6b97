// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { OfflineError, requestJson } from '../api/http';
import { listApi, on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import { OFFLINE_WORDS } from './offlineWords';

setupAppHarness();

/** What the browser says and does when the network goes or comes back. */
const goOffline = (offline: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });

describe('offline (docs/adr/0098-installable-app.md)', () => {
  it('refuses a write at once, sending nothing, while reads still go out (the service worker may answer them)', async () => {
    const calls = fakeApi(on('GET', '/api/x', { body: { ok: true } }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      await expect(requestJson('/api/x', z.unknown(), { method, body: {} })).rejects.toBeInstanceOf(OfflineError);
    }
    expect(calls).toEqual([]);
    expect(await requestJson('/api/x', z.object({ ok: z.boolean() }))).toEqual({ ok: true });
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('words a write that lost the network on the way as offline too', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        online.mockReturnValue(false);
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(requestJson('/api/x', z.unknown(), { method: 'PUT', body: {} })).rejects.toBeInstanceOf(OfflineError);
  });

  it('shows the one-line banner while offline, and drops it once online', async () => {
    fakeApi(...listApi);
    renderAt('/');
    await screen.findAllByRole('button', { name: 'Join Now' });
    expect(screen.queryByText(OFFLINE_WORDS)).toBeNull();
    goOffline(true);
    expect((await screen.findByText(OFFLINE_WORDS)).closest('[role="status"]')).toBeTruthy();
    goOffline(false);
    await waitFor(() => expect(screen.queryByText(OFFLINE_WORDS)).toBeNull());
  });

  it('closes the banner until the network goes again, and loads the page afresh once it is back', async () => {
    const calls = fakeApi(...listApi);
    renderAt('/');
    await screen.findAllByRole('button', { name: 'Join Now' });
    goOffline(true);
    await screen.findByText(OFFLINE_WORDS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(OFFLINE_WORDS)).toBeNull();
    const reads = calls.length;
    goOffline(false);
    await waitFor(() => expect(calls.length).toBeGreaterThan(reads));
    goOffline(true);
    expect(await screen.findByText(OFFLINE_WORDS)).toBeTruthy();
  });

  it('says "You are offline" when Join is tapped offline, and sends no join', async () => {
    signedInAsAsha();
    const calls = fakeApi(...listApi);
    renderAt('/');
    const [join] = await screen.findAllByRole('button', { name: 'Join Now' });
    goOffline(true);
    fireEvent.click(join!);
    expect(await screen.findByText(/^You are offline: nothing was sent/)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

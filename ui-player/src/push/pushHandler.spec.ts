import { describe, expect, it, vi } from 'vitest';
// The worker script's text, as Vite reads it (no node:fs in the player UI's sources).
import source from '../../public/push-handler.js?raw';

/**
 * public/push-handler.js, which the generated service worker imports (docs/adr/0099-web-push.md),
 * run against a stand-in for the worker's global scope: it shows each push as a notification and
 * a tap leads to the push's page.
 */
const ORIGIN = 'https://sports.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

const worker = (windows: FakeWindow[] = []) => {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the service worker's source against a fake `self`
  (new Function('self', source) as (worker: unknown) => void)(self);
  const dispatch = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { self, dispatch };
};

const windowAt = (path: string): FakeWindow => {
  const w: FakeWindow = { url: `${ORIGIN}${path}`, focus: vi.fn(async () => w), navigate: vi.fn(async () => w) };
  return w;
};

const pushOf = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

describe("the service worker's push handler", () => {
  it('shows a push with its title, words, tag and page', async () => {
    const { self, dispatch } = worker();
    await dispatch(
      'push',
      pushOf({
        title: 'A place opened up',
        body: 'A place in "Full House" is yours for 30 minutes.',
        url: '/games/g1',
        tag: 'waitlist_offer:/games/g1',
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('A place opened up', {
      body: 'A place in "Full House" is yours for 30 minutes.',
      tag: 'waitlist_offer:/games/g1',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: '/games/g1' },
    });
  });

  it('still shows something for a push it cannot read, and never a page of another site', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', { data: { json: (): unknown => JSON.parse('not json'), text: () => 'plain words' } });
    await dispatch('push', pushOf({ title: 'Hi', body: 'x', url: 'https://evil.example/', tag: 't' }));
    const calls = self.registration.showNotification.mock.calls as unknown as Array<[string, { body: string; data: { url: string } }]>;
    expect(calls[0]![0]).toBe('Sports Platform');
    expect(calls[0]![1]).toMatchObject({ body: 'plain words', data: { url: '/inbox' } });
    expect(calls[1]![1].data.url).toBe('/inbox');
  });

  it('on a tap: focuses a window on that page, else sends an open window there, else opens one', async () => {
    const onPage = windowAt('/games/g1');
    const close = vi.fn();
    const tap = { notification: { close, data: { url: '/games/g1' } } };
    let w = worker([windowAt('/'), onPage]);
    await w.dispatch('notificationclick', tap);
    expect(close).toHaveBeenCalled();
    expect(onPage.focus).toHaveBeenCalled();

    const elsewhere = windowAt('/inbox');
    w = worker([elsewhere]);
    await w.dispatch('notificationclick', tap);
    expect(elsewhere.focus).toHaveBeenCalled();
    expect(elsewhere.navigate).toHaveBeenCalledWith(`${ORIGIN}/games/g1`);

    w = worker([]);
    await w.dispatch('notificationclick', tap);
    expect(w.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/games/g1`);
  });
});

import { useSession } from '../session/store';
import { useAppUpdate } from './updateStore';

/** The runtime cache of games and orders a player saw (vite.config.ts `api-reads`). */
export const READ_CACHE = 'api-reads';

/**
 * Registers the service worker (vite-plugin-pwa). main.tsx loads this module and calls it once the
 * browser is idle after the first screen, so it adds nothing to that screen's scripts or its time to
 * draw. A new version waits until the player takes the one-line offer (registerType 'prompt',
 * docs/adr/0098-installable-app.md).
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const update = registerSW({ onNeedRefresh: () => useAppUpdate.setState({ apply: () => void update(true) }) });
    })
    .catch(() => undefined);
  forgetOnSignOut();
}

/**
 * What one player saw is not for the next one on the same browser: on signing out the kept reads
 * go, and the device's push subscription ends (its push service then says "gone" to the server,
 * which forgets it: command-service/src/push/pushChannel.ts).
 */
function forgetOnSignOut(): void {
  useSession.subscribe((state, previous) => {
    if (!previous.user || state.user) return;
    if ('caches' in window) void caches.delete(READ_CACHE).catch(() => undefined);
    void navigator.serviceWorker.ready
      .then((registration) => registration.pushManager?.getSubscription())
      .then((subscription) => subscription?.unsubscribe())
      .catch(() => undefined);
  });
}

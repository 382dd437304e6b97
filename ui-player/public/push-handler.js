/*
 * Web Push in the service worker (docs/adr/0099-web-push.md), imported by the worker Workbox
 * generates (vite.config.ts). A push carries {title, body, url, tag} (command-service/src/push/pushPayload.ts):
 * it is shown as a notification; a tap focuses a window of the app already open on that page, or
 * one open elsewhere in the app (sent there), else opens a new one.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/inbox';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Sports Platform', {
      body: message.body || '',
      tag: message.tag || url,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/inbox', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((w) => w.url === target);
      if (same) return same.focus();
      const any = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (any) return any.focus().then((w) => (w ? w.navigate(target) : self.clients.openWindow(target)));
      return self.clients.openWindow(target);
    }),
  );
});

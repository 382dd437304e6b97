import { describe, expect, it } from 'vitest';
import { isAppPage, isKeptRead } from './cacheRules';

const at = (path: string, init: { mode?: string; method?: string; sameOrigin?: boolean } = {}) => ({
  request: { mode: init.mode ?? 'cors', method: init.method ?? 'GET' },
  url: new URL(path, 'https://sports.example'),
  sameOrigin: init.sameOrigin ?? true,
});

describe('what the service worker keeps (docs/adr/0098-installable-app.md)', () => {
  it("falls back to the shell for the app's pages only, not the APIs, the back office or the docs", () => {
    for (const path of ['/', '/games/g1', '/?tab=my', '/orders', '/settings/notifications', '/administrative-things'])
      expect(isAppPage(at(path, { mode: 'navigate' }))).toBe(true);
    for (const path of [
      '/api/vm/activities/g1',
      '/admin',
      '/admin/games',
      '/admin-api/games',
      '/docs',
      '/docs/openapi.json',
      '/health',
      '/metrics',
    ])
      expect(isAppPage(at(path, { mode: 'navigate' }))).toBe(false);
    expect(isAppPage(at('/games/g1'))).toBe(false); // a fetch, not a navigation
  });

  it('keeps the GET reads of games and orders, never a write, an auth call, another origin or a live stream', () => {
    for (const path of [
      '/api/vm/activities/g1',
      '/api/vm/activities/my/0/20',
      '/api/vm/activities/all/0/9?status=upcoming',
      '/api/b2c/orders/my/0/10',
      '/api/b2c/orders/o1',
    ])
      expect(isKeptRead(at(path))).toBe(true);
    for (const method of ['PUT', 'POST', 'DELETE']) expect(isKeptRead(at('/api/vm/activities/g1/join', { method }))).toBe(false);
    for (const path of [
      '/api/auth/account/phone/login',
      '/api/auth/token/refresh',
      '/api/vm/activities/changes/stream',
      '/api/vm/activities/g1/viewers/stream',
      '/api/vm/activities/g1/viewers',
      '/api/vm/users/me/push-subscriptions',
      '/api/vm/activitiesX',
      '/health',
    ])
      expect(isKeptRead(at(path))).toBe(false);
    expect(isKeptRead(at('/api/vm/activities/g1', { sameOrigin: false }))).toBe(false);
  });

  it('stands alone, as Workbox copies it into the worker as text', () => {
    for (const rule of [isAppPage, isKeptRead]) {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- rebuilds the rule from its text, as Workbox copies it
      const copied = (new Function(`return (${rule.toString()});`) as () => typeof rule)();
      expect(copied(at('/api/vm/activities/g1', { mode: 'navigate' }))).toBe(rule(at('/api/vm/activities/g1', { mode: 'navigate' })));
      expect(copied(at('/games/g1', { mode: 'navigate' }))).toBe(rule(at('/games/g1', { mode: 'navigate' })));
    }
  });
});

import type { ApiRoute, RouteParams } from '@sports/contracts';

/** Fills a contracts route path (`/api/x/{id}`) with encoded parameters. */
export function routePath<R extends ApiRoute>(route: R, params: RouteParams<R>): string {
  const values = params as Record<string, string | number>;
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

/** Accepts a server-given link (absolute or relative) only when it stays on this origin. */
export function sameOriginPath(link: string): string {
  // On the server (src/ssr) there is no window: links there are the app's own relative paths.
  const origin = typeof window === 'undefined' ? 'http://server.invalid' : window.location.origin;
  const url = new URL(link, origin);
  if (url.origin !== origin) throw new Error(`Refusing to follow off-origin link ${link}`);
  return url.pathname + url.search;
}

/** A fresh Idempotency-Key; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What the service worker does with a request (vite.config.ts runtimeCaching; docs/adr/0098-installable-app.md). Workbox copies these
 * functions into the generated worker as
 * text, so each stands alone: no imports, no names from outside it.
 */
interface Match {
  request: { mode: string; method: string };
  url: URL;
  sameOrigin: boolean;
}

/** A page of the app (a client route): not the APIs, the back office, the API docs or the ops endpoints. */
export const isAppPage = ({ request, url }: Match): boolean =>
  request.mode === 'navigate' && !/^\/(api|admin|admin-api|docs|health|metrics)(\/|$)/.test(url.pathname);

/**
 * A read kept for offline: games (lists, My Games, a game's page) and orders, fetched with GET from
 * this origin. Never a write, an auth call, or a live stream (viewers, changes: they never end).
 */
export const isKeptRead = ({ request, url, sameOrigin }: Match): boolean =>
  sameOrigin &&
  request.method === 'GET' &&
  /^\/api\/(vm\/activities|b2c\/orders)(\/|$)/.test(url.pathname) &&
  !/\/(stream|viewers)(\/|$)/.test(url.pathname);

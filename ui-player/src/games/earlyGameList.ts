/** What index.html's inline script started: the first page of the discovery list, for a visitor. */
interface EarlyGameList {
  url: string;
  reply: Promise<Response>;
}

declare global {
  interface Window {
    __earlyGameList?: EarlyGameList | undefined;
  }
}

/**
 * The reply index.html asked for before the scripts ran, when it is for `url`; once only, so a
 * later load of the same list (live changes, a tab change and back) asks the server again.
 */
export function takeEarlyGameList(url: string): Promise<Response> | null {
  const early = typeof window === 'undefined' ? primed : window.__earlyGameList;
  if (!early) return null;
  if (typeof window === 'undefined') primed = undefined;
  else window.__earlyGameList = undefined;
  return early.url === url ? early.reply : null;
}

/** On the server (src/ssr), the reply the first screen is drawn from, handed over the same way. */
let primed: EarlyGameList | undefined;
export function primeGameList(url: string, reply: Promise<Response>): void {
  primed = { url, reply };
}

import type { MiddlewareHandler } from 'hono';

/**
 * The hardening headers of every reply, as Hono's secureHeaders middleware sets
 * them with crossOriginResourcePolicy 'same-site' (a test holds the two equal). Names in lower
 * case, as they go out.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-site',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Same-origin callers and callers Hono's cors turns away: the answer depends on the origin, so caches must keep them apart. */
const SAME_ORIGIN_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, vary: 'Origin' };

declare module 'hono' {
  interface ContextVariableMap {
    /** The headers every reply of this request carries (replyHeaders middleware). */
    replyHeaders: Readonly<Record<string, string>>;
  }
}

/** Replies that left the handler with the standard headers in place: the middleware leaves them alone. */
const complete = new WeakSet<Response>();

/**
 * A reply with this request's standard headers already in it, as one plain object: @hono/node-server
 * writes such a reply at once. Setting headers on a finished reply instead makes it build a
 * WHATWG Headers object and convert it back, about a tenth of a cheap request's CPU. The standard
 * headers win over the handler's, as secureHeaders' overwrite did.
 */
export const completeReply = (
  standard: Readonly<Record<string, string>>,
  body: BodyInit | null,
  status: number,
  headers: Readonly<Record<string, string>> = {},
): Response => {
  const merged: Record<string, string> = {};
  for (const name in headers) merged[name.toLowerCase()] = headers[name]!;
  const reply = new Response(body, { status, headers: Object.assign(merged, standard) });
  complete.add(reply);
  return reply;
};

/**
 * Puts the standard headers on every reply: routes that build theirs with completeReply carry
 * them already; any other reply (static files, problems, not found) gets them set afterwards.
 * `crossOrigin` says whether Hono's cors answers this request (it adds its own Vary).
 */
export const replyHeaders =
  (crossOrigin: (c: Parameters<MiddlewareHandler>[0]) => boolean): MiddlewareHandler =>
  async (c, next) => {
    const standard = crossOrigin(c) ? SECURITY_HEADERS : SAME_ORIGIN_HEADERS;
    c.set('replyHeaders', standard);
    await next();
    if (complete.has(c.res)) return;
    const headers = c.res.headers;
    for (const name in standard) {
      if (name === 'vary') headers.append(name, standard[name]!);
      else headers.set(name, standard[name]!);
    }
  };

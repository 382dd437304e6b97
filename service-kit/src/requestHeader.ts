import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header by its lower-case name. Under @hono/node-server it comes from Node's own
 * parsed headers: Hono's c.req.header() makes the adapter build a whole WHATWG Headers object
 * from them on the first read, which costs more than a cheap query's own work. Elsewhere (tests
 * calling app.request) it is Hono's.
 */
export const requestHeader = (c: Context, name: string): string | undefined => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { requestHeader } from './requestHeader';

/**
 * The client's address for rate limits and stream caps. Behind a reverse proxy (TRUST_PROXY=true) it is the
 * first X-Forwarded-For entry; otherwise the socket's peer, which a client cannot forge.
 */
export const clientAddress = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = requestHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
};

import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import proxyAddr from 'proxy-addr';
import type { ProxyTrust } from './proxyTrust';
import { requestHeader } from './requestHeader';

/** A client address is a key for limits, not something to store: a forged one cannot grow without bound. */
const MAX_ADDRESS_LENGTH = 64;

/** The peer of the request's socket, read as @hono/node-server's getConnInfo reads it; undefined without a socket (app.request). */
const socketPeer = (c: Context): string | undefined => {
  const bindings = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!bindings?.incoming && !bindings?.server?.incoming) return undefined;
  return getConnInfo(c).remote.address;
};

/**
 * The address that asked, from the socket's peer and the X-Forwarded-For chain, walked from the
 * right: each hop a trusted proxy vouches for the one before it, and the first address that is not
 * a trusted proxy is the client. A client writes the left of the chain itself, so only what trusted
 * proxies appended counts; from an untrusted peer the header is ignored entirely.
 */
export const addressFromChain = (peer: string, forwardedFor: string | undefined, trust: ProxyTrust): string => {
  const request = { socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } };
  const address = proxyAddr(request as unknown as IncomingMessage, trust);
  // An IPv4 client seen through a dual-stack socket (::ffff:a.b.c.d) is the same client as a.b.c.d.
  return address.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, '$1').slice(0, MAX_ADDRESS_LENGTH);
};

/**
 * The client's address for rate limits and stream caps: the right-most address that is not a
 * trusted proxy (TRUSTED_PROXIES, docs/adr/0113-client-addresses.md). Without a
 * socket (in-process app.request) it is 'unknown', and X-Forwarded-For is ignored.
 */
export const clientAddress = (c: Context, trust: ProxyTrust): string => {
  const peer = socketPeer(c);
  if (!peer) return 'unknown';
  return addressFromChain(peer, requestHeader(c, 'x-forwarded-for'), trust);
};

import proxyAddr from 'proxy-addr';

/**
 * Which peers are reverse proxies whose X-Forwarded-For entries we believe (docs/adr/0113-client-addresses.md): true for an address (and
 * its hop, 0 = the socket's peer).
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** No proxy: the socket's peer is the client, and X-Forwarded-For is ignored. */
export const trustNoProxy: ProxyTrust = () => false;

/** proxy-addr's named ranges (loopback: 127.0.0.1/8 and ::1; linklocal; uniquelocal: the private ranges). */
export const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** Why one TRUSTED_PROXIES entry cannot be read (an address, a CIDR or address/netmask range, or a range name), or undefined when it can. */
export const invalidProxyEntry = (entry: string): string | undefined => {
  try {
    proxyAddr.compile(entry);
    return undefined;
  } catch {
    return `'${entry}' is not an IP address, a CIDR range (10.0.0.0/8, fd00::/8), an address/netmask or one of ${PROXY_RANGE_NAMES.join(', ')}`;
  }
};

/** Trusts the listed proxies (addresses, ranges, range names); an empty list trusts none. Throws on an entry invalidProxyEntry refuses. */
export const trustProxies = (entries: readonly string[]): ProxyTrust =>
  entries.length === 0 ? trustNoProxy : proxyAddr.compile([...entries]);

import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFromChain, clientAddress } from './clientAddress';
import { invalidProxyEntry, trustNoProxy, trustProxies, type ProxyTrust } from './proxyTrust';
import { serveLocally, type LocalServer } from './testing/serveLocally';

/**
 * docs/adr/0113-client-addresses.md: the client is the right-most address in
 * socket peer + X-Forwarded-For that is not a trusted proxy. A client writes the left of the chain
 * itself, so nothing it writes there may become its address.
 */
const LOOPBACK = trustProxies(['loopback']);
const NGINX = '172.30.80.10';
const DEPLOY = trustProxies(['loopback', NGINX]);

describe('addressFromChain', () => {
  it('ignores X-Forwarded-For entirely from a peer that is not a trusted proxy', () => {
    expect(addressFromChain('198.51.100.9', '1.2.3.4', DEPLOY)).toBe('198.51.100.9');
    expect(addressFromChain('198.51.100.9', '1.2.3.4, 203.0.113.5', DEPLOY)).toBe('198.51.100.9');
    expect(addressFromChain('127.0.0.1', '1.2.3.4', trustNoProxy)).toBe('127.0.0.1');
  });

  it('takes the entry a trusted proxy appended, not a first hop the client wrote', () => {
    // What nginx's $proxy_add_x_forwarded_for sends when the client sent "X-Forwarded-For: 1.2.3.4".
    expect(addressFromChain(NGINX, '1.2.3.4, 203.0.113.5', DEPLOY)).toBe('203.0.113.5');
    expect(addressFromChain(NGINX, '203.0.113.5', DEPLOY)).toBe('203.0.113.5');
    // Rotating forged first hops all come out as the one real client.
    const seen = new Set(Array.from({ length: 20 }, (_, i) => addressFromChain(NGINX, `10.9.${i}.1, 198.18.0.${i}, 203.0.113.5`, DEPLOY)));
    expect([...seen]).toEqual(['203.0.113.5']);
  });

  it('walks a chain of trusted proxies from the right, stopping at the first address that is not one', () => {
    const chain = trustProxies(['loopback', '10.0.0.0/8']);
    // client 203.0.113.5 -> load balancer 10.0.0.2 -> nginx 10.0.0.7 -> the service on loopback
    expect(addressFromChain('127.0.0.1', '1.2.3.4, 203.0.113.5, 10.0.0.2, 10.0.0.7', chain)).toBe('203.0.113.5');
    // A client inside a trusted range is trusted as a proxy, so the walk goes one further left:
    // keep the list to the proxies themselves (docs/operations.md).
    expect(addressFromChain('127.0.0.1', '1.2.3.4, 10.0.0.99', chain)).toBe('1.2.3.4');
    // Every hop trusted: the left-most entry is all there is.
    expect(addressFromChain('127.0.0.1', '10.0.0.2', chain)).toBe('10.0.0.2');
    // Hop by hop: the trust function sees each address with its distance from the socket.
    const hops: Array<[string, number]> = [];
    const recording: ProxyTrust = (address, hop) => (hops.push([address, hop]), address !== '203.0.113.5');
    addressFromChain('127.0.0.1', '1.2.3.4, 203.0.113.5, 10.0.0.2', recording);
    expect(hops).toEqual([
      ['127.0.0.1', 0],
      ['10.0.0.2', 1],
      ['203.0.113.5', 2],
    ]);
  });

  it('takes the socket peer when there is no header, reads IPv4 through a dual-stack socket as IPv4, and bounds what it returns', () => {
    expect(addressFromChain('203.0.113.5', undefined, DEPLOY)).toBe('203.0.113.5');
    expect(addressFromChain('::ffff:203.0.113.5', undefined, DEPLOY)).toBe('203.0.113.5');
    expect(addressFromChain('::ffff:172.30.80.10', '203.0.113.5', DEPLOY)).toBe('203.0.113.5');
    expect(addressFromChain('2001:db8::1', undefined, DEPLOY)).toBe('2001:db8::1');
    // A trusted peer passing on whatever its own client wrote: a key of bounded length, never the whole header.
    expect(addressFromChain('127.0.0.1', 'x'.repeat(500), LOOPBACK)).toHaveLength(64);
  });
});

describe('TRUSTED_PROXIES entries', () => {
  it('accepts addresses, CIDR ranges, address/netmask and the named ranges; names what it refuses', () => {
    for (const entry of ['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8', '192.168.0.0/255.255.0.0', 'loopback', 'linklocal', 'uniquelocal'])
      expect(invalidProxyEntry(entry), entry).toBeUndefined();
    for (const entry of ['10.0.0.0/33', '300.1.1.1', 'nginx', '10.0.0.0/', 'fd00::/129'])
      expect(invalidProxyEntry(entry), entry).toContain(`'${entry}'`);
  });

  it('trusts nothing for an empty list', () => {
    expect(trustProxies([])('127.0.0.1', 0)).toBe(false);
  });
});

describe('clientAddress on a real socket (@hono/node-server)', () => {
  let trust: ProxyTrust = trustNoProxy;
  const app = new Hono();
  app.get('/who', (c) => c.text(clientAddress(c, trust)));
  let server: LocalServer;
  beforeAll(async () => {
    server = await serveLocally(app);
  });
  afterAll(() => server.close());

  const who = (headers: Record<string, string | string[]> = {}) =>
    new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: server.port, path: '/who', headers }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });

  it('is the socket peer, whatever the header says, when the peer is not a trusted proxy', async () => {
    trust = trustNoProxy;
    expect(await who({ 'x-forwarded-for': '1.2.3.4' })).toBe('127.0.0.1');
    trust = trustProxies([NGINX]);
    expect(await who({ 'x-forwarded-for': '1.2.3.4, 203.0.113.5' })).toBe('127.0.0.1');
  });

  it('behind a trusted peer, is the right-most untrusted entry, repeated headers read as one list', async () => {
    trust = LOOPBACK;
    expect(await who({ 'x-forwarded-for': '1.2.3.4, 203.0.113.5' })).toBe('203.0.113.5');
    expect(await who({ 'x-forwarded-for': ['1.2.3.4', '203.0.113.5'] })).toBe('203.0.113.5');
    expect(await who()).toBe('127.0.0.1');
  });

  it("is 'unknown' without a socket (app.request in process), and never reads the header there", async () => {
    trust = LOOPBACK;
    expect(await (await app.request('/who', { headers: { 'x-forwarded-for': '203.0.113.5' } })).text()).toBe('unknown');
  });
});

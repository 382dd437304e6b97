import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { SECURITY_HEADERS } from '@sports/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { serveSpa } from '../staticUi';
import { createGame } from '@sports/testing/http/fixtures';

/** An inline script like the player page's early fetch of its first games. */
const INLINE = "window.firstGames = fetch('/api/vm/activities?status=upcoming');";

/** Hardening headers and CORS on the APIs and on both UIs, error replies included. */
const expectHardened = (response: Response) => {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('x-powered-by')).toBeNull();
};

describe('security headers and CORS', () => {
  let platform: TestPlatform;
  const trusted = 'https://partner.example.com';
  beforeAll(async () => {
    platform = await startTestPlatform({ env: { CORS_ORIGINS: `${trusted}, https://other.example.com` } });
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      `<title>player</title><script>${INLINE}</script><script type="module" src="/assets/app.js"></script>`,
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    serveSpa(platform.app, '/', dist);
  });
  afterAll(() => platform.close());

  it('hardens query, command, docs, problem and UI replies alike', async () => {
    const token = await platform.tokenFor('sec-user');
    const replies = [
      await platform.request('GET', '/openapi.json'),
      await platform.request('GET', '/docs'),
      await platform.request('GET', '/api/vm/activities/no-such-game', { token }),
      await platform.request('PUT', '/api/vm/activities', { token, body: { name: 1 } }),
      await platform.request('GET', '/api/nope'),
      await platform.request('GET', '/games/g1'),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 200, 404, 400, 404, 200]);
    replies.forEach(expectHardened);
  });

  it("gives the UI pages a Content-Security-Policy: our scripts and the page's own inline script by its hash, nothing else", async () => {
    const page = await platform.request('GET', '/games/g1');
    const policy = page.headers.get('content-security-policy')!;
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(directives['script-src']).toEqual(["'self'", hash]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    // Assets are not documents: no policy of their own.
    const asset = await platform.request('GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-security-policy')).toBeNull();
  });

  it('answers a preflight from a configured origin and says nothing to any other', async () => {
    const preflight = (origin: string) =>
      platform.request('OPTIONS', '/api/vm/activities', {
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
      });
    const allowed = await preflight(trusted);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(trusted);
    expect(allowed.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    // A read sends back its last command's position (README "x-log-position"), from another origin too.
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/x-read-after/);
    const refused = await preflight('https://evil.example.com');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await platform.request('GET', '/openapi.json', { headers: { origin: trusted } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(trusted);
    expect(simple.headers.get('access-control-expose-headers')).toBe('content-range,location,x-log-position');
    const other = await platform.request('GET', '/openapi.json', { headers: { origin: 'https://evil.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // The answer depends on the caller's origin, so caches must keep them apart, for callers of any origin or none.
    for (const reply of [simple, other, await platform.request('GET', '/openapi.json')])
      expect(reply.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('hardens API replies written by @hono/node-server over HTTP: every header once, one Vary, the length given', async () => {
    const server: ServerType = await new Promise((resolve) => {
      const started = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const { port } = server.address() as AddressInfo;
    const get = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
      new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
          let text = '';
          res
            .setEncoding('utf8')
            .on('data', (chunk) => (text += chunk))
            .on('end', () => resolve(Object.assign(res, { text })));
        });
        req.on('error', reject).end(body);
      });
    /** Raw header lines by lower-case name: a header sent twice shows as two values. */
    const sent = (res: IncomingMessage) => {
      const lines: Record<string, string[]> = {};
      for (let i = 0; i < res.rawHeaders.length; i += 2) (lines[res.rawHeaders[i]!.toLowerCase()] ??= []).push(res.rawHeaders[i + 1]!);
      return lines;
    };
    try {
      const token = await platform.tokenFor('sec-http');
      const created = await createGame(platform, token);
      await platform.settle();
      const replies = [
        await get('GET', '/api/vm/activities/all/0/9?status=upcoming'), // joined from cached JSON bytes
        await get('GET', `/api/vm/activities/${created.activityId}`, { authorization: `Bearer ${token}` }),
        await get('POST', '/api/dev/token', { 'content-type': 'application/json' }, JSON.stringify({ userId: 'sec-http-2' })),
        await get('GET', '/api/vm/activities/no-such-game'), // a problem document
      ];
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 404]);
      for (const reply of replies) {
        const lines = sent(reply);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(lines[name]).toEqual([value]);
        expect(lines['vary']).toEqual(['Origin']);
        expect(Number(lines['content-length']?.[0])).toBe(Buffer.byteLength(reply.text));
        expect(() => JSON.parse(reply.text)).not.toThrow();
      }
      const fromPartner = await get('GET', '/api/vm/activities/all/0/9?status=upcoming', { origin: trusted });
      expect(sent(fromPartner)['access-control-allow-origin']).toEqual([trusted]);
      expect(sent(fromPartner)['vary']).toEqual(['Origin']);
      expect(sent(fromPartner)['x-frame-options']).toEqual(['SAMEORIGIN']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('allows no cross-origin caller when none is configured', async () => {
    const plain = await startTestPlatform();
    try {
      const reply = await plain.request('GET', '/openapi.json', { headers: { origin: 'https://partner.example.com' } });
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      expectHardened(reply);
    } finally {
      await plain.close();
    }
  });
});

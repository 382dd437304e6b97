import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '@sports/service-kit';
import { serveSpa } from './staticUi';

const dist = (title: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<title>${title}</title>`);
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'big.js'), `const words = ${JSON.stringify('lorem ipsum '.repeat(500))};`);
  return dir;
};

describe('serving the built UIs', () => {
  const app = createServiceApp();
  serveSpa(app, '/admin', dist('admin'));
  serveSpa(app, '/', dist('player'));

  it('serves files, and index.html for client-side routes', async () => {
    expect(await (await app.request('/')).text()).toBe('<title>player</title>');
    expect(await (await app.request('/games/g123')).text()).toBe('<title>player</title>');
    const asset = await app.request('/assets/app.js');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(await (await app.request('/admin')).text()).toBe('<title>admin</title>');
    expect(await (await app.request('/admin/games/1/show')).text()).toBe('<title>admin</title>');
    expect(await (await app.request('/admin/assets/app.js')).text()).toBe('console.log(1)');
  });

  it('compresses text files for browsers that take it (brotli, else gzip), and leaves small files and other clients alone', async () => {
    const raw = await (await app.request('/assets/big.js')).arrayBuffer();
    const br = await app.request('/assets/big.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(raw.byteLength / 10);
    expect(brotliDecompressSync(brBytes)).toEqual(Buffer.from(raw));
    const gzip = await app.request('/assets/big.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(Buffer.from(raw));
    expect((await app.request('/assets/app.js', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
    expect((await app.request('/assets/big.js')).headers.get('content-encoding')).toBeNull();
  });

  it('never leaves the dist folder, and unknown API paths stay problems', async () => {
    expect(await (await app.request('/..%2F..%2Fetc%2Fpasswd')).text()).toBe('<title>player</title>');
    expect(await (await app.request('/assets/..%2F..%2F..%2Fetc%2Fhostname')).text()).toBe('<title>player</title>');
    expect((await app.request('/assets/old-build.js')).status).toBe(404);
    const api = await app.request('/api/nope');
    expect(api.status).toBe(404);
    expect((await api.json()).code).toBe('ROUTE_NOT_FOUND');
    expect((await app.request('/%E0%A4%A')).status).toBe(400);
  });
});

describe('the player page may open Razorpay Checkout only when Razorpay is configured', () => {
  it("allows Razorpay's script, frame and API with it, and nothing of Razorpay's without it", async () => {
    const plain = createServiceApp();
    serveSpa(plain, '/', dist('player'));
    const withRazorpay = createServiceApp();
    serveSpa(withRazorpay, '/', dist('player'), null, { razorpay: true });
    const policy = async (app: ReturnType<typeof createServiceApp>) =>
      (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(await policy(plain)).not.toContain('razorpay');
    const allowed = await policy(withRazorpay);
    expect(allowed).toMatch(/script-src 'self'[^;]* https:\/\/checkout\.razorpay\.com/);
    expect(allowed).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(allowed).toMatch(/connect-src 'self' https:\/\/api\.razorpay\.com/);
  });
});

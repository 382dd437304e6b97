import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '@sports/service-kit';
import { serveSpa } from './staticUi';

const dist = (title: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<title>${title}</title>`);
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
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

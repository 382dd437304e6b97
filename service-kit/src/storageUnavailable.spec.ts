import { describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '@sports/contracts';
import { createServiceApp } from './app';

/** A store that cannot write is a 503 the client may retry, never a 500. */
describe('storage failures over HTTP', () => {
  const app = createServiceApp({ log: () => undefined });
  const sqliteFull = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
  app.put('/typed', () => {
    throw new StorageUnavailableError('disk full');
  });
  app.put('/raw', () => {
    throw sqliteFull;
  });
  app.put('/enospc', () => {
    throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
  });
  app.put('/bug', () => {
    throw new Error('a bug');
  });

  for (const path of ['/typed', '/raw', '/enospc']) {
    it(`answers 503 STORAGE_UNAVAILABLE with Retry-After (${path})`, async () => {
      const response = await app.request(path, { method: 'PUT' });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({
        status: 503,
        code: 'STORAGE_UNAVAILABLE',
        detail: expect.stringContaining('disk full'),
      });
    });
  }

  it('leaves other failures a 500', async () => {
    expect((await app.request('/bug', { method: 'PUT' })).status).toBe(500);
  });
});

import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLocally, type LocalServer } from './testing/serveLocally';
import { requestHeader } from './requestHeader';

const app = new Hono();
app.get('/h', (c) =>
  c.json({
    auth: requestHeader(c, 'authorization') ?? null,
    accept: requestHeader(c, 'x-many') ?? null,
    hono: c.req.header('authorization') ?? null,
  }),
);

const get = (port: number, headers: Record<string, string | string[]>) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/h', headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve(JSON.parse(body) as Record<string, unknown>));
    });
    req.on('error', reject);
    req.end();
  });

describe('requestHeader', () => {
  let server: LocalServer;
  let port: number;
  beforeAll(async () => {
    server = await serveLocally(app);
    port = server.port;
  });
  afterAll(() => server.close());

  it("reads Node's parsed headers under @hono/node-server, as Hono would give them", async () => {
    expect(await get(port, { Authorization: 'Bearer abc', 'x-many': ['a', 'b'] })).toEqual({
      auth: 'Bearer abc',
      accept: 'a, b',
      hono: 'Bearer abc',
    });
    expect(await get(port, {})).toEqual({ auth: null, accept: null, hono: null });
  });

  it("falls back to Hono's own reading elsewhere (app.request)", async () => {
    const reply = await app.request('/h', { headers: { authorization: 'Bearer xyz', 'x-many': 'c' } });
    expect(await reply.json()).toEqual({ auth: 'Bearer xyz', accept: 'c', hono: 'Bearer xyz' });
  });
});

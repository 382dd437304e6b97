import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLocally, type LocalServer } from './testing/serveLocally';
import { readBodyText } from './body';
import { HttpProblem } from './problem';

const LIMIT = 1024;

const app = new Hono();
app.post('/echo', async (c) => {
  try {
    return c.json({ text: await readBodyText(c, LIMIT) });
  } catch (error) {
    if (error instanceof HttpProblem) return c.json({ code: error.code }, 413);
    throw error;
  }
});

/** Sends raw chunks with or without Content-Length, the way a streaming client would. */
const send = (port: number, chunks: string[], headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/echo', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });

describe('readBodyText', () => {
  let server: LocalServer;
  let port: number;
  beforeAll(async () => {
    server = await serveLocally(app);
    port = server.port;
  });
  afterAll(() => server.close());

  it('reads a body from the Node request stream', async () => {
    const body = JSON.stringify({ hello: 'wörld' });
    const reply = await send(port, [body], { 'content-length': String(Buffer.byteLength(body)) });
    expect(reply).toEqual({ status: 200, body: JSON.stringify({ text: body }) });
  });

  it('reads a chunked body and an empty one', async () => {
    expect(JSON.parse((await send(port, ['{"a":', '1}'])).body)).toEqual({ text: '{"a":1}' });
    expect(JSON.parse((await send(port, [], { 'content-length': '0' })).body)).toEqual({ text: '' });
  });

  it('takes a request with neither Content-Length nor Transfer-Encoding as bodiless (RFC 9112 section 6.3)', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port }, () =>
        socket.end('POST /echo HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (d) => (text += d.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw.startsWith('HTTP/1.1 200')).toBe(true);
    expect(raw.endsWith(JSON.stringify({ text: '' }))).toBe(true);
  });

  it('refuses a declared oversized body without reading it', async () => {
    const reply = await send(port, ['x'.repeat(LIMIT + 1)], { 'content-length': String(LIMIT + 1) });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const reply = await send(port, ['x'.repeat(600), 'x'.repeat(600)]);
    expect(reply.status).toBe(413);
  });

  it('works the same on a web Request (other runtimes, app.request in tests)', async () => {
    const ok = await app.request('/echo', { method: 'POST', body: 'abc' });
    expect(await ok.json()).toEqual({ text: 'abc' });
    const big = await app.request('/echo', { method: 'POST', body: 'x'.repeat(LIMIT + 5) });
    expect(big.status).toBe(413);
  });
});

import { Hono, type Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, completeReply, replyHeaders } from './replyHeaders';

const headersOf = (reply: Response) =>
  Object.fromEntries([...reply.headers].filter(([name]) => !['content-type', 'content-length'].includes(name)));

describe('reply headers', () => {
  it("are the headers Hono's secureHeaders sets with crossOriginResourcePolicy same-site", async () => {
    const hono = new Hono().use(secureHeaders({ crossOriginResourcePolicy: 'same-site' })).get('/', (c) => c.text('x'));
    expect(SECURITY_HEADERS).toEqual(headersOf(await hono.request('/')));
  });

  const appWith = (handler: (c: Context) => Response | Promise<Response>, crossOrigin = false) =>
    new Hono().use(replyHeaders(() => crossOrigin)).get('/', handler);

  it("go on a reply made without them, Vary: Origin appended to the handler's own Vary", async () => {
    const reply = await appWith((c) => c.text('x', 200, { vary: 'Accept-Encoding', 'x-frame-options': 'DENY' })).request('/');
    expect(headersOf(reply)).toEqual({ ...SECURITY_HEADERS, vary: 'Accept-Encoding, Origin' });
  });

  it("are left as they are on a complete reply: each once, the handler's names in lower case, the standard values winning", async () => {
    const reply = await appWith((c) =>
      completeReply(c.get('replyHeaders'), '{}', 201, { 'Content-Type': 'application/json', 'X-Frame-Options': 'DENY', Location: '/g/1' }),
    ).request('/');
    expect(reply.status).toBe(201);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(headersOf(reply)).toEqual({ ...SECURITY_HEADERS, vary: 'Origin', location: '/g/1' });
  });

  it("leave Vary to Hono's cors on a request it answers", async () => {
    const reply = await appWith((c) => completeReply(c.get('replyHeaders'), null, 204), true).request('/');
    expect(headersOf(reply)).toEqual(SECURITY_HEADERS);
  });
});

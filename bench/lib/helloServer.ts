import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** The ceiling: the smallest Hono app on the same server adapter. */
const app = new Hono();
app.get('/', (c) => c.text('Hello World'));
app.put('/', (c) => c.json({ message: 'success' }));
/** A JSON body of a given size, served from memory: what moving a response of that size costs by itself. */
const bodies = new Map<number, string>();
app.get('/sized/:bytes', (c) => {
  const bytes = Math.min(1_000_000, Number(c.req.param('bytes')) || 0);
  let body = bodies.get(bytes);
  if (!body) bodies.set(bytes, (body = JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 11)) })));
  return c.body(body, 200, { 'content-type': 'application/json' });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });

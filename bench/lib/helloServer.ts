import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * The ceiling: the smallest Hono app on the same server adapter. With HELLO_WORKERS=N it runs as N
 * processes behind one port on node:cluster, as the query service does with QUERY_WORKERS
 * (docs/adr/0132-query-workers.md); /ready answers 200 once every worker listens.
 */
const workers = Number(process.env.HELLO_WORKERS ?? 1);
if (workers > 1 && cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < workers; i++)
    cluster.fork().once('listening', () => {
      if (++listening === workers) for (const worker of Object.values(cluster.workers ?? {})) worker?.send('all-listening');
    });
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  let ready = !cluster.isWorker;
  process.on('message', (message) => {
    if (message === 'all-listening') ready = true;
  });
  const app = new Hono();
  app.get('/', (c) => c.text('Hello World'));
  app.get('/ready', (c) => c.text(ready ? 'ready' : 'starting', ready ? 200 : 503));
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
}

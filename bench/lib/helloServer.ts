import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** The ceiling: the smallest Hono app on the same server adapter. */
const app = new Hono();
app.get('/', (c) => c.text('Hello World'));
app.put('/', (c) => c.json({ message: 'success' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });

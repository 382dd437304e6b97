import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** Listens and closes cleanly on SIGINT/SIGTERM; shared by every entry point. */
export const listen = (app: Hono, port: number, host: string, name: string, close: () => Promise<void>) => {
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => console.log(`${name} on http://localhost:${info.port}`));
  const shutdown = async () => {
    server.close();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
};

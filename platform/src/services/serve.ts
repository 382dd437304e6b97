import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Hono } from 'hono';

/** Listens and closes cleanly on SIGINT/SIGTERM; shared by every entry point. Returns node's HTTP server (HTTP/1.1). */
export const listen = (app: Hono, port: number, host: string, name: string, close: () => Promise<void>): Server => {
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => console.log(`${name} on http://localhost:${info.port}`));
  const shutdown = async () => {
    server.close();
    await close();
    process.exit(0);
  };
  // A signal handler takes no promise; a failed close is an unhandled rejection, which ends the process all the same.
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  return server as Server;
};

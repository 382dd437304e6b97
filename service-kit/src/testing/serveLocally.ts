import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export interface LocalServer {
  port: number;
  close(): Promise<void>;
}

/** Serves `app` through @hono/node-server on a free port of 127.0.0.1, for specs that need real HTTP. */
export const serveLocally = (app: Pick<Hono, 'fetch'>): Promise<LocalServer> =>
  new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve({ port: (server.address() as AddressInfo).port, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });

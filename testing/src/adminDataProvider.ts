import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import type { TestPlatform } from './testPlatform';

/** The platform on a loopback port, asked through ra-data-simple-rest's own data provider as the back office asks. */
export interface ServedAdminApi {
  /** The data provider of a signed-in staff member (or anyone) with this access token. */
  providerFor(token: string): DataProvider;
  close(): Promise<void>;
}

export const serveAdminApi = async (platform: TestPlatform): Promise<ServedAdminApi> => {
  const server: ServerType = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    providerFor: (token) =>
      simpleRestProvider(`${base}/admin-api`, (url: string, options: fetchUtils.Options = {}) =>
        fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadConfig } from '../platform/src/config';
import { createPlatform } from '../platform/src/createPlatform';

const repoRoot = join(import.meta.dirname, '..');

/**
 * A production build, as `npm start` makes it: vitest sets NODE_ENV=test, which Vite would pass on
 * to React and the router (their development builds: larger and slower, and bench:ui would then
 * measure that build, since it only rebuilds when the sources are newer).
 */
const buildUi = (workspace: 'ui-player' | 'ui-admin'): void => {
  execFileSync('npm', ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
};

/** The player UI as `npm start` serves it: built once if this checkout has no build yet. */
export const ensurePlayerUiBuilt = (): void => {
  // Both builds: the app (dist) and the server's first screen (dist-server).
  if (existsSync(join(repoRoot, 'ui-player/dist/index.html')) && existsSync(join(repoRoot, 'ui-player/dist-server/firstScreen.js'))) return;
  buildUi('ui-player');
};

/** The back office as `npm start` serves it at /admin: built once if this checkout has no build yet. */
export const ensureAdminUiBuilt = (): void => {
  if (existsSync(join(repoRoot, 'ui-admin/dist/index.html'))) return;
  buildUi('ui-admin');
};

export interface LivePlatform {
  base: string;
  /** Issues tokens for any actor, for roles no demo account holds (e.g. staff of another organisation). */
  tokens: Awaited<ReturnType<typeof createPlatform>>['tokens'];
  close(): Promise<void>;
}

/** The whole platform with its demo data on a fresh data directory, on a free port of 127.0.0.1. */
export const startLivePlatform = async (): Promise<LivePlatform> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const platform = await createPlatform(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' }));
  await platform.caughtUp;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  // PORT '0': payment and message links point at the port just bound, not localhost:0.
  platform.listening(port);
  return {
    base: `http://127.0.0.1:${port}`,
    tokens: platform.tokens,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

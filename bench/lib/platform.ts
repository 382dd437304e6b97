import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { TokenService, defaultTokenLifetimes } from '@sports/service-kit';
import { freePort, startNode } from './processes';

/** Benchmarks sign their own tokens with this secret, so the load tool spends nothing on sign-in. */
export const BENCH_SECRET = 'bench-secret-'.padEnd(48, 'x');
export const benchTokens = () => new TokenService({ secret: BENCH_SECRET, issuer: 'sports-platform', ...defaultTokenLifetimes });

/**
 * Node options of `npm start` (package.json): 32 MB semi-spaces, so the request thread scavenges
 * less often (about 5 % more JoinGame commands a second in bench:write).
 */
const PLATFORM_NODE_ARGS = ['--max-semi-space-size=32'];

export interface RunningPlatform {
  child: ChildProcess;
  port: number;
  base: string;
}

/**
 * The whole platform (platform/src/main.ts) as a child process on the embedded default over
 * `dataDir`, without demo data. Resolves once `readyPath` answers 200: `/health` means the read
 * models have caught up with the log; `/openapi.json` only that the server listens. `extraNodeArgs`
 * go to node after the usual ones (a profile: `--cpu-prof --cpu-prof-dir=…`).
 */
export const startPlatform = async (
  dataDir: string,
  readyPath: '/health' | '/openapi.json' = '/health',
  extraNodeArgs: readonly string[] = [],
): Promise<RunningPlatform> => {
  const port = await freePort();
  // Warnings and errors only: a log line per command would measure the terminal, not the platform.
  // Development, whatever the shell exports: NODE_ENV=production would refuse to start without the
  // provider's settings; the benches use the dev token route.
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    JWT_SECRET: BENCH_SECRET,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const base = `http://127.0.0.1:${port}`;
  const child = await startNode(join(import.meta.dirname, '../../platform/src/main.ts'), env, `${base}${readyPath}`, [
    ...PLATFORM_NODE_ARGS,
    ...extraNodeArgs,
  ]);
  return { child, port, base };
};

export interface Health {
  status: number;
  position: bigint;
}

export const health = async (base: string): Promise<Health> => {
  const response = await fetch(`${base}/health`);
  const body = (await response.json()) as { position: string };
  return { status: response.status, position: BigInt(body.position) };
};

/** Polls /health until the read models include `position` (the log head when the caller wrote it). */
export const waitForPosition = async (base: string, position: bigint, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await health(base);
    if (now.status === 200 && now.position >= position) return;
    if (Date.now() > deadline)
      throw new Error(`read models at ${now.position} (status ${now.status}), not ${position}, after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

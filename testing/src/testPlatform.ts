import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type PlatformConfig } from '@sports/platform/config';
import { createPlatform, type Platform, type PlatformOptions } from '@sports/platform/createPlatform';

export interface TestPlatform extends Platform {
  config: PlatformConfig;
  /** Moves the platform's clock (commands and queries both read it). */
  setNow(iso: string): void;
  /**
   * Moves the clock and lets the game clock append what fell due (GameEnded and
   * RatingWindowClosed), then waits for the read models; on the real clock its timer does this.
   */
  passTime(iso: string): Promise<void>;
  tokenFor(userId: string): Promise<string>;
  /**
   * One request, in process. `peer` is the socket address it arrives from, as @hono/node-server
   * hands it to the app (default 127.0.0.1: a client, or a proxy, on this machine).
   */
  request(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string>; peer?: string },
  ): Promise<Response>;
  /** Waits until the notifier and the read models include everything written so far (the notifier's own inbox events too). */
  settle(): Promise<void>;
  /** The events in the log once settled: the notifier appends inbox events of its own after a command's. */
  eventCount(): Promise<number>;
}

export const startTestPlatform = async (
  options: { dataDir?: string; now?: string; env?: Record<string, string> } & Pick<PlatformOptions, 'stores'> = {},
): Promise<TestPlatform> => {
  // A directory made here is removed on close (a run of the suite made thousands); one passed in is the caller's to keep.
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'platform-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false', ...options.env });
  let now = new Date(options.now ?? '2026-11-20T10:00:00.000Z');
  const platform = await createPlatform(config, { clock: () => now, serveUi: false, stores: options.stores });
  await platform.caughtUp;
  const request: TestPlatform['request'] = (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const socket = { incoming: { socket: { remoteAddress: init.peer ?? '127.0.0.1' } } };
    return Promise.resolve(platform.app.request(path, { method, headers, body }, socket));
  };
  const settle = async (): Promise<void> => {
    // The notifier may append inbox events for what it read; settled is when the head stops moving.
    for (;;) {
      const head = await platform.eventStore.headPosition();
      await platform.notifier?.reached(head);
      const after = await platform.eventStore.headPosition();
      await platform.runner.waitFor(after);
      if (after === head) return;
    }
  };
  return {
    ...platform,
    config,
    close: async () => {
      await platform.close();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    setNow: (iso) => {
      now = new Date(iso);
    },
    passTime: async (iso) => {
      now = new Date(iso);
      await settle();
      await platform.gameClock.sweep();
      await settle();
    },
    tokenFor: async (userId) => {
      const response = await platform.tokens.issue({ userId, name: `User ${userId}`, role: 'player', scopeIds: [] });
      return response.accessToken;
    },
    request,
    settle,
    eventCount: async () => {
      await settle();
      return Number((await platform.eventStore.headPosition()) ?? 0n);
    },
  };
};

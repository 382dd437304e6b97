import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { BROWSER_ARGS, CHROMIUM, browserMissing } from './browser';
import { ensureAdminUiBuilt, ensurePlayerUiBuilt } from './livePlatform';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser group's one Chromium (launchBrowser() connects to it); '' when there is none. */
    chromiumEndpoint: string;
  }
}

let server: BrowserServer | undefined;

/**
 * vitest globalSetup of the browser specs (vitest.config.ts): the player UI and the back office are built
 * once, before any browser spec starts, when the checkout has no build yet. The browser specs run two at a
 * time, and two workers each finding no build would otherwise build the same folders at once.
 * One Chromium serves every browser spec: each spec connects and opens its own contexts (fresh profiles),
 * instead of starting and stopping a browser of its own for every describe block.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensurePlayerUiBuilt();
  ensureAdminUiBuilt();
  if (browserMissing() === null) {
    server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS });
  }
  project.provide('chromiumEndpoint', server?.wsEndpoint() ?? '');
  return async () => {
    await server?.close();
  };
}

import { existsSync } from 'node:fs';
import { chromium, type Browser, type Download, type Locator, type Page } from 'playwright-core';
import { keepToastLog } from './toasts';

/** Debian's chromium (installed by .ci/run); no browser is ever downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why browser tests cannot run here, or null when they can. In CI a missing browser is a failure, not a skip. */
export const browserMissing = (): string | null => {
  if (existsSync(CHROMIUM)) return null;
  const reason = `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI) throw new Error(`Browser tests must run in CI: ${reason}`);
  return reason;
};

/**
 * Features Playwright itself turns off (playwright-core's chromiumSwitches), restated: Chromium keeps only the last
 * --disable-features it is given, so ours must carry them too.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'ThirdPartyStoragePartitioning',
];
/**
 * Chromium 156 draws the address bar's suggestion popup as a web page of its own (chrome://omnibox-popup.top-chrome)
 * and loads it in a renderer of its own for every window, so every fresh context paid for a second renderer
 * nobody sees: in games.e2e the renderers' CPU fell from about 20 s to 11 s and the whole run's from 56 s to 42 s
 * without it (docs/adr/0128-fast-test-stack.md).
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Chromium's switches, for the browser group's one server (buildUiOnce.ts) and a browser of a spec's own. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];

/**
 * The browser group's one Chromium, started by its globalSetup (buildUiOnce.ts), or a browser of its
 * own for a caller run without it (bench/ui.ts). Closing what this answers closes this file's contexts, not the shared
 * browser.
 */
export const launchBrowser = async (): Promise<Browser> => {
  // Only a vitest worker has the group's endpoint (bench/ui.ts runs without vitest).
  const endpoint = process.env.VITEST ? (await import('vitest')).inject('chromiumEndpoint') : '';
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS });
  withTestDefaults(browser);
  return browser;
};

/**
 * A fresh context registers the player UI's service worker, which then precaches every built file (144
 * entries, 1.5 MB) into the profile: in games.e2e that was about a sixth of the file's CPU (45.5 s -> 37.6 s
 * of user and system time, two pairs of runs), repeated for each of the suite's fresh contexts. The worker is a
 * progressive enhancement the journeys do not need, so contexts block it unless a spec asks for it with
 * `serviceWorkers: 'allow'`: the offline and push specs, which test it (docs/adr/0128-fast-test-stack.md).
 * Every context also keeps a log of the toasts its pages showed (toasts.ts), since a toast can come and go
 * between two looks of a busy test runner.
 */
function withTestDefaults(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    await keepToastLog(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage({ serviceWorkers: 'block', ...options });
    await keepToastLog(page.context());
    return page;
  };
}

/**
 * Waits until the player UI's service worker controls `page` (a context made with `serviceWorkers: 'allow'`).
 * It installs once the browser is idle and precaches the whole app (about 150 files) first: 30 ms alone,
 * over a second beside six busy loops, so the wait is long, and its failure says what was awaited.
 */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page
    .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 60_000 })
    .catch((error: Error) => {
      throw new Error(`The service worker did not take the page within 60 s: ${error.message}`);
    });
}

/**
 * Screenshots are for people to look at, and encoding a full page as PNG costs CPU that nobody reads
 * in CI: they are written only when E2E_SHOTS=1 (README, testing). Without it, a locator's shot
 * still waits for its element to be visible, as the screenshot would have.
 */
export const shotsWanted = process.env.E2E_SHOTS === '1';

export async function shoot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if ('goto' in target) {
    if (shotsWanted) await target.screenshot(options);
    return;
  }
  if (shotsWanted) await target.screenshot({ path: options.path });
  else await target.waitFor();
}

/** A download's content as text, read through Playwright: a connected browser's file has no local path. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Debian's chromium (installed by .ci/run); no browser is ever downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why browser tests cannot run here, or null when they can. In CI a missing browser is a failure, not a skip. */
export const browserMissing = (): string | null => {
  if (existsSync(CHROMIUM)) return null;
  const reason = `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI) throw new Error(`Browser tests must run in CI: ${reason}`);
  return reason;
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

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

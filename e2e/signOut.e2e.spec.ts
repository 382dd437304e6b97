import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { signInAsDemoPlayer, signInToBackOffice } from './demoSignIn';
import { ensureAdminUiBuilt, ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED sign-out in a browser: ${missing}`);
const shots = join(import.meta.dirname, '.artifacts');

/**
 * docs/security.md "Logout ends only the caller's own session": the server refuses a logout without
 * the caller's access token, so both UIs send it; here the server's answer to each UI's sign-out is
 * a 200, and the session's refresh token no longer works.
 */
describe.skipIf(missing !== null)('signing out ends the session on the server', { timeout: 120_000 }, () => {
  let live: LivePlatform;
  let browser: Browser;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    ensureAdminUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  const refreshStatus = async (refreshToken: string) =>
    (
      await fetch(`${live.base}/api/auth/token/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      })
    ).status;

  it('the player UI (375 px): Sign out, confirmed, is a 200 and the refresh token is spent', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    page.setDefaultTimeout(20_000);
    await signInAsDemoPlayer(page, live.base, 1);
    const storage = await page.evaluate(
      () => (Object.values(localStorage) as string[]).find((value) => value.includes('refreshToken')) ?? '',
    );
    const refreshToken = /"refreshToken":"([^"]+)"/.exec(storage)?.[1] ?? '';
    expect(refreshToken).not.toBe('');
    await page.getByRole('button', { name: 'Sign out' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Sign out?' });
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await ask.getByRole('button', { name: 'Sign out' }).click();
    expect((await logout).status()).toBe(200);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await shoot(page, { path: join(shots, 'signed-out-375.png') });
    expect(await refreshStatus(refreshToken)).toBe(401);
    await page.close();
  });

  it('the back office (1280 px): Logout from the user menu is a 200 and the refresh token is spent', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(20_000);
    expect((await signInToBackOffice(page, live.base, '· org_manager')).status()).toBe(200);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('sports.admin.session'))) ?? '{}') as {
      refreshToken?: string;
    };
    expect(stored.refreshToken).toBeTruthy();
    await page.getByRole('button', { name: 'Profile' }).click();
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await logout).status()).toBe(200);
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    await shoot(page, { path: join(shots, 'admin-signed-out-1280.png') });
    expect(await refreshStatus(stored.refreshToken!)).toBe(401);
    await page.close();
  });
});

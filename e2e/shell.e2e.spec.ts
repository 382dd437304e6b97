import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED player shell in a browser: ${missing}`);
/** Screenshots land here, for people to look at (git ignores them). */
const shots = join(import.meta.dirname, '.artifacts');

/** The themes' page backgrounds (ui-player/src/ui/theme.ts palettes), as computed styles read them. */
const BACKGROUND = { dark: 'rgb(15, 18, 22)', light: 'rgb(245, 246, 248)' };

describe.skipIf(missing !== null)('player shell in a real browser (Debian chromium, headless)', () => {
  let live: LivePlatform;
  let browser: Browser;
  let gameId: string;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    // A public upcoming demo game with room left, for the live tests.
    const list = (await (await fetch(`${live.base}/api/vm/activities/all/0/9?status=upcoming`)).json()) as {
      data: {
        activities: { activityId: string; privacy: string; isFull: boolean; totalParticipantCount: number; maxParticipants: number }[];
      };
    };
    const open = list.data.activities.find((g) => g.privacy === 'public' && !g.isFull && g.totalParticipantCount + 2 <= g.maxParticipants);
    if (!open) throw new Error('the demo data has no public upcoming game with two places left');
    gameId = open.activityId;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      const shot = (name: string, on: Page = page) =>
        shoot(on, { path: join(shots, `shell-${name}-${viewport.width}.png`), fullPage: true });
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      /** The server-drawn page shows its cards before the app sets the theme's background: wait for the app's, then read it. */
      const backgroundBecomes = async (expected: string) => {
        await page.waitForFunction((want) => getComputedStyle(document.body).backgroundColor === want, expected).catch(() => undefined);
        expect(await background()).toBe(expected);
      };

      beforeAll(async () => {
        context = await browser.newContext({ viewport });
        page = await context.newPage();
        // Room for a loaded 2-core machine; every wait is for a state, never a fixed time.
        page.setDefaultTimeout(20_000);
      });
      afterAll(() => context?.close());

      it('uses the dark theme by default and the light one on vm and external paths (spec section 2)', async () => {
        await page.goto(`${live.base}/`);
        await page.getByTestId('game-card').first().waitFor();
        await backgroundBecomes(BACKGROUND.dark);
        // The server-drawn page carries the phone's size class until the app measures the window: wait for the app's.
        await expect.poll(() => page.locator('[data-theme]').getAttribute('data-size-class')).toBe(viewport.width < 768 ? 'MOBILE' : 'LG');
        await shot('dark-home');
        for (const path of ['/vm/activities', '/invite/external']) {
          await page.goto(`${live.base}${path}`);
          await page.locator('[data-theme="light"]').waitFor();
          await backgroundBecomes(BACKGROUND.light);
        }
        await shot('light-vm');
      });

      it('hides the footer in embedded mode (isApp=true), remembers it, and shows it again with isApp=false', async () => {
        await page.goto(`${live.base}/`);
        await page.getByRole('contentinfo').waitFor();
        await page.goto(`${live.base}/?isApp=true`);
        await page.getByTestId('game-card').first().waitFor();
        expect(await page.getByRole('contentinfo').count()).toBe(0);
        // Nor the bottom tab bar: the host app draws its own (docs/adr/0067-phone-first-shell.md).
        expect(await page.getByTestId('tab-bar').count()).toBe(0);
        await shot('embedded');
        await page.goto(`${live.base}/games/${gameId}`); // no parameter: the stored flag decides
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByRole('contentinfo').count()).toBe(0);
        await page.goto(`${live.base}/?isApp=false`);
        await page.getByRole('contentinfo').waitFor();
      });

      it('counts live viewers: up when a second page opens the game, down when it closes (spec section 7)', async () => {
        await page.goto(`${live.base}/games/${gameId}`);
        const count = page.getByTestId('live-viewers');
        await count.filter({ hasText: /^1 live viewer$/ }).waitFor();
        // Viewers are counted once each: two visitors from one address are one
        // viewer, so the second page is a signed-in player's.
        const viewer = `e2e-viewer-${viewport.width}`;
        const { accessToken } = (await (
          await fetch(`${live.base}/api/dev/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userId: viewer }),
          })
        ).json()) as { accessToken: string };
        const other = await browser.newContext({ viewport });
        await other.addInitScript((state) => localStorage.setItem('sports.session', JSON.stringify({ state, version: 1 })), {
          user: { userId: viewer, name: 'Viewer', role: null },
          accessToken,
          refreshToken: null,
        });
        const second = await other.newPage();
        await second.goto(`${live.base}/games/${gameId}`);
        await second.getByTestId('live-viewers').filter({ hasText: '2 live viewers' }).waitFor();
        await count.filter({ hasText: '2 live viewers' }).waitFor();
        await shot('two-viewers');
        await other.close();
        await count.filter({ hasText: /^1 live viewer$/ }).waitFor();
        await shot('one-viewer');
      });

      it('shows a join by someone else without a reload (spec section 7)', async () => {
        await page.goto(`${live.base}/games/${gameId}`);
        // "01/10 · 9 of 10 left" (the places left stand beside count/max).
        const places = page.locator('dt:text-is("Places") + dd');
        const before = /^\d{2,}\/\d{2,}/.exec(await places.innerText())![0];
        const joiner = `e2e-joiner-${viewport.width}`;
        const { accessToken } = (await (
          await fetch(`${live.base}/api/dev/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userId: joiner }),
          })
        ).json()) as { accessToken: string };
        const joined = await fetch(`${live.base}/api/vm/activities/${gameId}/join`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(joined.status).toBe(200);
        const [count, max] = before.split('/').map(Number) as [number, number];
        const after = `${String(count + 1).padStart(2, '0')}/${String(max).padStart(2, '0')}`;
        await places.filter({ hasText: after }).waitFor();
        await shot('joined-live');
      });

      it("moves the focus to the new page's heading after a tap on a game card, without a ring (ui-player app/usePageFocus.ts)", async () => {
        await page.goto(`${live.base}/`);
        const link = page.getByTestId('game-card').first().locator('h3 a');
        const name = (await link.innerText()).trim();
        // The first page the app draws keeps the browser's own focus.
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        await link.click();
        const heading = page.getByRole('heading', { level: 1, name, exact: true });
        await heading.waitFor();
        await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
        expect(await heading.evaluate((el) => el === document.activeElement && el.getAttribute('tabindex') === '-1')).toBe(true);
        expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
        await shot('focus-after-card');
        // A list tab changes only the search: the focus stays on the tab.
        await page.goto(`${live.base}/`);
        const other = page.getByRole('tab', { name: 'Other' });
        await other.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(/tab=other/);
        await page.getByRole('tab', { name: 'Other', selected: true }).waitFor();
        expect(await other.evaluate((el) => el === document.activeElement)).toBe(true);
      });
    });
  }
  it('runs under its Content-Security-Policy: the page says which scripts may run, and nothing it does is refused', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Content Security Policy refused ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(`${live.base}/`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    await page.getByTestId('game-card').first().waitFor();
    // Another screen too (a game's page would count as a viewer in the tests above, so not that).
    await page.getByRole('tab', { name: 'Other' }).click();
    await page.waitForURL(/tab=other/);
    await page.getByTestId('game-card').first().waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });
});

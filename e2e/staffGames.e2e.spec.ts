import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensureAdminUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInToBackOffice } from './demoSignIn';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED staff games in a browser: ${missing}`);
/** Screenshots land here, for people to look at (git ignores them). */
const shots = join(import.meta.dirname, '.artifacts');

/**
 * Games at the organisation's venues (spec sections 1 and 6; docs/adr/0108-games-at-their-venues.md), in a real browser at 1280 and 375 px:
 * Vikram, Marina Sports' manager, opens Games from
 * the menu, filters by the Andheri courts (whose games name the place by typing it), opens a game,
 * sees its players, puts it on hold, finds the hold with his name in its history, and finds in
 * Disputes the case about the game whose host typed the courts' address.
 */
const WIDTHS = [
  { width: 1280, height: 900, game: 'Coaching Clinic: Net Play', players: ['Arjun', 'Kavya'] },
  { width: 375, height: 812, game: 'Footwork Drills (online)', players: ['Kavya'] },
] as const;

describe.skipIf(missing !== null)('staff games in a real browser (Debian chromium, headless)', { timeout: 180_000 }, () => {
  let live: LivePlatform;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ensureAdminUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(30_000);
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  // One sign-in for both widths: a second code for the same phone would wait out the resend delay.
  it("Vikram, Marina Sports' manager, signs in", async () => {
    await signInToBackOffice(page, live.base, 'Vikram');
    await page.getByText('Active players').waitFor();
  });

  for (const { width, height, game, players } of WIDTHS) {
    describe(`at ${width} px`, () => {
      const phone = width < 600;
      const openFromMenu = async (name: string) => {
        if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('menuitem', { name, exact: true }).click();
      };

      beforeAll(async () => {
        await page.setViewportSize({ width, height });
        // Lists remember their filters (react-admin's store): each width starts from an unfiltered list.
        await page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('RaStore'))
            .forEach((key) => localStorage.removeItem(key)),
        );
        await page.goto(`${live.base}/admin`);
        await page.getByText('Active players').waitFor();
      });

      it('opens Games from the menu and filters by a venue: the games there, however their place was named', async () => {
        const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin-api/games');
        await openFromMenu('Games');
        await page.waitForURL('**/admin/games**');
        expect((await listed).status()).toBe(200);
        // No sport filter for staff: the sports list is platform operators' (it would only spin).
        await page.getByLabel('Venue').waitFor();
        expect(await page.getByRole('combobox', { name: 'Sport' }).count()).toBe(0);

        const filtered = page.waitForResponse(
          (r) =>
            new URL(r.url()).pathname === '/admin-api/games' &&
            (new URL(r.url()).searchParams.get('filter') ?? '').includes('space-andheri-courts'),
        );
        await page.getByLabel('Venue').click();
        await page.getByRole('option', { name: 'Andheri Smash Courts' }).click();
        const games = (await (await filtered).json()) as Array<{ name: string }>;
        const names = games.map((g) => g.name);
        // The Andheri games' hosts typed the place (its name, or its address): none picked the venue.
        expect(names).toEqual(expect.arrayContaining(['Doubles Ladder Night', 'Smash Social (typed address)', game]));
        expect(names).not.toContain('Turf Sevens');
        await page.getByText(game).first().waitFor();
        await shoot(page, { path: join(shots, `staff-games-${width}-list.png`), fullPage: true });
      });

      it('opens a game and sees its players', async () => {
        await page.getByText(game).first().click();
        await page.waitForURL('**/admin/games/*/show**');
        // Its host typed the courts' place, yet the Venue field names the venue it is at (the derived link).
        await page.locator('[class~="ra-field-venue.name"]').getByText('Andheri Smash Courts', { exact: true }).waitFor();
        await shoot(page, { path: join(shots, `staff-games-${width}-summary.png`), fullPage: true });
        await page.getByRole('tab', { name: 'Players' }).click();
        for (const player of players)
          await page
            .getByText(new RegExp(`^${player}`))
            .first()
            .waitFor();
        await shoot(page, { path: join(shots, `staff-games-${width}-players.png`), fullPage: true });
      });

      it('puts it on hold with a reason, and the history says he did', async () => {
        await page.getByRole('button', { name: 'Hold' }).click();
        const dialog = page.getByRole('dialog', { name: 'Put this game on hold' });
        await dialog.getByLabel(/Reason/).fill('Courts closed for floor repairs');
        const held = page.waitForResponse((r) => r.url().endsWith('/hold') && r.request().method() === 'POST');
        await dialog.getByRole('button', { name: 'Hold' }).click();
        expect((await held).status()).toBe(200);
        await toastShown(page, 'Game put on hold');
        await page.getByRole('button', { name: 'Release' }).waitFor();

        await page.getByRole('tab', { name: 'History' }).click();
        await page.getByText(/Game put on hold by Vikram Rao/).waitFor();
        expect(await page.locator('body').innerText()).not.toMatch(/demo-manager-vikram/);
        if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await shoot(page, { path: join(shots, `staff-games-${width}-history.png`), fullPage: true });
      });

      it("finds the dispute about the game whose host typed the courts' address in Disputes", async () => {
        const queue = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin-api/disputes');
        await openFromMenu('Disputes');
        const cases = (await (await queue).json()) as Array<{ activityName: string; spaceId: string | null }>;
        expect(cases.find((c) => c.activityName === 'Smash Social (typed address)')).toMatchObject({ spaceId: null });
        expect(cases.map((c) => c.activityName)).not.toContain('Harbour Doubles Mixer');
        await page.getByText('Smash Social (typed address)').first().waitFor();
        await shoot(page, { path: join(shots, `staff-games-${width}-disputes.png`), fullPage: true });
      });
    });
  }
});

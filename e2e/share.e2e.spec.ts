import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED sharing a game in a browser: ${missing}`);
const shots = '/tmp/shots';

interface Listed {
  activityId: string;
  name: string;
  privacy: string;
}

/**
 * DESIGN.md "Together", Share: WhatsApp first (wa.me with the invitation and the link), then the
 * system share sheet where the browser has one, then Copy link; and the link itself, as WhatsApp's
 * crawler reads it from the built app served by `npm start` (docs/adr/0100-shared-pages.md).
 */
describe.skipIf(missing !== null)('sharing a game (Debian chromium, headless)', () => {
  let live: LivePlatform;
  let browser: Browser;
  let game: Listed;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    const list = (await (await fetch(`${live.base}/api/vm/activities/all/0/20?status=upcoming`)).json()) as {
      data: { activities: Listed[] };
    };
    game = list.data.activities.find((g) => g.privacy === 'public')!;
    expect(game).toBeTruthy();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  const openShare = async (page: Page) => {
    await page.goto(`${live.base}/games/${game.activityId}`);
    await page.getByRole('heading', { name: game.name }).first().waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const sheet = page.getByRole('dialog', { name: 'Share this game' });
    await sheet.waitFor();
    return sheet;
  };

  it('offers WhatsApp first with the invitation and the link, then Copy link, on a 375 px phone', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.base });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      const sheet = await openShare(page);
      const choices = sheet.locator('a, button');
      expect(await choices.first().textContent()).toBe('WhatsApp');
      const whatsApp = sheet.getByRole('link', { name: 'WhatsApp' });
      const href = (await whatsApp.getAttribute('href'))!;
      expect(href.startsWith('https://wa.me/?text=')).toBe(true);
      const text = new URL(href).searchParams.get('text')!;
      expect(text).toMatch(/^\S.* on \w{3} \d{1,2} \w{3}, \d{2}:\d{2} at .+ · (Free|₹[\d,.]+) · (\d+ places? left|Full)\n/);
      expect(text.endsWith(`\n${live.base}/games/${game.activityId}`)).toBe(true);
      expect(await whatsApp.getAttribute('target')).toBe('_blank');
      // Every choice is a 44 px target inside the screen.
      for (const box of await Promise.all((await choices.all()).map((c) => c.boundingBox()))) {
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
      await shoot(page, { path: `${shots}/share-375.png` });
      await sheet.getByRole('button', { name: 'Copy link' }).click();
      await toastShown(page, 'Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${live.base}/games/${game.activityId}`);
      await sheet.waitFor({ state: 'detached' });
      // Escape closes the sheet and gives the focus back to Share.
      await page.getByRole('button', { name: 'Share' }).click();
      await sheet.waitFor();
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Share');
    } finally {
      await context.close();
    }
  });

  it('shows the same sheet as a centred dialog at 1280 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      const sheet = await openShare(page);
      await sheet.getByRole('link', { name: 'WhatsApp' }).waitFor();
      await shoot(page, { path: `${shots}/share-1280.png` });
    } finally {
      await context.close();
    }
  });

  it("serves the game's link to WhatsApp's crawler with its own tags and a 1200×630 picture", async () => {
    const html = await (await fetch(`${live.base}/games/${game.activityId}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } })).text();
    const content = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(content('og:url')).toMatch(new RegExp(`/games/${game.activityId}$`));
    expect(content('og:description')).toMatch(/ · (Free|₹[\d,.]+) · /);
    const image = content('og:image')!;
    const picture = await fetch(
      `${live.base}${new URL(image.replace(/&amp;/g, '&')).pathname}${new URL(image.replace(/&amp;/g, '&')).search}`,
    );
    expect(picture.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED venue photos on cards in a browser: ${missing}`);
const shots = '/tmp/shots';

/** The card of the named game, and its picture frame. */
const pictureOf = (page: Page, name: string) =>
  page.locator('[data-testid="game-card"]').filter({ hasText: name }).first().locator('[data-testid="card-picture"]');

/**
 * Spec section 3 spaceAvatar (docs/adr/0104-picture-on-every-card.md): on the demo's list, a
 * game at the Marina turf whose cover is a video link shows the venue's photo; a game with its own
 * cover image shows that cover; a game at no venue shows its sport's drawing.
 */
describe.skipIf(missing !== null)("a venue's photo on the cards (Debian chromium, headless)", () => {
  let live: LivePlatform;
  let browser: Browser;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  for (const width of [375, 1280]) {
    it(`chooses cover, venue photo, then drawing at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 800 }, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        await page.goto(live.base);
        const venue = pictureOf(page, 'Skill-matched 7-a-side');
        await expect.poll(() => venue.getAttribute('data-picture')).toBe('venue');
        // The server-drawn list is redrawn by the app: each try finds the card again, brings it into view (pictures load lazily) and reads its image once loaded.
        const loadedSrc = () =>
          venue.evaluate((frame) => {
            frame.scrollIntoView({ block: 'center' });
            const img = frame.querySelector('img')!;
            return img.complete && img.naturalWidth > 0 ? img.src : null;
          });
        await expect.poll(loadedSrc, { timeout: 20_000 }).toMatch(/\/api\/vm\/media\/images\/[0-9a-f]{32}$/);
        expect(await pictureOf(page, 'Turf Sevens').getAttribute('data-picture')).toBe('cover');
        expect(await pictureOf(page, 'After-work Football').getAttribute('data-picture')).toBe('sport');
        await shoot(page.locator('[data-testid="game-card"]').filter({ hasText: 'Skill-matched 7-a-side' }).first(), {
          path: `${shots}/venue-photo-card-${width}.png`,
        });
        await shoot(page, { path: `${shots}/venue-photo-list-${width}.png` });
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});

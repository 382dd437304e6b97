import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';

/**
 * New games while the list is open (docs/adr/0145-new-games-pill.md), 375 px first: a player looks
 * at Suggested, another host creates a game over the API, the list says "1 new game" on a pill that
 * covers neither the header nor a card's words, and a tap lists the game at the top of the page.
 */
const missing = browserMissing();
if (missing) console.warn(`SKIPPED new games in a browser: ${missing}`);
const shots = join(import.meta.dirname, '.artifacts');
const PHONE = { width: 375, height: 812 };
const SESSION_KEY = 'sports.session';
const IST_MS = 5.5 * 3_600_000;

/** A signed-in player's stored session (what the app keeps after sign-in), from a development token. */
async function sessionOf(base: string, userId: string): Promise<string> {
  const reply = (await (
    await fetch(`${base}/api/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
    })
  ).json()) as { accessToken: string; refreshToken?: string };
  const claims = JSON.parse(Buffer.from(reply.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { name: string };
  return JSON.stringify({
    state: { user: { userId, name: claims.name, role: null }, accessToken: reply.accessToken, refreshToken: reply.refreshToken ?? null },
    version: 1,
  });
}

/** "2030-05-01T18:15:00+05:30": an instant as India's wall clock. */
const inIndia = (ms: number) => `${new Date(ms + IST_MS).toISOString().slice(0, 19)}+05:30`;

describe.skipIf(missing !== null)('new games while the list is open (Debian chromium, headless, 375 px)', () => {
  let live: LivePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** A free public game starting within the hour (so it leads a list of games coming up), hosted by someone else. */
  const createSoonGame = async (name: string): Promise<string> => {
    const { accessToken } = await live.tokens.issue({ userId: 'new-games-host', name: 'Nila Host', role: 'player', scopeIds: [] });
    const quarter = 15 * 60_000;
    let start = Math.ceil((Date.now() + 20 * 60_000) / quarter) * quarter;
    // A game does not run past midnight: one that would starts just after it instead.
    if (inIndia(start).slice(0, 10) !== inIndia(start + 45 * 60_000).slice(0, 10)) start += 60 * 60_000;
    const reply = await fetch(`${live.base}/api/vm/activities`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        listingId: 'football',
        listingName: 'Football',
        activityFormat: '5v5',
        date: inIndia(start).slice(0, 10),
        duration: [{ from: inIndia(start), to: inIndia(start + 45 * 60_000) }],
        location: { name: 'Marina Turf Arena', lat: 13.0, lon: 80.27 },
        maxParticipants: 10,
        costPerParticpant: 0,
      }),
    });
    expect(reply.status).toBe(201);
    return ((await reply.json()) as { data: { activityId: string } }).data.activityId;
  };

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    mkdirSync(shots, { recursive: true });
    live = await startLivePlatform();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SESSION_KEY, await sessionOf(live.base, 'new-games-viewer')],
    );
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  }, 240_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await live?.close();
  });

  it('shows "1 new game" on a pill when another host creates one, and a tap lists it at the top', async () => {
    // The list follows the game changes stream once it answers.
    const following = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vm/activities/changes/stream' && r.ok());
    await page.goto(`${live.base}/`);
    await page.getByTestId('game-card').first().waitFor();
    await following;
    const cards = await page.getByTestId('game-card').count();

    const name = 'Pop-up Five, just posted';
    const reread = page.waitForResponse((r) => /\/api\/vm\/activities\/suggested\/0\/9/.test(r.url()));
    await createSoonGame(name);
    // The list's first page is asked again in the background, and the list itself stays as it was.
    await reread;
    const pill = page.getByRole('button', { name: 'Show 1 new game' });
    await pill.waitFor();
    expect(await pill.innerText()).toBe('1 new game');
    expect(await page.getByTestId('game-card').count()).toBe(cards);
    expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
    // Said politely, the focus left where it was.
    await page.getByRole('status').filter({ hasText: '1 new game at the top of the list' }).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // A 44 px target under the header, over the first card's picture, clear of its words.
    const box = (await pill.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const first = page.getByTestId('game-card').first();
    const picture = (await first.getByTestId('card-picture').boundingBox())!;
    const title = (await first.getByRole('heading').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y).toBeGreaterThanOrEqual(picture.y);
    expect(box.y + box.height).toBeLessThanOrEqual(Math.min(picture.y + picture.height, title.y));
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, { path: join(shots, 'new-games-375-pill.png') });

    // Scrolled down the list, it stays in reach just under the header.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect.poll(async () => (await pill.boundingBox())!.y).toBeGreaterThanOrEqual(header.height);
    expect((await pill.boundingBox())!.y).toBeLessThan(header.height + 16);
    await shoot(page, { path: join(shots, 'new-games-375-pill-scrolled.png') });

    await pill.tap();
    const card = page.getByTestId('game-card').filter({ has: page.getByRole('link', { name, exact: true }) });
    await card.waitFor();
    await pill.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await card.getByText('New', { exact: true }).waitFor();
    const shown = (await card.boundingBox())!;
    expect(shown.y).toBeLessThan(PHONE.height);
    expect(shown.y + 40).toBeGreaterThan(header.height);
    // The focus is on the list (the next Tab is its first card), not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Games list');
    await shoot(page, { path: join(shots, 'new-games-375-shown.png') });
  }, 120_000);
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { codeFromDevOutbox } from './devOutbox';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInClosingReviewPrompt } from './reviewPrompt';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED inbox UI in a browser: ${missing}`);
const shots = '/tmp/shots';
const HOST = 'demo-host-rahul';
const PLAYER = 'demo-player-priya';

/** The bell's accessible name carries the count: "Inbox, 3 unread", or "Inbox" with none. */
const bellSaying = (page: Page, label: string) => page.locator(`[data-testid="inbox-bell"][aria-label="${label}"]`);
const bellFor = (unread: number) => (unread === 0 ? 'Inbox' : `Inbox, ${unread} unread`);
const unreadOf = async (page: Page): Promise<number> => {
  const label = (await page.getByTestId('inbox-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

/**
 * In a real browser against the whole platform with its demo data: a host invites
 * a player; the player's bell count rises live, without a reload; the inbox lists the invitation;
 * opening it goes to the game and marks it read; "Mark all as read" zeroes the count. At a phone's
 * size and a desktop's.
 */
for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  describe.skipIf(missing !== null)(`inbox at ${width}x${height} (Debian chromium, headless)`, () => {
    let live: LivePlatform;
    let browser: Browser;
    let hostToken: string;
    const shot = (page: Page, name: string) => shoot(page, { path: `${shots}/h3-inbox-${width}-${name}.png`, fullPage: true });

    /** The host creates a game three days ahead and invites the player, through the API (the host's screens are another spec's). */
    const invite = async (name: string): Promise<string> => {
      const activityId = await create(name);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${hostToken}` };
      const invited = await fetch(`${live.base}/api/vm/activities/${activityId}/invite`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ userIds: [PLAYER] }),
      });
      expect(invited.status).toBe(200);
      return activityId;
    };

    /** The host's game three days ahead, through the API. */
    const create = async (name: string): Promise<string> => {
      const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${hostToken}` };
      const body = {
        name,
        listingId: 'football',
        listingName: 'Football',
        activityFormat: '5v5',
        date: day,
        duration: [{ from: `${day}T18:00:00+05:30`, to: `${day}T19:30:00+05:30` }],
        location: { name: 'Marina Turf Arena', lat: 13.0, lon: 80.27 },
        maxParticipants: 10,
        costPerParticpant: 0,
      };
      const created = await fetch(`${live.base}/api/vm/activities`, { method: 'PUT', headers, body: JSON.stringify(body) });
      expect(created.status).toBe(201);
      return ((await created.json()) as { data: { activityId: string } }).data.activityId;
    };

    const tokenOf = async (userId: string): Promise<string> => {
      const reply = await fetch(`${live.base}/api/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId }),
      });
      return ((await reply.json()) as { accessToken: string }).accessToken;
    };

    beforeAll(async () => {
      ensurePlayerUiBuilt();
      live = await startLivePlatform();
      browser = await launchBrowser();
      mkdirSync(shots, { recursive: true });
      hostToken = await tokenOf(HOST);
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await live?.close();
    });

    it('the bell counts an invitation live; the inbox lists it, opens the game and marks it read; mark all as read zeroes the count', async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(`${live.base}/sign-in`);
      await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
      await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: /^Priya/ }));
      await signInClosingReviewPrompt(page, async () => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
      });
      await page.goto(`${live.base}/`);
      const bell = page.getByTestId('inbox-bell');
      await bell.waitFor();
      // The page's own stream has told the bell its count once it answers to its name.
      await page.locator('[data-testid="inbox-bell"][aria-label^="Inbox"]').waitFor();
      const before = await unreadOf(page);
      const box = await bell.boundingBox();
      // A 44 px tap target (WCAG 2.5.5), no bigger: the header stays one row at 375 px.
      expect([box!.width, box!.height]).toEqual([44, 44]);

      // The demo's history is in her inbox already, unread (demo/src/inboxes.ts): her game put on hold among it.
      expect(before).toBeGreaterThan(0);
      await bell.click();
      await page.getByRole('link', { name: /^Unread: Game on hold .*"Corporate Cricket League"/ }).waitFor();
      await shot(page, '0-history');
      await page.goto(`${live.base}/`);
      await bell.waitFor();

      // The host invites: the count rises on this page, with no reload (the navigation counter stays).
      const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      const firstGame = await invite('Inbox Invitation Cup');
      await bellSaying(page, bellFor(before + 1)).waitFor();
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
      await shot(page, '1-bell');

      // The inbox lists it, unread, with its time in words.
      await bell.click();
      await page.waitForURL(/\/inbox$/);
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.waitForFunction(() => document.title === 'Inbox');
      const item = page.getByRole('link', { name: /Unread: Invitation .*invited you to "Inbox Invitation Cup"/ });
      await item.waitFor();
      expect(await item.innerText()).toMatch(/just now|min ago/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, '2-list');

      // Opening it goes to the game and marks it read.
      const marked = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/vm/users/me/notifications/read'));
      await item.click();
      await page.waitForURL(new RegExp(`/games/${firstGame}$`));
      await page.getByRole('heading', { level: 1, name: 'Inbox Invitation Cup' }).waitFor();
      expect((await marked).status()).toBe(200);
      await bellSaying(page, bellFor(before)).waitFor();
      await shot(page, '3-game');
      await bell.click();
      await page.getByRole('link', { name: /^Invitation .*"Inbox Invitation Cup"/ }).waitFor();

      // A second invitation arrives while the inbox is open: listed without a reload; then all are read.
      await invite('Inbox Second Kick');
      await page.getByRole('link', { name: /Unread: Invitation .*"Inbox Second Kick"/ }).waitFor();
      await bellSaying(page, bellFor(before + 1)).waitFor();
      await shot(page, '4-second');
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await bellSaying(page, 'Inbox').waitFor();
      expect(await page.getByRole('link', { name: /^Unread:/ }).count()).toBe(0);
      await page.locator('button:disabled', { hasText: 'Mark all as read' }).waitFor();
      await shot(page, '5-all-read');

      // The count stays zero after a reload: the server holds the read marks.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      await page.getByRole('link', { name: /^Invitation .*"Inbox Second Kick"/ }).waitFor();
      await bellSaying(page, 'Inbox').waitFor();
      await context.close();
    }, 120_000);

    it("a host's New question opens the game at its questions, where the host answers", async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(`${live.base}/sign-in`);
      await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
      await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: /^Rahul/ }));
      await signInClosingReviewPrompt(page, async () => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
      });
      const name = 'Inbox Question Derby';
      const activityId = await create(name);
      const asked = await fetch(`${live.base}/api/vm/activities/${activityId}/queries`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(PLAYER)}` },
        body: JSON.stringify({ question: 'Are studs allowed on this turf?' }),
      });
      expect(asked.status).toBe(200);
      await page.getByTestId('inbox-bell').click();
      // This game's question: the demo's history holds the same question on another game.
      const item = page.getByRole('link', { name: new RegExp(`Unread: New question .*"${name}".*Are studs allowed`) });
      await item.waitFor();
      expect(await item.getAttribute('href')).toBe(`/games/${activityId}#questions`);
      await item.click();
      await page.waitForURL(new RegExp(`/games/${activityId}#questions$`));
      await page.getByRole('heading', { level: 1, name }).waitFor();
      // Scrolled to the questions (below the fold at the top of the page on a phone), clear of the sticky header.
      const heading = page.getByRole('heading', { level: 2, name: 'Queries' });
      const inView = async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 56 && box.y + box.height <= height;
      };
      await expect.poll(inView).toBe(true);
      await shoot(page, { path: `${shots}/h3-inbox-${width}-6-question.png` });
      await page.getByLabel('Answer: Are studs allowed on this turf?').fill('Moulded studs only');
      await page.getByRole('button', { name: 'Answer', exact: true }).click();
      await page.getByText('Moulded studs only').waitFor();
      // The WhatsApp or SMS message carries the same link: opened from outside the app (a new tab
      // loading the page cold), it lands at the questions too, once the game has loaded.
      const fromMessage = await context.newPage();
      await fromMessage.goto(`${live.base}/games/${activityId}#questions`);
      await fromMessage.getByRole('heading', { level: 1, name }).waitFor();
      const coldHeading = fromMessage.getByRole('heading', { level: 2, name: 'Queries' });
      await expect
        .poll(async () => {
          const box = await coldHeading.boundingBox();
          return box !== null && box.y >= 56 && box.y + box.height <= height;
        })
        .toBe(true);
      await context.close();
    }, 120_000);
  });
}

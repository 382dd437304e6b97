import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { codeFromDevOutbox } from './devOutbox';
import { ensureAdminUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED staff words in a browser: ${missing}`);
/** Screenshots land here, for people to look at (git ignores them). */
const shots = join(import.meta.dirname, '.artifacts');

/** What an id or a code looks like on screen: a demo user, venue, organisation or game id, an event type name. */
const ID =
  /demo-(player|manager|staff|host)-|space-marina|org-marina|\b[a-z]+-[0-9a-f]{8,}|\b[A-Z][a-z]+[A-Z][a-z]+(Created|Updated|Added|Configured|Set)\b/;
/** Spec section 4's words for skill levels. */
const LEVEL = /\b(Beginner|Amateur|Intermediate|Pro)\b/;

/**
 * Words, not ids (spec sections 1, 3 and 6; docs/adr/0106-words-not-ids.md): Vikram, Marina's manager, opens Ratings from the menu and
 * reads games, people and
 * levels in words; opens his venue's history and reads "Venue created by Vikram Rao"; opens the
 * refund of the demo's pay-at-venue order and reads why there is nothing to refund. At 1280 px
 * and on a 375 px phone.
 */
describe.skipIf(missing !== null)('the back office in words (Debian chromium, headless)', { timeout: 240_000 }, () => {
  let live: LivePlatform;
  let browser: Browser;
  let page: Page;
  let payAtVenueOrder = '';

  beforeAll(async () => {
    ensureAdminUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    // The demo's pay-at-venue order (Rahul's two evening slots), found as the manager's API finds it.
    const { accessToken } = await live.tokens.issue({
      userId: 'demo-manager-vikram',
      name: 'Vikram Rao',
      role: 'org_manager',
      scopeIds: ['org-marina-sports', 'org-marina-sports:manage'],
    });
    const query = new URLSearchParams({
      filter: JSON.stringify({ userId: 'demo-host-rahul' }),
      range: '[0,49]',
      sort: '["created","DESC"]',
    });
    const response = await fetch(`${live.base}/admin-api/orders?${query}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(200);
    const orders = (await response.json()) as Array<{ id: string; payLater: boolean; status: string }>;
    payAtVenueOrder = orders.find((o) => o.payLater && o.status === 'confirmed')!.id;
    expect(payAtVenueOrder).toBeTruthy();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(30_000);
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  // Vikram signs in once (a second code to the same phone would wait out its resend interval); each size reuses the session.
  it('signs Vikram in', async () => {
    await page.goto(`${live.base}/admin`);
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: 'Vikram' }).first());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Active players').waitFor();
  });

  describe.each([
    ['1280', { width: 1280, height: 800 }],
    ['375', { width: 375, height: 812 }],
  ])('at %s px', (width, viewport) => {
    const phone = viewport.width < 600;

    beforeAll(async () => {
      await page.setViewportSize(viewport);
      await page.goto(`${live.base}/admin`);
      await page.getByText('Active players').waitFor();
    });

    const openFromMenu = async (name: string, path: string) => {
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
      await page.waitForURL(`**/admin/${path}**`);
    };

    it('opens Ratings from the menu and reads games, people and levels in words', async () => {
      await openFromMenu('Ratings', 'ratings');
      const rows = phone ? page.locator('#main-content ul[aria-label="Ratings"] > li') : page.locator('#main-content table tbody tr');
      await rows.first().waitFor();
      // The level's word arrives with the page (the API joins it): the demo's host rates Priya "Intermediate".
      const rated = rows.filter({ hasText: 'Intermediate' });
      await rated.first().waitFor();
      const text = await page.locator('#main-content').innerText();
      expect(text).not.toMatch(ID);
      expect(text).toContain('Marina Football League, week');
      if (phone) {
        // "Vikram Rao rated Arjun Mehta", "Rated by Kavya Nair" on each line.
        expect(await rows.filter({ hasText: / rated |Rated by / }).count()).toBe(await rows.count());
      } else {
        const headings = (await page.locator('#main-content table thead th').allInnerTexts()).map((h) => h.trim());
        expect(headings).toEqual(expect.arrayContaining(['Game', 'Rated by', 'Player rated', 'Level']));
        // No level column reads a bare number.
        const levels = await page.locator('#main-content table tbody td.column-ratedLevel').allInnerTexts();
        expect(levels.length).toBeGreaterThan(0);
        for (const level of levels) expect(level, level).toMatch(/^(Beginner|Amateur|Intermediate|Pro|—)$/);
      }
      await shoot(page, { path: join(shots, `staff-words-${width}-ratings.png`), fullPage: true });

      await rated.first().click();
      const summary = page.getByLabel('Rating', { exact: true });
      await summary.getByText(LEVEL).first().waitFor();
      expect(await summary.innerText()).not.toMatch(ID);
      await shoot(page, { path: join(shots, `staff-words-${width}-rating.png`), fullPage: true });
    });

    it("opens his venue's history and reads what happened and who did it", async () => {
      await openFromMenu('Venues', 'spaces');
      await page.locator('#main-content').getByText('Marina Turf Arena', { exact: true }).first().click();
      await page.waitForURL('**/admin/spaces/**/show**');
      await page.getByRole('tab', { name: 'History' }).click();
      const history = page.getByRole('table', { name: 'History' });
      await history.getByText('Venue created by Vikram Rao').waitFor();
      const text = await history.innerText();
      expect(text).not.toMatch(ID);
      expect(text).not.toMatch(/SpaceCreated|SpaceUpdated|FieldAdded|TimeRangeConfigured/);
      await shoot(page, { path: join(shots, `staff-words-${width}-venue-history.png`), fullPage: true });
    });

    it('opens the refund of a pay-at-venue order and reads why there is nothing to refund', async () => {
      await page.goto(`${live.base}/admin/orders/${encodeURIComponent(payAtVenueOrder)}/show`);
      await page.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund this order' });
      await dialog.getByText('Refundable: ₹0').waitFor();
      await dialog.getByText('Paid at the venue: nothing was taken online').waitFor();
      expect(await dialog.getByLabel(/^Amount/).count()).toBe(0);
      // The screenshot once the dialog has faded in.
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity)).toBe('1');
      await shoot(page, { path: join(shots, `staff-words-${width}-refund.png`) });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser } from './browser';
import { ensureAdminUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED back office in a browser: ${missing}`);
/** Screenshots land here, for people to look at (git ignores them). */
const shots = join(import.meta.dirname, '.artifacts');
/** The back office keeps its token pair under this key (ui-admin/src/auth/session.ts). */
const SESSION_KEY = 'sports.admin.session';

describe.skipIf(missing !== null)('back office in a real browser (Debian chromium, headless, 1280 px)', () => {
  let live: LivePlatform;
  let browser: Browser;
  let page: Page;
  let marinaOrderPath = '';

  beforeAll(async () => {
    ensureAdminUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  it('signs the demo manager in with a one-time code from the development outbox, onto the dashboard', async () => {
    await page.goto(`${live.base}/admin`);
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    // Only accounts that can open the back office are offered: no players.
    expect(await page.getByText('· player', { exact: true }).count()).toBe(0);
    await page.getByRole('listitem').filter({ hasText: '· org_manager' }).first().getByRole('button').click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: 'Show code from dev outbox' }).click();
    await expect.poll(() => page.getByLabel('Code', { exact: true }).inputValue()).toMatch(/^\d{6}$/);
    await page.screenshot({ path: join(shots, 'admin-sign-in.png') });

    const dashboard = page.waitForResponse((r) => r.url().includes('/admin-api/dashboard'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await dashboard).status()).toBe(200);
    await page.getByText('Active players').waitFor();
    await page.getByRole('list', { name: 'Orders by status' }).waitFor();
    await page.getByRole('img', { name: 'Bookings and revenue per day' }).waitFor();
    await page.getByRole('meter', { name: 'Marina Turf Arena occupancy' }).waitFor();
    await page.screenshot({ path: join(shots, 'admin-dashboard.png'), fullPage: true });
  });

  it('lists the organisation’s orders, filters them by status, and opens one with its history', async () => {
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL('**/admin/orders**');
    const rows = page.locator('table.RaDatagrid-table tbody tr');
    await rows.first().waitFor();
    const all = await rows.count();
    expect(all).toBeGreaterThanOrEqual(3);
    expect(await page.locator('table.RaDatagrid-table tbody').innerText()).toContain('Marina Turf Arena');

    const filtered = page.waitForResponse((r) => r.url().includes('/admin-api/orders?') && decodeURIComponent(r.url()).includes('"status":"cancelled"'));
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    expect((await filtered).status()).toBe(200);
    await expect.poll(() => rows.count()).toBeLessThan(all);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('cancelled');
    await page.screenshot({ path: join(shots, 'admin-orders-cancelled.png'), fullPage: true });

    await rows.first().click();
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.getByRole('table', { name: 'Totals' }).waitFor();
    expect(await page.getByRole('table', { name: 'Totals' }).innerText()).toMatch(/Total\s+₹[\d,]+\.\d{2}/);
    marinaOrderPath = new URL(page.url()).pathname.replace(/\/show.*$/, '/show');

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await history.waitFor();
    const events = await history.locator('tbody tr').allInnerTexts();
    expect(events[0]).toContain('OrderPlaced');
    expect(events.some((e) => /Cancel/.test(e))).toBe(true);
    await page.screenshot({ path: join(shots, 'admin-order-history.png'), fullPage: true });
  });

  it('opens a record of every resource the manager may see, and the history of those that keep one', async () => {
    for (const { name, history } of [
      { name: 'payouts', history: false },
      { name: 'coupons', history: true },
      { name: 'spaces', history: true },
      { name: 'disputes', history: false },
    ]) {
      const list = page.waitForResponse((r) => r.url().includes(`/admin-api/${name}?`));
      await page.goto(`${live.base}/admin/${name}`);
      expect((await list).status()).toBe(200);
      const rows = page.locator('table.RaDatagrid-table tbody tr');
      await rows.first().waitFor();
      const one = page.waitForResponse((r) => new RegExp(`/admin-api/${name}/[^/?]+$`).test(new URL(r.url()).pathname));
      await rows.first().click();
      expect((await one).status()).toBe(200);
      if (history) {
        await page.getByRole('tab', { name: 'History' }).click();
        await page.getByRole('table', { name: 'History' }).locator('tbody tr').first().waitFor();
      } else {
        await page.locator('.RaShow-main').waitFor();
      }
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.screenshot({ path: join(shots, `admin-${name}-show.png`), fullPage: true });
    }
  });

  it('fits a 375 px phone: dashboard and orders list without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      for (const [path, ready] of [
        ['/admin', () => page.getByText('Active players').waitFor()],
        ['/admin/orders', () => page.getByRole('combobox', { name: 'Status' }).waitFor()],
      ] as const) {
        await page.goto(`${live.base}${path}`);
        await ready();
        await page.screenshot({ path: join(shots, `admin-375${path.replace(/\//g, '-')}.png`), fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('shows a staff member of another organisation none of Marina Sports’ orders', async () => {
    const { accessToken, refreshToken } = await live.tokens.issue({ userId: 'staff-harbour', name: 'Hari Harbour', role: 'org_staff', scopeIds: ['org-harbour-courts'] });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [SESSION_KEY, JSON.stringify({ accessToken, refreshToken })]);
    const other = await context.newPage();
    other.setDefaultTimeout(10_000);
    try {
      const list = other.waitForResponse((r) => r.url().includes('/admin-api/orders?'));
      await other.goto(`${live.base}/admin/orders`);
      const reply = await list;
      expect(reply.status()).toBe(200);
      expect(await reply.json()).toEqual([]);
      await other.getByText(/No Orders yet|No results found/).waitFor();
      expect(await other.locator('body').innerText()).not.toContain('Marina Turf Arena');
      await other.screenshot({ path: join(shots, 'admin-other-org-orders.png'), fullPage: true });

      // Nor one of them by its address: the API says it does not exist.
      const one = other.waitForResponse((r) => r.url().endsWith(marinaOrderPath.replace('/admin/', '/admin-api/').replace(/\/show$/, '')));
      await other.goto(`${live.base}${marinaOrderPath}`);
      expect((await one).status()).toBe(404);
      expect(await other.locator('body').innerText()).not.toContain('OrderPlaced');
    } finally {
      await context.close();
    }
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, type OrderDocument } from '@sports/contracts';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensureAdminUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { codeFromDevOutbox } from './devOutbox';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED staff find a customer in a browser: ${missing}`);
const shots = join(import.meta.dirname, '.artifacts');
const REFUND = 10_000; // ₹100 a time, in paise

/**
 * "Find anyone" (docs/backoffice.md, spec sections 1 and 6): the demo manager Vikram opens it from
 * the menu, types the last 4 digits of a customer's phone (Priya, +91 98000 00001), sees her as a
 * student and the buyer of her two orders, opens them, opens the paid one and refunds ₹100 of it;
 * at 1280 px, then again at 375 px.
 */
describe.skipIf(missing !== null)(
  'staff find a customer by phone and refund an order, in a real browser (Debian chromium, headless)',
  { timeout: 240_000 },
  () => {
    let live: LivePlatform;
    let browser: Browser;
    let paid: OrderDocument;
    let session: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>> | null = null;

    beforeAll(async () => {
      ensureAdminUiBuilt();
      live = await startLivePlatform();
      browser = await launchBrowser();
      mkdirSync(shots, { recursive: true });
      // Which of her two orders was paid online (the other is her class, paid at the venue): a platform operator's read.
      const { accessToken } = await live.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] });
      const reply = await fetch(`${live.base}/admin-api/orders?filter=${encodeURIComponent('{"bookedFor":"0001"}')}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const orders = (await reply.json()) as OrderDocument[];
      expect(orders.map((o) => o.userId)).toEqual(['demo-player-priya', 'demo-player-priya']);
      paid = orders.find((o) => (o.refundable ?? 0) > 0)!;
      expect(paid).toBeDefined();
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await live?.close();
    });

    const signInAsVikram = async (page: Page) => {
      await page.goto(`${live.base}/admin`);
      await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
      await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: 'Vikram' }).first());
      const dashboard = page.waitForResponse((r) => r.url().includes('/admin-api/dashboard'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await dashboard;
    };

    const findAndRefund = async (width: number, height: number, menuCollapsed: boolean, refundedSoFar: number) => {
      // One sign-in for both widths: a second code to the same number so soon is refused (the code's resend wait).
      const context = await browser.newContext({ viewport: { width, height }, ...(session ? { storageState: session } : {}) });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      try {
        if (session) {
          const dashboard = page.waitForResponse((r) => r.url().includes('/admin-api/dashboard'));
          await page.goto(`${live.base}/admin`);
          await dashboard;
        } else {
          await signInAsVikram(page);
          session = await context.storageState();
        }
        if (menuCollapsed) await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('menuitem', { name: 'Find anyone', exact: true }).click();
        await page.waitForURL('**/admin/find');
        await page.getByRole('textbox', { name: 'Name or phone' }).fill('0001');
        const searched = page.waitForResponse((r) => r.url().includes('/admin-api/people/search'));
        await page.getByRole('button', { name: 'Find', exact: true }).click();
        expect((await searched).status()).toBe(200);
        const priya = page.getByRole('listitem', { name: 'Priya Sharma' });
        await priya.getByText('+91 98000 00001').waitFor();
        expect(await page.getByRole('region', { name: 'People found' }).getByRole('listitem').count()).toBe(1);
        await priya.getByRole('link', { name: /^Student of / }).waitFor();
        await shoot(page, { path: join(shots, `find-anyone-${width}.png`), fullPage: true });
        if (width <= 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        // Her orders: both of them, the list filtered by her.
        const listed = page.waitForResponse(
          (r) => r.url().includes('/admin-api/orders?') && decodeURIComponent(r.url()).includes('"userId":"demo-player-priya"'),
        );
        await priya.getByRole('link', { name: 'Buyer of 2 orders' }).click();
        await page.waitForURL('**/admin/orders?**');
        expect((await listed).headers()['content-range']).toMatch(/\/2$/);
        const total = formatAmount(paid.total);
        const main = page.locator('#main-content');
        await main.getByText(total).first().waitFor();
        // Two lines: table rows at 1280 px, the phone list's lines at 375 px.
        const lines = width <= 375 ? main.locator('ul[aria-label="Orders"] > li') : main.locator('tbody tr');
        await expect.poll(() => lines.count(), { timeout: 30_000 }).toBe(2);
        await shoot(page, { path: join(shots, `find-anyone-orders-${width}.png`), fullPage: true });

        // The paid one, with her phone on it, refunded ₹100 by amount.
        await main.getByText(total).first().click();
        await page.waitForURL(`**/admin/orders/${paid.id}/show**`);
        await page.getByText('+91 98000 00001').first().waitFor();
        await page.getByRole('button', { name: 'Refund' }).click();
        const dialog = page.getByRole('dialog', { name: 'Refund this order' });
        await dialog.getByLabel(/^Amount \(₹\)/).fill(String(REFUND / 100));
        const refund = page.waitForResponse((r) => r.url().endsWith(`/admin-api/orders/${paid.id}/refund`));
        await dialog.getByRole('button', { name: 'Refund' }).click();
        const reply = await refund;
        expect(reply.status()).toBe(200);
        expect(await reply.json()).toMatchObject({ refunded: refundedSoFar + REFUND });
        await page.getByText(`Refunded ${formatAmount(REFUND)}`).waitFor();
        await page
          .getByTestId('refund-summary')
          .filter({ hasText: `${formatAmount(refundedSoFar + REFUND)} of ${formatAmount(paid.paid ?? paid.total)} refunded` })
          .waitFor();
        await shoot(page, { path: join(shots, `find-anyone-refunded-${width}.png`), fullPage: true });
      } finally {
        await context.close();
      }
    };

    it('at 1280 px: from the menu, by the last 4 digits, both orders, one refunded', async () => {
      await findAndRefund(1280, 800, false, 0);
    });

    it('at 375 px: the same from the phone menu, a second ₹100 refunded', async () => {
      await findAndRefund(375, 812, true, REFUND);
    });
  },
);

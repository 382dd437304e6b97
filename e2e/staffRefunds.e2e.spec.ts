import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@sports/contracts';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensureAdminUiBuilt, ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { codeFromDevOutbox } from './devOutbox';
import { signInClosingReviewPrompt } from './reviewPrompt';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED staff refunds in a browser: ${missing}`);
const shots = join(import.meta.dirname, '.artifacts');

/** The venue's calendar date (IST) `days` from now: clear of the demo's orders and the other browser specs' bookings. */
const istDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const REFUND = 50_000; // ₹500, in paise as the API takes it

/**
 * A manager refunds part of a paid order by amount in the back office (1280 px)
 * and reads "₹500 of ₹Y refunded"; the buyer's order page (375 px) reads the same sentence, and the
 * booking stands. The order is placed and paid through the API by the demo player Priya.
 */
describe.skipIf(missing !== null)('staff refunds in a real browser (Debian chromium, headless)', { timeout: 180_000 }, () => {
  let live: LivePlatform;
  let browser: Browser;
  let orderId = '';
  let sentence = '';

  beforeAll(async () => {
    ensureAdminUiBuilt();
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    const { accessToken } = await live.tokens.issue({ userId: 'demo-player-priya', name: 'Priya Sharma', role: 'player', scopeIds: [] });
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${live.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
    };
    const cart = {
      cartItem: [{ type: 'slot', fieldId: 'space-marina-turf.turf-a', date: istDate(9), startTime: '22:00', listingId: 'football' }],
    };
    const placed = await api('POST', '/api/b2c/transaction/instantBuy', cart);
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    orderId = placed.body.data.orderId as string;
    // The test gateway answers through its webhook shortly: read the order until it is confirmed.
    for (let tries = 0; (await api('GET', `/api/b2c/orders/${orderId}`)).body.data.status !== 'confirmed'; tries += 1) {
      if (tries > 300) throw new Error(`order ${orderId} was never confirmed`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const total = (await api('GET', `/api/b2c/orders/${orderId}`)).body.data.total as number;
    sentence = `${formatAmount(REFUND)} of ${formatAmount(total)} refunded`;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  it('a manager refunds ₹500 of the order by amount and reads "₹500 of ₹Y refunded" (1280 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(30_000);
    await page.goto(`${live.base}/admin`);
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: '· org_manager' }).first());
    const dashboard = page.waitForResponse((r) => r.url().includes('/admin-api/dashboard'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dashboard;

    await page.goto(`${live.base}/admin/orders/${orderId}/show`);
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order' });
    expect(await dialog.getByLabel('Refundable balance').innerText()).toMatch(/^Refundable: ₹[\d,]+/);
    // More than is left is refused in the dialog, before anything is sent.
    await dialog.getByLabel(/^Amount \(₹\)/).fill('999999');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByText('More than is left to refund').waitFor();
    await dialog.getByLabel(/^Amount \(₹\)/).fill(String(REFUND / 100));
    await shoot(page, { path: join(shots, 'staff-refund-dialog-1280.png') });
    const refund = page.waitForResponse((r) => r.url().endsWith(`/admin-api/orders/${orderId}/refund`));
    await dialog.getByRole('button', { name: 'Refund' }).click();
    const reply = await refund;
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toMatchObject({ status: 'confirmed', refunded: REFUND });
    await page.getByText(`Refunded ${formatAmount(REFUND)}`).waitFor();
    await page.getByTestId('refund-summary').filter({ hasText: sentence }).waitFor();
    // The booking stands: still confirmed, and the rest may still be refunded.
    await page.locator('.RaShow-main').getByText('Confirmed', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Payments' }).click();
    const lines = page.getByRole('table', { name: 'Refund lines' });
    await lines.waitFor();
    expect(await lines.innerText()).toMatch(/Turf A[^,\n]*, \d{1,2} [A-Z][a-z]{2}, 22:00–23:00/);
    await shoot(page, { path: join(shots, 'staff-refund-lines-1280.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Summary' }).click();
    await shoot(page, { path: join(shots, 'staff-refund-summary-1280.png'), fullPage: true });
    await page.close();
  });

  it('the player reads the same sentence on their order page (375 px)', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    try {
      await page.goto(`${live.base}/sign-in`);
      await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
      await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: 'Priya' }).filter({ hasText: '· player' }).first());
      await signInClosingReviewPrompt(page, async () => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
      });
      await page.goto(`${live.base}/orders/${orderId}`);
      expect(await page.getByTestId('refund-summary').innerText()).toBe(sentence);
      expect(await page.getByLabel('Refund lines').innerText()).toMatch(/Turf A[^,\n]*, \d{1,2} [A-Z][a-z]{2}, 22:00–23:00/);
      await shoot(page, { path: join(shots, 'staff-refund-player-375.png'), fullPage: true });
      // The page fits the phone: nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensureAdminUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInToBackOffice } from './demoSignIn';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED staff dashboard in a browser: ${missing}`);
const shots = join(import.meta.dirname, '.artifacts');

/** The venue's calendar date (IST) `days` from now: inside the dashboard's 14 days ahead, clear of the demo's orders. */
const istDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const VENUE = 'Marina Turf Arena';
/** Slots the buyer books on turf B, five days ahead: the whole morning range (06:00–10:00). */
const MORNING = ['06:00', '07:00', '08:00', '09:00'];

interface Occupancy {
  name: string;
  bookedSlots: number;
  offeredSlots: number;
  occupancy: number;
}

/**
 * The dashboard's occupancy had read 0 % while slots were booked (its window was
 * the past days; bookings are for the coming ones). A buyer books K more slots through the API;
 * the venue manager signs into the back office (1280 px), reads the venue's occupancy as the
 * percentage of those bookings, opens the order and reads the buyer's name, never their id.
 */
describe.skipIf(missing !== null)('staff dashboard in a real browser (Debian chromium, headless, 1280 px)', { timeout: 180_000 }, () => {
  let live: LivePlatform;
  let browser: Browser;
  let page: Page;
  let orderId = '';
  let before: Occupancy;

  beforeAll(async () => {
    ensureAdminUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(30_000);
    mkdirSync(shots, { recursive: true });
    const tokenOf = async (claims: Parameters<LivePlatform['tokens']['issue']>[0]) => (await live.tokens.issue(claims)).accessToken;
    const manager = await tokenOf({
      userId: 'demo-manager-vikram',
      name: 'Vikram',
      role: 'org_manager',
      scopeIds: ['org-marina-sports', 'org-marina-sports:manage'],
    });
    const buyer = await tokenOf({ userId: 'demo-player-arjun', name: 'Arjun Mehta', role: 'player', scopeIds: [] });
    const api = async (token: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${live.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> & { data: Record<string, unknown> } };
    };
    const venueNow = async () =>
      ((await api(manager, 'GET', '/admin-api/dashboard')).body.occupancyPerVenue as Occupancy[]).find((v) => v.name === VENUE)!;
    before = await venueNow();

    const cart = {
      cartItem: MORNING.map((startTime) => ({
        type: 'slot',
        fieldId: 'space-marina-turf.turf-b',
        date: istDate(5),
        startTime,
        listingId: 'football',
      })),
    };
    const placed = await api(buyer, 'POST', '/api/b2c/transaction/instantBuy', cart);
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    orderId = placed.body.data.orderId as string;
    // The test gateway confirms through its webhook shortly, then the slot-day read model follows.
    for (let tries = 0; (await venueNow()).bookedSlots !== before.bookedSlots + MORNING.length; tries += 1) {
      if (tries > 300) throw new Error(`order ${orderId} never booked its ${MORNING.length} slots`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  it("signs the venue manager in and shows the venue's occupancy over today and the days ahead as booked over offered slots", async () => {
    const reply = await signInToBackOffice(page, live.base, '· org_manager');
    expect(reply.status()).toBe(200);
    const venue = ((await reply.json()) as { occupancyPerVenue: Occupancy[] }).occupancyPerVenue.find((v) => v.name === VENUE)!;

    // The demo's bookings and the K just made, over every slot of the 14 days from today: never 0 % with slots booked.
    const booked = before.bookedSlots + MORNING.length;
    expect(venue.bookedSlots).toBe(booked);
    expect(venue.offeredSlots).toBe(before.offeredSlots);
    expect(booked).toBeGreaterThan(0);
    const percent = `${Math.round((booked / venue.offeredSlots) * 100)}%`;
    expect(percent).not.toBe('0%');
    const meter = page.getByRole('meter', { name: `${VENUE} occupancy` });
    await meter.waitFor();
    expect(await meter.getAttribute('aria-valuetext')).toBe(percent);
    await page.getByText(`${percent} · ${booked}/${venue.offeredSlots} slots`).waitFor();
    // The card names its window: today and ahead, not the last 14 days.
    await page.getByText(/^Today \(\d{1,2} \w{3}\) to \d{1,2} \w{3}$/).waitFor();
    await page.getByRole('list', { name: 'Occupancy per venue' }).scrollIntoViewIfNeeded();
    await shoot(page, { path: join(shots, 'staff-dashboard-occupancy.png'), fullPage: true });
  });

  it("opens the order and reads the buyer's name, in the list and on the order, never the id", async () => {
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL('**/admin/orders**');
    const table = page.locator('table.RaDataTable-table tbody');
    await table.locator('tr').first().waitFor();
    // The buyers' names arrive through the people lookup (react-admin's getMany).
    await table.locator('.column-userId').filter({ hasText: 'Arjun Mehta' }).first().waitFor();
    expect(await table.innerText()).not.toContain('demo-player-');

    await page.goto(`${live.base}/admin/orders/${orderId}/show`);
    const buyer = page.locator('.ra-field-userId');
    await buyer.getByText('Arjun Mehta').waitFor();
    expect(await buyer.innerText()).not.toContain('demo-player-arjun');
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await history.getByText('Arjun Mehta').first().waitFor();
    expect(await history.innerText()).not.toContain('demo-player-arjun');
    await page.getByRole('tab', { name: 'Summary' }).click();
    await buyer.getByText('Arjun Mehta').waitFor();
    await shoot(page, { path: join(shots, 'staff-order-buyer.png'), fullPage: true });
  });
});

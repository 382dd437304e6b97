import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInAsDemoPlayer } from './demoSignIn';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED booking UI in a browser: ${missing}`);
const shots = join(import.meta.dirname, '.artifacts');

/** The venue's calendar date (IST) `days` from now: far enough ahead that the demo orders leave its slots free and a cancellation is refunded in full. */
const istDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

/**
 * "book and pay for a slot": at both widths: sign in through the dev outbox, pick a venue
 * and a slot, try a coupon that does not exist and one that does, place the order (CreateOrder with
 * its hold countdown), pay with the test gateway, see the order confirmed, cancel it and see the
 * refund by the venue's policy. Spec sections 3, 7 and 9 (₹).
 */
describe.skipIf(missing !== null)('booking in a real browser (Debian chromium, headless)', () => {
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

  for (const [width, height, daysAhead, player] of [
    [1280, 900, 5, 0],
    [375, 812, 6, 1],
  ] as const) {
    it(`books, pays, cancels and shows the refund at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const shot = (name: string) => shoot(page, { path: join(shots, `booking-${width}-${name}.png`), fullPage: true });
      try {
        await signInAsDemoPlayer(page, live.base, player);

        // Venues by listing, then the venue's slots on a date with rupee prices.
        // The main sections: the bottom tab bar on a phone, the header from 1024 px.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book' }).click();
        const venue = page.getByTestId('venue-card').filter({ hasText: 'Turf A' }).first();
        await venue.waitFor();
        await shot('venues');
        // Book, Cart and Orders at the top of every booking page are a finger high (44 px), not the text's 23.
        for (const link of await page.getByRole('navigation', { name: 'Booking' }).getByRole('link').all()) {
          expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        }
        await venue.getByRole('link', { name: /^See slots at/ }).click();
        // Pick only from the chosen date's slots: a busy machine still shows today's list (other
        // prices on another day) for a while after the date changes.
        const date = istDate(daysAhead);
        const slotsOfDate = page.waitForResponse((r) => r.url().includes('/api/vm/slots/') && r.url().includes(`date=${date}`) && r.ok());
        // The date's slots are held back until the list has been seen dimmed: the last date's slots take no taps meanwhile.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const ofDate = (url: URL) => url.pathname.startsWith('/api/vm/slots/') && url.searchParams.get('date') === date;
        await page.route(ofDate, async (route) => {
          await held;
          await route.continue();
        });
        await page.getByLabel('Date').fill(date);
        const busy = page.locator('[data-testid="slot-list"][aria-busy="true"]');
        await busy.waitFor();
        expect(await busy.evaluate((list) => [getComputedStyle(list).opacity, getComputedStyle(list).pointerEvents])).toEqual([
          '0.5',
          'none',
        ]);
        release();
        await slotsOfDate;
        await page.unroute(ofDate);
        await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(date);
        // The date's slots are drawn once the list is no longer busy (until then it is the last date's).
        await page.locator('[data-testid="slot-list"]:not([aria-busy])').waitFor();
        const slot = page.getByRole('button', { name: /^Turf A\b.* \d\d:\d\d–\d\d:\d\d, ₹[\d,]+, Available$/ }).first();
        await slot.waitFor();
        const slotLabel = (await slot.getAttribute('aria-label'))!;
        await slot.click();
        await page.getByRole('button', { name: slotLabel.replace('Available', 'in your cart') }).waitFor();
        const picked = (await page.evaluate(() => JSON.parse(localStorage.getItem('sports.booking-cart') ?? '{}') as unknown)) as {
          state: { slots: { date: string }[] };
        };
        expect(picked.state.slots.map((s) => s.date)).toEqual([date]);
        await shot('slots');

        // The way to the cart is where a thumb reaches it: nothing (the phone's tab bar) lies over it.
        const toCart = page.getByRole('link', { name: 'Go to cart' });
        await toCart.scrollIntoViewIfNeeded();
        expect(
          await toCart.evaluate((link) => {
            const box = link.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return hit !== null && link.contains(hit);
          }),
        ).toBe(true);

        // The cart: a coupon that does not exist is refused with its reason; WEEKEND20 applies.
        await toCart.click();
        await page.getByRole('heading', { name: 'Your cart' }).waitFor();
        // Booking messages are offered only by the channels the notifier sends on: WhatsApp and SMS.
        const channels = page.getByRole('group', { name: 'Send booking messages by' }).getByRole('checkbox');
        expect(await channels.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.innerText))).toEqual([
          'WhatsApp',
          'SMS',
        ]);
        expect(await page.getByLabel('WhatsApp').isChecked()).toBe(true);
        await page.getByLabel('Coupon code').fill('NOSUCH1');
        await page.getByRole('button', { name: 'Apply' }).click();
        // The cart is priced as it is edited (booking/quote.ts): the coupon is refused before the order is placed...
        const refusal = page.getByRole('alert').getByText('There is no coupon with this code.');
        await refusal.waitFor();
        // ...and again when it is placed, with nothing held: the page stays on the cart and says why.
        const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/b2c/orders');
        await page.getByRole('button', { name: 'Place order' }).click();
        expect((await refused).status()).toBe(404);
        await page.getByRole('button', { name: 'Place order' }).waitFor();
        await refusal.waitFor();
        expect(new URL(page.url()).pathname).toBe('/cart');
        await shot('coupon-refused');
        await page.getByLabel('Coupon code').fill('WEEKEND20');
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByRole('button', { name: 'Place order' }).click();

        // Checkout: the hold counts down from the order's holdExpiresAt (10 minutes at this venue).
        await page.getByRole('heading', { name: 'Checkout' }).waitFor();
        const timer = page.getByRole('timer');
        await expect.poll(() => timer.innerText()).toMatch(/held for (09:[0-5]\d|10:00)/);
        const first = await timer.innerText();
        await expect.poll(() => timer.innerText()).not.toBe(first);
        expect(await page.getByLabel('Order totals').innerText()).toContain('Coupon WEEKEND20');
        await shot('checkout');

        // The test gateway answers through its signed webhook; the page follows the order. A declined
        // card leaves the order held and payable again; then the payment goes through and confirms it.
        await page.getByLabel('Card declined').check();
        await page.getByRole('button', { name: /^Pay ₹[\d,.]+$/ }).click();
        await page.getByText('The payment failed. You can try again while your slots are held.').waitFor({ timeout: 15_000 });
        await shot('declined');
        await page.getByLabel('Payment succeeds').check();
        await page.getByRole('button', { name: /^Pay ₹[\d,.]+$/ }).click();
        await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 15_000 });
        await shot('confirmed');

        // The order with its invoice data, in my orders too; cancelled days ahead: 100 % back.
        await page.getByRole('link', { name: 'View order' }).click();
        await page.getByRole('heading', { name: 'Invoice', exact: true }).waitFor();
        // Led by what was booked and the amount; the ids only as small references.
        expect(await page.getByTestId('order-lead').innerText()).toMatch(
          /^Turf A\b.*, \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d–\d\d:\d\d · ₹[\d,.]+$/,
        );
        await page.getByText(/^Placed .+ · Ref\. o[0-9a-f]+$/).waitFor();
        await page.getByText(/^Invoice no\. INV-/).waitFor();
        const totals = await page.getByLabel('Order totals').innerText();
        for (const line of ['Sub total', 'GST 18%', 'Handling charges', 'Coupon WEEKEND20', 'Total']) expect(totals).toContain(line);
        await page.getByRole('button', { name: 'Cancel booking' }).click();
        // What comes back, in rupees, before confirming; then the refund lines add up to it.
        await expect
          .poll(() => page.getByRole('alertdialog').innerText())
          .toMatch(/You get back ₹[\d,.]+ of the ₹[\d,.]+ you paid: all of it\./);
        const said = /You get back (₹[\d,.]+)/.exec(await page.getByRole('alertdialog').innerText())![1]!;
        await page.getByRole('button', { name: 'Yes, cancel' }).click();
        const refund = page.getByLabel('Refund lines');
        await refund.waitFor({ timeout: 15_000 });
        expect(await refund.innerText()).toMatch(/Handling charges \(100%\)\s+₹20[\s\S]*Refund total\s+₹[\d,.]+/);
        expect(/Refund total\s+(₹[\d,.]+)/.exec(await refund.innerText())![1]).toBe(said);
        // When and where the money went, once the gateway has paid it back (the page follows the order).
        await expect
          .poll(() => page.getByRole('group', { name: 'Refund progress' }).innerText(), { timeout: 15_000 })
          .toMatch(/^₹[\d,.]+ sent back to your UPI on [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d\./);
        await page.getByText('Cancelled', { exact: true }).first().waitFor();
        await shot('cancelled');

        await page.getByRole('link', { name: '‹ My orders' }).click();
        const card = page.getByTestId('order-card').first();
        await card.getByText('Cancelled').waitFor();
        await shot('orders');

        // A regular looks for their bookings under their profile too.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
        await page.getByRole('link', { name: 'My orders' }).click();
        await page.waitForURL(/\/orders$/);
        await page.getByTestId('order-card').first().getByText('Cancelled').waitFor();
      } catch (error) {
        await shot('failure');
        throw error;
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});

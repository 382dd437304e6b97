import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInAsDemoPlayer } from './demoSignIn';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED paid games in a browser: ${missing}`);
const shots = '/tmp/shots';

/**
 * At both widths, on the demo data: "Turf Sevens" is paid before joining
 * (₹180 through the same cart, checkout with the hold countdown and test gateway as a slot), ending
 * in the game with the player listed and the refund a leave would give; "After-work Football" is
 * paid at the venue and joined at once, its toast saying what to pay there.
 */
describe.skipIf(missing !== null)('paid games in a real browser (Debian chromium, headless)', () => {
  let live: LivePlatform;
  let browser: Browser;

  const gameIdOf = async (name: string): Promise<string> => {
    for (let page = 0; page < 10; page++) {
      const reply = await fetch(`${live.base}/api/vm/activities/all/${page}/9?status=upcoming`);
      const { data } = (await reply.json()) as { data: { activities: { activityId: string; name: string }[] } };
      const found = data.activities.find((g) => g.name === name);
      if (found) return found.activityId;
      if (data.activities.length < 9) break;
    }
    throw new Error(`no game named ${name}`);
  };

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

  for (const [width, height, player] of [
    [375, 812, 0],
    [1280, 800, 1],
  ] as const) {
    it(`pays for a place before joining, and joins a pay-at-venue game at once, at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const shot = (name: string) => shoot(page, { path: `${shots}/h2-paid-${width}-${name}.png`, fullPage: true });
      try {
        const name = await signInAsDemoPlayer(page, live.base, player);

        // Pay before: the primary action names the price; it holds the place and opens the checkout.
        await page.goto(`${live.base}/games/${await gameIdOf('Turf Sevens')}`);
        await page.getByRole('heading', { name: 'Turf Sevens', level: 1 }).waitFor();
        const payAndJoin = page.getByRole('button', { name: 'Pay ₹180 and join' });
        await payAndJoin.waitFor();
        await shot('game');
        await payAndJoin.click();

        await page.getByRole('heading', { name: 'Checkout' }).waitFor();
        const items = await page.getByLabel('Order items').innerText();
        expect(items).toContain('Turf Sevens');
        expect(items).toMatch(/Game place · \w{3} \d{1,2} \w{3} · \d\d:\d\d–\d\d:\d\d/);
        const timer = page.getByRole('timer');
        await expect.poll(() => timer.innerText()).toMatch(/^Your place in the game is held for (09:[0-5]\d|10:00)/);
        await shot('checkout');

        // Back on the game before paying: the place is held, and the bar leads back to this checkout
        // rather than offering a second Pay and join (the server refuses it with PAYMENT_PENDING).
        const checkoutUrl = page.url();
        await page.goBack();
        await page.getByRole('heading', { name: 'Turf Sevens', level: 1 }).waitFor();
        const bar = page.getByTestId('primary-action');
        await bar.getByText('Payment pending').waitFor();
        expect(await bar.getByRole('button', { name: /Pay ₹180 and join/ }).count()).toBe(0);
        await bar.getByRole('button', { name: 'Finish paying' }).click();
        await page.getByRole('heading', { name: 'Checkout' }).waitFor();
        expect(page.url()).toBe(checkoutUrl);

        // The test gateway answers through its signed webhook; once paid, the player is in the game.
        await page.getByLabel('Payment succeeds').check();
        await page.getByRole('button', { name: 'Pay ₹180', exact: true }).click();
        await page.getByRole('heading', { name: "Paid: you're in the game" }).waitFor({ timeout: 20_000 });
        await shot('paid');
        await page.getByRole('link', { name: 'Go to the game' }).click();
        await page.getByRole('heading', { name: 'Turf Sevens', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Leave game' }).waitFor();
        const people = page.getByRole('list', { name: 'People' });
        await people.getByText(name, { exact: true }).waitFor();
        expect(await people.innerText()).not.toContain('Payment pending');
        // 56 hours before the start, Marina's policy gives everything back.
        await page.getByText(/You paid ₹180; leaving now refunds ₹180 \(100%, Marina Turf Arena's policy\)\./).waitFor();
        await shot('joined');
        // Giving up a paid place takes one more tap that says what comes back, then the toast says it again.
        await page.getByRole('button', { name: 'Leave game' }).click();
        // The app's own sheet (ui/ConfirmSheet), never the browser's confirm box.
        const confirm = page.getByRole('alertdialog', { name: 'Leave Turf Sevens?' });
        await confirm.getByRole('button', { name: 'Yes, leave' }).click();
        expect(await toastShown(page, 'You have left this game')).toBe('You have left this game₹180 is being refunded to you.');
        await page.getByRole('button', { name: 'Pay ₹180 and join' }).waitFor();

        // Pay at the venue: joined at once; the toast says what to pay there.
        await page.goto(`${live.base}/games/${await gameIdOf('After-work Football')}`);
        await page.getByRole('heading', { name: 'After-work Football', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Join Now' }).click();
        expect(await toastShown(page, 'You have joined this game!')).toBe('You have joined this game!Pay ₹120 at the venue');
        await shot('venue-joined');
        await page.getByRole('button', { name: 'Leave game' }).waitFor();
      } catch (error) {
        await shot('failure');
        throw error;
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});

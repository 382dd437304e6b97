import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInAsDemoPlayer } from './demoSignIn';
import { codeFromDevOutbox } from './devOutbox';
import { signInClosingReviewPrompt } from './reviewPrompt';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED paying together in a browser: ${missing}`);
const shots = '/tmp/shots';

/**
 * Paying together (DESIGN.md "Together", docs/adr/0102-paying-together.md), 375 px first: a
 * player pays for themself and two friends through the test gateway and the people list says "+2";
 * on a shared cost, their share paid, the page says "1 of 6 paid". Then the same pages at 1280 px.
 */
describe.skipIf(missing !== null)('paying together in a real browser (Debian chromium, headless)', () => {
  let live: LivePlatform;
  let browser: Browser;
  let paidGame: string;
  let sharedGame: string;

  /** A game two days out at 19:00–20:30 IST, created over the API by a host no demo account is. */
  const createGame = async (token: string, overrides: Record<string, unknown>): Promise<string> => {
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      name: 'Thursday Turf',
      listingId: 'football',
      listingName: 'Football',
      activityFormat: '5v5',
      date: day,
      duration: [{ from: `${day}T19:00:00+05:30`, to: `${day}T20:30:00+05:30` }],
      location: { name: 'Marina Turf Arena', city: 'Chennai', lat: 13.05, lon: 80.28 },
      maxParticipants: 10,
      enablePay: true,
      payableMethod: 'paybefore',
      costPerParticpant: 18000,
      ...overrides,
    };
    const reply = await fetch(`${live.base}/api/vm/activities`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(reply.status).toBe(201);
    return ((await reply.json()) as { data: { activityId: string } }).data.activityId;
  };

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    const { accessToken } = await live.tokens.issue({ userId: 'together-host', name: 'Tara Host', role: 'player', scopeIds: [] });
    paidGame = await createGame(accessToken, {});
    // ₹1,200 shared over six places: ₹200 a share, the price the card shows. Hosted by a demo host, who signs in below to pay the rest.
    const rahul = await live.tokens.issue({ userId: 'demo-host-rahul', name: 'Rahul Verma', role: 'player', scopeIds: [] });
    sharedGame = await createGame(rahul.accessToken, {
      name: 'Sunday Split',
      isCostShared: true,
      costPerTeam: 120000,
      costPerParticpant: 0,
      maxParticipants: 6,
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  const payAtCheckout = async (page: Page, amount: string) => {
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Payment succeeds').check();
    await page.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
    await page.getByRole('heading', { name: "Paid: you're in the game" }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Go to the game' }).click();
  };

  it('pays for me and two friends, and a share of a shared cost, at 375 px', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const shot = (name: string) => shoot(page, { path: `${shots}/together-375-${name}.png`, fullPage: true });
    try {
      const name = await signInAsDemoPlayer(page, live.base, 2);
      await page.goto(`${live.base}/games/${paidGame}`);
      await page.getByRole('heading', { name: 'Thursday Turf', level: 1 }).waitFor();
      const bar = page.getByTestId('primary-action');
      await bar.getByRole('button', { name: 'Pay ₹180 and join' }).waitFor();
      // The stepper's − and + are 44 px targets; two taps make "Me + 2" and the button says the total.
      const more = bar.getByRole('button', { name: 'One more friend' });
      const box = await more.boundingBox();
      expect([box!.width, box!.height]).toEqual([44, 44]);
      await more.click();
      await more.click();
      await bar.getByText('Me + 2', { exact: true }).waitFor();
      const pay = bar.getByRole('button', { name: 'Pay ₹540 and join' });
      await pay.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shot('stepper');
      await pay.click();

      await payAtCheckout(page, '₹540');
      await page.getByRole('heading', { name: 'Thursday Turf', level: 1 }).waitFor();
      const people = page.getByRole('list', { name: 'People' });
      await people.getByText(`${name} +2`, { exact: true }).waitFor();
      await bar.getByText('You and 2 friends are in').waitFor();
      // Paid: the page says so, with the order, instead of how to pay.
      await page.getByTestId('paid-note').getByText('Paid ₹540').waitFor();
      await page.getByRole('link', { name: 'View order' }).waitFor();
      expect(await page.getByText('Paid in the app when you join').count()).toBe(0);
      await shot('paid-with-friends');

      // A shared cost: my share through the same checkout, then "1 of 6 paid".
      await page.goto(`${live.base}/games/${sharedGame}`);
      await page.getByRole('heading', { name: 'Sunday Split', level: 1 }).waitFor();
      await page.getByText('₹1,200 split over 6 places', { exact: true }).waitFor();
      await page.getByText('0 of 6 paid', { exact: true }).waitFor();
      await bar.getByRole('button', { name: 'Pay ₹200 and join' }).click();
      await payAtCheckout(page, '₹200');
      await page.getByRole('heading', { name: 'Sunday Split', level: 1 }).waitFor();
      await page.getByText('1 of 6 paid', { exact: true }).waitFor();
      await shot('shared-paid');
    } catch (error) {
      await shot('failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows the friends, the stepper and who has paid at 1280 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const shot = (name: string) => shoot(page, { path: `${shots}/together-1280-${name}.png`, fullPage: true });
    try {
      await signInAsDemoPlayer(page, live.base, 1);
      await page.goto(`${live.base}/games/${paidGame}`);
      await page.getByRole('heading', { name: 'Thursday Turf', level: 1 }).waitFor();
      await page.getByRole('list', { name: 'People' }).getByText(/ \+2$/).waitFor();
      await page.getByRole('button', { name: 'One more friend' }).click();
      await page.getByRole('button', { name: 'Add names' }).click();
      await page.getByLabel("Friend 1's name (optional)").fill('Priya');
      await page.getByRole('button', { name: 'Pay ₹360 and join' }).waitFor();
      await shot('stepper');
      await page.goto(`${live.base}/games/${sharedGame}`);
      await page.getByText('1 of 6 paid', { exact: true }).waitFor();
      await shot('shared');
    } catch (error) {
      await shot('failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);

  it('the host pays the rest of a shared cost at 1280 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const shot = (name: string) => shoot(page, { path: `${shots}/together-1280-${name}.png`, fullPage: true });
    try {
      // The host pays what the shares do not cover, through the same checkout; then nobody else pays.
      await page.goto(`${live.base}/sign-in`);
      await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
      await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: 'Rahul Verma' }));
      await signInClosingReviewPrompt(page, async () => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
      });
      await page.goto(`${live.base}/games/${sharedGame}`);
      await page.getByRole('button', { name: 'Pay the remaining ₹1,000' }).click();
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      await page.getByLabel('Payment succeeds').check();
      await page.getByRole('button', { name: 'Pay ₹1,000', exact: true }).click();
      await page.getByRole('heading', { name: "Paid: the game's cost is covered" }).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Go to the game' }).click();
      await page.getByText('The host paid the remaining ₹1,000').waitFor();
      expect(await page.getByRole('button', { name: /Pay the remaining/ }).count()).toBe(0);
      await shot('host-paid-rest');
    } catch (error) {
      await shot('failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInClosingReviewPrompt } from './reviewPrompt';
import { codeFromDevOutbox } from './devOutbox';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED player UI in a browser: ${missing}`);
/** Screenshots land here, for people to look at (git ignores them). */
const shots = join(import.meta.dirname, '.artifacts');

// A loaded 2-core machine takes its time: each test waits for states, never for a while.
describe.skipIf(missing !== null)('player UI in a real browser (Debian chromium, headless)', { timeout: 120_000 }, () => {
  let live: LivePlatform;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // A step that cannot happen fails with its own message, well inside the test's time.
    page.setDefaultTimeout(20_000);
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  it('lists the upcoming demo games with their card buttons and count/max places (spec section 2)', async () => {
    await page.goto(`${live.base}/`);
    await expect(page.getByRole('tab', { name: 'Suggested' }).getAttribute('aria-selected')).resolves.toBe('true');
    const cards = page.getByTestId('game-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    // Upcoming cards show participants as count/max, each padded to two digits.
    for (const label of await page.getByTitle('Participants').allInnerTexts()) expect(label).toMatch(/^\d{2,}\/\d{2,}$/);
    expect(await cards.getByRole('button', { name: 'Join Now' }).count()).toBeGreaterThan(0);
    // A full game never offers Join Now: View when the host marked it full, else the waitlist.
    const full = cards.filter({ hasText: /(\d{2})\/\1 ·/ });
    if ((await full.count()) > 0) {
      await full
        .first()
        .getByRole('link', { name: 'View' })
        .or(full.first().getByRole('button', { name: 'Join waitlist' }))
        .first()
        .waitFor();
      expect(await full.first().getByRole('button', { name: 'Join Now' }).count()).toBe(0);
    }
    await shoot(page, { path: join(shots, 'game-list.png'), fullPage: true });
  });

  it('signs a demo player in with a one-time code from the development outbox', async () => {
    await page.goto(`${live.base}/sign-in`);
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: '· player' }).first());
    await signInClosingReviewPrompt(page, async () => {
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('tab', { name: 'Suggested' }).waitFor();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
    });
  });

  it('a newcomer on a phone signs up with a new number, sees every upcoming game under a heading until they choose a sport, and carries the name saved (375 px)', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phone = await context.newPage();
    phone.setDefaultTimeout(20_000);
    try {
      await phone.goto(`${live.base}/`);
      await phone.getByTestId('game-card').first().waitFor();
      await phone.getByRole('link', { name: 'Sign in' }).click();
      // There is no "Sign up": the page says the first code makes the account.
      await phone.getByText('New here? Sign in with your mobile number: your first code creates your account.').waitFor();
      await phone.getByLabel('Phone number').fill('98123 40077');
      await phone.getByRole('button', { name: 'Send code' }).click();
      await phone.getByRole('button', { name: 'Show code from dev outbox' }).click();
      await expect.poll(() => phone.getByLabel('Code', { exact: true }).inputValue()).toMatch(/^\d{6}$/);
      await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
      // No sports chosen yet: Suggested is never empty (docs/adr/0103-suggested-never-empty.md), it shows every upcoming game and says so.
      await phone.getByRole('img', { name: 'Signed in as Player 0077' }).waitFor();
      await expect.poll(() => phone.getByTestId('list-heading').textContent()).toBe('Coming up soon');
      await phone.getByTestId('game-card').first().waitFor();
      await shoot(phone, { path: join(shots, 'newcomer-suggested-375.png') });
      await phone.getByRole('link', { name: 'Complete profile' }).click();
      await phone.getByRole('heading', { name: 'Complete your profile' }).waitFor();
      await phone.getByRole('checkbox', { name: 'Football' }).check();
      await phone.getByLabel('First name', { exact: true }).fill('Meera');
      await phone.getByLabel('Gender').selectOption('female');
      await phone.getByLabel('Where you play').fill('Adyar');
      await phone.getByLabel('City', { exact: true }).fill('Chennai');
      await phone.getByRole('button', { name: 'Save profile' }).click();
      await phone.getByRole('heading', { level: 1, name: 'Meera' }).waitFor();
      await phone.getByRole('article', { name: /Football/ }).waitFor();
      // The chosen sport's card offers the player's own level, in the app's dark select of 44 px.
      const level = phone.getByRole('combobox', { name: 'Your own level in Football' });
      expect((await level.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await level.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 18, 22)');
      // The session took the saved name (the header said "Player 0077", and so did the games they hosted).
      await phone.getByRole('img', { name: 'Signed in as Meera' }).waitFor();
      await shoot(phone, { path: join(shots, 'newcomer-profile-375.png'), fullPage: true });
      await phone.getByRole('link', { name: 'My games' }).click();
      await phone.waitForURL(/tab=my/);
      await phone.getByRole('tab', { name: 'Suggested' }).click();
      await phone.getByTestId('game-card').filter({ hasText: 'Football' }).first().waitFor();
      // Football chosen: the heading names the sport.
      await expect.poll(() => phone.getByTestId('list-heading').textContent()).toMatch(/^Football/);
      // The leaderboard starts from the profile's city; its three sorts sit on one row of 44 px tabs.
      await phone.getByRole('link', { name: 'Leaderboard' }).first().click();
      await expect.poll(() => phone.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Chennai');
      await phone.getByRole('option', { name: 'Football' }).waitFor({ state: 'attached' });
      await phone.getByRole('combobox', { name: 'Sport' }).selectOption('football');
      await phone.getByRole('button', { name: 'Show' }).click();
      await phone.getByText('You are not in this list yet: games you play here count once they are over.').waitFor();
      const sorts = await Promise.all(
        (await phone.getByRole('tablist', { name: 'Rank by' }).getByRole('tab').all()).map(async (tab) => (await tab.boundingBox())!),
      );
      expect(new Set(sorts.map((box) => box.y)).size).toBe(1);
      for (const box of sorts) expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shoot(phone, { path: join(shots, 'newcomer-leaderboard-375.png'), fullPage: true });
      // A newcomer's inbox says in words what will come there (the demo's players have their history in theirs).
      await phone.getByRole('navigation').getByRole('link', { name: 'Inbox' }).click();
      await phone.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      await phone.getByText('Nothing here yet').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a player changes their phone number from the profile on a phone and then signs in with the new one (375 px)', async () => {
    const signInWith = async (phone: Page, national: string) => {
      await phone.getByLabel('Phone number').fill(national);
      await phone.getByRole('button', { name: 'Send code' }).click();
      await phone.getByRole('button', { name: 'Show code from dev outbox' }).click();
      await expect.poll(() => phone.getByLabel('Code', { exact: true }).inputValue()).toMatch(/^\d{6}$/);
      await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    };
    let shortId = '';
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phone = await context.newPage();
    phone.setDefaultTimeout(20_000);
    try {
      // A visitor is offered sign-in first.
      await phone.goto(`${live.base}/settings/phone`);
      await phone.getByRole('heading', { name: 'Sign in to change your phone number' }).waitFor();
      await phone.getByRole('link', { name: 'Sign in' }).last().click();
      await signInWith(phone, '98123 40088');
      await phone.getByRole('heading', { name: 'Phone number', level: 1 }).waitFor();
      await phone.getByRole('link', { name: 'Profile', exact: true }).first().click();
      await phone.getByText('Phone +91 98123 40088', { exact: true }).waitFor();
      shortId = await phone.getByText(/^ID /).innerText();
      await phone.getByRole('link', { name: 'Phone number' }).click();
      await expect.poll(() => phone.getByTestId('current-phone').innerText()).toBe('+91 98123 40088');
      await phone.getByLabel('New phone number').fill('98123 40099');
      await phone.getByRole('button', { name: 'Send code' }).click();
      await phone.getByText('We sent a 6-digit code by SMS to +91••••••0099').waitFor();
      const code = phone.getByLabel('Code', { exact: true });
      expect([await code.getAttribute('inputmode'), await code.getAttribute('autocomplete')]).toEqual(['numeric', 'one-time-code']);
      await phone.getByRole('button', { name: 'Show code from dev outbox' }).click();
      await expect.poll(() => code.inputValue()).toMatch(/^\d{6}$/);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shoot(phone, { path: join(shots, 'phone-change-code-375.png'), fullPage: true });
      await phone.getByRole('button', { name: 'Change number' }).click();
      await toastShown(phone, 'Your number is now +91 98123 40099');
      await phone.getByText('Phone +91 98123 40099', { exact: true }).waitFor();
      await shoot(phone, { path: join(shots, 'phone-changed-profile-375.png'), fullPage: true });
    } finally {
      await context.close();
    }
    // Another phone (no session): the new number signs in to the same account.
    const again = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const other = await again.newPage();
    other.setDefaultTimeout(20_000);
    try {
      await other.goto(`${live.base}/sign-in`);
      await signInWith(other, '98123 40099');
      await other.getByRole('img', { name: /^Signed in as / }).waitFor();
      await other.goto(`${live.base}/profile`);
      await other.getByText('Phone +91 98123 40099', { exact: true }).waitFor();
      expect(await other.getByText(/^ID /).innerText()).toBe(shortId);
      await shoot(other, { path: join(shots, 'phone-new-number-signed-in-375.png'), fullPage: true });
      // The same screen on a desktop: the number it shows is the new one.
      await other.setViewportSize({ width: 1280, height: 900 });
      await other.getByRole('link', { name: 'Phone number' }).click();
      await expect.poll(() => other.getByTestId('current-phone').innerText()).toBe('+91 98123 40099');
      await shoot(other, { path: join(shots, 'phone-settings-1280.png'), fullPage: true });
    } finally {
      await again.close();
    }
  });

  it('opens a game and joins it from its page with the spec toast (section 8, word for word)', async () => {
    await page.goto(`${live.base}/`);
    const joinable = page
      .getByTestId('game-card')
      .filter({ has: page.getByRole('button', { name: 'Join Now' }) })
      .first();
    const name = await joinable.getByRole('link').innerText();
    await joinable.getByRole('link').click();
    // The game's own page (its title is the only level-1 heading), not the list the card was on.
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Join Now' }).click();
    await toastShown(page, 'You have joined this game!');
    await shoot(page, { path: join(shots, 'joined.png'), fullPage: true });
    // My Games now lists it (Suggested leaves out games the player is in): its card offers View, not Join Now.
    await page.goto(`${live.base}/?tab=my`);
    const card = page.getByTestId('game-card').filter({ hasText: name });
    await card.getByText('View', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Join Now' }).count()).toBe(0);
  });
});

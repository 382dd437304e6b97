import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { codeFromDevOutbox } from './devOutbox';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED form messages in a browser: ${missing}`);
const shots = '/tmp/shots';
const shot = (page: Page, name: string) => shoot(page, { path: `${shots}/h7-${name}.png` });

/** The focused element's accessible bits, to check the first invalid field has the focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const described = el?.getAttribute('aria-describedby');
    return {
      invalid: el?.getAttribute('aria-invalid') ?? null,
      message: described ? (document.getElementById(described)?.textContent ?? '') : '',
    };
  });

/** No message a person sees quotes a pattern, a schema path or a code. */
const TECHNICAL = /[\\^$]|\/.+\/|\w+\.\w+\[|VALIDATION_FAILED|expected|regex/i;

/**
 * Each field says what to do, the first invalid field is focused and marked
 * aria-invalid: the sign-in phone number, the profile form and the game form, at both widths.
 */
describe.skipIf(missing !== null)('form messages in words (Debian chromium, headless)', () => {
  let live: LivePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await live?.close();
  });

  it('a visitor taps Create a game, a short phone number asks for a 10-digit mobile number on the field, then the person signs in and is on the form (375 px)', async () => {
    // The server-drawn first screen is a visitor's: its Create a game leads to sign-in, then to the form.
    await expect
      .poll(
        async () =>
          (await (await fetch(`${live.base}/`)).text()).match(/data-server-drawn[\s\S]*href="\/sign-in\?redirect=%2Fgames%2Fnew"/) !== null,
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.goto(`${live.base}/`);
    await page.getByTestId('game-card').first().waitFor();
    await page.getByRole('link', { name: 'Create a game' }).click();
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').getByText('Enter your 10-digit mobile number, such as 98765 43210.').waitFor();
    expect(await focused(page)).toEqual({ invalid: 'true', message: 'Enter your 10-digit mobile number, such as 98765 43210.' });
    await shot(page, '375-sign-in-phone');
    await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: 'Arjun Mehta' }));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Create a game' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/games/new');
    // The review prompt waits while a game is being created (ratings/promptOffer isQuietForPrompt).
    expect(await page.getByRole('dialog', { name: 'How was your game?' }).count()).toBe(0);
  }, 90_000);

  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    it(`the profile form focuses its first invalid field with plain words (${width} px)`, async () => {
      await page.setViewportSize({ width, height });
      await page.goto(`${live.base}/profile/complete`);
      await page.getByLabel('First name', { exact: true }).waitFor();
      await page.getByLabel('First name', { exact: true }).fill('');
      await page.getByLabel('City', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('Enter your first name').waitFor();
      expect(await focused(page)).toEqual({ invalid: 'true', message: 'Enter your first name' });
      expect(await page.getByLabel('City', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Enter your city').waitFor();
      expect(await page.locator('form').innerText()).not.toMatch(TECHNICAL);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `${width}-profile-invalid`);
    });

    it(`the game form focuses its first invalid field with plain words (${width} px)`, async () => {
      await page.setViewportSize({ width, height });
      await page.goto(`${live.base}/games/new`);
      await page.getByLabel('Game name').waitFor();
      await page.getByRole('button', { name: 'Create game' }).click();
      await page.getByText('Give the game a name').waitFor();
      expect(await focused(page)).toEqual({ invalid: 'true', message: 'Give the game a name' });
      await page.getByText('Pick a sport').waitFor();
      expect(await page.locator('form').innerText()).not.toMatch(TECHNICAL);
      await shot(page, `${width}-game-form-invalid`);
      // The selects and fields are 44 px tap targets, named by their labels alone (a wrapped select read "Sport Choose a sport").
      for (const label of ['Sport', 'Type', 'Privacy', 'Format', 'Date'])
        expect((await page.getByLabel(label, { exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await page.getByLabel('Sport', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      // A field mended stops saying what was wrong at once, and keeps the focus.
      await page.getByLabel('Game name').fill('Evening doubles');
      await page.getByText('Give the game a name').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Evening doubles');
      await page.getByText('Pick a sport').waitFor();
    });
  }
});

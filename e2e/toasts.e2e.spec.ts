import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser } from './browser';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED the browser specs' toast log: ${missing}`);

/** A page that draws one toast in the player UI's region for `ms` milliseconds once `show(text, ms)` is called. */
const TOAST_PAGE = `data:text/html,<!doctype html><div data-testid="toasts"></div><script>
  function show(text, ms) {
    const item = document.createElement('div');
    item.textContent = text;
    document.querySelector('[data-testid="toasts"]').append(item);
    setTimeout(() => item.remove(), ms);
  }
</script>`;

describe.skipIf(missing !== null)("the browser specs' toast log (e2e/toasts.ts)", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto(TOAST_PAGE);
  });
  /** Draws a toast for 10 ms: gone long before a runner could look. */
  const show = (text: string) =>
    page.evaluate((t) => (window as unknown as { show: (text: string, ms: number) => void }).show(t, 10), text);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('finds a toast that came and went before the wait began, and answers its whole text', async () => {
    await show('You have joined this game!Pay ₹120 at the venue');
    await page.waitForFunction(() => document.querySelector('[data-testid="toasts"]')!.childElementCount === 0);
    expect(await toastShown(page, 'You have joined this game!')).toBe('You have joined this game!Pay ₹120 at the venue');
  });

  it('lets each toast answer one wait, and names what was shown when the words never were', async () => {
    await show('You have left this game');
    expect(await toastShown(page, /^You have left/)).toBe('You have left this game');
    await expect(toastShown(page, 'You have left this game', { timeout: 300 })).rejects.toThrow(
      'No toast with You have left this game was shown; the toasts not yet waited for: []',
    );
    await show('Game saved successfully!');
    await expect(toastShown(page, 'Game unsaved successfully!', { timeout: 300 })).rejects.toThrow('["Game saved successfully!"]');
  });
});

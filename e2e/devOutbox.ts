import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The sign-in page's development path, shared by every browser spec: pick a demo account, send it
 * a one-time code, and fill the code in from the dev outbox. Signing in is left to the caller
 * (some close the review prompt, some want it).
 */
export async function codeFromDevOutbox(page: Page, account: Locator): Promise<void> {
  await account.getByRole('button').click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: 'Show code from dev outbox' }).click();
  await expect.poll(() => page.getByLabel('Code', { exact: true }).inputValue()).toMatch(/^\d{6}$/);
}

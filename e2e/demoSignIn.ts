import type { Page } from 'playwright-core';
import { codeFromDevOutbox } from './devOutbox';
import { signInClosingReviewPrompt } from './reviewPrompt';

/**
 * Signs in as the n-th demo player of the sign-in page's "Demo accounts" (a one-time code from the
 * development outbox) and answers with their name as the list shows it. Suites pick different
 * players so one suite's orders and games stay apart from another's.
 */
export async function signInAsDemoPlayer(page: Page, base: string, n: number): Promise<string> {
  await page.goto(`${base}/sign-in`);
  await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
  const account = page.getByRole('listitem').filter({ hasText: '· player' }).nth(n);
  const name = (await account.getByRole('button').innerText()).trim();
  await codeFromDevOutbox(page, account);
  await signInClosingReviewPrompt(page, async () => {
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  });
  return name;
}

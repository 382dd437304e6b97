import type { Page, Response } from 'playwright-core';
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

/**
 * Signs in to the back office as the first demo account whose line reads `account` (a name, or
 * '· org_manager') and answers the dashboard's first reply, which the signed-in page asks for.
 */
export async function signInToBackOffice(page: Page, base: string, account: string): Promise<Response> {
  await page.goto(`${base}/admin`);
  await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
  await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: account }).first());
  const dashboard = page.waitForResponse((r) => r.url().includes('/admin-api/dashboard'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return dashboard;
}

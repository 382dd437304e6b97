import type { Page } from 'playwright-core';

const REVIEW_LIST = /^\/api\/vm\/activities\/review\/my_activities\//;

/**
 * Signs in with `clickSignIn` and closes the post-activity review prompt (spec section 2) that
 * opens for a player with past games to rate. It waits for the prompt's own request rather than
 * for a while: when that reply lists games the prompt is waited for and closed with Escape (which
 * answers nothing), otherwise none will come, so no later click is ever covered by it.
 */
export async function signInClosingReviewPrompt(page: Page, clickSignIn: () => Promise<void>): Promise<void> {
  const reviews = page.waitForResponse((r) => r.request().method() === 'GET' && REVIEW_LIST.test(new URL(r.url()).pathname), {
    timeout: 30_000,
  });
  await clickSignIn();
  const reply = await reviews;
  const pending = reply.ok() ? (((await reply.json()) as { data?: unknown[] }).data?.length ?? 0) : 0;
  if (pending === 0) return;
  const prompt = page.getByRole('dialog', { name: 'How was your game?' });
  await prompt.waitFor();
  await page.keyboard.press('Escape');
  await prompt.waitFor({ state: 'detached' });
}

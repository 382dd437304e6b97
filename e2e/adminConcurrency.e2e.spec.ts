import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensureAdminUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInToBackOffice } from './demoSignIn';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED back-office concurrency in a browser: ${missing}`);
/** Screenshots land here, for people to look at (git ignores them). */
const shots = join(import.meta.dirname, '.artifacts');

/**
 * Optimistic concurrency in the back office (docs/adr/0109-admin-optimistic-concurrency.md): two people edit the same venue;
 * the first save wins, the second is refused with "Changed by someone else: reload" (nothing
 * written over the first), and after Reload the form holds the first save and saves again.
 */
const EDIT_PATH = '/admin/spaces/space-marina-turf';

describe.skipIf(missing !== null)('two editors of one venue in a real browser (Debian chromium, headless)', { timeout: 180_000 }, () => {
  let live: LivePlatform;
  let browser: Browser;

  beforeAll(async () => {
    ensureAdminUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  /** A staff member signed in in a browser of their own: Vikram, Marina Sports' manager, and Neha, a platform operator. */
  const signIn = async (who: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
    await signInToBackOffice(page, live.base, who);
    await page
      .getByText(/Active players|Dashboard/)
      .first()
      .waitFor();
    return page;
  };
  let vikram: Page;
  let neha: Page;
  it("Vikram (Marina Sports' manager) and Neha (a platform operator) sign in, each in a browser of their own", async () => {
    vikram = await signIn('Vikram');
    neha = await signIn('Neha');
  });

  /** The venue's Edit page at this width, read with its ETag. */
  const openEdit = async (page: Page, width: number, height: number) => {
    await page.setViewportSize({ width, height });
    const read = page.waitForResponse((r) => r.url().endsWith('/admin-api/spaces/space-marina-turf') && r.request().method() === 'GET');
    await page.goto(`${live.base}${EDIT_PATH}`);
    expect((await read).headers().etag).toMatch(/^"\d+"$/);
    await page.getByLabel('Venue name').waitFor();
    return page;
  };

  const save = async (page: Page) => {
    const reply = page.waitForResponse((r) => r.url().endsWith('/admin-api/spaces/space-marina-turf') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    return reply;
  };

  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`at ${width} px: the second save shows "Changed by someone else: reload"; Reload shows the first save, which the second editor then saves over knowingly`, async () => {
      const first = await openEdit(vikram, width, height);
      const second = await openEdit(neha, width, height);
      const [firstName, secondName] = [`Marina Turf Arena ${width} (Vikram)`, `Marina Turf Arena ${width} (Neha)`];

      await second.getByLabel('Location name').fill(`Beach Road ${width}`);
      await first.getByLabel('Venue name').fill(firstName);
      expect((await save(first)).status()).toBe(200);
      await first.waitForURL('**/space-marina-turf/show');
      await first.getByText(firstName).first().waitFor();

      await second.getByLabel('Venue name').fill(secondName);
      const refused = await save(second);
      expect(refused.status()).toBe(412);
      expect(refused.request().headers()['if-match']).toMatch(/^"\d+"$/);
      const notice = second.getByText('Changed by someone else: reload');
      await notice.waitFor();
      // Looked at once its entrance is over (the snackbar fades in).
      await expect.poll(() => notice.evaluate((el) => getComputedStyle(el.closest('.MuiPaper-root') ?? el).opacity)).toBe('1');
      // The form keeps what was typed, on the same page.
      expect(new URL(second.url()).pathname).toBe(EDIT_PATH);
      expect(await second.getByLabel('Venue name').inputValue()).toBe(secondName);
      await shoot(second, { path: join(shots, `admin-changed-elsewhere-${width}.png`) });

      // Nothing was written over the first save.
      await first.reload();
      await first.getByText(firstName).first().waitFor();
      expect(await first.getByText(secondName).count()).toBe(0);

      // Reload: the record is read again (its new ETag with it); the second editor saves on top, knowingly.
      const reread = second.waitForResponse(
        (r) => r.url().endsWith('/admin-api/spaces/space-marina-turf') && r.request().method() === 'GET',
      );
      await second.getByRole('button', { name: 'Reload' }).click();
      await reread;
      await notice.waitFor({ state: 'hidden' });
      await second.getByLabel('Venue name').fill(secondName);
      expect((await save(second)).status()).toBe(200);
      await second.waitForURL('**/space-marina-turf/show');
      await second.getByText(secondName).first().waitFor();
    });
  }
});

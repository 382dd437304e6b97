import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { codeFromDevOutbox } from './devOutbox';
import { ensureAdminUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED back office on a phone: ${missing}`);
/** Screenshots land here, for people to look at (git ignores them). */
const shots = join(import.meta.dirname, '.artifacts');

/** What an id looks like on screen: a venue or organisation id, or an order id (o + hex). */
const ID = /space-|org-|\bo[0-9a-f]{20,}/;
/** Money as the player's app says it (contracts' formatAmount): "₹2,500", paise only when there are some. */
const AMOUNT = /₹\d[\d,]*(\.\d\d)?/g;
/** A session's moment as the back office says it elsewhere: "10 Dec 2026, 18:00". */
const WHEN = /\b\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d\b/;

/**
 * UX review at 375 px: the demo organisation's manager walks the back office on a phone from the
 * menu, and every list line says things in words (venue, class, batch, buyer), dates in venue time
 * and money as "₹2,500", never an id; a resource their role may not read says so.
 */
describe.skipIf(missing !== null)('back office on a 375 px phone (Debian chromium, headless)', { timeout: 180_000 }, () => {
  let live: LivePlatform;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ensureAdminUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    page.setDefaultTimeout(30_000);
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  /** The phone list's lines (react-admin's SimpleList), once every name in them is looked up. */
  /** The phone list of the resource open now (ResourceList names it after the resource). */
  let label = '';
  const list = () => page.locator(`#main-content ul[aria-label="${label}"]`);
  const linesOf = async (ready: (text: string) => boolean): Promise<string[]> => {
    const lines = list().locator(':scope > li');
    await lines.first().waitFor();
    await expect
      .poll(
        async () => {
          const texts = await lines.allInnerTexts();
          // A ReferenceField still loading shows a progress bar and no text yet; a PersonName shows "…".
          return (
            texts.length > 0 &&
            (await list().locator('[role="progressbar"]').count()) === 0 &&
            texts.every((t) => !t.includes('…') && ready(t))
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return lines.allInnerTexts();
  };

  const openFromMenu = async (name: string, path: string) => {
    label = name;
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
    await page.waitForURL(`**/admin/${path}**`);
  };

  const expectInWords = (lines: string[]) => {
    for (const line of lines) {
      expect(line, line).not.toMatch(ID);
      for (const amount of line.match(AMOUNT) ?? []) expect(amount, line).not.toMatch(/\.00$/);
      // At most three texts a line, none squeezed into a column beside another.
      expect(line.split('\n').filter((part) => part.trim()).length, line).toBeLessThanOrEqual(3);
    }
  };

  it('signs the demo manager in', async () => {
    await page.goto(`${live.base}/admin`);
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    // The country code field keeps room for its label ('Country …' when it shrank to 84 px).
    expect((await page.getByLabel('Country code').boundingBox())!.width).toBeGreaterThanOrEqual(100);
    await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: '· org_manager' }).first());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Active players').waitFor();
  });

  it("gives the app bar's buttons targets of at least 44 px", async () => {
    // Material UI's icon buttons are 40 px: the menu, theme, refresh and profile buttons were too small for a finger.
    const sizes = async (names: string[]) =>
      Promise.all(names.map(async (name) => ({ name, box: await page.getByRole('button', { name, exact: true }).first().boundingBox() })));
    for (const { name, box } of await sizes(['Open menu', 'Toggle light/dark mode', 'Refresh', 'Profile'])) {
      expect(box, name).not.toBeNull();
      expect(Math.min(box!.width, box!.height), name).toBeGreaterThanOrEqual(44);
    }
  });

  it('names the venue of each class and says its price like the player app', async () => {
    await openFromMenu('Classes', 'classes');
    const lines = await linesOf((t) => t.includes('Marina Turf Arena'));
    expectInWords(lines);
    expect(lines.join('\n')).toMatch(/Marina Turf Arena · ₹\d[\d,]*\n/);
    expect(lines.join('\n')).toContain('₹2,500');
    await shoot(page, { path: join(shots, 'admin-375-classes.png'), fullPage: true });
    await list().locator(':scope > li').first().click();
    await page.getByText('Organisation', { exact: true }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain('Marina Sports');
    expect(await page.locator('main').innerText()).not.toMatch(/org-marina|space-marina/);
    await shoot(page, { path: join(shots, 'admin-375-class-show.png'), fullPage: true });
  });

  it('says which class and batch each student is in, by name', async () => {
    await openFromMenu('Students', 'students');
    const lines = await linesOf((t) => t.includes('Junior Football Coaching · '));
    expectInWords(lines);
    expect(lines.join('\n')).not.toMatch(/junior-coaching|weekday/);
    await shoot(page, { path: join(shots, 'admin-375-students.png'), fullPage: true });
    await list().locator(':scope > li').first().click();
    await page.getByRole('tab', { name: 'Summary' }).waitFor();
    await shoot(page, { path: join(shots, 'admin-375-student-show.png'), fullPage: true });
  });

  it('dates sessions as the rest of the back office does, each line at most three texts', async () => {
    await openFromMenu('Sessions', 'sessions');
    const lines = await linesOf((t) => WHEN.test(t));
    expectInWords(lines);
    expect(lines.join('\n')).not.toMatch(/\d{4}-\d\d-\d\d/);
    // The line is no taller than three lines of text at 375 px (it wrapped to five before).
    const height = await list()
      .locator(':scope > li')
      .first()
      .evaluate((li) => li.getBoundingClientRect().height);
    expect(height).toBeLessThan(110);
    await shoot(page, { path: join(shots, 'admin-375-sessions.png'), fullPage: true });
    await list().locator(':scope > li').first().click();
    await page.getByRole('table', { name: 'Register' }).or(page.getByText('No students in this batch yet.')).waitFor();
    // The register is taken at the pitch: nothing of it runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.locator('main').innerText()).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d–\d\d:\d\d/);
    await shoot(page, { path: join(shots, 'admin-375-session-show.png'), fullPage: true });
  });

  it('names the class and batch of each attendance mark, dated in venue time', async () => {
    await openFromMenu('Attendance', 'attendance');
    const lines = await linesOf((t) => t.includes('Junior Football Coaching · ') && WHEN.test(t));
    expectInWords(lines);
    expect(lines.join('\n')).not.toMatch(/junior-coaching|tue-thu|\d{4}-\d\d-\d\d/);
    await shoot(page, { path: join(shots, 'admin-375-attendance.png'), fullPage: true });
  });

  it('says who bought what for each payout, and amounts like "₹2,500"', async () => {
    await openFromMenu('Payouts', 'payouts');
    const lines = await linesOf((t) => / · /.test(t));
    expectInWords(lines);
    const text = lines.join('\n');
    expect(text).not.toContain('Order ');
    // Which way each is due: a share to the venue of money taken online, a commission from the venue on money it collected.
    const money = String.raw`₹\d[\d,]*(\.\d\d)?`;
    const refunded = `( · ${money} refunded)?`;
    expect(text).toMatch(new RegExp(`^(${money} due to the venue|Nothing due) · ${money} paid online${refunded}$`, 'm'));
    expect(text).toMatch(
      new RegExp(`^(${money} commission due from the venue|Nothing due) · ${money} collected at the venue${refunded}$`, 'm'),
    );
    expect(text).not.toMatch(/due to the venue · .* collected at the venue/);
    await shoot(page, { path: join(shots, 'admin-375-payouts.png'), fullPage: true });
    await list().locator(':scope > li').first().click();
    await page.getByText('Partner share', { exact: true }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain('Marina Sports');
    expect(await page.locator('main').innerText()).not.toMatch(ID);
    await shoot(page, { path: join(shots, 'admin-375-payout-show.png'), fullPage: true });
  });

  it.each([
    ['Organisations', 'organisations', 'Organisation', 'organisation'],
    ['Access accounts', 'access', 'Access account', 'access'],
    ['Transactions', 'transactions', 'Transaction', 'transaction'],
    ['Ratings', 'ratings', 'Rating', 'rating'],
  ])(
    'shows a record of %s in words: names, money and venue time, the ids only in the Reference line',
    async (menu, path, summaryLabel, shot) => {
      await openFromMenu(menu, path);
      await linesOf(() => true);
      await list().locator(':scope > li').first().click();
      const summary = page.locator(`#main-content dl[aria-label="${summaryLabel}"]`);
      await summary.waitFor();
      // Every name looked up (a PersonName or a list of names shows "…" meanwhile, a ReferenceField a progress bar).
      await expect
        .poll(async () => !(await summary.innerText()).includes('…') && (await summary.locator('[role="progressbar"]').count()) === 0, {
          timeout: 30_000,
        })
        .toBe(true);
      const text = await summary.innerText();
      expect(text).not.toMatch(ID);
      expect(text).not.toMatch(/demo-(player|manager|staff|host)-|\d{4}-\d\d-\d\dT/);
      for (const amount of text.match(AMOUNT) ?? []) expect(amount, text).not.toMatch(/\.00$/);
      // Nothing wider than the phone: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shoot(page, { path: join(shots, `admin-375-${shot}-show.png`), fullPage: true });
    },
  );

  it('tells a manager who types a platform-only address that they have no access, not "No Games found"', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('menuitem', { name: 'Users', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${live.base}/admin/users`);
    await page.getByText('Access denied').waitFor();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/No Users found|\d+-\d+ of \d+/);
    await shoot(page, { path: join(shots, 'admin-375-users-denied.png'), fullPage: true });
  });
});

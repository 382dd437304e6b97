import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, downloadedText, launchBrowser, shoot } from './browser';
import { codeFromDevOutbox } from './devOutbox';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED host run, rating edits, calendar and profile in a browser: ${missing}`);
const shots = '/tmp/shots';
const shot = (page: Page, name: string) => shoot(page, { path: `${shots}/h6-${name}.png` });

/** Signs a demo account in; the review prompt that opens for a player with games to rate is checked as a modal dialog and closed with Escape. */
const signIn = async (page: Page, base: string, name: string, checkPromptFocus = false) => {
  await page.goto(`${base}/sign-in`);
  await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
  await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: name }));
  const reviews = page.waitForResponse((r) => /\/api\/vm\/activities\/review\/my_activities\//.test(r.url()));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const reply = await reviews;
  const pending = (((await reply.json()) as { data?: unknown[] }).data ?? []).length;
  if (pending === 0) return;
  const prompt = page.getByRole('dialog', { name: 'How was your game?' });
  await prompt.waitFor();
  if (checkPromptFocus) {
    // WAI-ARIA dialog: focus is inside and Tab never leaves it.
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true)).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await prompt.waitFor({ state: 'detached' });
};

const gameIdOf = (page: Page, status: string, name: string) =>
  page.evaluate(
    async ({ status, name }) => {
      const session = JSON.parse(localStorage.getItem('sports.session') ?? '{}') as { state?: { accessToken?: string } };
      const headers = { authorization: `Bearer ${session.state?.accessToken ?? ''}` };
      const list = (await (await fetch(`/api/vm/activities/my/0/90?statusList=${status}`, { headers })).json()) as {
        data: { activities: { activityId: string; name: string }[] };
      };
      return list.data.activities.find((a) => a.name === name)?.activityId ?? null;
    },
    { status, name },
  );

/**
 * 10 and 11 on the demo data: Rahul hosts 'Box Cricket Sixes', which is on
 * now, with Arjun in it. At 375 px he runs the game from its page (attendance, level, flags: a
 * first rating), at 1280 px he changes it (an edit: 'Review Updated Successfully'). A /rate link
 * opened directly ends on the game; the drawer traps focus and Escape closes it; the calendar
 * download is an RFC 5545 file; Arjun sets his own level, follows a circle and sees his buddies.
 */
describe.skipIf(missing !== null)('hosts run their game, edit ratings, calendar and profile (Debian chromium, headless)', () => {
  let live: LivePlatform;
  let browser: Browser;
  // One signed-in tab per demo account, resized between the widths (a second sign-in within a minute is rate limited).
  let host: { context: BrowserContext; page: Page };
  let player: { context: BrowserContext; page: Page } | undefined;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await host?.context.close();
    await player?.context.close();
    await browser?.close();
    await live?.close();
  });

  it('the host marks attendance, level and flags of a player from the game page, and adds the game to a calendar (375 px)', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, acceptDownloads: true });
    const page = await context.newPage();
    host = { context, page };
    page.setDefaultTimeout(20_000);
    {
      await signIn(page, live.base, 'Rahul Verma', true);
      const cricket = await gameIdOf(page, 'ongoing', 'Box Cricket Sixes');
      expect(cricket).toBeTruthy();
      // On the game day the host's manage page leads to the Run the game panel (it only said "View game").
      await page.goto(`${live.base}/games/${cricket}/manage`);
      await page.getByRole('link', { name: 'Run the game' }).click();
      await page.waitForURL(new RegExp(`/games/${cricket}#run-game$`));
      const runTitle = page.getByRole('heading', { level: 2, name: 'Run the game' });
      await expect
        .poll(async () => ((await runTitle.boundingBox())?.y ?? -1) >= 56 && ((await runTitle.boundingBox())?.y ?? 900) < 812)
        .toBe(true);
      await shot(page, '375-run-from-manage');
      await page.goto(`${live.base}/games/${cricket}`);
      // The host tools behind one Manage button (DESIGN.md "Game detail"): Share and Manage on one row at 375 px;
      // no Save on one's own game (spec section 6: saving is an ordinary participant's).
      const manage = page.getByRole('link', { name: 'Manage', exact: true });
      await manage.waitFor();
      expect(await manage.getAttribute('href')).toBe(`/games/${cricket}/manage`);
      // (The Run the game panel's own Save, per player, is another button: the bookmark is the one with aria-pressed.)
      expect(
        await page
          .locator('button[aria-pressed]')
          .filter({ hasText: /^(Save|Unsave)$/ })
          .count(),
      ).toBe(0);
      const rows = new Set(
        await Promise.all([page.getByRole('button', { name: 'Share' }), manage].map(async (l) => (await l.boundingBox())!.y)),
      );
      expect(rows.size).toBe(1);
      // Share's toast carries the game's address: it wraps inside the screen (it ran off the right edge at 375 px).
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('dialog', { name: 'Share this game' }).getByRole('button', { name: 'Copy link' }).click();
      // Measured in the page in the first frame that draws it (a busy runner's look can come after the 3 s toast
      // has gone), then tapped there: a tap closes it.
      const shared = await page.waitForFunction(
        (address) => {
          const toast = window.__toastWith!(address);
          if (!toast) return false;
          const { left, right } = toast.getBoundingClientRect();
          toast.click();
          return { left, right };
        },
        `/games/${cricket}`,
        { polling: 'raf' },
      );
      const box = (await shared.jsonValue()) as { left: number; right: number };
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
      await page.getByTestId('toasts').getByText(`/games/${cricket}`).waitFor({ state: 'detached' });
      const panel = page.getByRole('region', { name: 'Run the game' });
      const arjun = panel.getByRole('group', { name: 'Arjun Mehta' });
      await arjun.getByText('Did the player show up?').waitFor();
      await arjun.getByRole('radio', { name: 'Intermediate (INT)' }).check();
      await arjun.getByText('You have marked Intermediate (INT)').waitFor();
      await arjun.getByLabel('Punctual').check();
      await arjun.getByLabel('Team Player').check();
      await arjun.scrollIntoViewIfNeeded();
      await shot(page, '375-run-panel');
      await arjun.getByRole('button', { name: 'Save' }).click();
      await toastShown(page, 'Review Submitted Successfully');
      await arjun.getByText('Saved: Showed up · Intermediate · Punctual · Team Player').waitFor();
      expect(await arjun.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
      await shot(page, '375-run-saved');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // Add to calendar: the file itself.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
      expect(download.suggestedFilename()).toBe('box-cricket-sixes.ics');
      const ics = await downloadedText(download);
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics).toContain(`UID:${cricket}@sports-platform\r\n`);
      expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
      expect(ics).toMatch(/DTEND:\d{8}T\d{6}Z\r\n/);
      expect(ics).toContain('SUMMARY:Box Cricket Sixes\r\n');
      expect(ics).toContain(`URL:${live.base}/games/${cricket}\r\n`);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
  }, 120_000);

  it('the host edits that rating (Review Updated Successfully); a /rate link opened directly ends on the game; the drawer traps focus, Escape closes it (1280 px)', async () => {
    const { context, page } = host;
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      const cricket = await gameIdOf(page, 'ongoing', 'Box Cricket Sixes');
      await page.goto(`${live.base}/games/${cricket}`);
      const arjun = page.getByRole('region', { name: 'Run the game' }).getByRole('group', { name: 'Arjun Mehta' });
      await arjun.getByText('Saved: Showed up · Intermediate · Punctual · Team Player').waitFor();
      await arjun.getByRole('radio', { name: 'Pro (PRO)' }).check();
      await arjun.getByLabel('Punctual').uncheck();
      await arjun.getByRole('button', { name: 'Save changes' }).click();
      await toastShown(page, 'Review Updated Successfully');
      await arjun.getByText('Updated. Saved: Showed up · Pro · Team Player').waitFor();
      await shot(page, '1280-run-updated');

      // The drawer from the game page: focus inside, Tab cycles within, Escape closes it and goes back to the game.
      await page.goto(`${live.base}/rate/${cricket}`);
      const drawer = page.getByTestId('rating-panel');
      await drawer.getByRole('button', { name: 'Rate player' }).waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="rating-panel"]')?.contains(document.activeElement) === true);
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.querySelector('[data-testid="rating-panel"]')?.contains(document.activeElement) === true),
        ).toBe(true);
      }
      // Rating a player asks about the player.
      await drawer.getByRole('button', { name: 'Rate player' }).click();
      await drawer.getByRole('button', { name: /Arjun Mehta/ }).click();
      await drawer.getByRole('form', { name: 'Edit your rating of Arjun Mehta' }).getByText('How would you rate Arjun Mehta?').waitFor();
      await shot(page, '1280-drawer-edit');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.waitForURL(`${live.base}/games/${cricket}`);

      // Opened from a game that is over with its "Rate this game", the drawer gives the focus back to
      // it on Escape, drawn anew on the game page.
      const morning = await gameIdOf(page, 'past', 'Morning 5-a-side');
      await page.goto(`${live.base}/games/${morning}`);
      // The page's one primary action once the game is over, in the action bar; no edit that GAME_OVER would refuse.
      const rate = page.getByTestId('primary-action').getByRole('link', { name: 'Rate this game' });
      await rate.waitFor();
      // Nobody watches a game that is over live: no live viewer count (UX review at 375 px).
      expect(await page.getByTestId('live-viewers').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Edit game' }).count()).toBe(0);
      await rate.focus();
      await page.keyboard.press('Enter');
      await drawer.getByRole('button', { name: 'Rate player' }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.waitForURL(`${live.base}/games/${morning}`);
      await page.waitForFunction(() => document.activeElement?.textContent === 'Rate this game');

      // A /rate link opened in a new tab (no history): Rate game's Submit lands on the game, not about:blank.
      const fresh = await context.newPage();
      await fresh.goto(`${live.base}/rate/${cricket}`);
      await fresh.getByTestId('rating-panel').getByRole('button', { name: 'Rate game' }).click();
      await fresh.getByRole('button', { name: 'Submit' }).click();
      await toastShown(fresh, 'Review Submitted Successfully');
      await fresh.waitForURL(`${live.base}/games/${cricket}`);
      await fresh.getByRole('heading', { level: 1, name: 'Box Cricket Sixes' }).waitFor();
    } finally {
      // The host's tab stays open for the form test below (afterAll closes it).
      await context.pages().at(-1)?.close();
    }
  }, 120_000);

  it("by tapping: the Ongoing tab runs the game, players added by name are listed in the panel, and a game is deleted through the app's own sheet (375 px)", async () => {
    const { page } = host;
    await page.setViewportSize({ width: 375, height: 812 });
    // A phone app never shows the browser's confirm box: none may appear.
    const browserBoxes: string[] = [];
    page.on('dialog', (d) => {
      browserBoxes.push(d.message());
      void d.dismiss();
    });
    const ongoingCricket = async () => {
      await page.goto(live.base);
      await page.getByRole('link', { name: 'Manage participants' }).click();
      await page.getByRole('tab', { name: 'Ongoing' }).click();
      return page.getByTestId('hosted-game').filter({ hasText: 'Box Cricket Sixes' });
    };
    await (await ongoingCricket()).getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Box Cricket Sixes' }).waitFor();
    await page.getByLabel('Names of offline participants, one a line').fill('Vikram Singh');
    await page.getByRole('button', { name: 'Add participant' }).click();
    await toastShown(page, 'Participants added successfully');
    // A game on now leads from its card straight to its Run the game panel.
    await (await ongoingCricket()).getByRole('link', { name: 'Run the game' }).click();
    await page.waitForURL(/#run-game$/);
    // The server keeps attendance only for accounts: players added by name are shown, not marked.
    const byName = page.getByRole('region', { name: 'Run the game' }).getByRole('list', { name: 'Added by name' });
    await byName.getByText('Vikram Singh').waitFor();
    expect(await byName.getByRole('listitem').filter({ hasText: 'Vikram Singh' }).innerText()).toMatch(
      /Vikram Singh\s*· Added by you · not tracked/,
    );
    expect(await byName.getByRole('button').count()).toBe(0);
    await byName.scrollIntoViewIfNeeded();
    await shot(page, '375-run-by-name');
    // Taking a player off asks first, in the app's sheet.
    await (await ongoingCricket()).getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('button', { name: 'Remove Vikram Singh' }).click();
    const removal = page.getByRole('alertdialog', { name: 'Remove Vikram Singh?' });
    await removal.getByText('Vikram Singh comes off the list and the place is free again.').waitFor();
    await removal.getByRole('button', { name: 'Remove', exact: true }).click();
    await toastShown(page, 'You have removed the user from Box Cricket Sixes');
    await removal.waitFor({ state: 'detached' });

    // Delete: the app's sheet names the game, takes the focus, Escape keeps the game.
    await page.goto(live.base);
    await page.getByRole('link', { name: 'Manage participants' }).click();
    await page.getByTestId('hosted-game').filter({ hasText: 'Turf Sevens' }).getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Turf Sevens' }).waitFor();
    await page.getByRole('button', { name: 'Delete game' }).click();
    const sheet = page.getByRole('alertdialog', { name: 'Delete “Turf Sevens”?' });
    await sheet.getByText('This cannot be undone.').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Keep it');
    const box = (await sheet.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    await shot(page, '375-delete-sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete game' }).click();
    await sheet.getByRole('button', { name: 'Delete game' }).click();
    await toastShown(page, 'Game deleted successfully!');
    // The host lands on their games, without the deleted one; Back does not lead to it.
    await page.waitForURL(`${live.base}/games/manage?status=upcoming`);
    await page.getByTestId('hosted-game').first().waitFor();
    expect(await page.getByTestId('hosted-game').filter({ hasText: 'Turf Sevens' }).count()).toBe(0);
    await page.goBack();
    await page.waitForURL(`${live.base}/games/manage?status=upcoming`);
    expect(browserBoxes).toEqual([]);
  }, 120_000);

  it('a refused game form focuses the first field to fix, marked aria-invalid, in plain words (375 px)', async () => {
    const { page } = host;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${live.base}/games/new`);
    const form = page.getByRole('form', { name: 'Create a game' });
    await form.getByLabel('Game name').fill('');
    await form.locator('button[type="submit"]').click();
    const name = form.getByLabel('Game name');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await name.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Give the game a name');
    for (const message of await form.getByRole('alert').allTextContents())
      expect(message).not.toMatch(/\^|\$|\\|\[|Invalid|Required|expected/);
    await shot(page, '375-form-invalid');
    // The venue-pick options and the skill-range box answer a 44 px tall tap (they were 22 px rows of 13 px dots).
    const choices = [
      ...(await form.getByRole('radiogroup', { name: 'Venue pick' }).getByRole('radio').all()),
      form.getByRole('checkbox', { name: 'Ask for a skill range' }),
    ];
    for (const choice of choices) {
      const row = (await choice.locator('xpath=ancestor::label[1]').boundingBox())!;
      expect(row.height).toBeGreaterThanOrEqual(44);
    }
    // A price asks how it is paid: in the app (the spec's default, paybefore) or at the venue.
    await form.getByLabel('Cost per player (₹)').fill('150');
    await expect(form.getByLabel('How players pay').inputValue()).resolves.toBe('paybefore');
    await form.getByLabel('How players pay').selectOption('payatvenue');
  }, 60_000);

  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    it(`a player sets their own level, follows a circle, sees My Interests fill and their buddies (${width} px)`, async () => {
      if (!player) {
        const context = await browser.newContext({ viewport: { width, height } });
        player = { context, page: await context.newPage() };
        player.page.setDefaultTimeout(20_000);
        await signIn(player.page, live.base, 'Arjun');
      }
      const { page } = player;
      await page.setViewportSize({ width, height });
      {
        await page.goto(`${live.base}/profile`);
        const football = page.getByRole('article', { name: /Football/ });
        const level = football.getByLabel('Your own level in Football');
        await level.waitFor();
        await level.selectOption((await level.inputValue()) === '3' ? '1' : '3');
        await football.getByRole('button', { name: 'Set level' }).click();
        await toastShown(page, 'Game skill updated successfully');
        await football.getByRole('button', { name: 'Set level' }).and(page.locator('[disabled]')).waitFor();

        const buddies = page.getByRole('list', { name: 'Buddies' });
        expect(await buddies.getByRole('listitem').count()).toBeGreaterThan(0);
        await buddies
          .getByText(/games? together/)
          .first()
          .waitFor();

        const circles = page.getByRole('region', { name: 'Circles' }).or(page.getByRole('article', { name: 'Circles' }));
        const follow = circles.getByRole('button', { name: 'Follow Chennai Football' });
        const unfollow = circles.getByRole('button', { name: 'Unfollow Chennai Football' });
        await circles.getByRole('button', { name: /follow Chennai Football/i }).waitFor();
        // Followed already (the other width ran first): unfollow, then follow again.
        if (await unfollow.count()) {
          await unfollow.click();
          await follow.waitFor();
        }
        await follow.click();
        await unfollow.waitFor();
        await shot(page, `${width}-profile`);
        const interests = page.waitForResponse((r) => r.url().includes('/api/vm/activities/interests/') && r.ok());
        await circles.getByRole('link', { name: 'See games in My Interests' }).click();
        const list = (await (await interests).json()) as { data: { activities: { name: string }[] } };
        expect(list.data.activities.length).toBeGreaterThan(0);
        await page.getByText(list.data.activities[0]!.name).first().waitFor();
        await shot(page, `${width}-my-interests`);
      }
    }, 120_000);
  }
});

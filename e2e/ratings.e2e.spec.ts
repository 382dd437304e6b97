import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { codeFromDevOutbox } from './devOutbox';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED ratings UI in a browser: ${missing}`);
const shots = join(import.meta.dirname, '.artifacts');

/** Signs a demo account in with the code from the development outbox. */
const signIn = async (page: Page, base: string, name: string) => {
  await page.goto(`${base}/sign-in`);
  await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
  await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: name }));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
};

/**
 * "rate a player and a game with a dispute": at both widths, on the demo data's past games
 * with ratings pending (demo/src/ratings.ts): the review prompt where the player lands
 * (spec sections 2 and 4), 'Rate Now' into the 'Rating' panel, Rate Player, Rate Hosts, Rate Game with a
 * dispute, then my profile and the leaderboard. Each width signs in a different demo player, since
 * a rating is given once.
 */
describe.skipIf(missing !== null)('ratings, profile and leaderboard in a real browser (Debian chromium, headless)', () => {
  let live: LivePlatform;
  let browser: Browser;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  /** The id of one of the signed-in user's games, found through the API with the page's own token. */
  const myGameId = (page: Page, status: string, name: string) =>
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

  it("lets the host assess a player while the game is on: 'Did the player show up?' and the flags, no 'Rate host' (375 px)", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await signIn(page, live.base, 'Rahul Verma');
      // Rahul has a past game to review too; Escape closes the prompt for this visit without answering.
      const prompt = page.getByRole('dialog', { name: 'How was your game?' });
      await prompt.waitFor();
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'detached' });

      const cricket = await myGameId(page, 'ongoing', 'Box Cricket Sixes');
      expect(cricket).toBeTruthy();
      await page.goto(`${live.base}/rate/${cricket}`);
      const panel = page.getByTestId('rating-panel');
      await panel.getByRole('button', { name: 'Rate player' }).waitFor();
      expect(await panel.getByRole('button', { name: 'Rate host' }).count()).toBe(0);
      await panel.getByRole('button', { name: 'Rate player' }).click();
      await panel.getByRole('button', { name: /Arjun Mehta/ }).click();
      const form = panel.getByRole('form', { name: 'Rate Arjun Mehta' });
      await form.getByText('Did the player show up?').waitFor();
      const submit = form.getByRole('button', { name: 'Submit Your Rating' });
      expect(await submit.isDisabled()).toBe(true);
      // The game rates skill (demo data): the 'Rate player' picker; the flags are there while the player showed up.
      await form.getByText('Rate player', { exact: true }).waitFor();
      await form.getByText('No', { exact: true }).click();
      expect(await form.getByLabel('Punctual').count()).toBe(0);
      await form.getByText('Yes', { exact: true }).click();
      await form.getByLabel('Punctual').check();
      await form.getByLabel('Team Player').check();
      await form.getByLabel('Particular On Payments').waitFor();
      await shoot(page, { path: join(shots, 'ratings-375-host-assess.png') });
      await submit.click();
      await panel.getByRole('heading', { name: 'Thank you for rating Arjun Mehta' }).waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);

  for (const [width, height, player] of [
    [1280, 900, 'Priya Sharma'],
    [375, 812, 'Arjun'],
  ] as const) {
    it(`rates a player and a game with a dispute, then shows the profile and the leaderboard at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const shot = (name: string) => shoot(page, { path: join(shots, `ratings-${width}-${name}.png`), fullPage: false });
      try {
        await signIn(page, live.base, player);

        // The review prompt: a centred dialog from 768 px, a bottom sheet below.
        const prompt = page.getByRole('dialog', { name: 'How was your game?' });
        const card = prompt.getByTestId('review-card').filter({ hasText: 'Morning 5-a-side' });
        await card.waitFor();
        const box = await prompt.boundingBox();
        if (!box) throw new Error('the review prompt has no box');
        if (width >= 768) expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
        else expect(Math.round(box.y + box.height)).toBe(height);
        // Nothing of the frame lies over it (the phone's tab bar hid its pager and the foot of its
        // buttons), and its backdrop dims the header too: a tap there reaches the backdrop, not a link.
        const uncovered = await prompt.evaluate((sheet) =>
          [...sheet.querySelectorAll('button')].every((b) => {
            const r = b.getBoundingClientRect();
            const s = sheet.getBoundingClientRect();
            // The cards scrolled out of the track sideways are not drawn: only those in view count.
            if (r.left < s.left || r.right > s.right) return true;
            return [r.top + 2, r.bottom - 2].every((y) => b.contains(document.elementFromPoint(r.left + r.width / 2, y)));
          }),
        );
        expect(uncovered).toBe(true);
        expect(await page.evaluate(() => document.elementFromPoint(20, 20)?.closest('header') ?? null)).toBeNull();
        await shot('prompt');
        // Page to the card as a mouse user would (a touch user swipes): Next until it fills the track.
        const inView = () =>
          card.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const t = (el.parentElement as HTMLElement).getBoundingClientRect();
            return r.left >= t.left - 1 && r.right <= t.right + 1;
          });
        for (let i = 0; i < 5 && !(await inView()); i++) {
          await prompt.getByRole('button', { name: 'Next activity' }).click();
          await expect
            .poll(inView, { timeout: 2_000 })
            .toBe(true)
            .catch(() => undefined);
        }
        expect(await inView()).toBe(true);
        await card.getByRole('button', { name: 'Rate Now' }).click();

        // The 'Rating' panel: 500 px from 768, full width below.
        const panel = page.getByTestId('rating-panel');
        await panel.getByRole('heading', { name: 'Rating' }).waitFor();
        await panel.getByRole('button', { name: 'Rate game' }).waitFor();
        const panelBox = await panel.boundingBox();
        expect(panelBox?.width).toBe(width >= 768 ? 500 : width);
        await shot('panel');

        // Rate Player: someone not rated yet, with stars.
        await panel.getByRole('button', { name: 'Rate player' }).click();
        await panel.getByRole('heading', { name: 'Rate Player' }).waitFor();
        const choice = panel.getByRole('listitem').getByRole('button', { disabled: false }).first();
        const rated = (await choice.locator('strong').innerText()).trim();
        await choice.click();
        const form = panel.getByRole('form', { name: `Rate ${rated}` });
        const submit = form.getByRole('button', { name: 'Submit Your Rating' });
        expect(await submit.isDisabled()).toBe(true);
        // Rating a player asks about the player.
        await form.getByText(`How would you rate ${rated}?`).waitFor();
        // Each star is a finger's target (44 px), not just its 32 px glyph.
        const star = (await form.getByTitle('4 stars').boundingBox())!;
        expect(Math.min(star.width, star.height)).toBeGreaterThanOrEqual(44);
        await form.getByTitle('4 stars').click();
        expect(await submit.isDisabled()).toBe(false);
        await shot('rate-participant');
        await submit.click();
        // A first rating says it was submitted (an edit says 'Review Updated Successfully': e2e/hostRun).
        // The toast shows above the panel, even a full-width one (spec section 8): read in the page in the
        // first frame that draws it, since a busy runner's look from outside can come after the 3 s toast has gone.
        const onTop = await page.waitForFunction(
          (text) => {
            const toast = window.__toastWith!(text);
            if (!toast) return false;
            const r = toast.getBoundingClientRect();
            const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return { onTop: top !== null && (toast.contains(top) || top.contains(toast)) };
          },
          'Review Submitted Successfully',
          { polling: 'raf' },
        );
        expect(await onTop.jsonValue()).toEqual({ onTop: true });
        await toastShown(page, 'Review Submitted Successfully'); // the log's entry for it, so the next wait needs a new one
        await panel.getByRole('heading', { name: `Thank you for rating ${rated}` }).waitFor();
        // Back in the list, the player just rated is marked Rated, open to an edit rather than a second rating.
        await panel.getByRole('button', { name: 'Rate another player' }).click();
        await panel
          .getByRole('button', { name: new RegExp(rated) })
          .getByText('Rated · Edit')
          .waitFor();
        await panel.getByRole('button', { name: 'Back' }).click();

        // Rate Hosts: the creator carries 'Created by'; rated with stars through the same form.
        await panel.getByRole('button', { name: 'Rate host' }).click();
        const creator = panel.getByRole('button', { name: /Created by/ });
        const hostName = (await creator.locator('strong').innerText()).trim();
        await creator.click();
        const hostForm = panel.getByRole('form', { name: `Rate ${hostName}` });
        await hostForm.getByTitle('5 stars').click();
        await hostForm.getByRole('button', { name: 'Submit Your Rating' }).click();
        await panel.getByRole('heading', { name: `Thank you for rating ${hostName}` }).waitFor();
        await panel.getByRole('button', { name: 'Back to rating options' }).click();

        // Rate Game with a dispute; Submit closes the panel.
        await panel.getByRole('button', { name: 'Rate game' }).click();
        const game = panel.getByRole('form', { name: 'Rate Game' });
        await game.getByText('Did this activity happen ?').waitFor();
        expect(await game.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
        await game.getByRole('switch', { name: 'Raise a Dispute' }).click();
        await game.getByText('Team Player', { exact: true }).click();
        await game.getByLabel('Description (Optional)').fill('Two players left at half time without telling anyone.');
        await shot('rate-game');
        await game.getByRole('button', { name: 'Submit' }).click();
        await panel.waitFor({ state: 'detached' });
        await toastShown(page, 'Review Submitted Successfully');

        // The rated game is reviewed now: the panel's page shows the earlier dispute, switched on by itself.
        const activityPath = await myGameId(page, 'past', 'Morning 5-a-side');
        expect(activityPath).toBeTruthy();
        await page.goto(`${live.base}/rate/${activityPath}`);
        await page.getByTestId('rating-panel').getByRole('button', { name: 'Rate game' }).click();
        const earlier = page.getByRole('form', { name: 'Rate Game' });
        await earlier.getByText(/You rated this game already/).waitFor();
        expect(await earlier.getByRole('switch', { name: 'Raise a Dispute' }).getAttribute('aria-checked')).toBe('true');
        expect(await earlier.getByRole('radio', { name: 'Team Player' }).isChecked()).toBe(true);

        // Profile completion (spec section 3): the demo players have no gender or location yet.
        await page.goto(`${live.base}/`);
        const bar = page.getByRole('region', { name: 'Profile' });
        await bar.getByRole('link', { name: 'Complete profile' }).click();
        await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
        await page.getByLabel('Gender').selectOption('other');
        await page.getByLabel('Where you play').fill('Besant Nagar');
        await page.getByRole('textbox', { name: 'City' }).fill('Chennai');
        await page.getByRole('button', { name: 'Save profile' }).click();
        await page
          .getByRole('button', { name: 'Edit profile' })
          .or(page.getByRole('link', { name: 'Edit profile' }))
          .waitFor();
        await page.getByText('Other · Besant Nagar, Chennai').waitFor();
        expect(await bar.count()).toBe(0);

        // My profile: level tier, skill per listing with its explanation, reputation.
        await page.goto(`${live.base}/profile`);
        await page.getByRole('heading', { name: /Activity level/ }).waitFor();
        await page.getByRole('heading', { name: /Reputation/ }).waitFor();
        await page.getByRole('article', { name: /Football/ }).waitFor();
        await shot('profile');

        // Ratings you gave, by tapping from the profile: the three just given on top, newest first, in words.
        await page.getByRole('link', { name: 'Ratings you gave' }).click();
        await page.getByRole('heading', { name: 'Ratings you gave' }).waitFor();
        const given = page.getByTestId('rating-given').filter({ hasText: 'Morning 5-a-side' });
        await given.first().waitFor();
        expect(await given.count()).toBe(3);
        expect(await given.nth(0).locator('p').first().innerText()).toBe('You said the game happened');
        await given.nth(0).getByText('Dispute raised: Team player').waitFor();
        await given.nth(0).getByText('“Two players left at half time without telling anyone.”').waitFor();
        expect(await given.nth(1).locator('p').first().innerText()).toBe(`You rated ${hostName} ★★★★★ as host`);
        expect(await given.nth(2).locator('p').first().innerText()).toBe(`You rated ${rated} ★★★★☆`);
        // The player's name opens their page; the game's name and day open the game.
        expect(await given.nth(2).getByRole('link', { name: rated }).getAttribute('href')).toMatch(/^\/players\//);
        expect(
          await given
            .nth(2)
            .getByRole('link', { name: /^Morning 5-a-side · / })
            .getAttribute('href'),
        ).toBe(`/games/${activityPath}`);
        // Nothing runs off the side of a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shot('ratings-given');
        await page.goBack();
        await page.getByRole('heading', { name: /Reputation/ }).waitFor();

        // Notification settings, by tapping from the profile: SMS on then off, each saved with a toast and kept over a reload.
        await page.getByRole('link', { name: 'Notification settings' }).click();
        const sms = page.getByRole('switch', { name: 'SMS' });
        await page.getByRole('heading', { name: 'Notifications' }).waitFor();
        expect(await sms.getAttribute('aria-checked')).toBe('false'); // the notifier's default: WhatsApp only
        expect((await sms.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await sms.click();
        await toastShown(page, 'SMS notifications on');
        await page.reload();
        await page.locator('[role="switch"][aria-checked="true"]', { hasText: 'SMS' }).waitFor();
        await sms.click();
        await toastShown(page, 'SMS notifications off');
        await shot('notification-settings');
        await page.reload();
        await page.getByRole('heading', { name: 'Notifications' }).waitFor();
        expect(await sms.getAttribute('aria-checked')).toBe('false');

        // The leaderboard of football in Chennai, by games played then by skill.
        await page.goto(`${live.base}/leaderboard`);
        await page.getByRole('combobox', { name: 'City' }).fill('Chennai');
        await page.getByRole('option', { name: 'Football' }).waitFor({ state: 'attached' });
        await page.getByRole('combobox', { name: 'Sport' }).selectOption('football');
        // A thumb's target, as tall as the City field beside it (it was 37 px).
        expect((await page.getByRole('combobox', { name: 'Sport' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await page.getByRole('button', { name: 'Show' }).click();
        const rows = page.getByTestId('leader-row');
        await rows.first().waitFor();
        expect(await rows.count()).toBeGreaterThanOrEqual(3);
        await page.getByRole('row', { name: /\(you\)/ }).waitFor();
        // Every column within the card, with no sideways scroll (at 375 px 'Reputation' was cut at the edge).
        await page.getByRole('columnheader', { name: 'Rank' }).waitFor();
        expect(await page.getByRole('table').evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
        await shot('leaderboard');
        await page.getByRole('tab', { name: 'Skill' }).click();
        await page.waitForURL(/sort=skill/);
        await rows.first().waitFor();
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { codeFromDevOutbox } from './devOutbox';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInClosingReviewPrompt } from './reviewPrompt';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED games loop in a browser: ${missing}`);
const SHOTS = '/tmp/shots';

/**
 * 5 and 6 (toasts) in a real browser against the whole platform with its
 * demo data, at a phone's size and a desktop's: what a card carries, only actions that can
 * succeed (a game on hold or over offers no Join or Leave and says why), an invitation accepted
 * and one declined, a signed-out Join that signs in and comes back joined, My Games in order with
 * a game just created, and the toasts' words.
 */
for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  describe.skipIf(missing !== null)(`games loop at ${width}x${height} (Debian chromium, headless)`, () => {
    let live: LivePlatform;
    let browser: Browser;
    /** Priya, signed in once (a second code to the same number so soon is refused). */
    let priya: Page | undefined;
    const priyaPage = async (): Promise<Page> => (priya ??= await signedInAs('Priya'));
    const shot = (page: Page, name: string) => shoot(page, { path: `${SHOTS}/h5-${width}-${name}.png`, fullPage: false });

    const newPage = async (): Promise<Page> => {
      const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
      page.setDefaultTimeout(20_000);
      return page;
    };

    /** On the sign-in page: the demo account whose name starts with `name`, a code from the dev outbox, then Sign in. */
    const signInHere = async (page: Page, name: string) => {
      await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
      await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: new RegExp(`^${name}`) }));
      await signInClosingReviewPrompt(page, async () => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      });
    };

    const signedInAs = async (name: string): Promise<Page> => {
      const page = await newPage();
      await page.goto(`${live.base}/sign-in`);
      await signInHere(page, name);
      return page;
    };

    /** The game's id by its name, as a host sees the list (the API, not the UI under test). */
    const gameIdOf = async (name: string, status = 'upcoming'): Promise<string> => {
      for (let page = 0; page < 10; page++) {
        const reply = await fetch(`${live.base}/api/vm/activities/all/${page}/9?status=${status}`);
        const { data } = (await reply.json()) as { data: { activities: { activityId: string; name: string }[] } };
        const found = data.activities.find((g) => g.name === name);
        if (found) return found.activityId;
        if (data.activities.length < 9) break;
      }
      throw new Error(`no game named ${name}`);
    };

    const tokenOf = async (userId: string): Promise<string> =>
      (
        (await (
          await fetch(`${live.base}/api/dev/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userId }),
          })
        ).json()) as { accessToken: string }
      ).accessToken;

    const cardOf = (page: Page, name: string) =>
      page.getByTestId('game-card').filter({ has: page.getByRole('link', { name, exact: true }) });

    /** Scrolls the list (Load more) until the card of `name` is there. */
    const findCard = async (page: Page, name: string) => {
      const card = cardOf(page, name);
      await page.getByTestId('game-card').first().waitFor();
      for (let i = 0; i < 10 && (await card.count()) === 0; i++) {
        const more = page.getByRole('button', { name: 'Load more' });
        if ((await more.count()) === 0) break;
        await more.click();
        await page.getByRole('button', { name: 'Load more', disabled: false }).or(card).first().waitFor();
      }
      await card.waitFor();
      return card;
    };

    beforeAll(async () => {
      ensurePlayerUiBuilt();
      live = await startLivePlatform();
      browser = await launchBrowser();
      mkdirSync(SHOTS, { recursive: true });
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await live?.close();
    }, 120_000);

    it('a card carries what a player decides on: level words, start–end and length, place and distance, price and how it is paid, places left, badges', async () => {
      const page = await newPage();
      // Near Chennai's centre: the list asks around that point and the cards give the distance.
      await page.goto(`${live.base}/?lat=13.0827&lon=80.2707`);
      const card = await findCard(page, 'Skill-matched 7-a-side');
      const text = await card.innerText();
      expect(text).toContain('Football · 7v7 · Amateur–Pro');
      expect(text).toMatch(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} · \d{2}:\d{2}–\d{2}:\d{2} \(1\sh\s30\)/);
      expect(text).toContain('Marina Turf Arena');
      expect(await card.getByTestId('distance').innerText()).toMatch(/^ · \d+(\.\d)? km$/);
      expect(await card.getByTestId('price').innerText()).toBe('₹180 a player · pay at venue');
      expect(text).toContain('03/14');
      expect(text).toContain('11 of 14 left');
      await card.getByRole('button', { name: 'Join Now' }).waitFor();
      await shot(page, 'card-near-me');
      // A tap anywhere on the card opens the game, not only on its title (a 20 px high line at 375 px).
      const price = (await card.getByTestId('price').boundingBox())!;
      await page.mouse.click(price.x + price.width / 2, price.y + price.height / 2);
      await page.getByRole('heading', { name: 'Skill-matched 7-a-side', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/games\/[^/]+$/);

      // Badges and the action that can succeed, on the visitor's upcoming list (a held game is in My Games, below).
      await page.goto(`${live.base}/`);
      const full = await findCard(page, 'Coaching Clinic: Net Play');
      await full.getByText('Full', { exact: true }).waitFor();
      await full.getByRole('button', { name: 'Join waitlist' }).waitFor();
      const closed = await findCard(page, 'Futsal Fives (closed)');
      await closed.getByText('Match full', { exact: true }).waitFor();
      await closed.getByRole('link', { name: 'View' }).waitFor();
      // No card anywhere offers Join Now on a game that is full, on hold or over.
      for (const c of await page
        .getByTestId('game-card')
        .filter({ hasText: /^(Full|On hold|Match full|Over)$/m })
        .all()) {
        expect(await c.getByRole('button', { name: 'Join Now' }).count()).toBe(0);
      }
      await shot(page, 'cards');
      await page.context().close();
    }, 120_000);

    it('a game on hold offers no Join and says why; the detail gives end, length, directions, slot in words and how payment works', async () => {
      const page = await newPage();
      await page.goto(`${live.base}/games/${await gameIdOf('Corporate Cricket League', 'hold')}`);
      await page.getByRole('heading', { name: 'Corporate Cricket League', level: 1 }).waitFor();
      expect(await page.getByTestId('join-blocked').innerText()).toBe('On hold: Ground is being re-turfed; new date soon');
      expect(await page.getByRole('button', { name: /^(Join Now|Request to join|Pay and join)$/ }).count()).toBe(0);
      await shot(page, 'on-hold');

      await page.goto(`${live.base}/games/${await gameIdOf('Skill-matched 7-a-side')}`);
      await page.getByRole('heading', { name: 'Skill-matched 7-a-side', level: 1 }).waitFor();
      const facts = await page.locator('dl').innerText();
      expect(facts).toMatch(/\d{2}:\d{2}–\d{2}:\d{2} \(1\sh\s30\)/);
      // The booked field and slots in words (demo: Marina's Turf B, the hourly slots the game's hours cover), never their ids.
      expect(facts).toMatch(/Field\sTurf B \(7-a-side\), \d{2}:\d{2}–\d{2}:\d{2}/);
      expect(facts).not.toContain('space-marina-turf');
      expect(facts).toContain('₹180 a player');
      expect(facts).toContain('A fixed price for each player');
      expect(facts).toContain('Amateur–Pro');
      const directions = page.getByRole('link', { name: 'Directions' });
      expect(await directions.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=13.0003&mlon=80.2667#map=17/13.0003/80.2667');
      // People: the host first, then the co-host, then players.
      const people = await page.getByRole('list', { name: 'People' }).getByRole('listitem').allInnerTexts();
      expect(people[0]).toMatch(/Host/);
      expect(people[1]).toMatch(/Co-host/);
      // The one primary action: sticky at the bottom of a phone's screen, above the tab bar.
      const join = page.getByRole('button', { name: 'Join Now' });
      await join.waitFor();
      if (width < 768) {
        const bar = (await page.getByTestId('primary-action').boundingBox())!;
        const tabs = await page.getByTestId('tab-bar').boundingBox();
        const above = tabs ? tabs.y : height;
        expect(bar.y + bar.height).toBeLessThanOrEqual(above + 1);
        expect(bar.y + bar.height).toBeGreaterThan(above - 8);
        expect(bar.height).toBeLessThanOrEqual(72);
        // Scrolled to the end, the footer and its links end above the bar, not under it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect
          .poll(async () => (await page.locator('footer').boundingBox())!.y + (await page.locator('footer').boundingBox())!.height)
          .toBeLessThanOrEqual(bar.y + 0.5);
      }
      // Tap targets of at least 44 × 44 px (WCAG 2.5.5), set by the shared button style; nothing runs off the side.
      for (const button of [join, page.getByRole('button', { name: 'Share' }), page.getByRole('button', { name: 'Add to calendar' })]) {
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, 'detail');
      await page.context().close();
    }, 120_000);

    it('a signed-out Join leads to sign-in and back to the game, and the join completes (toast in mended words)', async () => {
      const page = await newPage();
      const id = await gameIdOf('After-work Football');
      await page.goto(`${live.base}/games/${id}`);
      await page.getByRole('heading', { name: 'After-work Football', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Join Now' }).click();
      await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === `/games/${id}`);
      await shot(page, 'sign-in-to-join');
      // Kavya has a past game to rate: the review prompt opens on the game as the join's toast shows.
      await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
      await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: /^Kavya/ }));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/games/${id}`);
      const prompt = page.getByRole('dialog', { name: 'How was your game?' });
      await Promise.all([prompt.waitFor(), toastShown(page, 'You have joined this game!')]);
      if (width < 768) {
        // A phone's prompt is a bottom sheet: while it is open toasts come from the top, never over its title and buttons
        // (read from the toasts' region, which stays in place when the 3 s toast has gone).
        const [toasts, sheet] = await Promise.all([
          page.getByTestId('toasts').evaluate((el) => el.getBoundingClientRect().bottom),
          prompt.boundingBox(),
        ]);
        expect(toasts).toBeLessThanOrEqual(sheet!.y);
      }
      await shot(page, 'joined-under-review-prompt');
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'detached' });
      await page.getByText('You are in').waitFor();
      if (width < 768) {
        // With the prompt closed, toasts sit above the sticky action bar again, never over the button tapped next (a leave, a rejoin).
        const toasts = await page.getByTestId('toasts').evaluate((el) => el.getBoundingClientRect().bottom);
        const bar = (await page.getByTestId('primary-action').boundingBox())!;
        expect(toasts).toBeLessThanOrEqual(bar.y);
      }
      await page
        .getByRole('list', { name: 'People' })
        .getByText(/^Kavya/)
        .waitFor();
      await shot(page, 'joined-after-sign-in');
      await page.context().close();
    }, 120_000);

    it('an invited player accepts one invitation and declines another', async () => {
      // Demo data: Arjun is invited to Ananya's private game. Ananya also invites Priya to her public one.
      const afterWork = await gameIdOf('After-work Football');
      const ananya = await tokenOf('demo-host-ananya');
      const invite = await fetch(`${live.base}/api/vm/activities/${afterWork}/invite`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ananya}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userIds: ['demo-player-priya'] }),
      });
      expect(invite.status).toBe(200);

      const arjun = await signedInAs('Arjun');
      await arjun.goto(`${live.base}/?tab=my`);
      const card = await findCard(arjun, 'Invite-only Smash Session');
      await card.getByText('Invited', { exact: true }).waitFor();
      await card.getByRole('link').first().click();
      await arjun.getByRole('heading', { name: 'Invite-only Smash Session', level: 1 }).waitFor();
      await arjun.getByRole('button', { name: 'Decline' }).waitFor();
      await shot(arjun, 'invited');
      await arjun.getByRole('button', { name: 'Accept' }).click();
      await toastShown(arjun, 'You have joined this game!');
      await arjun.getByText('You are in').waitFor();
      await arjun.context().close();

      const priya = await priyaPage();
      await priya.goto(`${live.base}/games/${afterWork}`);
      await priya.getByRole('heading', { name: 'After-work Football', level: 1 }).waitFor();
      await priya.getByRole('button', { name: 'Accept' }).waitFor();
      await priya.getByRole('button', { name: 'Decline' }).click();
      await toastShown(priya, 'You have declined the invitation');
      // A public game: she may still join it, as anyone may.
      await priya.getByRole('button', { name: 'Join Now' }).waitFor();
      expect(await priya.getByRole('button', { name: 'Decline' }).count()).toBe(0);

      // Save and unsave say which happened (spec section 8 'Game saved/unsaved successfully !').
      await priya.getByRole('button', { name: 'Save', exact: true }).click();
      await toastShown(priya, 'Game saved successfully!');
      await priya.getByRole('button', { name: 'Unsave', exact: true }).click();
      await toastShown(priya, 'Game unsaved successfully!');
    }, 120_000);

    it('a past game offers no Leave; My Games lists upcoming soonest first then past latest first, with a game just created and without one left', async () => {
      const page = await priyaPage();
      await page.goto(`${live.base}/games/${await gameIdOf('Doubles Ladder Night', 'past')}`);
      await page.getByRole('heading', { name: 'Doubles Ladder Night', level: 1 }).waitFor();
      await page.getByText('This game is over').first().waitFor();
      expect(await page.getByRole('button', { name: 'Leave game' }).count()).toBe(0);
      // Rating it is the page's one primary action now, in the sticky bar.
      await page.getByTestId('primary-action').getByRole('link', { name: 'Rate this game' }).waitFor();
      expect(await page.getByRole('link', { name: 'Rate this game' }).count()).toBe(1);
      await shot(page, 'past-no-leave');

      // Priya hosts nothing yet: above the lists she may create a game, and has no host tools to manage.
      const myList = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vm/activities/my/0/90');
      await page.goto(`${live.base}/`);
      await page.getByRole('link', { name: 'Create a game' }).first().waitFor();
      expect((await myList).ok()).toBe(true);
      await page.getByTestId('game-card').first().waitFor();
      expect(await page.getByRole('link', { name: 'Manage participants' }).count()).toBe(0);

      // She joins a game and leaves it: it is gone from My Games.
      await page.goto(`${live.base}/games/${await gameIdOf('Skill-matched 7-a-side')}`);
      await page.getByRole('button', { name: 'Join Now' }).click();
      await toastShown(page, 'You have joined this game!');
      // Leaving a free game asks first too (ui/ConfirmSheet); nobody waits for this one, so no word of a waitlist.
      await page.getByRole('button', { name: 'Leave game' }).click();
      const leave = page.getByRole('alertdialog', { name: 'Leave Skill-matched 7-a-side?' });
      expect(await leave.innerText()).not.toContain('waitlist');
      await leave.getByRole('button', { name: 'Yes, leave' }).click();
      await toastShown(page, 'You have left this game');

      // A game just created shows at once: its page, then My Games, reached in the app.
      await page.goto(`${live.base}/games/new`);
      const name = `Loop check ${width}`;
      await page.getByLabel('Game name').fill(name);
      await page.getByLabel('Sport', { exact: true }).selectOption({ label: 'Badminton' });
      await page.getByLabel('Format').fill('Doubles');
      const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Other date', { exact: true }).fill(inTwoDays);
      await page.getByLabel('Pick a venue').check();
      await page
        .getByRole('button', { name: /Andheri Smash Courts/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Create game' }).click();
      await toastShown(page, 'Game created successfully');
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      // In the app (a reload would forget this tab's last command): the Games section of the tab bar or top nav.
      await shot(page, 'created');
      await page
        .getByRole('link', { name: 'Games', exact: true })
        .filter({ visible: true })
        .first()
        .evaluate((a: HTMLElement) => a.click());
      await page.getByRole('tab', { name: 'My Games' }).click();
      await cardOf(page, name).waitFor();
      // Now she hosts a game: the host tools are offered above the lists.
      await page.getByRole('link', { name: 'Manage participants' }).waitFor();
      const names = await page.getByTestId('game-card').locator('h3').allInnerTexts();
      expect(names).not.toContain('Skill-matched 7-a-side');
      // A game on hold: its badge, and no Join on its card.
      const held = cardOf(page, 'Corporate Cricket League');
      await held.getByText('On hold', { exact: true }).waitFor();
      expect(await held.getByRole('button', { name: 'Join Now' }).count()).toBe(0);
      // Upcoming soonest first (the private game, the held one and the new one), then past latest first.
      const priyaToken = await tokenOf('demo-player-priya');
      const mine = (await (
        await fetch(`${live.base}/api/vm/activities/my/0/9`, { headers: { authorization: `Bearer ${priyaToken}` } })
      ).json()) as {
        data: { activities: { name: string; startAt: number }[] };
      };
      const startOf = new Map(mine.data.activities.map((g) => [g.name, g.startAt]));
      const upcoming = names.slice(0, 3);
      expect([...upcoming].sort()).toEqual(['Invite-only Smash Session', 'Corporate Cricket League', name].sort());
      const starts = upcoming.map((n) => startOf.get(n)!);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(names.slice(3, 6)).toEqual(['Doubles Ladder Night', 'Smash Social (typed address)', 'Harbour Doubles Mixer']);
      const overFrom = (await page.getByTestId('game-card').allInnerTexts()).findIndex((t) => /^Over$/m.test(t));
      expect(overFrom).toBe(3);
      await shot(page, 'my-games');
      await page.context().close();
    }, 120_000);
  });
}

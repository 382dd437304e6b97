import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityIdFor } from '../command-service/src/games/derivedIds';
import { browserMissing, launchBrowser, shoot } from './browser';
import { codeFromDevOutbox } from './devOutbox';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInClosingReviewPrompt } from './reviewPrompt';
import { toastShown } from './toasts';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED waitlist UI in a browser: ${missing}`);
const shots = '/tmp/shots';

/** The demo's full game (demo/src/games.ts 'upcoming-full'): Ananya hosts, Arjun and Kavya play, Rahul waits. */
const FULL_GAME = activityIdFor('demo-host-ananya', 'seed-upcoming-full');
const PHONES = { rahul: '9800000004', priya: '9800000001' } as const;

/**
 * In a real browser against the whole platform with its demo data: a player joins
 * the waitlist of the full demo game, the host sees the queue, a participant leaves, the first in
 * line is offered the place (on the page and in the dev outbox) and declines, so the offer passes
 * to the player, who accepts and is in. At a phone's size and a desktop's.
 */
for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  describe.skipIf(missing !== null)(`waitlist at ${width}x${height} (Debian chromium, headless)`, () => {
    let live: LivePlatform;
    let browser: Browser;
    const shot = (page: Page, name: string) => shoot(page, { path: `${shots}/h1-waitlist-${width}-${name}.png`, fullPage: true });

    /** A fresh browser profile signed in as the demo account whose name starts with `name`. */
    async function signedInAs(name: string): Promise<Page> {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(`${live.base}/sign-in`);
      await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
      await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: new RegExp(`^${name}`) }));
      await signInClosingReviewPrompt(page, async () => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
      });
      return page;
    }

    const openGame = async (page: Page) => {
      await page.goto(`${live.base}/games/${FULL_GAME}`);
      await page.getByRole('heading', { level: 1, name: 'Coaching Clinic: Net Play' }).waitFor();
    };

    /** Waits for `target` on the game page; the page follows the game live, and a reload covers a missed change. */
    const until = async (page: Page, target: Locator) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await target.waitFor({ timeout: 5_000 });
          return;
        } catch (error) {
          if (attempt >= 4) throw error;
          await openGame(page);
        }
      }
    };

    /** The game messages the notifier sent to a demo phone through the development outbox. */
    const outbox = async (phone: string) => {
      const reply = await fetch(`${live.base}/api/dev/outbox?to=${phone}`);
      return ((await reply.json()) as Array<{ text: string }>).map((m) => m.text).filter((t) => !/code/i.test(t));
    };

    /** The click, and the command's reply: the next step needs it done, not a while. */
    const command = async (page: Page, button: string, path: RegExp) => {
      const reply = page.waitForResponse((r) => r.request().method() !== 'GET' && path.test(new URL(r.url()).pathname));
      await page.getByRole('button', { name: button, exact: true }).click();
      expect((await reply).status()).toBe(200);
    };

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

    it('a player queues, the host sees the line, a freed place is offered down it and taken', async () => {
      const priya = await signedInAs('Priya');
      await openGame(priya);
      const panel = priya.getByRole('region', { name: 'Waitlist' });
      await panel.getByText('This game is full.').waitFor();
      await panel.getByText('1 player waiting').waitFor();
      // The primary action is the sticky bar's (at the bottom of a phone), not a second button mid-page.
      const bar = priya.getByTestId('primary-action');
      await bar.getByRole('button', { name: 'Join waitlist' }).waitFor();
      expect(await priya.getByRole('button', { name: 'Join waitlist' }).count()).toBe(1);
      expect(await bar.getByText('Game full').count()).toBe(1);
      // The places said once: "03/03 · Game full".
      expect(await priya.locator('dl').innerText()).toMatch(/Places\s+03\/03 · Game full\n/);
      await shot(priya, 'full-game');
      await command(priya, 'Join waitlist', /\/waitlist$/);
      await toastShown(priya, "You are on the waitlist. We'll tell you when a place frees up.");
      await until(priya, bar.getByText('You are 2nd in line'));
      await bar.getByRole('button', { name: 'Leave waitlist' }).waitFor();
      expect(await priya.getByRole('button', { name: 'Leave waitlist' }).count()).toBe(1);
      await shot(priya, 'in-line');

      const ananya = await signedInAs('Ananya');
      await openGame(ananya);
      const queue = ananya.getByRole('region', { name: 'Waitlist' }).getByRole('listitem');
      await until(ananya, queue.nth(1));
      expect(await queue.allInnerTexts()).toEqual(['Rahul Verma', 'Priya Sharma']);
      // The whole line came with the detail (its first 50): nothing more to show.
      expect(await ananya.getByRole('button', { name: /^Show more/ }).count()).toBe(0);
      await shot(ananya, 'host-queue');

      const kavya = await signedInAs('Kavya');
      await openGame(kavya);
      // Leaving asks first, and says the place goes down the line (Rahul and Priya wait for it).
      await kavya.getByRole('button', { name: 'Leave game', exact: true }).click();
      const leave = kavya.getByRole('alertdialog', { name: 'Leave Coaching Clinic: Net Play?' });
      await leave.getByText('Your place will be offered to the next player on the waitlist.').waitFor();
      await shot(kavya, 'leave-confirm');
      await command(kavya, 'Yes, leave', /\/leave$/);

      // Rahul, first in line, is offered the place: on the game page and in an outside message.
      const rahul = await signedInAs('Rahul');
      await openGame(rahul);
      const offer = rahul.getByRole('region', { name: 'A place is yours' });
      await until(rahul, offer.getByText(/A place is yours until \d\d:\d\d/));
      await expect
        .poll(() => outbox(PHONES.rahul))
        .toContainEqual(
          expect.stringMatching(
            /^A place in "Coaching Clinic: Net Play" on \w{3} \d{1,2} \w{3} is yours until \d\d:\d\d IST\. Accept or decline here: http.*\/games\//,
          ),
        );
      await expect
        .poll(async () => (await ananya.getByRole('region', { name: 'Waitlist' }).innerText()).includes('offered a place until'))
        .toBe(true);
      // Accept in the bar, Decline in the panel: one of each.
      await rahul.getByTestId('primary-action').getByRole('button', { name: 'Accept' }).waitFor();
      expect(await rahul.getByRole('button', { name: 'Accept' }).count()).toBe(1);
      await shot(rahul, 'offer');
      await command(rahul, 'Decline', /\/waitlist\/decline$/);
      await toastShown(rahul, 'You passed on the place; it goes to the next in line.');

      // The place passes down the line to Priya, who takes it.
      const priyaOffer = priya.getByRole('region', { name: 'A place is yours' });
      await until(priya, priyaOffer.getByText(/A place is yours until \d\d:\d\d/));
      await expect
        .poll(() => outbox(PHONES.priya))
        .toContainEqual(
          expect.stringMatching(/^A place in "Coaching Clinic: Net Play" on \w{3} \d{1,2} \w{3} is yours until \d\d:\d\d IST\./),
        );
      await shot(priya, 'offer-passed-down');
      await command(priya, 'Accept', /\/waitlist\/accept$/);
      await toastShown(priya, 'You have joined this game!');
      await until(priya, priya.getByRole('button', { name: 'Leave game' }));
      expect(await priya.getByRole('region', { name: /Waitlist|A place is yours/ }).count()).toBe(0);
      await shot(priya, 'accepted');

      // The host's page: Priya is in, and nobody waits any more.
      await openGame(ananya);
      await until(ananya, ananya.getByText('Priya Sharma'));
      expect(await ananya.getByRole('region', { name: 'Waitlist' }).count()).toBe(0);
      await shot(ananya, 'host-after');

      // Nothing on the phone runs off the side.
      for (const page of [priya, ananya, rahul]) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }, 180_000);

    it('a signed-out "Join waitlist" leads to sign-in and back to the game, where the player is put in line', async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await openGame(page);
      await page.getByTestId('primary-action').getByRole('button', { name: 'Join waitlist' }).click();
      await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === `/games/${FULL_GAME}`);
      // The form says why it is asked, and that the place in line is not lost.
      await page
        .getByRole('note')
        .filter({ hasText: 'Sign in to join the waitlist: you come straight back to the game and are put in line.' })
        .waitFor();
      // Signed in as a new player (the demo accounts' codes are spent by the test above); the sign-in
      // page's own way back to the game is the games loop's test: here the intent must survive it.
      const { accessToken, refreshToken } = (await (
        await fetch(`${live.base}/api/dev/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: `waitlist-visitor-${width}` }),
        })
      ).json()) as { accessToken: string; refreshToken?: string };
      await page.evaluate((state) => localStorage.setItem('sports.session', JSON.stringify({ state, version: 1 })), {
        user: { userId: `waitlist-visitor-${width}`, name: 'Visitor', role: null },
        accessToken,
        refreshToken: refreshToken ?? null,
      });
      const queued = page.waitForResponse((r) => r.request().method() !== 'GET' && /\/waitlist$/.test(new URL(r.url()).pathname));
      await openGame(page);
      expect((await queued).status()).toBe(200);
      await toastShown(page, "You are on the waitlist. We'll tell you when a place frees up.");
      await until(page, page.getByTestId('primary-action').getByText(/You are \d+(st|nd|rd|th) in line/));
      await shot(page, 'queued-after-sign-in');
      await context.close();
    }, 120_000);
  });
}

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityIdFor } from '../command-service/src/games/derivedIds';
import { browserMissing, launchBrowser, shoot } from './browser';
import { codeFromDevOutbox } from './devOutbox';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInClosingReviewPrompt } from './reviewPrompt';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED game chat in a browser: ${missing}`);
const shots = '/tmp/shots';

/** The demo's full game (demo/src/games.ts 'upcoming-full'): Ananya hosts, Arjun and Kavya play. */
const GAME = activityIdFor('demo-host-ananya', 'seed-upcoming-full');
const TITLE = 'Coaching Clinic: Net Play';

/**
 * DESIGN.md "Together" in a real browser against the whole platform: two players of one game, each
 * in their own browser profile at a phone's size, chat on the game page's Chat tab. A message
 * reaches the other's open page live, the About tab's Chat badge counts it while unread, and the
 * author's removal leaves "Message removed by its author" on both pages.
 */
for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  describe.skipIf(missing !== null)(`game chat at ${width}x${height} (Debian chromium, headless)`, () => {
    let live: LivePlatform;
    let browser: Browser;
    const shot = (page: Page, name: string) => shoot(page, { path: `${shots}/chat-${width}-${name}.png` });

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
      await page.goto(`${live.base}/games/${GAME}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    };

    const openChat = async (page: Page) => {
      await page.getByRole('tab', { name: /^Chat/ }).click();
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      // The page is live once the viewer stream counts this page.
      await page
        .getByTestId('live-viewers')
        .filter({ hasText: /[1-9]\d* live viewers?/ })
        .waitFor();
    };

    const send = async (page: Page, text: string) => {
      const reply = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/chat'));
      await page.getByRole('textbox', { name: 'Message' }).fill(text);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      expect((await reply).status()).toBe(201);
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

    it('two players chat: live delivery, the unread badge, removal', async () => {
      const [arjun, kavya] = await Promise.all([signedInAs('Arjun'), signedInAs('Kavya')]);
      await Promise.all([openGame(arjun), openGame(kavya)]);
      await openChat(arjun);
      // Kavya stays on About, her page's viewer stream open.
      await kavya
        .getByTestId('live-viewers')
        .filter({ hasText: /[1-9]\d* live viewers?/ })
        .waitFor();

      await send(arjun, 'Who brings the ball on Friday?');
      await arjun.getByTestId('chat-message').filter({ hasText: 'Who brings the ball on Friday?' }).waitFor();

      // Kavya's Chat tab counts it, live.
      await kavya.getByRole('tab', { name: /Chat.*1 unread/ }).waitFor();
      await shot(kavya, 'about-unread');

      // Her inbox lists the chat with new messages, leading to its Chat tab.
      const inbox = await kavya.context().newPage();
      await inbox.goto(`${live.base}/inbox`);
      const line = inbox.getByRole('link', { name: new RegExp(`New messages in ${TITLE}`) });
      await line.waitFor();
      await shot(inbox, 'inbox-chats');
      await inbox.close();

      await openChat(kavya);
      const message = kavya.getByTestId('chat-message').filter({ hasText: 'Who brings the ball on Friday?' });
      await message.waitFor();
      await message.getByRole('link', { name: /Arjun/ }).waitFor();
      // Viewing read it: the badge is gone.
      expect(await kavya.getByRole('tab', { name: /unread/ }).count()).toBe(0);

      await send(kavya, 'I will, and bibs too');
      await arjun.getByTestId('chat-message').filter({ hasText: 'I will, and bibs too' }).waitFor();
      await shot(arjun, 'thread');

      // Arjun removes his own message: both pages show what is left of it.
      const own = arjun.getByTestId('chat-message').filter({ hasText: 'Who brings the ball on Friday?' });
      await own.getByLabel(/Actions for the message from you/).click();
      await arjun.getByRole('button', { name: 'Remove', exact: true }).click();
      const removed = arjun.waitForResponse((r) => r.request().method() === 'DELETE');
      await arjun.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
      expect((await removed).status()).toBe(200);
      // The confirmation quotes the same words while it closes, so look in the thread only.
      await arjun.getByRole('alertdialog').waitFor({ state: 'hidden' });
      await arjun.getByTestId('chat-thread').getByText('Message removed by its author').waitFor();
      await kavya.getByTestId('chat-thread').getByText('Message removed by its author').waitFor();
      expect(await kavya.getByText('Who brings the ball on Friday?').count()).toBe(0);
      await shot(kavya, 'removed');

      // Every tap target of the chat is at least 44 px tall.
      for (const target of [
        kavya.getByRole('button', { name: 'Send', exact: true }),
        kavya.getByRole('textbox', { name: 'Message' }),
        kavya.getByRole('tab', { name: /^Chat/ }),
      ]) {
        expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await arjun.context().close();
      await kavya.context().close();
    }, 120_000);

    it('someone not in the game is told to join to chat', async () => {
      const priya = await signedInAs('Priya');
      await openGame(priya);
      await priya.getByRole('tab', { name: /^Chat/ }).click();
      await priya.getByText('Join the game to chat with the players').waitFor();
      expect(await priya.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
      await shot(priya, 'not-member');
      await priya.context().close();
    }, 60_000);
  });
}

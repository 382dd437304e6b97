import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { codeFromDevOutbox } from './devOutbox';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED host again, book again and the walk at 375 px in a browser: ${missing}`);
const shots = '/tmp/shots';
const shot = (page: Page, name: string) => shoot(page, { path: `${shots}/again-${name}.png` });
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;

/** The IST date of an instant. */
const istDate = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 10);

/** docs/adr/0093-host-again-book-again.md, worked out here on its own: a week on, then a week more while that start is past. */
const againDay = (startMs: number, nowMs: number) => {
  let at = startMs + 7 * DAY_MS;
  while (at <= nowMs) at += 7 * DAY_MS;
  return istDate(at);
};

/** "Sun 6 Dec", the app's day words (ui/dayWords), for an ISO date. */
const dayWords = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  return `${at.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })} ${at.getUTCDate()} ${at.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
};

/**
 * The signed-in tab's own API, with its access token; `readAfter` is a command reply's `x-log-position`, sent back as
 * `x-read-after` so the read includes that command (read-your-writes, as the UI's own reads do).
 */
const api = <T>(page: Page, path: string, readAfter?: string) =>
  page.evaluate(
    async ([url, after]) => {
      const session = JSON.parse(localStorage.getItem('sports.session') ?? '{}') as { state?: { accessToken?: string } };
      const headers: Record<string, string> = { authorization: `Bearer ${session.state?.accessToken ?? ''}` };
      if (after) headers['x-read-after'] = after;
      return (await (await fetch(url, { headers })).json()) as unknown;
    },
    [path, readAfter] as const,
  ) as Promise<T>;

type Listed = { activityId: string; name: string; date: string; duration: { from: string }[]; location: { lat?: number } };
const myGames = async (page: Page, status: string, readAfter?: string) =>
  (await api<{ data: { activities: Listed[] } }>(page, `/api/vm/activities/my/0/90?statusList=${status}`, readAfter)).data.activities;

/**
 * The again flows and the walk's fixes on the demo data, as Rahul (who hosts 'Morning
 * 5-a-side', a week past, runs 'Box Cricket Sixes' now, and has a confirmed pay-at-venue order of
 * two Marina slots). One signed-in tab, resized between widths: a second sign-in within a minute is
 * rate limited.
 */
describe.skipIf(missing !== null)('host again, book again and the walk at 375 px (Debian chromium, headless)', () => {
  let live: LivePlatform;
  let browser: Browser;
  let host: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await host?.context.close();
    await browser?.close();
    await live?.close();
  }, 120_000);

  it('holds the review prompt while the host runs the game, shows it on the next page; Directions, Filters and the trophy are 44 px (375 px)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    host = { context, page };
    page.setDefaultTimeout(30_000);
    const ongoing = (await (await fetch(`${live.base}/api/vm/activities/all/0/50?status=ongoing`)).json()) as {
      data: { activities: Listed[] };
    };
    const cricket = ongoing.data.activities.find((g) => g.name === 'Box Cricket Sixes')!;
    expect(cricket).toBeTruthy();

    // Signed in straight onto the game he is running: the review prompt he is owed must wait.
    await page.goto(`${live.base}/sign-in?redirect=${encodeURIComponent(`/games/${cricket.activityId}`)}`);
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    await codeFromDevOutbox(page, page.getByRole('listitem').filter({ hasText: 'Rahul Verma' }));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Run the game' }).waitFor();
    await page.locator('#run-game').getByText('Arjun').first().waitFor();
    // He is owed a review (the prompt's own list, asked here with his token)...
    const owed = await api<{ data: unknown[] }>(
      page,
      '/api/vm/activities/review/my_activities/demo-host-rahul?statusList=past&daysBack=10',
    );
    expect(owed.data.length).toBeGreaterThan(0);
    // ...and, the panel and that list having had their turn, no prompt lies over the panel.
    expect(await page.getByRole('dialog', { name: 'How was your game?' }).count()).toBe(0);

    // Directions, in the "Where" line: a 44 px tap target (the walk measured 71 × 20).
    const directions = await page.getByRole('link', { name: 'Directions' }).boundingBox();
    expect(directions!.height).toBeGreaterThanOrEqual(44);
    expect(directions!.width).toBeGreaterThanOrEqual(44);
    await shot(page, 'run-panel-no-prompt-375');

    // The next page the host opens: the prompt comes then.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
    const prompt = page.getByRole('dialog', { name: 'How was your game?' });
    await prompt.waitFor();
    await shot(page, 'prompt-after-run-375');
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });

    // The filter row: Filters 44 high (was 34), the leaderboard trophy 44 × 44 (was 40 × 34).
    const filters = await page.getByRole('button', { name: /^Filters/ }).boundingBox();
    const trophy = await page.getByRole('link', { name: 'Leaderboard' }).first().boundingBox();
    expect(filters!.height).toBeGreaterThanOrEqual(44);
    expect([trophy!.width >= 44, trophy!.height >= 44]).toEqual([true, true]);
  }, 120_000);

  it('"Host again" on a past game in the hosted list opens the form filled in, dated a week on, and creates it (375 px)', async () => {
    const { page } = host;
    const past = (await myGames(page, 'past')).find((g) => g.name === 'Morning 5-a-side')!;
    const expected = againDay(Date.parse(past.duration[0]!.from), Date.now());
    await page.goto(`${live.base}/games/manage?status=past`);
    await page.getByRole('link', { name: 'Host again: Morning 5-a-side' }).click();
    await page.getByRole('heading', { name: 'Host Morning 5-a-side again' }).waitFor();
    expect(new URL(page.url()).searchParams.get('again')).toBe(past.activityId);
    const form = page.getByRole('form', { name: 'Create a game' });
    expect(await form.getByLabel('Game name').inputValue()).toBe('Morning 5-a-side');
    expect(await form.getByLabel('Other date', { exact: true }).inputValue()).toBe(expected);
    expect(await form.getByLabel('Format').inputValue()).toBe('5v5');
    expect(await form.getByLabel('Players (max)').inputValue()).toBe('10');
    expect(await form.getByLabel('Cost per player (₹)').inputValue()).toBe('150');
    expect(await form.getByLabel('Place', { exact: true }).inputValue()).toBe('Marina Turf Arena');
    expect(await form.getByLabel('Sport').inputValue()).toBe('football');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'host-again-form-375');

    const created = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/vm/activities');
    await form.getByRole('button', { name: 'Create game' }).click();
    const reply = await created;
    expect(reply.status()).toBe(201);
    await page.waitForURL((url) => /^\/games\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(past.activityId));
    await page.getByRole('heading', { level: 1, name: 'Morning 5-a-side' }).waitFor();
    // My Games read after the creation (its reply's log position): on a busy machine the list's read model can
    // still be a batch behind when the game's own page has shown.
    const position = (await reply.headerValue('x-log-position')) ?? undefined;
    expect(position).toMatch(/^\d+$/);
    const copy = (await myGames(page, 'upcoming', position)).filter((g) => g.name === 'Morning 5-a-side');
    expect(copy.map((g) => g.date)).toEqual([expected]);
    await shot(page, 'host-again-created-375');
  }, 120_000);

  it('"Host again" on the past game\'s own page (1280 px)', async () => {
    const { page } = host;
    await page.setViewportSize(DESKTOP);
    const past = (await myGames(page, 'past')).find((g) => g.name === 'Morning 5-a-side')!;
    await page.goto(`${live.base}/games/${past.activityId}`);
    const again = page.getByRole('link', { name: 'Host again: Morning 5-a-side' });
    await again.waitFor();
    await shot(page, 'host-again-game-1280');
    await again.click();
    await page.getByRole('heading', { name: 'Host Morning 5-a-side again' }).waitFor();
    await shot(page, 'host-again-form-1280');
    await page.setViewportSize(PHONE);
  }, 120_000);

  it('"Book again" puts next week\'s same slots in the cart; once they are held, says they are taken and offers that day (375 px, then 1280 px)', async () => {
    const { page } = host;
    await page.goto(`${live.base}/orders`);
    const card = page.getByTestId('order-card').filter({ hasText: 'Marina Turf Arena' }).filter({ hasText: 'Confirmed' }).first();
    await card.waitFor();
    await shot(page, 'orders-book-again-375');
    await card.getByRole('button', { name: /^Book again: Marina Turf Arena/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    const cart = (await page.evaluate(() => JSON.parse(localStorage.getItem('sports.booking-cart') ?? '{}') as unknown)) as {
      state: { slots: { date: string; startTime: string; fieldId: string }[] };
    };
    const orders = await api<{
      data: { orders: { id: string; status: string; items: { type: string; date: string; startTime: string; fieldId: string }[] }[] };
    }>(page, '/api/b2c/orders/my/0/10');
    const original = orders.data.orders.find((o) => o.status === 'confirmed' && o.items.length === 2)!;
    const first = original.items[0]!;
    const next = againDay(Date.parse(`${first.date}T${first.startTime}:00+05:30`), Date.now());
    expect(cart.state.slots.map((s) => [s.fieldId, s.date, s.startTime])).toEqual(
      original.items.map((i) => [i.fieldId, next, i.startTime]).sort((a, b) => a[2]!.localeCompare(b[2]!)),
    );
    await shot(page, 'book-again-cart-375');

    // Placing it holds next week's slots: the same "Book again" now finds them taken.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.goto(`${live.base}/orders/${original.id}`);
    await page.getByRole('button', { name: /^Book again/ }).click();
    const taken = page.getByRole('alert').filter({ hasText: 'taken' });
    await taken.waitFor();
    // The booking was two days ahead: its week on is nine days away, said by its day.
    expect(await taken.innerText()).toContain(`Those slots are taken on ${dayWords(next)}.`);
    await shot(page, 'book-again-taken-375');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'book-again-taken-1280');
    await page.setViewportSize(PHONE);
    await taken.getByRole('link', { name: `See ${dayWords(next)} at Marina Turf Arena` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/venues/') && url.searchParams.get('date') === next);
    // That day's slots of the venue, the wanted ones not to be had.
    const wanted = page.getByRole('button', { name: new RegExp(`${first.startTime}–`) }).first();
    await wanted.waitFor();
    expect(await wanted.getAttribute('aria-label')).not.toMatch(/Available$/);
    await shot(page, 'book-again-venue-day-375');
  }, 120_000);

  it("the rating drawer's back arrow is 44 × 44 px (375 px)", async () => {
    const { page } = host;
    const past = (await myGames(page, 'past')).find((g) => g.name === 'Doubles Ladder Night')!;
    await page.goto(`${live.base}/rate/${past.activityId}`);
    const close = page.getByRole('button', { name: 'Close rating' });
    await close.waitFor();
    const arrow = (await close.boundingBox())!;
    expect([arrow.width, arrow.height]).toEqual([44, 44]);
    await shot(page, 'rating-drawer-375');
    await close.click();
  }, 120_000);

  it('keeps the phone change on its code step when the player leaves and comes back (375 px)', async () => {
    const { page } = host;
    await page.goto(`${live.base}/settings/phone`);
    await page.getByLabel('New phone number').fill('98000 00077');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code', { exact: true }).waitFor();
    await page.goto(`${live.base}/`);
    await page.getByRole('button', { name: /^Filters/ }).waitFor();
    await page.goto(`${live.base}/settings/phone`);
    await page.getByText(/We sent a 6-digit code by SMS to .*0077\. It is valid for \d+ minutes?\./).waitFor();
    await shot(page, 'phone-code-kept-375');
    await page.getByRole('button', { name: 'Edit number' }).click();
    await page.getByLabel('New phone number').waitFor();
  }, 120_000);

  it('opens the leaderboard on a board without a tap (375 px)', async () => {
    const { page } = host;
    await page.goto(`${live.base}/leaderboard`);
    await page.getByRole('table', { name: /^Leaderboard, / }).waitFor();
    const url = new URL(page.url());
    expect([url.searchParams.get('region'), url.searchParams.get('listingId')].every(Boolean)).toBe(true);
    await shot(page, 'leaderboard-opened-375');
  }, 120_000);

  it('asks before signing out: Cancel keeps the session, Sign out ends it (375 px)', async () => {
    const { page } = host;
    await page.goto(`${live.base}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Sign out?' });
    await ask.waitFor();
    await shot(page, 'sign-out-ask-375');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByRole('img', { name: 'Signed in as Rahul Verma' }).count()).toBe(1);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await ask.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
  }, 120_000);

  it("places a join's toast above the sticky action bar, clear of the button it answers (375 px)", async () => {
    const token = (await (
      await fetch(`${live.base}/api/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'e2e-again-joiner' }),
      })
    ).json()) as { accessToken: string; refreshToken?: string };
    const claims = JSON.parse(Buffer.from(token.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { name: string };
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const session = JSON.stringify({
        state: {
          user: { userId: 'e2e-again-joiner', name: claims.name, role: null },
          accessToken: token.accessToken,
          refreshToken: token.refreshToken ?? null,
        },
        version: 1,
      });
      await context.addInitScript((value) => localStorage.setItem('sports.session', value), session);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const upcoming = (await (await fetch(`${live.base}/api/vm/activities/all/0/50?status=upcoming`)).json()) as {
        data: { activities: Listed[] };
      };
      const free = upcoming.data.activities.find((g) => g.name === 'Footwork Drills (online)')!;
      await page.goto(`${live.base}/games/${free.activityId}`);
      const bar = page.getByTestId('primary-action');
      await bar.getByRole('button', { name: 'Join Now' }).click();
      // Measured in the page, frame by frame, while the 3 s toast shows: a runner's look from outside can come
      // after it has gone on a busy machine. The bar must say the player is in (GameStanding), its button the one
      // the toast must not cover, and the two boxes must hold still for a frame (the toast's place follows the
      // bar's size one frame late, useStickyClearance).
      const placed = await page.waitForFunction(
        (text) => {
          const toast = window.__toastWith!(text);
          const bar = document.querySelector('[data-testid="primary-action"]');
          if (!toast || !bar?.querySelector('[data-standing="joined"]')) return false;
          const now = `${toast.getBoundingClientRect().bottom} ${bar.getBoundingClientRect().top}`;
          const held = (window as { lastPlacement?: string }).lastPlacement === now;
          (window as { lastPlacement?: string }).lastPlacement = now;
          return held && { toastBottom: toast.getBoundingClientRect().bottom, barTop: bar.getBoundingClientRect().top };
        },
        'You have joined this game!',
        { polling: 'raf' },
      );
      const { toastBottom, barTop } = (await placed.jsonValue()) as { toastBottom: number; barTop: number };
      expect(toastBottom).toBeLessThanOrEqual(barTop);
      await shot(page, 'toast-above-bar-375');
    } finally {
      await context.close();
    }
  }, 120_000);
});

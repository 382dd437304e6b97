import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, serviceWorkerControls, shoot } from './browser';
import { signInAsDemoPlayer } from './demoSignIn';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { toastShown } from './toasts';

/**
 * The installable app, offline (docs/adr/0098-installable-app.md): the built app has
 * a manifest with its icons; its service worker takes the page; offline, a game page and My Games
 * open as last seen with the one-line banner, and a Join tapped offline says so and sends nothing.
 */
const missing = browserMissing();
if (missing) console.warn(`SKIPPED offline app in a browser: ${missing}`);
const shots = '/tmp/shots';
const BANNER = 'You are offline: showing what you saw last';

/** Tomorrow in India, for a game that is upcoming whenever the suite runs. */
const tomorrow = () => new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10);

describe.skipIf(missing !== null)('the app offline (Debian chromium, headless, 375x812)', () => {
  let live: LivePlatform;
  let inMyGames: string;

  /** A free public game with room, tomorrow, hosted by the token's user. */
  const createGame = async (token: string, name: string): Promise<string> => {
    const date = tomorrow();
    const created = await fetch(`${live.base}/api/vm/activities`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        listingId: 'football',
        listingName: 'Football',
        activityFormat: '5v5',
        date,
        duration: [{ from: `${date}T18:00:00+05:30`, to: `${date}T19:30:00+05:30` }],
        location: { name: 'Marina Turf Arena', lat: 13.0, lon: 80.27 },
        maxParticipants: 10,
        costPerParticpant: 0,
      }),
    });
    expect(created.status).toBe(201);
    return ((await created.json()) as { data: { activityId: string } }).data.activityId;
  };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let activityId: string;
  let player: string;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    mkdirSync(shots, { recursive: true });
    live = await startLivePlatform();
    browser = await launchBrowser();
    // A free public game with room, hosted by someone else, for the player to see and then try to join.
    const { accessToken } = await live.tokens.issue({ userId: 'offline-host', name: 'Oona Host', role: 'player', scopeIds: [] });
    activityId = await createGame(accessToken, 'Offline Friday Kickabout');
    inMyGames = await createGame(accessToken, 'Offline Saturday Five');
    // This spec tests the service worker, which launchBrowser's contexts block unless asked.
    context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'allow' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  }, 240_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await live?.close();
  });

  it('serves a manifest with its icons, and the worker script uncached', async () => {
    const reply = await fetch(`${live.base}/manifest.webmanifest`);
    expect(reply.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await reply.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Sports Platform',
      short_name: 'Sports',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f1216',
      background_color: '#0f1216',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await fetch(`${live.base}${icon.src}`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
      const bytes = new Uint8Array(await image.arrayBuffer());
      // A PNG whose IHDR width is the size the manifest says.
      expect(new DataView(bytes.buffer).getUint32(16)).toBe(Number(icon.sizes.split('x')[0]));
    }
    const worker = await fetch(`${live.base}/sw.js`);
    expect([worker.status, worker.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(await (await fetch(`${live.base}/`)).text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('registers its service worker, which then controls the page', async () => {
    player = await signInAsDemoPlayer(page, live.base, 2);
    // One game of theirs for My Games, joined with their session.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('sports.session') ?? '{}') as { state?: { accessToken?: string } }).state?.accessToken ?? '',
    );
    const joined = await fetch(`${live.base}/api/vm/activities/${inMyGames}/join`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(joined.status).toBe(200);
    await page.goto(`${live.base}/`);
    await serviceWorkerControls(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${live.base}/`);
  }, 120_000);

  it('opens My Games and a game page offline as last seen, with the one-line banner, which goes once online', async () => {
    // Seen online first (the worker keeps what was read).
    await page.goto(`${live.base}/games/${activityId}`);
    await page.getByRole('heading', { level: 1, name: 'Offline Friday Kickabout' }).waitFor();
    await page.goto(`${live.base}/?tab=my`);
    const myGames = page.getByTestId('game-card');
    await myGames.filter({ hasText: 'Offline Saturday Five' }).waitFor();
    const seen = await myGames.allInnerTexts();
    expect(await page.getByText(BANNER).count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(BANNER).waitFor();
    await myGames.filter({ hasText: 'Offline Saturday Five' }).waitFor();
    expect(await myGames.allInnerTexts()).toEqual(seen);
    await shoot(page, { path: `${shots}/offline-375-my-games.png`, fullPage: false });
    const banner = await page.getByTestId('offline-banner').boundingBox();
    expect(banner!.height).toBeLessThanOrEqual(48);

    await page.goto(`${live.base}/games/${activityId}`);
    await page.getByRole('heading', { level: 1, name: 'Offline Friday Kickabout' }).waitFor();
    await page.getByText(BANNER).waitFor();
    await shoot(page, { path: `${shots}/offline-375-game.png`, fullPage: false });

    await context.setOffline(false);
    await page.getByText(BANNER).waitFor({ state: 'detached' });
  });

  it('says "You are offline" when Join is tapped offline, and sends nothing', async () => {
    await page.goto(`${live.base}/games/${activityId}`);
    const join = page.getByRole('button', { name: 'Join Now' }).first();
    await join.waitFor();
    await context.setOffline(true);
    await page.getByText(BANNER).waitFor();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await join.click();
    await toastShown(page, /You are offline: nothing was sent/);
    await shoot(page, { path: `${shots}/offline-375-join.png`, fullPage: false });
    expect(writes).toEqual([]);
    // Back online, nothing was queued: the player is still not in the game.
    await context.setOffline(false);
    await page.getByText(BANNER).waitFor({ state: 'detached' });
    const detail = await (await fetch(`${live.base}/api/vm/activities/${activityId}`)).text();
    expect(detail).toContain('Offline Friday Kickabout');
    expect(detail).not.toContain(player);
    expect(writes).toEqual([]);
  });
});

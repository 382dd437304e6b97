import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '@sports/service-kit';
import { contentSecurityPolicyOf } from '../contentSecurityPolicy';
import { registerPreviews } from '../previews';
import type { PreviewCard } from '../previews/cards';
import { drawCard } from '../previews/draw';
import { serveSpa } from '../staticUi';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { setUpVenue } from '@sports/testing/http/bookingsFixtures';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * Shared pages drawn on the server (ARCHITECTURE.md "UIs", docs/adr/0100-shared-pages.md): what WhatsApp's and Facebook's crawlers read
 * from a game's, a venue's and a player's
 * link without running JavaScript, and the preview images they fetch.
 */
const WHATSAPP = 'WhatsApp/2.23.20.0';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const indexHtml = join(import.meta.dirname, '../../../ui-player/index.html');

let platform: TestPlatform;
/** The platform's API and the player UI's pages over the same read models, with the drawings counted. */
let web: Api;
const draws: PreviewCard['kind'][] = [];
let host: string;
let priya: string;
let base: string;

beforeAll(async () => {
  platform = await startTestStack();
  host = await platform.tokenFor('host');
  priya = await platform.tokenFor('priya');
  base = platform.publicUrl.current;
  const dist = mkdtempSync(join(tmpdir(), 'shared-pages-'));
  copyFileSync(indexHtml, join(dist, 'index.html')); // the player UI's own page: its title, inline scripts and #root
  web = createApi({ tokens: platform.tokens });
  const pages = registerPreviews(web, platform.documents, {
    publicUrl: () => platform.publicUrl.current,
    draw: (card) => {
      draws.push(card.kind);
      return drawCard(card);
    },
  });
  serveSpa(web.app, '/', dist, null, {}, pages);
});
afterAll(() => platform.close());

const page = async (path: string, userAgent = WHATSAPP, headers: Record<string, string> = {}) => {
  await platform.settle();
  return web.app.request(path, { headers: { 'user-agent': userAgent, ...headers } });
};

/** The head's meta tags by name or property, as a crawler reads them (entities decoded). */
const tagsOf = (html: string) => {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) tags[key!] = decode(content!);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { ...tags, title: title === undefined ? undefined : decode(title) } as Record<string, string | undefined>;
};

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the 8-byte signature). */
const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

/** The og:image, fetched as a crawler does: by its absolute URL, on this server. */
const image = (url: string, headers: Record<string, string> = {}) => {
  expect(url.startsWith(`${base}/api/vm/previews/`)).toBe(true);
  return web.app.request(url.slice(base.length), { headers: { 'user-agent': FACEBOOK, ...headers } });
};

describe("a game's shared link", () => {
  let activityId: string;

  beforeAll(async () => {
    ({ activityId } = await createGame(platform, host, { name: 'Friday Night Football', maxParticipants: 4, costPerParticpant: 18000 }));
  });

  it.each([WHATSAPP, FACEBOOK])('draws its title, invitation, Open Graph and Twitter tags for %s, with no JavaScript', async (agent) => {
    const response = await page(`/games/${activityId}`, agent);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const tags = tagsOf(html);
    // The fixture's game: 2026-11-21 18:00 IST, a Saturday; the host holds one of its 4 places (DESIGN.md "Together").
    const invitation = 'Football on Sat 21 Nov, 18:00 at Marina Turf Arena · ₹180 · 3 places left';
    expect(tags).toMatchObject({
      title: 'Friday Night Football · Sports Platform',
      description: invitation,
      'og:site_name': 'Sports Platform',
      'og:type': 'website',
      'og:title': 'Friday Night Football',
      'og:description': invitation,
      'og:url': `${base}/games/${activityId}`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': `Friday Night Football: ${invitation}`,
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Friday Night Football',
      'twitter:description': invitation,
    });
    expect(tags['og:image']).toMatch(new RegExp(`^${base}/api/vm/previews/games/${activityId}\\.png\\?v=[\\w-]+$`));
    expect(tags['twitter:image']).toBe(tags['og:image']);
    // Still the app: its root and scripts, and one title only.
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers its og:image as a 1200×630 PNG, drawn once and then served from memory until the game changes', async () => {
    const url = tagsOf(await (await page(`/games/${activityId}`)).text())['og:image']!;
    const before = draws.length;
    const first = await image(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"d1-[\w-]+"$/);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(draws.length).toBe(before + 1);

    const again = await image(url);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(again.headers.get('etag')).toBe(etag);
    const revalidated = await image(url, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(draws.length).toBe(before + 1); // not drawn again

    // Priya joins: two places left, a new version in the page and a new drawing.
    expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token: priya, body: {} })).status).toBe(200);
    const changed = tagsOf(await (await page(`/games/${activityId}`)).text());
    expect(changed['og:description']).toMatch(/· 2 places left$/);
    expect(changed['og:image']).not.toBe(url);
    const redrawn = await image(changed['og:image']!);
    expect(redrawn.headers.get('etag')).not.toBe(etag);
    expect(pngSize(new Uint8Array(await redrawn.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(draws.length).toBe(before + 2);
    // The old URL asks for the same game: today's picture, with no drawing.
    expect((await image(url)).headers.get('etag')).toBe(redrawn.headers.get('etag'));
    expect(draws.length).toBe(before + 2);
  });

  it('escapes what the host wrote, and keeps the built page’s Content-Security-Policy and compression', async () => {
    const name = '</title><script>alert("x")</script> & "Friends"';
    const { activityId: id } = await createGame(platform, host, { name, location: { name: 'Café <b>Court</b>' } });
    const response = await page(`/games/${id}`, FACEBOOK, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>Court');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Friends&quot;');
    expect(tagsOf(html)['og:title']).toBe(name);
    // The policy is the built page's: only its own inline scripts run, none from a page's tags.
    const built = (await import('node:fs')).readFileSync(indexHtml, 'utf8');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicyOf(built));
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  });
});

describe('a private game (spec section 5: invisible to anyone not in it)', () => {
  it('says only that it is a private game, in the page and in the image, to crawlers and everyone else', async () => {
    const secret = { name: 'Secret Sunday Smash', location: { name: 'Hidden Court Club' }, privacy: 'private' };
    const { activityId } = await createGame(platform, host, secret);
    const { activityId: other } = await createGame(platform, host, { ...secret, name: 'Another Quiet Game' });
    for (const agent of [WHATSAPP, FACEBOOK]) {
      const html = await (await page(`/games/${activityId}`, agent)).text();
      expect(html).not.toMatch(/Secret|Sunday Smash|Hidden Court/);
      expect(tagsOf(html)).toMatchObject({
        title: 'A private game on Sports Platform',
        'og:title': 'A private game on Sports Platform',
        'og:url': `${base}/games/${activityId}`,
      });
    }
    const url = tagsOf(await (await page(`/games/${activityId}`)).text())['og:image']!;
    const response = await image(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const headers = JSON.stringify([...response.headers.entries()]);
    expect(headers).not.toMatch(/Secret|Sunday|Hidden|Court/);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    // One picture for every private game: nothing in it or its ETag tells two apart.
    const otherUrl = tagsOf(await (await page(`/games/${other}`)).text())['og:image']!;
    expect((await image(otherUrl)).headers.get('etag')).toBe(response.headers.get('etag'));
    // The API's own rule, the same way: no game for a caller who is not in it.
    await expectProblem(await platform.request('GET', `/api/vm/activities/${activityId}`), 404, 'GAME_NOT_FOUND');
  });
});

describe("a venue's and a player's shared links", () => {
  it("draw the venue's name, place and sports, and its image", async () => {
    await setUpVenue(platform);
    for (const agent of [WHATSAPP, FACEBOOK]) {
      const tags = tagsOf(await (await page('/venues/marina', agent)).text());
      expect(tags).toMatchObject({
        title: 'Marina Turf Arena · Sports Platform',
        'og:title': 'Marina Turf Arena',
        'og:description': 'Book Football at Marina Turf Arena, Beach Road, Chennai on Sports Platform.',
        'og:url': `${base}/venues/marina`,
        'og:type': 'website',
        'twitter:card': 'summary_large_image',
      });
      const response = await image(tags['og:image']!);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });

  it("draw a player's public name, sports and place as a profile, never their phone", async () => {
    const registered = await json(await platform.request('POST', '/api/dev/token', { body: { userId: 'lakshmi' } }));
    const token = registered.accessToken as string;
    const basic = { firstName: 'Lakshmi', lastName: 'Iyer', locations: [{ name: 'Adyar, Chennai', lat: 13.0, lon: 80.25 }] };
    expect((await platform.request('PUT', '/api/user/basic', { token, body: basic })).status).toBe(200);
    expect((await platform.request('PUT', '/api/user/listing', { token, body: { listingIds: ['football'] } })).status).toBe(200);
    for (const agent of [WHATSAPP, FACEBOOK]) {
      const tags = tagsOf(await (await page('/players/lakshmi', agent)).text());
      expect(tags).toMatchObject({
        title: 'Lakshmi Iyer · Sports Platform',
        'og:title': 'Lakshmi Iyer',
        'og:type': 'profile',
        'og:description': 'Lakshmi plays Football in Adyar, Chennai. Find a game together on Sports Platform.',
        'og:url': `${base}/players/lakshmi`,
      });
      const response = await image(tags['twitter:image']!);
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });
});

describe('unknown and malformed ids', () => {
  it.each(['/games/no-such-game', '/venues/no-such-venue', '/players/no-such-player', '/players/not%20an%20id', '/games/new'])(
    '%s gets the generic tags and the app (its own not-found screen)',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      const tags = tagsOf(html);
      expect(tags).toMatchObject({
        title: 'Sports Platform',
        'og:title': 'Sports Platform',
        'og:type': 'website',
        'twitter:card': 'summary_large_image',
      });
      expect(tags['og:image']).toMatch(new RegExp(`^${base}/api/vm/previews/site\\.png\\?v=`));
      const picture = await image(tags['og:image']!);
      expect(pngSize(new Uint8Array(await picture.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    },
  );

  it('answers problem documents for images of unknown or malformed ids, drawing nothing', async () => {
    const before = draws.length;
    await expectProblem(await page('/games/%E0%A4%A'), 400, 'VALIDATION_FAILED', 'path'); // as every page (staticUi.ts)
    await expectProblem(await web.app.request('/api/vm/previews/games/no-such-game.png'), 404, 'GAME_NOT_FOUND', 'activityId');
    await expectProblem(await web.app.request('/api/vm/previews/venues/no-such-venue.png'), 404, 'SPACE_NOT_FOUND', 'spaceId');
    await expectProblem(await web.app.request('/api/vm/previews/players/no-such-player.png'), 404, 'USER_NOT_FOUND', 'userId');
    await expectProblem(await web.app.request('/api/vm/previews/games/bad%20id!.png'), 400, 'VALIDATION_FAILED', 'params.activityId');
    await expectProblem(await web.app.request('/api/vm/previews/games/g1.jpg'), 400, 'VALIDATION_FAILED', 'params.activityId');
    await expectProblem(await web.app.request('/api/vm/previews/site.png?v=<x>'), 400, 'VALIDATION_FAILED', 'query.v');
    await expectProblem(await web.app.request('/api/vm/previews/site.png?size=big'), 400, 'VALIDATION_FAILED', 'query.size');
    expect(draws.length).toBe(before);
  });

  it('are wired into the platform itself', async () => {
    const response = await platform.app.request('/api/vm/previews/site.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });
});

import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { problemResponse, requestHeader } from '@sports/service-kit';
import { CompressedFiles, acceptedEncoding } from './compressedFiles';
import { contentSecurityPolicyOf } from './contentSecurityPolicy';
import type { FirstScreen } from './firstScreen';
import type { SharedPages } from './previews';

const safeDecode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  // The installable app's manifest (docs/adr/0098-installable-app.md).
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** Each page's policy, worked out once per version of the file (keyed like the compressed bodies). */
const pagePolicies = (options: { razorpay?: boolean }) => {
  const byKey = new Map<string, string>();
  return {
    of(key: string, html: Buffer): string {
      let policy = byKey.get(key);
      if (!policy) {
        policy = contentSecurityPolicyOf(html.toString('utf8'), options);
        byKey.clear(); // one version of a page matters at a time
        byKey.set(key, policy);
      }
      return policy;
    },
  };
};

/**
 * One cache for the process: its keys name a file by path, size and time, so platforms started one after
 * another in one process (the browser specs start one per suite) compress each built file once, not once each.
 */
const builtFiles = new CompressedFiles();

/**
 * Serves a built single-page app under a prefix: files when they exist, index.html otherwise
 * (client-side routes). Paths are resolved inside the dist folder only.
 */
/** policy.razorpay: the page may open Razorpay Checkout (only when Razorpay is configured). */
/** sharedPages: a game's, venue's or player's page with its own title and Open Graph tags (previews/sharedPages.ts). */
export const serveSpa = (
  app: Hono,
  prefix: '/' | '/admin',
  distDir: string,
  firstScreen: FirstScreen | null = null,
  policy: { razorpay?: boolean } = {},
  sharedPages: SharedPages | null = null,
): void => {
  const root = resolve(distDir);
  const policies = pagePolicies(policy);
  const send = async (c: Context) => {
    // API paths that reached here have no route: a problem document, not the app shell.
    if (/^\/(api|admin-api)(\/|$)/.test(c.req.path)) return problemResponse('ROUTE_NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}`);
    const rest = safeDecode(c.req.path.slice(prefix === '/' ? 1 : prefix.length + 1));
    if (rest === null) return problemResponse('VALIDATION_FAILED', 'The path is not valid percent-encoding', 'path');
    const candidate = normalize(join(root, rest));
    const inside = candidate === root || candidate.startsWith(root + sep);
    const found = inside && rest !== '' && extname(candidate) !== '' && existsSync(candidate);
    // A missing file (an old asset after a deploy) is a 404; only extension-less paths are client routes.
    if (!found && extname(rest) !== '') return c.text('Not found', 404);
    const file = found ? candidate : join(root, 'index.html');
    if (!existsSync(file)) return c.text(`The ${prefix} UI is not built: run npm run build:ui`, 503);
    const [raw, info] = await Promise.all([readFile(file), stat(file)]);
    const immutable = file.includes(`${sep}assets${sep}`);
    const contentType = TYPES[extname(file)] ?? 'application/octet-stream';
    // Sent compressed when the browser takes it: the JavaScript is most of a first visit's bytes.
    const key = `${file}:${info.size}:${info.mtimeMs}`;
    const accepted = acceptedEncoding(requestHeader(c, 'accept-encoding'));
    // `/` itself, with no query: a visitor's first screen drawn in (./firstScreen.ts).
    const drawn = firstScreen && rest === '' && !c.req.url.includes('?') ? await firstScreen.page(key, raw, accepted) : null;
    // A shared page's tags, for crawlers that run no JavaScript; its policy stays the built page's (no script is added).
    const shared = !drawn && !found && sharedPages ? await sharedPages.page(c.req.path, raw, key, accepted) : null;
    const { bytes, encoding } = drawn ? { bytes: drawn, encoding: accepted } : (shared ?? builtFiles.body(key, raw, contentType, accepted));
    const isPage = contentType.startsWith('text/html');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': contentType,
      ...(isPage ? { 'content-security-policy': policies.of(key, raw) } : {}),
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
  };
  if (prefix === '/admin') {
    app.get('/admin', send);
    app.get('/admin/*', send);
  } else {
    app.get('/*', send);
  }
};

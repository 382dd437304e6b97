import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * The floor under the phone profile's LCP: the first screen exactly as the app
 * draws it, saved as a static page with no script at all, then loaded under the same profile. Only
 * the HTML's round trips, its bytes and the browser's layout and paint remain: no JavaScript,
 * however small or early, paints the same page sooner from this server.
 */
export async function snapshotFirstScreen(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  readySelector: string,
): Promise<string> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(readySelector);
    await page.waitForTimeout(500);
    return await page.evaluate((origin) => {
      const doc = document.documentElement.cloneNode(true) as HTMLElement;
      // Emotion inserts its rules through the CSSOM in production, so the style elements are empty: write the rules out.
      const rules = [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
      doc.querySelectorAll('script, link[rel="modulepreload"], style').forEach((el) => el.remove());
      const style = document.createElement('style');
      style.textContent = rules;
      const base = document.createElement('base');
      base.href = `${origin}/`; // images and the favicon from the platform, as on the real page
      doc.querySelector('head')!.prepend(base);
      doc.querySelector('head')!.append(style);
      return `<!doctype html>\n${doc.outerHTML}`;
    }, new URL(url).origin);
  } finally {
    await context.close();
  }
}

/** Serves one page, gzip-compressed like the platform's, on a free port of 127.0.0.1. */
export async function serveStaticPage(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const body = gzipSync(html, { level: 9 });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Milliseconds to move this many bytes at this many kbit/s: the transfer alone, no round trip. */
export const transferMs = (bytes: number, kbps: number): number => (bytes * 8) / kbps;
